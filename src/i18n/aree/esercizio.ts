import { crud } from './crud'
import { comune } from './comune'
/** An area of the dictionary, assembled by src/i18n/it.ts as `it.esercizio`. */
export const esercizio = {
  tabella: 'Elenco degli esercizi',
  nomenclatura: 'Nomenclatura',
  nomenclaturaObbligatoria: 'Inserire la nomenclatura',
  nomenclaturaTroppoLunga: 'La nomenclatura può contenere al massimo 150 caratteri',
  tuttiGliAttrezzi: 'Tutti gli attrezzi',
  corpoLibero: 'Corpo libero',
  muscoliPrimari: 'Muscoli primari',
  muscoliSinergici: 'Muscoli sinergici',
  muscoliStabilizzatori: 'Muscoli stabilizzatori',
  articolazioni: comune.articolazioni,
  ossa: comune.ossa,
  catene: 'Catene',
  patologieMuscoli: 'Patologie muscolari',
  patologieArticolazioni: 'Patologie articolari',
  patologieOssa: 'Patologie ossee',
  sezioneGenerale: 'Dati generali',
  sezioneAnatomia: 'Anatomia e patologie',
  rinominaTitolo: 'Rinomina esercizio',
  confermaElimina: (nome: string) => crud.confermaEliminaVirgolette('esercizio', nome),
  tornaAllaLista: 'Torna agli esercizi',
  nomeAttrezzoObbligatorio: "Inserire il nome dell'attrezzo",
  file: {
    titolo: 'File allegati',
    tipo: 'Tipo di file',
    immagine: 'Immagine',
    video: 'Video',
    carica: 'Carica file',
    nessuno: 'Nessun file allegato',
    confermaElimina: (nome: string) => crud.confermaEliminaVirgolette('file', nome),
    salvaPrima: "Salvare l'esercizio prima di allegare i file.",
    numero: (tipo: string, numero: number) => `${tipo} ${numero}`,
  },
  figura: {
    titolo: 'Figura',
    ruota: 'Ruota',
    frontale: 'Vista frontale',
    laterale: 'Vista laterale',
    posteriore: 'Vista posteriore',
    nessuno: 'Nessun muscolo primario selezionato',
    descrizione: (vista: string, muscoli: string) =>
      muscoli
        ? `${vista}. Muscoli primari evidenziati: ${muscoli}`
        : `${vista}. Nessun muscolo evidenziato`,
    nonVisibili: 'Non visibili in questa vista',
  },
} as const
