import { conteggio } from '@/components/format-number'

/** An area of the dictionary, assembled by src/i18n/it.ts as `it.lista`. */
export const lista = {
  tutti: 'Tutti',
  vuota: 'Nessun elemento trovato',
  cerca: 'Cerca',
  perPagina: '/ pagina',
  totale: (n: number) => conteggio(n, 'elemento', 'elementi'),
  elimina: 'Elimina',
  modifica: 'Modifica',
  azioni: 'Azioni',
  confermaElimina: "Eliminare l'elemento selezionato?",
  selezionaTutti: 'Seleziona tutti gli elementi della pagina',
  seleziona: (nome: string) => `Seleziona ${nome}`,
  selezionaRiga: 'Seleziona la riga',
  /** A cell whose value the server did not send, or sent of another type (contract drift). */
  datoMancante: 'Dato mancante',
  elementiPerPagina: 'Elementi per pagina',
  rinomina: 'Rinomina',
  nome: 'Nome',
  nomeObbligatorio: 'Inserire il nome',
  salva: 'Salva',
  cancella: 'Cancella',
  paginaPrecedente: 'Pagina precedente',
  paginaSuccessiva: 'Pagina successiva',
} as const
