import { crud } from './crud'
/** An area of the dictionary, assembled by src/i18n/it.ts as `it.metodologia`. */
export const metodologia = {
  tabella: 'Elenco delle metodologie',
  codice: 'Codice',
  codiceObbligatorio: 'Inserire il codice',
  codiceTroppoLungo: 'Il codice può contenere al massimo 30 caratteri',
  descrizioneObbligatoria: 'Inserire la descrizione',
  descrizioneTroppoLunga: 'La descrizione può contenere al massimo 500 caratteri',
  metodo: 'Metodo',
  predefinita: 'Predefinita',
  isBozza: 'Bozza (visibile solo agli amministratori)',
  confermaElimina: (codice: string) => crud.confermaEliminaVirgolette('metodologia', codice),
  tornaAllaLista: 'Torna alle metodologie',
  personalizzata: 'Metodologia personalizzata',
  custom: {
    testo:
      'La metodologia è subito disponibile per le schede di tutti gli istruttori del centro: non è una bozza.',
    crea: 'Crea metodologia',
  },
  nomeDefault: {
    predefinito: 'Predefinito',
    modificaDi: (nome: string) => `Modifica ${nome}`,
    impostaPredefinito: 'Imposta come predefinito',
    impostaPredefinitoDi: (nome: string) => `Imposta ${nome} come predefinito`,
  },
  tipi: {
    etichettaLista: 'Tipi di metodologia',
    nuovo: crud.nuovo('tipo'),
    titoloNuovo: crud.nuovo('tipoMetodologia'),
    titoloModifica: 'Modifica tipo di metodologia',
    nomeObbligatorio: 'Inserire il nome del tipo',
    predefinitoAiuto: 'Il tipo proposto per le nuove metodologie.',
    predefinitoFisso:
      'È il tipo predefinito: per cambiarlo impostare come predefinito un altro tipo.',
    confermaElimina: (nome: string) => crud.confermaEliminaVirgolette('tipoMetodologia', nome),
  },
  metodi: {
    etichettaLista: 'Metodi di metodologia',
    nuovo: crud.nuovo('metodo'),
    titoloNuovo: crud.nuovo('metodoMetodologia'),
    titoloModifica: 'Modifica metodo di metodologia',
    nomeObbligatorio: 'Inserire il nome del metodo',
    predefinitoAiuto: 'Il metodo proposto per le nuove metodologie.',
    predefinitoFisso:
      'È il metodo predefinito: per cambiarlo impostare come predefinito un altro metodo.',
    confermaElimina: (nome: string) => crud.confermaEliminaVirgolette('metodoMetodologia', nome),
  },
  cicli: {
    titolo: 'Cicli',
    nessuno: 'Nessun ciclo: aggiungerne uno.',
    ciclo: (n: number) => `Ciclo ${n}`,
    serieObbligatorie: 'Inserire il numero di serie',
    serieIntervallo: 'Le serie vanno da 1 a 100',
    ripetizioniObbligatorie: 'Inserire le ripetizioni',
    ripetizioniTroppoLunghe: 'Al massimo 20 caratteri',
    recuperoAiuto: 'Secondi (90) o minuti:secondi (1:30)',
    recuperoErrato:
      'Recupero: secondi (90) oppure minuti e secondi (1:30 o 1,30), al massimo 1 ora.',
    carico: 'Carico (% del massimale)',
    caricoErrato: 'Carico: un numero fino a 1000, con la virgola per i decimali (72,5).',
    noteTroppoLunghe: 'Al massimo 500 caratteri',
    aggiungi: 'Aggiungi ciclo',
    su: (n: number) => `Sposta su il ciclo ${n}`,
    giu: (n: number) => `Sposta giù il ciclo ${n}`,
    rimuovi: (n: number) => `Rimuovi il ciclo ${n}`,
  },
} as const
