import { conteggio } from '@/components/format-number'

/**
 * Pathology warnings of a client's sheet (src/modules/scheda/analisi).
 *
 * An area of the dictionary, assembled by src/i18n/it.ts as `it.patologie`.
 */
export const patologie = {
  avviso: (esercizio: string, patologie: string) =>
    `Attenzione: ${esercizio} è controindicato per ${patologie}`,
  motivo: {
    controindicazione: (nome: string) => `${nome}: è tra le controindicazioni dell’esercizio.`,
    articolazione: (nome: string) => `${nome}: l’esercizio carica questa articolazione.`,
    osso: (nome: string) => `${nome}: l’esercizio carica questo osso.`,
    muscoloPrimario: (nome: string) => `${nome}: è un muscolo primario dell’esercizio.`,
  },
  alternative: 'Alternative senza controindicazioni',
  alternativeDi: (esercizio: string) => `Alternative a ${esercizio}`,
  nessunaAlternativa:
    'Nessuna alternativa senza controindicazioni che lavori gli stessi muscoli primari.',
  comuni: (n: number) => conteggio(n, 'muscolo primario in comune', 'muscoli primari in comune'),
  stessoAttrezzo: 'stesso attrezzo',
  stessaClasse: (macchina: boolean) => (macchina ? 'anch’esso a macchina' : 'stessa classe'),
  sostituisci: 'Sostituisci',
  mantieni: 'Mantieni esercizio',
  mantieniDi: (esercizio: string) => `Mantieni esercizio ${esercizio} nonostante l’avviso`,
  ignorato: 'Avviso ignorato',
  ignoratoDi: (esercizio: string, patologie: string) =>
    `Avviso ignorato: ${esercizio} è controindicato per ${patologie}. Mostra l’avviso`,
  nascondi: 'Nascondi',
  nascondiDi: (esercizio: string) => `Nascondi l’avviso per ${esercizio}`,
  riattiva: 'Riattiva avviso',
  riattivaDi: (esercizio: string) => `Riattiva avviso per ${esercizio}`,
  pannello: (patologie: string) => `Controindicato per ${patologie}`,
  riepilogo: (patologie: string) => `Patologie del cliente: ${patologie}.`,
  riepilogoAvvisi: (avvisi: number, ignorati: number) =>
    [
      conteggio(avvisi, 'esercizio con un avviso', 'esercizi con un avviso'),
      ignorati > 0 ? conteggio(ignorati, 'mantenuto', 'mantenuti') : '',
    ]
      .filter(Boolean)
      .join(', ') + '.',
  elenco: (nomi: readonly string[]) =>
    nomi.length <= 1 ? (nomi[0] ?? '') : `${nomi.slice(0, -1).join(', ')} e ${nomi.at(-1)}`,
} as const
