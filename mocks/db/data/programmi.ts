/** Sheets, protocols, methodologies and maximums of the demo: the training programmes. */
import type { Distretto } from './esercizi'

export const NOTE_SCHEDA = [
  'Riscaldamento: 10 minuti di cyclette prima di iniziare.',
  'Aumentare il carico del 5% quando tutte le serie sono complete.',
  'Curare la respirazione e la fase eccentrica.',
  'Alternare i giorni A e B, con almeno un giorno di riposo tra le sedute.',
  'Defaticamento finale di 5 minuti sul tapis roulant.',
] as const

export type ProgrammaGruppi = readonly (readonly Distretto[])[]

/** Group layouts of a sheet: each group draws its exercises from these areas. */
export const SPLIT: readonly ProgrammaGruppi[] = [
  [
    ['Petto', 'Dorso', 'Spalle', 'Braccia'],
    ['Gambe', 'Glutei', 'Core'],
  ],
  [
    ['Petto', 'Spalle', 'Braccia'],
    ['Gambe', 'Glutei', 'Core'],
    ['Dorso', 'Braccia'],
  ],
  [
    ['Gambe', 'Petto', 'Dorso', 'Core'],
    ['Funzionale', 'Glutei', 'Spalle'],
  ],
]

export interface TemplateSeed {
  nome: string
  split: number
  note?: string
}

export const SCHEDE_TEMPLATE: readonly TemplateSeed[] = [
  { nome: 'Full body principianti', split: 0, note: 'Tre sedute a settimana, carichi moderati.' },
  { nome: 'Split 3 giorni ipertrofia', split: 1 },
  {
    nome: 'Forza 5x5',
    split: 0,
    note: 'Progressione lineare: +2,5 kg a seduta sui multiarticolari.',
  },
  { nome: 'Dimagrimento in circuito', split: 2 },
  { nome: 'Tonificazione total body', split: 0 },
  { nome: 'Postura e core', split: 0, note: 'Privilegiare il controllo del movimento.' },
  { nome: 'Riatletizzazione ginocchio', split: 0 },
  { nome: 'Riabilitazione spalla', split: 0 },
  { nome: 'Over 60 mobilità e forza', split: 0 },
  { nome: 'Preparazione sci', split: 2 },
  { nome: 'Preparazione calcio pre-campionato', split: 2 },
  { nome: 'Push Pull Legs', split: 1 },
  { nome: 'Upper Lower 4 giorni', split: 0 },
  { nome: 'Glutei e gambe', split: 0 },
  { nome: 'Functional training', split: 2 },
  { nome: 'Ricomposizione corporea', split: 1 },
]

export interface ProtocolloSeed {
  nome: string
  descrizione: string
}

// prettier-ignore
export const PROTOCOLLI: readonly ProtocolloSeed[] = [
  { nome: 'Percorso principianti 3 mesi', descrizione: 'Avviamento alla sala pesi in tre fasi progressive.' },
  { nome: 'Dimagrimento 12 settimane', descrizione: 'Circuiti metabolici e forza di base per la ricomposizione.' },
  { nome: 'Ipertrofia avanzato', descrizione: 'Mesocicli di accumulo e intensificazione.' },
  { nome: 'Rientro post-infortunio ginocchio', descrizione: 'Dalla mobilità al recupero della forza, con test a ogni fase.' },
  { nome: 'Postura e mal di schiena', descrizione: 'Mobilità, controllo del core e rinforzo della catena posteriore.' },
  { nome: 'Preparazione atletica calcio', descrizione: 'Forza, potenza e prevenzione degli infortuni.' },
  { nome: 'Over 65 attivo', descrizione: 'Equilibrio, forza funzionale e mobilità articolare.' },
  { nome: 'Forza massimale', descrizione: 'Blocchi di forza sui fondamentali con scarichi programmati.' },
  { nome: 'Tonificazione estate', descrizione: 'Programma di otto settimane per tonificare e migliorare la resistenza.' },
  { nome: 'Spalla sana', descrizione: 'Prevenzione e rinforzo della cuffia dei rotatori.' },
]

