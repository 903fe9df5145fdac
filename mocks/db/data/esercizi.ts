/**
 * The exercise library of the demo: equipment, folders, body areas and their anatomy, the base
 * exercises with their variants, technique cues and load ranges.
 */

export type FlagAttrezzo = 'M' | 'L'

/** Equipment of a tenant with its machine flag. */
export const ATTREZZI: readonly (readonly [string, FlagAttrezzo])[] = [
  ['Bilanciere', 'L'],
  ['Manubri', 'L'],
  ['Kettlebell', 'L'],
  ['Panca piana', 'L'],
  ['Sbarra per trazioni', 'L'],
  ['Parallele', 'L'],
  ['Elastici', 'L'],
  ['TRX', 'L'],
  ['Palla medica', 'L'],
  ['Fitball', 'L'],
  ['Foam roller', 'L'],
  ['Ruota addominale', 'L'],
  ['Plyo box', 'L'],
  ['Battle rope', 'L'],
  ['Lat machine', 'M'],
  ['Pulley basso', 'M'],
  ['Leg press', 'M'],
  ['Hack squat', 'M'],
  ['Leg extension', 'M'],
  ['Leg curl', 'M'],
  ['Chest press', 'M'],
  ['Pectoral machine', 'M'],
  ['Shoulder press', 'M'],
  ['Calf machine', 'M'],
  ['Adductor machine', 'M'],
  ['Abductor machine', 'M'],
  ['Cavi', 'M'],
  ['Multipower', 'M'],
  ['Vogatore', 'M'],
]

export type Distretto =
  | 'Petto'
  | 'Dorso'
  | 'Gambe'
  | 'Glutei'
  | 'Spalle'
  | 'Braccia'
  | 'Core'
  | 'Funzionale'
  | 'Stretching'

/** Folders of a tenant. A distretto folder holds the exercises of that body area. */
export interface CartellaSeed {
  nome: string
  distretto?: Distretto
  attrezzo?: string
  flag?: FlagAttrezzo | null
}

export const CARTELLE: readonly CartellaSeed[] = [
  { nome: 'Petto', distretto: 'Petto' },
  { nome: 'Dorso', distretto: 'Dorso' },
  { nome: 'Gambe', distretto: 'Gambe' },
  { nome: 'Glutei', distretto: 'Glutei' },
  { nome: 'Spalle', distretto: 'Spalle' },
  { nome: 'Braccia', distretto: 'Braccia' },
  { nome: 'Core', distretto: 'Core' },
  { nome: 'Functional training', distretto: 'Funzionale' },
  { nome: 'Stretching e mobilità', distretto: 'Stretching' },
  { nome: 'Macchine isotoniche', flag: 'M' },
  { nome: 'Corpo libero', flag: null },
  { nome: 'Manubri', attrezzo: 'Manubri', flag: 'L' },
  { nome: 'Kettlebell', attrezzo: 'Kettlebell', flag: 'L' },
  { nome: 'Riabilitazione spalla' },
]
export const CARTELLA_RIABILITAZIONE_SPALLA = 'Riabilitazione spalla'

/** Joints, bones and chains typical of each body area. */
export const ANATOMIA_DISTRETTO: Record<
  Distretto,
  { articolazioni: readonly string[]; ossa: readonly string[]; catene: readonly string[] }
> = {
  Petto: {
    articolazioni: ['Spalla', 'Gomito', 'Scapolo-toracica'],
    ossa: ['Sterno', 'Coste', 'Clavicola', 'Omero'],
    catene: ['Catena anteriore', 'Catena del braccio'],
  },
  Dorso: {
    articolazioni: ['Spalla', 'Scapolo-toracica', 'Gomito', 'Rachide dorsale'],
    ossa: ['Scapola', 'Omero', 'Vertebre dorsali'],
    catene: ['Catena posteriore', 'Catena del braccio'],
  },
  Gambe: {
    articolazioni: ['Ginocchio', 'Anca', 'Caviglia'],
    ossa: ['Femore', 'Tibia', 'Rotula', 'Perone'],
    catene: ['Catena anteriore', 'Catena posteriore', 'Catena cinetica chiusa'],
  },
  Glutei: {
    articolazioni: ['Anca', 'Sacro-iliaca'],
    ossa: ['Ileo', 'Sacro', 'Femore'],
    catene: ['Catena posteriore', 'Catena crociata posteriore'],
  },
  Spalle: {
    articolazioni: ['Spalla', 'Acromion-clavicolare', 'Scapolo-toracica'],
    ossa: ['Scapola', 'Clavicola', 'Omero'],
    catene: ['Catena del braccio', 'Catena laterale'],
  },
  Braccia: {
    articolazioni: ['Gomito', 'Polso'],
    ossa: ['Omero', 'Radio', 'Ulna'],
    catene: ['Catena del braccio', 'Catena cinetica aperta'],
  },
  Core: {
    articolazioni: ['Rachide lombare', 'Rachide dorsale', 'Anca'],
    ossa: ['Vertebre lombari', 'Coste', 'Ileo'],
    catene: ['Catena profonda', 'Catena spirale', 'Catena crociata anteriore'],
  },
  Funzionale: {
    articolazioni: ['Anca', 'Ginocchio', 'Spalla', 'Rachide lombare'],
    ossa: ['Femore', 'Tibia', 'Omero', 'Vertebre lombari'],
    catene: ['Catena spirale', 'Catena crociata anteriore', 'Catena crociata posteriore'],
  },
  Stretching: {
    articolazioni: ['Anca', 'Rachide lombare', 'Spalla'],
    ossa: ['Vertebre lombari', 'Femore'],
    catene: ['Catena posteriore', 'Catena anteriore'],
  },
}

