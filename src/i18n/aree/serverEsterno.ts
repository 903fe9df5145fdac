/**
 * Another backend than the app's own: the deploy-time configuration (config.json), the
 * login's failures with a foreign server, the QA build's differences from the contract.
 *
 * An area of the dictionary, re-exported by src/i18n/it.ts as `it.serverEsterno`. A file of its own because
 * /login and the app's first paint import it directly: their first load carries their texts only.
 */
import { plurale } from '@/components/format-number'

export const serverEsterno = {
  irraggiungibile: (indirizzo: string) =>
    `Impossibile raggiungere il server (indirizzo ${indirizzo}): controllare la connessione o la configurazione CORS del server.`,
  loginNonTrovato: (indirizzo: string, stato: number) =>
    `Il server non offre il login all'indirizzo ${indirizzo} (errore ${stato}): controllare l'indirizzo del server nella configurazione.`,
  rispostaLoginNonValida:
    'La risposta del server al login non è quella attesa (un JSON con token e refresh_token): impossibile accedere.',
  tokenIlleggibile: 'Il token ricevuto dal server non è un JWT leggibile: impossibile accedere.',
  tokenSenzaClaim: (claims: readonly string[]) =>
    `Il token ricevuto dal server non contiene i dati necessari all'app: ${plurale(
      claims.length,
      'manca',
      'mancano',
    )} ${claims.join(', ')}. Impossibile accedere.`,
  config: {
    titolo: 'Configurazione non valida',
    testo:
      "Il file config.json servito accanto all'app non è valido, quindi l'app non può partire. Correggerlo e ricaricare la pagina.",
    ricarica: 'Ricarica la pagina',
    nonLeggibile: (stato: number) =>
      `config.json non si può leggere: il server che ospita l'app risponde con lo stato ${stato}.`,
    serverMuto: "config.json non si può leggere: il server che ospita l'app non risponde.",
    jsonNonValido: 'config.json non contiene JSON valido.',
    nonOggetto:
      'config.json deve contenere un oggetto JSON, ad esempio { "apiBaseUrl": "https://api.example.com" }.',
    chiaveSconosciuta: (chiave: string) =>
      `config.json contiene la chiave sconosciuta «${chiave}»: le chiavi ammesse sono apiBaseUrl e fakeBackend.`,
    nonTesto: 'In config.json apiBaseUrl deve essere un testo.',
    nonBooleano: 'In config.json fakeBackend deve essere true o false.',
    urlNonValido: (valore: string) =>
      `In config.json apiBaseUrl «${valore}» non è un indirizzo valido: serve un URL assoluto http o https, senza parametri né frammento (ad esempio https://api.example.com).`,
    fakeBackendAssente:
      'config.json chiede il backend dimostrativo (fakeBackend: true), ma questa build è fatta per un server reale e non lo contiene.',
    fakeBackendConServer:
      'config.json chiede insieme il backend dimostrativo (fakeBackend: true) e un server (apiBaseUrl): sceglierne uno.',
    cspNonConsente: (origine: string) =>
      `La Content-Security-Policy di questa build non permette all'app di contattare ${origine}: rifare la build con VITE_CONNECT_SRC che lo comprenda, oppure aggiungerlo a connect-src nel meta Content-Security-Policy di index.html.`,
  },
  contratto: {
    contatore: (n: number) => `Differenze dal contratto: ${n}`,
    titolo: 'Differenze dal contratto',
    testo:
      'Risposte del server che non rispettano il contratto OpenAPI, dalla più recente. Ognuna è anche nella console del browser.',
    nessuna: 'Nessuna differenza dal contratto finora.',
    svuota: "Svuota l'elenco",
    operazione: 'Operazione',
    campo: 'Campo',
    atteso: 'Atteso',
    ricevuto: 'Ricevuto',
    volte: 'Volte',
    rispostaIntera: '(risposta intera)',
    assente: 'assente',
    nonNelContratto: 'nessun campo con questo nome',
    statoNonDocumentato: (documentati: string) => `uno degli stati documentati (${documentati})`,
    operazioneSconosciuta: 'nessuna operazione del contratto',
    nonJson: 'un corpo JSON',
  },
} as const
