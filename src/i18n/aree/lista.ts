import { conteggio } from '@/components/format-number'

/** An area of the dictionary, assembled by src/i18n/it.ts as `it.lista`. */
export const lista = {
  tutti: 'Tutti',
  vuota: 'Nessun elemento trovato',
  perPagina: '/ pagina',
  totale: (n: number) => conteggio(n, 'elemento', 'elementi'),
  confermaElimina: "Eliminare l'elemento selezionato?",
  selezionaTutti: 'Seleziona tutti gli elementi della pagina',
  seleziona: (nome: string) => `Seleziona ${nome}`,
  selezionaRiga: 'Seleziona la riga',
  /** A cell whose value the server did not send, or sent of another type (contract drift). */
  datoMancante: 'Dato mancante',
  elementiPerPagina: 'Elementi per pagina',
  cancella: 'Cancella',
} as const