export const METODI_METODOLOGIA = [
  'Serie fisse',
  'Piramidale',
  'Superserie',
  'Circuito',
  'Tecniche di intensità',
  'Isometrico',
] as const
export const TIPI_METODOLOGIA = [
  'Ipertrofia',
  'Forza',
  'Resistenza muscolare',
  'Potenza',
  'Dimagrimento',
  'Riabilitazione',
] as const

/** Cycle: serie, ripetizioni, recupero (s), carico (% of the maximum). */
export type CicloSeed = readonly [number, string, number | null, number | null]

export interface MetodologiaSeed {
  codice: string
  descrizione: string
  metodo: (typeof METODI_METODOLOGIA)[number]
  tipo: (typeof TIPI_METODOLOGIA)[number]
  cicli: readonly CicloSeed[]
  isDefault?: true
  isBozza?: true
}

// prettier-ignore
export const METODOLOGIE: readonly MetodologiaSeed[] = [
  { codice: 'SF-01', descrizione: 'Serie fisse 3x10', metodo: 'Serie fisse', tipo: 'Ipertrofia', cicli: [[3, '10', 90, 70]], isDefault: true },
  { codice: 'SF-02', descrizione: 'Serie fisse 4x8', metodo: 'Serie fisse', tipo: 'Ipertrofia', cicli: [[4, '8', 120, 75]] },
  { codice: 'SF-03', descrizione: 'Serie fisse 5x5', metodo: 'Serie fisse', tipo: 'Forza', cicli: [[5, '5', 180, 82]], isDefault: true },
  { codice: 'SF-04', descrizione: 'Serie fisse 3x15', metodo: 'Serie fisse', tipo: 'Resistenza muscolare', cicli: [[3, '15', 60, 60]] },
  { codice: 'SF-05', descrizione: 'Serie fisse 4x8-12', metodo: 'Serie fisse', tipo: 'Ipertrofia', cicli: [[4, '8-12', 90, 70]] },
  { codice: 'PIR-01', descrizione: 'Piramidale crescente', metodo: 'Piramidale', tipo: 'Ipertrofia', cicli: [[1, '12', 90, 65], [1, '10', 90, 70], [1, '8', 120, 75], [1, '6', 120, 80]] },
  { codice: 'PIR-02', descrizione: 'Piramidale decrescente', metodo: 'Piramidale', tipo: 'Forza', cicli: [[1, '4', 180, 85], [1, '6', 150, 80], [1, '8', 120, 75]] },
  { codice: 'PIR-03', descrizione: 'Doppia piramide', metodo: 'Piramidale', tipo: 'Ipertrofia', cicli: [[1, '12', 90, 65], [1, '10', 90, 70], [1, '8', 120, 75], [1, '10', 90, 70], [1, '12', 90, 65]] },
  { codice: 'PIR-04', descrizione: 'Piramidale tronca', metodo: 'Piramidale', tipo: 'Forza', cicli: [[2, '8', 120, 72], [2, '6', 150, 78]], isBozza: true },
  { codice: 'SS-01', descrizione: 'Superserie agonisti-antagonisti', metodo: 'Superserie', tipo: 'Ipertrofia', cicli: [[3, '10', 90, 70]] },
  { codice: 'SS-02', descrizione: 'Superserie pre-affaticamento', metodo: 'Superserie', tipo: 'Ipertrofia', cicli: [[3, '12', 90, 65]] },
  { codice: 'SS-03', descrizione: 'Triserie', metodo: 'Superserie', tipo: 'Resistenza muscolare', cicli: [[3, '12', 120, 60]] },
  { codice: 'STR-01', descrizione: 'Stripping', metodo: 'Tecniche di intensità', tipo: 'Ipertrofia', cicli: [[1, '8-10', 0, 75], [1, 'MAX', 0, 60], [1, 'MAX', 120, 45]] },
  { codice: 'STR-02', descrizione: 'Doppio stripping', metodo: 'Tecniche di intensità', tipo: 'Ipertrofia', cicli: [[2, '8', 0, 75], [2, 'MAX', 150, 55]], isBozza: true },
  { codice: 'RP-01', descrizione: 'Rest-pause', metodo: 'Tecniche di intensità', tipo: 'Ipertrofia', cicli: [[1, '6-8', 15, 80], [2, 'MAX', 120, 80]] },
  { codice: 'CL-01', descrizione: 'Cluster set', metodo: 'Tecniche di intensità', tipo: 'Forza', cicli: [[4, '2+2+2', 180, 85]] },
  { codice: 'ECC-01', descrizione: 'Eccentriche lente', metodo: 'Tecniche di intensità', tipo: 'Forza', cicli: [[4, '5', 150, 75]] },
  { codice: '21-01', descrizione: 'Serie 21', metodo: 'Tecniche di intensità', tipo: 'Ipertrofia', cicli: [[3, '21', 90, 55]] },
  { codice: 'CIR-01', descrizione: 'Circuito a stazioni', metodo: 'Circuito', tipo: 'Dimagrimento', cicli: [[3, '15', 30, 50]], isDefault: true },
  { codice: 'CIR-02', descrizione: 'Circuito metabolico', metodo: 'Circuito', tipo: 'Dimagrimento', cicli: [[4, '12', 20, 55], [1, 'MAX', 180, null]] },
  { codice: 'CIR-03', descrizione: 'Tabata', metodo: 'Circuito', tipo: 'Resistenza muscolare', cicli: [[8, '20 sec', 10, null]] },
  { codice: 'SL-01', descrizione: 'Serie lunghe', metodo: 'Serie fisse', tipo: 'Resistenza muscolare', cicli: [[2, '20-25', 60, 50]] },
  { codice: 'GVT-01', descrizione: 'German Volume Training 10x10', metodo: 'Serie fisse', tipo: 'Ipertrofia', cicli: [[10, '10', 60, 60]], isBozza: true },
  { codice: 'ISO-01', descrizione: 'Isometria a 30 secondi', metodo: 'Isometrico', tipo: 'Riabilitazione', cicli: [[3, '30 sec', 60, null]] },
  { codice: 'POT-01', descrizione: 'Contrasto forza-potenza', metodo: 'Superserie', tipo: 'Potenza', cicli: [[1, '3', 30, 85], [1, '6', 180, 30], [1, '3', 30, 85], [1, '6', 180, 30]] },
  { codice: 'RIA-01', descrizione: 'Riabilitazione a basso carico', metodo: 'Serie fisse', tipo: 'Riabilitazione', cicli: [[3, '15-20', 60, 30]] },
  { codice: 'MOB-01', descrizione: 'Mobilità e allungamento', metodo: 'Isometrico', tipo: 'Riabilitazione', cicli: [[2, '30 sec', 15, null]] },
]
export const METODOLOGIA_STRETCHING = 'MOB-01'

/** Exercises whose maximums are tracked, with a starting value in kg for an average man. */
export const MASSIMALI: readonly (readonly [string, number])[] = [
  ['Panca piana con bilanciere', 60],
  ['Squat con bilanciere', 80],
  ['Stacco da terra', 100],
  ['Lento avanti con bilanciere', 40],
  ['Rematore con bilanciere', 55],
  ['Leg press 45°', 150],
  ['Hip thrust con bilanciere', 90],
  ['Curl con bilanciere', 30],
  ['Lat machine avanti', 55],
  ['Front squat con bilanciere', 60],
]

export const NOTE_DETTAGLIO = [
  'Scendere lentamente in 3 secondi.',
  'Aumentare il carico se si superano le ripetizioni indicate.',
  'Attenzione alla postura lombare.',
  'Ultima serie a cedimento.',
  'Pausa di un secondo in contrazione.',
] as const
