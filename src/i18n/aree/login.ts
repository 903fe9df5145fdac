/**
 * The login page, its notices and the forgotten-password dialog.
 *
 * An area of the dictionary, re-exported by src/i18n/it.ts as `it.login`. A file of its own because
 * /login and the app's first paint import it directly: their first load carries their texts only.
 */
export const login = {
  sottotitolo: 'Inserire le credenziali del proprio account.',
  email: 'Email',
  password: 'Password',
  accedi: 'Accedi',
  emailObbligatoria: "Inserire l'email",
  emailNonValida: "L'email non è valida",
  passwordObbligatoria: 'Inserire la password',
  passwordDimenticata: 'Password dimenticata?',
  recuperoTitolo: 'Recupero password',
  recuperoTesto:
    "Inserire l'email dell'account: verrà inviato un messaggio con le istruzioni per impostare una nuova password.",
  recuperoInvia: 'Invia',
  recuperoFatto:
    "Se l'email appartiene a un account, riceverà a breve un messaggio con le istruzioni per impostare una nuova password.",
  sessioneScaduta: 'Sessione scaduta: accedere di nuovo.',
  sessioneAltraScheda: "Sessione chiusa in un'altra scheda del browser: accedere di nuovo.",
  passwordAggiornata: 'Password aggiornata: accedere con la nuova password.',
  casellaDemo: 'Casella di posta dimostrativa',
  casellaDemoTesto: (email: string) =>
    `Con i dati dimostrativi nessuna email viene inviata. Il messaggio per ${email} contiene questo link:`,
  casellaDemoLink: 'Apri il link per reimpostare la password',
  troppiTentativi: 'Troppi tentativi di accesso non riusciti: riprovare tra qualche minuto.',
} as const