/**
 * A base exercise: name, equipment (null = bodyweight), body area, primary / synergist /
 * stabiliser muscles, name variants (each a suffix giving another exercise).
 */
export interface EsercizioSeed {
  n: string
  a: string | null
  d: Distretto
  p: readonly string[]
  s: readonly string[]
  st: readonly string[]
  v: readonly string[]
  riab?: true
}

const PRESE = ['presa stretta', 'presa larga'] as const
const LENTO = 'tempo lento 3-0-3'
const ex = (
  n: string,
  a: string | null,
  d: Distretto,
  p: readonly string[],
  s: readonly string[] = [],
  st: readonly string[] = [],
  v: readonly string[] = [],
  riab?: true,
): EsercizioSeed => (riab ? { n, a, d, p, s, st, v, riab } : { n, a, d, p, s, st, v })

/**
 * Further ways of doing an exercise, for a large library (SeedOptions.esercizi): each one, added
 * to an exercise or to one of its variants, names one more exercise of the demo's library.
 */
export const ESTENSIONI_LIBRERIA = [
  'monolaterale',
  'alternato',
  'con fermo di 2 secondi',
  'in isometria',
  'eccentrico lento',
  'esplosivo',
  'a range parziale',
  'con pausa in basso',
  'tempo 4-0-1',
  'tempo 2-2-2',
  'con bande elastiche',
  'con catene',
  'su superficie instabile',
  'da seduto',
  'in piedi',
  'in ginocchio',
  'con sovraccarico leggero',
  'a carico naturale',
  'in apertura di seduta',
  'in defaticamento',
  'per la tecnica',
  'per la forza massima',
  'per la resistenza',
  'per la potenza',
] as const

const ADDOME = ["Retto dell'addome", "Trasverso dell'addome"]
const OBLIQUI = ['Obliquo esterno', 'Obliquo interno']

