/**
 * The errors the base query and the error page show (SPEC section 8).
 *
 * An area of the dictionary, re-exported by src/i18n/it.ts as `it.errori`. A file of its own because
 * /login and the app's first paint import it directly: their first load carries their texts only.
 */
export const errori = {
  loginFallito: 'Autenticazione fallita, riprovare',
  tecnico: "Si è verificato un errore tecnico. Contattare l'assistenza.",
  privilegi: 'Non si dispone dei privilegi necessari per visualizzare questa pagina.',
  tokenInvalido: "Token di autorizzazione invalido, contattare l'assistenza.",
  fileTroppoGrande: 'Il file non può essere più grande di 5MB',
  datiNonValidi: 'Alcuni dati non sono validi: controllare i campi evidenziati.',
  nessunaRisposta: 'Il server non risponde.',
  paginaTitolo: 'Errore',
  paginaTesto: 'Errore!',
  paginaNonTrovata: 'La pagina richiesta non esiste.',
  tornaAllaDashboard: 'Torna alla dashboard',
} as const
