import { conteggio } from '@/components/format-number'

/** An area of the dictionary, assembled by src/i18n/it.ts as `it.cartella`. */
export const cartella = {
  etichettaLista: 'Cartelle',
  nuova: 'Nuova cartella',
  titoloNuova: 'Nuova cartella',
  rinomina: 'Rinomina cartella',
  duplica: 'Duplica',
  nome: 'Nome',
  nomeObbligatorio: 'Inserire il nome della cartella',
  attrezzo: 'Attrezzo',
  nessunAttrezzo: 'Nessun attrezzo',
  macchina: 'Macchina',
  crea: 'Crea',
  colonne: {
    nome: 'Nome',
    attrezzo: 'Attrezzo',
    tipo: 'Tipo',
    esercizi: 'Esercizi',
    azioni: 'Azioni',
  },
  tipoMacchina: 'Macchina',
  tipoLibero: 'Attrezzo libero',
  rinominaDi: (nome: string) => `Rinomina ${nome}`,
  duplicaDi: (nome: string) => `Duplica ${nome}`,
  eliminaDi: (nome: string) => `Elimina ${nome}`,
  confermaElimina: (nome: string) => `Eliminare la cartella ${nome}?`,
  confermaEliminaTesto: 'Gli esercizi della cartella non vengono eliminati.',
  eliminaOk: 'Elimina',
  // detail
  indietro: 'Torna alle librerie',
  nonTrovata: 'Elemento non trovato',
  nonTrovataTesto: 'La cartella richiesta non esiste o non è accessibile.',
  esercizi: 'Esercizi della cartella',
  etichettaEsercizi: (nome: string) => `Esercizi della cartella ${nome}`,
  aggiungiEsercizi: 'Aggiungi esercizi',
  aggiungiTitolo: (nome: string) => `Aggiungi esercizi alla cartella ${nome}`,
  aggiungiTesto:
    'Cercare e selezionare gli esercizi da aggiungere, anche da più pagine: quelli già nella cartella non si possono selezionare.',
  aggiungiOk: (n: number) =>
    n === 0 ? 'Aggiungi' : `Aggiungi ${conteggio(n, 'esercizio', 'esercizi')}`,
  etichettaCandidati: 'Esercizi da aggiungere',
  giaPresente: (nome: string) => `${nome}: già nella cartella`,
  rimuovi: 'Rimuovi dalla cartella',
  rimuoviDi: (nome: string) => `Rimuovi ${nome} dalla cartella`,
  confermaRimuovi: (esercizio: string, cartella: string) =>
    `Togliere "${esercizio}" dalla cartella ${cartella}?`,
  confermaRimuoviTesto: "L'esercizio resta nell'elenco degli esercizi e nelle altre cartelle.",
  rimuoviOk: 'Rimuovi',
} as const
