/** An area of the dictionary, assembled by src/i18n/it.ts as `it.utente`. */
export const utente = {
  elenco: 'Elenco degli utenti',
  ruoli: 'Ruoli',
  amministratore: 'Amministratore',
  reimposta: 'Reimposta password',
  reimpostaDi: (nome: string) => `Reimposta password di ${nome}`,
  utenteDi: (nome: string, email: string) => `Utente: ${nome} (${email})`,
  confermaPassword: 'Conferma password',
  passwordObbligatoria: 'Inserire la nuova password',
  confermaObbligatoria: 'Confermare la nuova password',
  passwordCorta: 'La password deve contenere almeno 8 caratteri',
  passwordLunga: 'La password può contenere al massimo 128 caratteri',
  passwordDiverse: 'Le password non coincidono',
  passwordComune:
    'La password è tra le più usate (o è una sequenza o un carattere ripetuto): sceglierne una meno prevedibile',
  /** The rules of a new password, shown as it is typed (NewPasswordFields). */
  regolePassword: 'Requisiti della nuova password',
  regolaLunghezza: 'Da 8 a 128 caratteri',
  regolaNonComune: 'Non tra le password più usate, né una sequenza o un carattere ripetuto',
  regolaRispettata: 'rispettato',
  regolaNonRispettata: 'non rispettato',
  propriaPassword:
    'La propria password non si reimposta da qui: usare «Password dimenticata?» nella pagina di accesso',
  tuoAccount: 'Il tuo account: usa «Password dimenticata?» nella pagina di accesso',
} as const
