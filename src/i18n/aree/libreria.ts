/** An area of the dictionary, assembled by src/i18n/it.ts as `it.libreria`. */
export const libreria = {
  titolo: 'Librerie',
  schede: 'Tutte le schede',
  tabCartelle: 'Cartelle',
  tabProtocolli: 'Protocolli',
  tabModelli: 'Modelli di scheda',
  etichettaModelli: 'Modelli di scheda',
  nuovoModello: 'Nuovo modello',
  filtroNome: 'Nome del modello',
  filtroCartelle: 'Cartelle',
  filtroProtocolli: 'Protocolli',
  tutteLeCartelle: 'Tutte le cartelle',
  tuttiIProtocolli: 'Tutti i protocolli',
  colonne: {
    nome: 'Nome',
    cartelle: 'Cartelle',
    protocolli: 'Protocolli',
    note: 'Note',
  },
  apri: (nome: string) => `Apri ${nome}`,
} as const