// prettier-ignore
export const ESERCIZI: readonly EsercizioSeed[] = [
  // Petto
  ex('Panca piana con bilanciere', 'Bilanciere', 'Petto', ['Grande pettorale'], ['Deltoide anteriore', 'Tricipite brachiale'], ['Dentato anteriore'], [...PRESE, 'al multipower', 'con fermo', LENTO]),
  ex('Panca inclinata con bilanciere', 'Bilanciere', 'Petto', ['Grande pettorale', 'Deltoide anteriore'], ['Tricipite brachiale'], ['Dentato anteriore'], [...PRESE, 'al multipower', 'con fermo']),
  ex('Panca declinata con bilanciere', 'Bilanciere', 'Petto', ['Grande pettorale'], ['Tricipite brachiale'], ["Retto dell'addome"], [...PRESE, 'al multipower']),
  ex('Distensioni con manubri su panca piana', 'Manubri', 'Petto', ['Grande pettorale'], ['Deltoide anteriore', 'Tricipite brachiale'], ['Dentato anteriore'], ['presa neutra', LENTO, 'con fermo']),
  ex('Distensioni con manubri su panca inclinata', 'Manubri', 'Petto', ['Grande pettorale', 'Deltoide anteriore'], ['Tricipite brachiale'], ['Dentato anteriore'], ['presa neutra', LENTO]),
  ex('Croci con manubri su panca piana', 'Manubri', 'Petto', ['Grande pettorale'], ['Deltoide anteriore'], ['Bicipite brachiale'], [LENTO]),
  ex('Croci con manubri su panca inclinata', 'Manubri', 'Petto', ['Grande pettorale'], ['Deltoide anteriore'], ['Bicipite brachiale'], [LENTO]),
  ex('Croci ai cavi', 'Cavi', 'Petto', ['Grande pettorale'], ['Deltoide anteriore'], ['Dentato anteriore'], ["dall'alto", 'dal basso', 'unilaterale']),
  ex('Pectoral machine', 'Pectoral machine', 'Petto', ['Grande pettorale'], ['Deltoide anteriore'], [], ['unilaterale', LENTO]),
  ex('Chest press', 'Chest press', 'Petto', ['Grande pettorale'], ['Tricipite brachiale', 'Deltoide anteriore'], [], [...PRESE, 'presa neutra', 'unilaterale']),
  ex('Piegamenti sulle braccia', null, 'Petto', ['Grande pettorale', 'Tricipite brachiale'], ['Deltoide anteriore'], [...ADDOME, 'Dentato anteriore'], [...PRESE, 'con elastico', 'con sovraccarico', 'sulle ginocchia', 'con piedi rialzati', LENTO]),
  ex('Dip alle parallele', 'Parallele', 'Petto', ['Grande pettorale', 'Tricipite brachiale'], ['Deltoide anteriore'], ['Trapezio'], ['con sovraccarico', 'con elastico']),
  ex('Pullover con manubrio', 'Manubri', 'Petto', ['Grande pettorale', 'Gran dorsale'], ['Tricipite brachiale', 'Grande rotondo'], ['Dentato anteriore'], ['su fitball']),
  // Dorso
  ex('Trazioni alla sbarra', 'Sbarra per trazioni', 'Dorso', ['Gran dorsale'], ['Bicipite brachiale', 'Romboidi', 'Grande rotondo'], ["Trasverso dell'addome"], [...PRESE, 'presa neutra', 'presa inversa', 'con sovraccarico', 'con elastico', 'negative']),
  ex('Lat machine avanti', 'Lat machine', 'Dorso', ['Gran dorsale'], ['Bicipite brachiale', 'Romboidi', 'Grande rotondo'], ['Trapezio'], [...PRESE, 'presa neutra', 'presa inversa', 'unilaterale', LENTO]),
  ex('Lat machine dietro', 'Lat machine', 'Dorso', ['Gran dorsale'], ['Romboidi', 'Grande rotondo'], ['Trapezio']),
  ex('Pulley basso', 'Pulley basso', 'Dorso', ['Gran dorsale', 'Romboidi'], ['Bicipite brachiale', 'Deltoide posteriore'], ['Erettori spinali'], [...PRESE, 'presa neutra', 'unilaterale']),
  ex('Rematore con bilanciere', 'Bilanciere', 'Dorso', ['Gran dorsale', 'Romboidi'], ['Bicipite brachiale', 'Deltoide posteriore', 'Trapezio'], ['Erettori spinali'], ['presa inversa', 'al multipower', 'con fermo']),
  ex('Rematore con manubrio', 'Manubri', 'Dorso', ['Gran dorsale'], ['Bicipite brachiale', 'Romboidi'], ['Erettori spinali'], [LENTO, 'su panca']),
  ex('Rematore con manubri su panca inclinata', 'Manubri', 'Dorso', ['Romboidi', 'Gran dorsale'], ['Deltoide posteriore', 'Trapezio'], [], ['presa neutra', 'presa prona']),
  ex('Pulldown a braccia tese ai cavi', 'Cavi', 'Dorso', ['Gran dorsale'], ['Grande rotondo', 'Tricipite brachiale'], ["Retto dell'addome"], ['con corda']),
  ex('Face pull', 'Cavi', 'Dorso', ['Deltoide posteriore', 'Romboidi'], ['Trapezio', 'Infraspinato'], [], ['con corda', 'con elastico'], true),
  ex('Stacco da terra', 'Bilanciere', 'Dorso', ['Erettori spinali', 'Grande gluteo', 'Bicipite femorale'], ['Quadricipite femorale', 'Trapezio', 'Gran dorsale'], [...ADDOME], ['con fermo sotto il ginocchio', 'con trap bar', 'dai blocchi']),
  ex('Iperestensioni su panca a 45°', null, 'Dorso', ['Erettori spinali'], ['Grande gluteo', 'Bicipite femorale'], ['Multifido'], ['con sovraccarico', LENTO]),
  ex('Scrollate con manubri', 'Manubri', 'Dorso', ['Trapezio'], ['Elevatore della scapola'], [], [LENTO]),
  ex('Scrollate con bilanciere', 'Bilanciere', 'Dorso', ['Trapezio'], ['Elevatore della scapola'], [], ['al multipower']),
  ex('Rematore al TRX', 'TRX', 'Dorso', ['Romboidi', 'Gran dorsale'], ['Bicipite brachiale', 'Deltoide posteriore'], [...ADDOME], ['presa neutra', 'unilaterale']),
  ex('Good morning con bilanciere', 'Bilanciere', 'Dorso', ['Erettori spinali', 'Bicipite femorale'], ['Grande gluteo'], [...ADDOME], ['al multipower']),
  ex('Superman a terra', null, 'Dorso', ['Erettori spinali'], ['Grande gluteo', 'Trapezio'], ['Multifido'], ['alternato']),
  // Gambe
  ex('Squat con bilanciere', 'Bilanciere', 'Gambe', ['Quadricipite femorale', 'Grande gluteo'], ['Adduttori', 'Bicipite femorale', 'Erettori spinali'], [...ADDOME], ['al multipower', 'con fermo', LENTO, 'su box']),
  ex('Front squat con bilanciere', 'Bilanciere', 'Gambe', ['Quadricipite femorale'], ['Grande gluteo', 'Adduttori'], [...ADDOME, 'Erettori spinali'], ['al multipower', 'con fermo']),
  ex('Squat a corpo libero', null, 'Gambe', ['Quadricipite femorale', 'Grande gluteo'], ['Adduttori'], [...ADDOME], ['con elastico', LENTO, 'con salto']),
  ex('Goblet squat con kettlebell', 'Kettlebell', 'Gambe', ['Quadricipite femorale', 'Grande gluteo'], ['Adduttori'], [...ADDOME], [LENTO, 'con fermo']),
  ex('Leg press 45°', 'Leg press', 'Gambe', ['Quadricipite femorale', 'Grande gluteo'], ['Adduttori', 'Bicipite femorale'], [], ['unilaterale', 'piedi alti', 'piedi stretti', 'con fermo']),
  ex('Leg press orizzontale', 'Leg press', 'Gambe', ['Quadricipite femorale'], ['Grande gluteo'], [], ['unilaterale']),
  ex('Hack squat', 'Hack squat', 'Gambe', ['Quadricipite femorale'], ['Grande gluteo', 'Adduttori'], [], ['con fermo', 'inverso']),
  ex('Leg extension', 'Leg extension', 'Gambe', ['Quadricipite femorale'], [], [], ['unilaterale', LENTO, 'con fermo in contrazione']),
  ex('Leg curl sdraiato', 'Leg curl', 'Gambe', ['Bicipite femorale', 'Semitendinoso', 'Semimembranoso'], ['Gastrocnemio'], [], ['unilaterale', LENTO]),
  ex('Leg curl seduto', 'Leg curl', 'Gambe', ['Bicipite femorale', 'Semitendinoso', 'Semimembranoso'], ['Gastrocnemio'], [], ['unilaterale']),
  ex('Affondi con manubri', 'Manubri', 'Gambe', ['Quadricipite femorale', 'Grande gluteo'], ['Adduttori', 'Bicipite femorale'], ['Medio gluteo'], ['alternati', 'in camminata', "all'indietro"]),
  ex('Affondi con bilanciere', 'Bilanciere', 'Gambe', ['Quadricipite femorale', 'Grande gluteo'], ['Adduttori'], ['Medio gluteo', ...ADDOME], ['in camminata', 'al multipower']),
  ex('Squat bulgaro con manubri', 'Manubri', 'Gambe', ['Quadricipite femorale', 'Grande gluteo'], ['Adduttori'], ['Medio gluteo'], ['al multipower', LENTO]),
  ex('Step up con manubri', 'Manubri', 'Gambe', ['Quadricipite femorale', 'Grande gluteo'], ['Bicipite femorale'], ['Medio gluteo'], ['su box alto', 'laterale']),
  ex('Stacco rumeno con bilanciere', 'Bilanciere', 'Gambe', ['Bicipite femorale', 'Grande gluteo'], ['Erettori spinali', 'Semitendinoso'], [...ADDOME], ['con fermo', 'al multipower']),
  ex('Stacco rumeno con manubri', 'Manubri', 'Gambe', ['Bicipite femorale', 'Grande gluteo'], ['Erettori spinali'], ['Medio gluteo'], ['unilaterale']),
  ex('Stacco sumo con bilanciere', 'Bilanciere', 'Gambe', ['Grande gluteo', 'Adduttori', 'Quadricipite femorale'], ['Erettori spinali', 'Bicipite femorale'], [...ADDOME]),
  ex('Calf raise in piedi', 'Calf machine', 'Gambe', ['Gastrocnemio'], ['Soleo'], [], ['unilaterale', 'con fermo']),
  ex('Calf raise seduto', 'Calf machine', 'Gambe', ['Soleo'], ['Gastrocnemio']),
  ex('Sissy squat', null, 'Gambe', ['Quadricipite femorale'], [], [...ADDOME]),
  ex('Adductor machine', 'Adductor machine', 'Gambe', ['Adduttori'], [], [], [LENTO]),
  ex('Squat isometrico al muro', null, 'Gambe', ['Quadricipite femorale'], ['Grande gluteo'], [], ['con sovraccarico', 'su una gamba']),
  ex('Pistol squat al TRX', 'TRX', 'Gambe', ['Quadricipite femorale', 'Grande gluteo'], ['Adduttori'], ['Medio gluteo']),
  ex('Flessioni dorsali della caviglia con elastico', 'Elastici', 'Gambe', ['Tibiale anteriore'], [], []),
  // Glutei
  ex('Hip thrust con bilanciere', 'Bilanciere', 'Glutei', ['Grande gluteo'], ['Bicipite femorale'], ['Medio gluteo', ...ADDOME], ['con fermo', 'unilaterale', 'al multipower', 'con elastico alle ginocchia']),
  ex('Ponte glutei', null, 'Glutei', ['Grande gluteo'], ['Bicipite femorale'], ['Medio gluteo'], ['unilaterale', 'con elastico', 'su fitball', 'con sovraccarico']),
  ex('Abductor machine', 'Abductor machine', 'Glutei', ['Medio gluteo', 'Piccolo gluteo'], ['Tensore della fascia lata'], [], ['con busto in avanti']),
  ex('Slanci posteriori ai cavi', 'Cavi', 'Glutei', ['Grande gluteo'], ['Bicipite femorale'], ['Medio gluteo']),
  ex('Slanci laterali ai cavi', 'Cavi', 'Glutei', ['Medio gluteo'], ['Tensore della fascia lata'], []),
  ex('Clamshell con elastico', 'Elastici', 'Glutei', ['Medio gluteo', 'Piriforme'], [], []),
  ex('Kickback in quadrupedia', null, 'Glutei', ['Grande gluteo'], ['Bicipite femorale'], [...ADDOME], ['con elastico', 'ai cavi']),
  ex('Kettlebell swing', 'Kettlebell', 'Glutei', ['Grande gluteo', 'Bicipite femorale'], ['Erettori spinali', 'Deltoide anteriore'], [...ADDOME], ['unilaterale', 'americano']),
  ex('Camminata laterale con elastico', 'Elastici', 'Glutei', ['Medio gluteo'], ['Tensore della fascia lata'], [], ['in mezzo squat']),
  // Spalle
  ex('Lento avanti con bilanciere', 'Bilanciere', 'Spalle', ['Deltoide anteriore'], ['Tricipite brachiale', 'Deltoide laterale'], ['Trapezio', ...ADDOME], ['da seduto', 'al multipower', 'presa stretta']),
  ex('Lento dietro al multipower', 'Multipower', 'Spalle', ['Deltoide anteriore', 'Deltoide laterale'], ['Tricipite brachiale'], ['Trapezio']),
  ex('Distensioni con manubri da seduto', 'Manubri', 'Spalle', ['Deltoide anteriore'], ['Tricipite brachiale', 'Deltoide laterale'], ['Trapezio'], ['presa neutra', 'alternate', 'unilaterale']),
  ex('Arnold press', 'Manubri', 'Spalle', ['Deltoide anteriore', 'Deltoide laterale'], ['Tricipite brachiale'], ['Trapezio']),
  ex('Alzate laterali con manubri', 'Manubri', 'Spalle', ['Deltoide laterale'], ['Trapezio', 'Sovraspinato'], [], ['da seduto', 'con fermo', 'parziali']),
  ex('Alzate laterali ai cavi', 'Cavi', 'Spalle', ['Deltoide laterale'], ['Sovraspinato'], [], ['unilaterali']),
  ex('Alzate frontali con manubri', 'Manubri', 'Spalle', ['Deltoide anteriore'], ['Grande pettorale'], [], ['alternate']),
  ex('Alzate posteriori con manubri a busto flesso', 'Manubri', 'Spalle', ['Deltoide posteriore'], ['Romboidi', 'Trapezio'], ['Erettori spinali'], ['su panca inclinata']),
  ex('Reverse fly alla pectoral machine', 'Pectoral machine', 'Spalle', ['Deltoide posteriore'], ['Romboidi'], []),
  ex('Shoulder press alla macchina', 'Shoulder press', 'Spalle', ['Deltoide anteriore'], ['Tricipite brachiale'], [], ['presa neutra', 'unilaterale']),
  ex('Tirate al mento con bilanciere', 'Bilanciere', 'Spalle', ['Deltoide laterale', 'Trapezio'], ['Bicipite brachiale'], [], ['presa larga', 'al multipower']),
  ex('Tirate al mento ai cavi', 'Cavi', 'Spalle', ['Deltoide laterale', 'Trapezio'], ['Bicipite brachiale'], [], ['con corda']),
  ex('Rotazioni esterne con elastico', 'Elastici', 'Spalle', ['Infraspinato', 'Piccolo rotondo'], ['Deltoide posteriore'], [], ['a gomito addotto', 'a 90° di abduzione'], true),
  ex('Rotazioni interne con elastico', 'Elastici', 'Spalle', ['Sottoscapolare'], ['Grande pettorale'], [], [], true),
  ex('Rotazioni esterne ai cavi', 'Cavi', 'Spalle', ['Infraspinato', 'Piccolo rotondo'], [], [], [], true),
  ex('Y-T-W su panca inclinata', 'Manubri', 'Spalle', ['Trapezio', 'Romboidi'], ['Deltoide posteriore', 'Infraspinato'], [], [], true),
  ex('Pendolo di Codman', null, 'Spalle', ['Sovraspinato'], ['Deltoide laterale'], [], [], true),
  ex('Scivolamenti al muro', null, 'Spalle', ['Dentato anteriore', 'Trapezio'], ['Deltoide anteriore'], [], ['con elastico'], true),
  // Braccia
  ex('Curl con bilanciere', 'Bilanciere', 'Braccia', ['Bicipite brachiale'], ['Brachiale', 'Brachioradiale'], [], [...PRESE, 'presa inversa', LENTO]),
  ex('Curl con manubri', 'Manubri', 'Braccia', ['Bicipite brachiale'], ['Brachiale'], [], ['alternato', 'su panca inclinata', 'con supinazione']),
  ex('Curl a martello con manubri', 'Manubri', 'Braccia', ['Brachioradiale', 'Brachiale'], ['Bicipite brachiale'], [], ['alternato', 'incrociato']),
  ex('Curl alla panca Scott', 'Bilanciere', 'Braccia', ['Bicipite brachiale', 'Brachiale'], [], [], ['con manubrio', 'ai cavi']),
  ex('Curl ai cavi', 'Cavi', 'Braccia', ['Bicipite brachiale'], ['Brachiale'], [], ['con corda', 'unilaterale']),
  ex('Curl concentrato con manubrio', 'Manubri', 'Braccia', ['Bicipite brachiale'], ['Brachiale'], []),
  ex('French press', 'Bilanciere', 'Braccia', ['Tricipite brachiale'], [], [], ['su panca inclinata', 'con manubri', 'al multipower']),
  ex('Pushdown ai cavi', 'Cavi', 'Braccia', ['Tricipite brachiale'], [], [], ['con corda', 'presa inversa', 'unilaterale']),
  ex('Estensioni sopra la testa con manubrio', 'Manubri', 'Braccia', ['Tricipite brachiale'], [], [...ADDOME], ['unilaterale', 'da seduto']),
  ex('Estensioni sopra la testa ai cavi', 'Cavi', 'Braccia', ['Tricipite brachiale'], [], [...ADDOME], ['con corda']),
  ex('Kickback con manubrio', 'Manubri', 'Braccia', ['Tricipite brachiale'], ['Deltoide posteriore'], [], ['in appoggio su panca']),
  ex('Kickback ai cavi', 'Cavi', 'Braccia', ['Tricipite brachiale'], ['Deltoide posteriore']),
  ex('Dip tra due panche', null, 'Braccia', ['Tricipite brachiale'], ['Deltoide anteriore', 'Grande pettorale'], [], ['con sovraccarico', 'a gambe piegate']),
  ex('Flessioni del polso', 'Bilanciere', 'Braccia', ["Flessori dell'avambraccio"], [], [], ['con manubri']),
  ex('Estensioni del polso', 'Bilanciere', 'Braccia', ["Estensori dell'avambraccio"], [], [], ['con manubri']),
  // Core
  ex('Plank', null, 'Core', [...ADDOME], ['Obliquo esterno', 'Deltoide anteriore'], ['Grande gluteo'], ['su fitball', 'con sovraccarico', 'con sollevamento alternato delle gambe', 'al TRX']),
  ex('Plank laterale', null, 'Core', [...OBLIQUI, 'Quadrato dei lombi'], ['Medio gluteo'], ["Trasverso dell'addome"], ["con abduzione dell'anca", 'sulle ginocchia', 'con rotazione']),
  ex('Crunch', null, 'Core', ["Retto dell'addome"], [...OBLIQUI], [], ['su fitball', 'con palla medica', 'su panca declinata', 'obliquo']),
  ex('Crunch inverso', null, 'Core', ["Retto dell'addome"], ['Ileopsoas'], [], ['su panca declinata']),
  ex('Crunch ai cavi in ginocchio', 'Cavi', 'Core', ["Retto dell'addome"], [...OBLIQUI], []),
  ex('Sollevamento gambe alla sbarra', 'Sbarra per trazioni', 'Core', ["Retto dell'addome", 'Ileopsoas'], [...OBLIQUI], ['Gran dorsale'], ['a ginocchia flesse']),
  ex('Sollevamento gambe alle parallele', 'Parallele', 'Core', ["Retto dell'addome", 'Ileopsoas'], [...OBLIQUI], ['Tricipite brachiale']),
  ex('Russian twist', null, 'Core', [...OBLIQUI], ["Retto dell'addome"], ['Ileopsoas'], ['con palla medica', 'con manubrio']),
  ex('Dead bug', null, 'Core', ["Trasverso dell'addome", "Retto dell'addome"], [], ['Ileopsoas'], ['con elastico', 'con fitball']),
  ex('Bird dog', null, 'Core', ['Erettori spinali', 'Multifido'], ['Grande gluteo'], ["Trasverso dell'addome"], ['con elastico']),
  ex('Pallof press', 'Cavi', 'Core', [...OBLIQUI, "Trasverso dell'addome"], [], ['Grande gluteo'], ['in ginocchio', 'con elastico']),
  ex('Rollout con ruota addominale', 'Ruota addominale', 'Core', ["Retto dell'addome", "Trasverso dell'addome"], ['Gran dorsale'], ['Erettori spinali'], ['in ginocchio', 'in piedi']),
  ex('Rollout su fitball', 'Fitball', 'Core', ["Retto dell'addome", "Trasverso dell'addome"], ['Gran dorsale'], ['Erettori spinali']),
  ex('Mountain climber', null, 'Core', ["Retto dell'addome", 'Ileopsoas'], ['Quadricipite femorale', 'Deltoide anteriore'], [], ['al TRX', 'incrociato']),
  ex('Hollow body hold', null, 'Core', ["Retto dell'addome", "Trasverso dell'addome"], ['Ileopsoas'], []),
  ex('Woodchopper ai cavi', 'Cavi', 'Core', [...OBLIQUI], ["Retto dell'addome"], ['Grande gluteo'], ['dal basso', "dall'alto"]),
  ex('Farmer walk con manubri', 'Manubri', 'Core', ['Trapezio', "Flessori dell'avambraccio"], ['Quadrato dei lombi'], [...ADDOME], ['unilaterale', 'in punta di piedi']),
  ex('Vacuum addominale', null, 'Core', ["Trasverso dell'addome"], ['Diaframma'], []),
  // Funzionale
  ex('Burpees', null, 'Funzionale', ['Quadricipite femorale', 'Grande pettorale'], ['Grande gluteo', 'Deltoide anteriore'], [...ADDOME], ['con piegamento sulle braccia', 'con salto al box']),
  ex('Box jump', 'Plyo box', 'Funzionale', ['Quadricipite femorale', 'Grande gluteo'], ['Gastrocnemio'], [...ADDOME], ['laterale', 'su una gamba']),
  ex('Thruster con manubri', 'Manubri', 'Funzionale', ['Quadricipite femorale', 'Deltoide anteriore'], ['Grande gluteo', 'Tricipite brachiale'], [...ADDOME]),
  ex('Thruster con bilanciere', 'Bilanciere', 'Funzionale', ['Quadricipite femorale', 'Deltoide anteriore'], ['Grande gluteo', 'Tricipite brachiale'], [...ADDOME]),
  ex('Turkish get-up con kettlebell', 'Kettlebell', 'Funzionale', ['Deltoide anteriore', 'Grande gluteo'], [...OBLIQUI], ["Trasverso dell'addome", 'Infraspinato']),
  ex('Clean con kettlebell', 'Kettlebell', 'Funzionale', ['Grande gluteo', 'Bicipite femorale'], ['Trapezio', 'Deltoide anteriore'], [...ADDOME], ['alternato']),
  ex('Snatch con kettlebell', 'Kettlebell', 'Funzionale', ['Grande gluteo', 'Deltoide anteriore'], ['Trapezio', 'Bicipite femorale'], [...ADDOME]),
  ex('Wall ball con palla medica', 'Palla medica', 'Funzionale', ['Quadricipite femorale', 'Deltoide anteriore'], ['Grande gluteo', 'Tricipite brachiale'], [...ADDOME]),
  ex('Slam ball con palla medica', 'Palla medica', 'Funzionale', ["Retto dell'addome", 'Gran dorsale'], ['Grande gluteo', 'Tricipite brachiale'], [], ['laterale']),
  ex('Battle rope', 'Battle rope', 'Funzionale', ['Deltoide anteriore', 'Deltoide laterale'], ['Bicipite brachiale', 'Tricipite brachiale'], [...ADDOME], ['a onde alternate', 'a onde simultanee', 'con squat']),
  ex('Jumping jack', null, 'Funzionale', ['Deltoide laterale', 'Adduttori'], ['Gastrocnemio'], []),
  ex('Squat al TRX', 'TRX', 'Funzionale', ['Quadricipite femorale', 'Grande gluteo'], ['Adduttori'], [...ADDOME], ['con salto']),
  ex('Piegamenti al TRX', 'TRX', 'Funzionale', ['Grande pettorale', 'Tricipite brachiale'], ['Deltoide anteriore'], [...ADDOME]),
  ex('Vogatore', 'Vogatore', 'Funzionale', ['Gran dorsale', 'Quadricipite femorale'], ['Romboidi', 'Bicipite brachiale', 'Grande gluteo'], [...ADDOME], ['a intervalli']),
  ex('Lancio della palla medica al muro', 'Palla medica', 'Funzionale', [...OBLIQUI], ['Grande pettorale', 'Deltoide anteriore'], [], ['in rotazione', 'dal petto']),
  // Stretching e mobilità
  ex('Stretching quadricipite in piedi', null, 'Stretching', ['Quadricipite femorale'], ['Ileopsoas']),
  ex('Stretching ischiocrurali da seduto', null, 'Stretching', ['Bicipite femorale', 'Semitendinoso'], ['Gastrocnemio']),
  ex('Stretching pettorale al muro', null, 'Stretching', ['Grande pettorale', 'Piccolo pettorale'], ['Deltoide anteriore']),
  ex('Stretching gran dorsale in ginocchio', null, 'Stretching', ['Gran dorsale'], ['Grande rotondo']),
  ex('Stretching ileopsoas in affondo', null, 'Stretching', ['Ileopsoas'], ['Quadricipite femorale']),
  ex('Stretching polpaccio al muro', null, 'Stretching', ['Gastrocnemio', 'Soleo']),
  ex('Stretching piriforme da supino', null, 'Stretching', ['Piriforme', 'Grande gluteo']),
  ex('Stretching adduttori a farfalla', null, 'Stretching', ['Adduttori']),
  ex('Stretching tricipite sopra la testa', null, 'Stretching', ['Tricipite brachiale']),
  ex('Stretching trapezio superiore', null, 'Stretching', ['Trapezio', 'Elevatore della scapola']),
  ex('Mobilità toracica in quadrupedia', null, 'Stretching', ['Erettori spinali', 'Multifido'], [...OBLIQUI]),
  ex('Gatto-cammello', null, 'Stretching', ['Erettori spinali', "Retto dell'addome"]),
  ex('Posizione del bambino', null, 'Stretching', ['Gran dorsale', 'Erettori spinali']),
  ex("Mobilità d'anca 90/90", null, 'Stretching', ['Piriforme', 'Medio gluteo'], ['Adduttori']),
  ex('Circonduzioni delle spalle con bastone', null, 'Stretching', ['Deltoide anteriore', 'Grande pettorale'], ['Infraspinato']),
  ex('Foam roller per quadricipiti', 'Foam roller', 'Stretching', ['Quadricipite femorale']),
  ex('Foam roller per la bandelletta ileotibiale', 'Foam roller', 'Stretching', ['Tensore della fascia lata']),
  ex('Foam roller per il dorso', 'Foam roller', 'Stretching', ['Erettori spinali', 'Romboidi']),
]

