/** An area of the dictionary, assembled by src/i18n/it.ts as `it.reimpostaPassword`. */
export const reimpostaPassword = {
  testo: "Scegliere la nuova password dell'account: almeno 8 caratteri, al massimo 128.",
  salva: 'Imposta la password',
  linkNonValido: 'Il link per reimpostare la password non è valido o è scaduto.',
  nuovoLink: 'Chiedere un nuovo link dalla pagina di accesso',
  tornaAccesso: "Torna all'accesso",
} as const
