import { comune } from './comune'
import { confronto } from './confronto'

/** "Prossimo blocco" and the saved progressions: every text of the area. */
export const progressione = {
  azione: 'Prossimo blocco',
  titolo: (nome: string) => `Prossimo blocco di «${nome}»`,
  caricamento: 'Caricamento della scheda…',
  nome: 'Nome della nuova scheda',
  nomeObbligatorio: 'Scrivere il nome della nuova scheda',
  nomeBlocco: (nome: string, n: number) => `${nome} · Blocco ${n}`,
  periodo: (da: string, a: string) => (a ? `Dal ${da} al ${a}` : `Dal ${da}`),
  periodoEtichetta: 'Periodo della nuova scheda',
  esercizi: 'Esercizi a cui applicare le regole',
  eserciziAiuto:
    'Già scelti gli esercizi con un carico. Lo scarico vale per tutti gli esercizi; una superserie riceve la serie in più insieme.',
  nessunEsercizio: 'Nessun esercizio scelto',
  carico: comune.carico,
  caricoModi: { invariato: confronto.esiti.invariato, kg: '+ kg', percentuale: '+ %' },
  aumentoKg: 'Aumento del carico in kg',
  aumentoPercentuale: 'Aumento del carico in %',
  passo: 'Passo dei dischi del cliente (kg)',
  passoAiuto: 'I carichi in kg sono arrotondati al multiplo più vicino.',
  ripetizioni: comune.ripetizioni,
  ripetizioniModi: { invariate: 'Invariate', piuUno: '+1', schema: 'Nuovo schema' },
  schema: 'Nuovo schema di ripetizioni',
  schemaObbligatorio: 'Scrivere il nuovo schema, ad esempio 5 o 8-10',
  serie: 'Una serie in più',
  scarico: 'Settimana di scarico',
  scaricoAiuto: 'La nuova scheda dura 7 giorni e tutti i carichi calano della percentuale scelta.',
  scaricoPercentuale: 'Riduzione del carico (%)',
  numeroNonValido: 'Scrivere un numero, ad esempio 2,5',
  numeroPositivo: 'Scrivere un numero maggiore di 0',
  percentualeMassima: 'Scrivere una percentuale tra 0 e 100',
  sostituzioni: 'Sostituzioni suggerite',
  sostituzioniAiuto:
    'Esercizi in conflitto con una patologia del cliente non ancora considerata su questa scheda.',
  conflitto: (esercizio: string, patologie: string) =>
    `${esercizio}: sconsigliato per ${patologie}`,
  sostituto: (esercizio: string) => `Sostituto di ${esercizio}`,
  mantieni: 'Mantieni l’esercizio',
  avvisi: 'Da sapere',
  avviso: {
    senzaMassimale: (esercizio: string) =>
      `${esercizio}: carico in % senza massimale del cliente, lasciato invariato.`,
    ripetizioniTesto: (esercizio: string, testo: string) =>
      `${esercizio}: ripetizioni «${testo}» lasciate invariate.`,
    nonPiuNellaScheda: (esercizio: string) =>
      `${esercizio} non è più nella scheda: la regola non si applica.`,
  },
  esercizioSconosciuto: (id: number) => `Esercizio n. ${id}`,
  anteprima: 'Anteprima',
  modificaRegole: 'Modifica le regole',
  crea: 'Crea il prossimo blocco',
  annulla: comune.annulla,
  anteprimaTitolo: 'Anteprima: la scheda attuale e il prossimo blocco',
  nuovaScheda: 'Nuova scheda',
  creato: (nome: string) => `Prossimo blocco creato: ${nome}`,
  creazioneAnnullata:
    'Il prossimo blocco non è stato creato: una chiamata non è riuscita e quanto fatto è stato annullato.',
  rollbackFallito: (nome: string) =>
    `Il prossimo blocco non è stato creato del tutto e non è stato possibile eliminare la bozza «${nome}»: eliminarla dalla lista delle schede.`,
  senzaCliente: 'Il prossimo blocco si scrive per la scheda di un cliente.',
  // Saved progressions (optional resource of the contract)
  salvate: 'Progressione salvata',
  salvatePlaceholder: 'Scegliere una progressione salvata',
  salvateNonDisponibili:
    'Le progressioni salvate non sono disponibili su questo server: le regole valgono solo per questo blocco.',
  salva: 'Salva come progressione',
  nomeProgressione: 'Nome della progressione',
  nomeProgressioneObbligatorio: 'Scrivere il nome della progressione',
  salvata: (nome: string) => `Progressione «${nome}» salvata`,
  // A programme: a saved progression between the protocol's sheets
  programma: 'Progressione tra le schede',
  programmaAiuto:
    'La prima scheda è il modello com’è; la seconda riceve la progressione una volta, la terza due volte, e così via.',
  programmaPassi: (n: number) =>
    n === 0
      ? 'come il modello'
      : n === 1
        ? 'progressione applicata 1 volta'
        : `progressione applicata ${n} volte`,
  programmaNonDisponibile:
    'Le progressioni salvate non sono disponibili su questo server: le schede saranno copie dei modelli.',
  programmaNonApplicata:
    'Il server non ha applicato la progressione: le schede sono copie dei modelli. Aggiornarle a mano o con «Prossimo blocco».',
  conScarico: (nome: string) => `${nome} (con scarico: non si applica a un programma)`,
  nessuna: 'Nessuna',
}
