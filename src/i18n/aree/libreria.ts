/** An area of the dictionary, assembled by src/i18n/it.ts as `it.libreria`. */
export const libreria = {
  schede: 'Tutte le schede',
  tabModelli: 'Modelli di scheda',
  tutteLeCartelle: 'Tutte le cartelle',
  tuttiIProtocolli: 'Tutti i protocolli',
} as const
