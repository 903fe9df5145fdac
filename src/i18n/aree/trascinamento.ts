/** An area of the dictionary, assembled by src/i18n/it.ts as `it.trascinamento`. */
export const trascinamento = {
  istruzioni:
    'Premere la barra spaziatrice per sollevare. Durante il trascinamento usare le frecce per spostare, la barra spaziatrice per rilasciare, Esc per annullare. Alcuni lettori di schermo richiedono la modalità focus.',
  sollevato: (nome: string, posizione: number, lista: string) =>
    `${nome} sollevato, posizione ${posizione} di ${lista}.`,
  posizione: (n: number) => `posizione ${n}`,
  posizioneIn: (n: number, lista: string) => `posizione ${n} di ${lista}`,
  spostato: (nome: string, dove: string) => `${nome}: ${dove}.`,
  fuoriArea: 'Fuori da un elenco: rilasciando, l’elemento torna al suo posto.',
  rilasciato: (nome: string, dove: string) => `${nome} rilasciato: ${dove}.`,
  rilasciatoFuori: (nome: string) => `${nome} rilasciato fuori da un elenco: torna al suo posto.`,
  annullato: (nome: string, posizione: number) =>
    `Trascinamento annullato: ${nome} torna in posizione ${posizione}.`,
} as const
