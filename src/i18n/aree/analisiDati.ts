/** An area of the dictionary, assembled by src/i18n/it.ts as `it.analisiDati`. */
export const analisiDati = {
  aggiornatoIl: (quando: string) => `Dati aggiornati al ${quando}`,
  totali: 'Totali (tutti i tenant)',
  perMese: 'Andamento mensile',
  nuoviClienti: 'Nuovi clienti',
  nuoveSchede: 'Nuove schede',
  grafico: 'Grafico di nuovi clienti e nuove schede per mese',
  esporta: 'Esporta CSV',
  nomeFile: (data: string) => `analisi-dati-${data}.csv`,
  /** The export (a CSV for Italian Excel): the words its rows add to those on screen. */
  csv: {
    totaleMesi: 'Totale degli ultimi 12 mesi',
    numero: 'Numero',
  },
} as const
