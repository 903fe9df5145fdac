import { crud } from './crud'
import { comune } from './comune'
import { conteggio } from '@/components/format-number'

/** An area of the dictionary, assembled by src/i18n/it.ts as `it.cartella`. */
export const cartella = {
  etichettaLista: comune.cartelle,
  rinomina: 'Rinomina cartella',
  nomeObbligatorio: 'Inserire il nome della cartella',
  confermaElimina: (nome: string) => crud.confermaElimina('cartella', nome),
  confermaEliminaTesto: 'Gli esercizi della cartella non vengono eliminati.',
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
} as const