/** One technique cue per body area, used in the exercises' descriptions. */
export const CONSIGLI: Record<Distretto, readonly string[]> = {
  Petto: [
    'Scapole addotte e depresse per tutta la durata del movimento.',
    'Controllare la discesa senza rimbalzare sul petto.',
  ],
  Dorso: [
    'Avviare il movimento dalle scapole, non dalle braccia.',
    'Mantenere la colonna in posizione neutra.',
  ],
  Gambe: [
    'Ginocchia in linea con le punte dei piedi.',
    'Spingere con tutto il piede, talloni a terra.',
  ],
  Glutei: [
    'Bacino in retroversione nella fase finale.',
    'Contrarre i glutei in chiusura del movimento.',
  ],
  Spalle: [
    'Evitare di compensare con il trapezio.',
    'Gomiti leggermente avanti rispetto al busto.',
  ],
  Braccia: ['Gomiti fermi lungo i fianchi.', 'Evitare slanci del busto.'],
  Core: [
    'Respirare in modo regolare, senza trattenere il fiato.',
    'Mantenere la zona lombare neutra.',
  ],
  Funzionale: [
    'Curare la qualità del gesto prima della velocità.',
    'Atterrare in modo morbido, ammortizzando con le anche.',
  ],
  Stretching: [
    'Mantenere la posizione 20-30 secondi, respirando lentamente.',
    'Nessun molleggio: allungamento graduale.',
  ],
}

/** Load range of a sheet detail by equipment: min, max, step (kg). Others carry no load. */
export const CARICHI: Record<string, readonly [number, number, number]> = {
  Bilanciere: [20, 100, 2.5],
  Manubri: [4, 30, 2],
  Kettlebell: [8, 24, 4],
  'Palla medica': [3, 10, 1],
  'Leg press': [80, 240, 10],
  'Hack squat': [40, 140, 10],
  Multipower: [20, 90, 5],
  'Calf machine': [30, 100, 5],
  Cavi: [5, 40, 2.5],
  'Lat machine': [25, 80, 5],
  'Pulley basso': [25, 80, 5],
  'Leg extension': [20, 80, 5],
  'Leg curl': [15, 60, 5],
  'Chest press': [20, 80, 5],
  'Pectoral machine': [15, 60, 5],
  'Shoulder press': [15, 60, 5],
  'Adductor machine': [20, 70, 5],
  'Abductor machine': [20, 70, 5],
}
