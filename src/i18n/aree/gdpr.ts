import { cliente } from './cliente'
import { comune } from './comune'

const REGISTRO = 'Registro dei consensi'
const PULSANTE_ESPORTA = 'Esporta dati del cliente'
const PULSANTE_CANCELLA = 'Cancella i dati del cliente'

/**
 * The client's GDPR record: consent register, renewal, export, erasure, access log. An area of the
 * dictionary, assembled by src/i18n/it.ts as `it.gdpr`.
 */
export const gdpr = {
  daRinnovare: 'Consenso da rinnovare',
  daRinnovareTooltip: (versione: string, corrente: string) =>
    `Accettata l'informativa ${versione}; quella in vigore è la ${corrente}`,
  daRinnovareAvviso: "Il cliente ha accettato una versione precedente dell'informativa",
  daRinnovareTesto: (corrente: string) =>
    `È in vigore l'informativa versione ${corrente}: far leggere il nuovo testo al cliente e registrare di nuovo l'accettazione.`,
  rinnova: 'Registra la nuova accettazione',
  titoloScheda: 'Privacy e dati del cliente (GDPR)',
  registro: REGISTRO,
  registroNota:
    'Il registro non si modifica: ogni accettazione, revoca, esportazione o cancellazione vi si aggiunge con data, versione e chi la registra.',
  registroVuoto: 'Nessun evento nel registro',
  nonDisponibile: 'Registro dei consensi non disponibile',
  nonDisponibileTesto:
    "Il backend collegato non offre ancora il registro dei consensi, l'informativa versionata, il registro degli accessi e la cancellazione: resta disponibile solo la registrazione dell'accettazione.",
  colonne: {
    data: comune.data,
    evento: 'Evento',
    versione: 'Versione informativa',
    registratoDa: 'Registrato da',
    utente: 'Utente',
    cosa: 'Dati consultati',
  },
  eventi: {
    accettazione: 'Accettazione',
    revoca: 'Revoca del consenso',
    esportazione: 'Esportazione dei dati',
    anonimizzazione: 'Cancellazione (anonimizzazione)',
  } as Record<string, string>,
  versioneData: (versione: string, data: string) => `${versione} del ${data}`,
  mostraTesto: (versione: string) => `Testo dell'informativa ${versione}`,
  nessunaVersione: comune.nessunValore,
  accessi: 'Accessi ai dati sanitari',
  accessiNota:
    'Ogni apertura della scheda del cliente (che mostra patologie e test) e ogni esportazione è registrata dal backend.',
  accessiConteggio: (n: number) => (n === 1 ? '1 accesso registrato' : `${n} accessi registrati`),
  accessiVuoto: 'Nessun accesso registrato',
  cosa: {
    dettaglio: 'Scheda del cliente',
    esportazione: 'Esportazione',
  } as Record<string, string>,
  revoca: 'Revoca consenso',
  revocaDomanda: (nome: string) => `Registrare la revoca del consenso di ${nome}?`,
  revocaTesto:
    "La revoca si aggiunge al registro; il cliente risulterà senza consenso finché non accetta di nuovo l'informativa.",
  revocaOk: 'Registra revoca',
  revocata: 'Revoca del consenso registrata',
  informativa: {
    versione: (versione: string, data: string) =>
      `Informativa versione ${versione} in vigore dal ${data}`,
    nonVersionata:
      "Il backend non indica la versione dell'informativa: è mostrato il testo incluso nell'applicazione.",
  },
  esporta: {
    pulsante: PULSANTE_ESPORTA,
    titolo: PULSANTE_ESPORTA,
    testo:
      'Un file JSON (elaborabile) e un riepilogo leggibile in italiano (HTML) con tutto ciò che il gestionale conserva sul cliente: anagrafica, consensi, caratteristiche, massimali e storico, ogni scheda con gruppi ed esercizi, registro degli accessi.',
    sanitari: 'Includi i dati sanitari (patologie e test posturali)',
    sanitariNota:
      "Per impostazione predefinita i dati sanitari non sono inclusi: includerli solo se l'esportazione è richiesta dal cliente stesso.",
    ok: 'Scarica',
    inCorso: 'Raccolta dei dati in corso…',
    fatto: (json: string, html: string) => `Esportazione pronta: ${json} e ${html}`,
    nonRegistrata:
      'Esportazione scaricata; il backend non offre il registro dei consensi, quindi non è stata registrata.',
    errore: 'Esportazione non riuscita: nessun file è stato scaricato.',
  },
  cancella: {
    pulsante: PULSANTE_CANCELLA,
    titolo: PULSANTE_CANCELLA,
    spiegazione:
      "I dati personali e sanitari del cliente sono cancellati per sempre: nome e cognome sostituiti da «Anonimo Cliente N», codice fiscale, recapiti, account dell'app, foto, note, caratteristiche, test posturali e patologie svuotati. Le schede di allenamento e i massimali restano, senza alcun riferimento alla persona: il centro deve conservare la registrazione dell'attività svolta. Il registro dei consensi e degli accessi resta, con l'evento di cancellazione.",
    perche:
      "Perché anonimizzare e non eliminare: una palestra deve poter documentare l'attività svolta e i consensi raccolti; cancellando ogni dato che identifica la persona il diritto all'oblio (art. 17 GDPR) è rispettato senza perdere questi registri.",
    conferma: (nome: string) => `Per confermare scrivere il nome del cliente: ${nome}`,
    campo: 'Nome del cliente',
    nonCorrisponde: 'Il nome scritto non corrisponde a quello del cliente',
    ok: 'Cancella i dati',
    fatto: 'Dati del cliente cancellati: il cliente è ora anonimo',
    nonSupportata:
      'Il backend collegato non offre ancora la cancellazione dei dati: nessun dato è stato modificato.',
    giaAnonimo: 'I dati di questo cliente sono già stati cancellati',
  },
  riepilogo: {
    titolo: (nome: string) => `Dati del cliente ${nome}`,
    generato: (quando: string) => `Esportazione del ${quando}`,
    anagrafica: cliente.tabs.anagrafica,
    consensi: REGISTRO,
    patologie: cliente.campi.patologie,
    caratteristiche: cliente.campi.caratteristiche,
    test: cliente.test.tab,
    massimali: cliente.massimali.attuali,
    storico: 'Storico dei massimali',
    schede: 'Schede di allenamento',
    accessi: 'Registro degli accessi ai dati sanitari',
    sanitariEsclusi:
      'Dati sanitari (patologie e test posturali) non inclusi in questa esportazione.',
    nonDisponibile: 'Non disponibile dal backend collegato',
    nessuno: 'Nessun dato',
    gruppo: comune.gruppoDi,
    campi: {
      nome: comune.nome,
      cognome: comune.cognome,
      sesso: comune.sesso,
      dataNascita: comune.dataNascita,
      codiceFiscale: cliente.campi.codiceFiscale,
      telefono: comune.telefono,
      indirizzo: cliente.campi.indirizzo,
      citta: cliente.campi.citta,
      email: comune.email,
      note: comune.note,
      istruttore: comune.istruttore,
      sport: 'Sport',
      attivita: cliente.campi.attivita,
      gdpr: 'Consenso GDPR',
      muscoli: comune.muscoli,
      articolazioni: comune.articolazioni,
      ossa: comune.ossa,
      esercizio: comune.esercizio,
      valore: cliente.campi.caratteristicaValore,
      data: comune.data,
      dataInizio: 'Inizio',
      serie: comune.serie,
      ripetizioni: comune.ripetizioni,
      si: comune.si,
      no: comune.no,
    },
  },
}
