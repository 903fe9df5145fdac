/** An area of the dictionary, assembled by src/i18n/it.ts as `it.analytics`. */
export const analytics = {
  titolo: 'Analisi Dati',
  aggiornatoIl: (quando: string) => `Dati aggiornati al ${quando}`,
  totali: 'Totali (tutti i tenant)',
  tenants: 'Tenants',
  clienti: 'Clienti',
  istruttori: 'Istruttori',
  esercizi: 'Esercizi',
  schede: 'Schede',
  protocolli: 'Protocolli',
  metodologie: 'Metodologie',
  perMese: 'Andamento mensile',
  mese: 'Mese',
  nuoviClienti: 'Nuovi clienti',
  nuoveSchede: 'Nuove schede',
  grafico: 'Grafico di nuovi clienti e nuove schede per mese',
  caricamentoGrafico: 'Caricamento del grafico…',
  esporta: 'Esporta CSV',
  nomeFile: (data: string) => `analisi-dati-${data}.csv`,
  /** The export (a CSV for Italian Excel): the words its rows add to those on screen. */
  csv: {
    totaleMesi: 'Totale degli ultimi 12 mesi',
    numero: 'Numero',
  },
  nonDisponibile: 'Dati non disponibili',
  riprova: 'Riprova',
} as const
