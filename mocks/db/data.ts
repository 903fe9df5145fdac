/**
 * Static Italian source lists of the demo seed (reference lists, equipment, exercises,
 * methodologies...). Pure data: the random choices are made in seed/, the demo scenarios are in scenari/.
 */
import type { RiferimentoKey } from '@/api/resources'

export const REFERENCE_LISTS: Record<RiferimentoKey, readonly string[]> = {
  titolostudio: [
    'Laurea in Scienze Motorie',
    'Laurea magistrale in Scienze e Tecniche dello Sport',
    'Laurea magistrale in Scienze e Tecniche delle Attività Motorie Preventive e Adattate',
    'Diploma ISEF',
    'Laurea in Fisioterapia',
    'Laurea in Dietistica',
    'Diploma di istruttore CONI',
    'Diploma di scuola secondaria superiore',
  ],
  master: [
    'Master in Preparazione Atletica',
    'Master in Posturologia',
    'Master in Chinesiologia clinica',
    'Master in Nutrizione sportiva',
    'Master in Riatletizzazione',
    'Master in Allenamento funzionale',
    'Master in Attività motoria per la terza età',
    'Master in Personal Training',
  ],
  articolazione: [
    'Spalla',
    'Acromion-clavicolare',
    'Sterno-clavicolare',
    'Scapolo-toracica',
    'Gomito',
    'Polso',
    'Rachide cervicale',
    'Rachide dorsale',
    'Rachide lombare',
    'Sacro-iliaca',
    'Anca',
    'Ginocchio',
    'Caviglia',
    'Sottoastragalica',
    'Temporo-mandibolare',
  ],
  osso: [
    'Clavicola',
    'Scapola',
    'Sterno',
    'Coste',
    'Omero',
    'Radio',
    'Ulna',
    'Carpo',
    'Metacarpo',
    'Falangi della mano',
    'Vertebre cervicali',
    'Vertebre dorsali',
    'Vertebre lombari',
    'Sacro',
    'Coccige',
    'Ileo',
    'Ischio',
    'Pube',
    'Femore',
    'Rotula',
    'Tibia',
    'Perone',
    'Calcagno',
    'Astragalo',
    'Metatarso',
    'Falangi del piede',
  ],
  catena: [
    'Catena posteriore',
    'Catena anteriore',
    'Catena laterale',
    'Catena crociata anteriore',
    'Catena crociata posteriore',
    'Catena spirale',
    'Catena profonda',
    'Catena del braccio',
    'Catena cinetica aperta',
    'Catena cinetica chiusa',
  ],
  muscolo: [
    'Grande pettorale',
    'Piccolo pettorale',
    'Dentato anteriore',
    'Deltoide anteriore',
    'Deltoide laterale',
    'Deltoide posteriore',
    'Sovraspinato',
    'Infraspinato',
    'Piccolo rotondo',
    'Sottoscapolare',
    'Gran dorsale',
    'Grande rotondo',
    'Trapezio',
    'Romboidi',
    'Elevatore della scapola',
    'Erettori spinali',
    'Quadrato dei lombi',
    'Multifido',
    'Bicipite brachiale',
    'Brachiale',
    'Brachioradiale',
    'Tricipite brachiale',
    "Flessori dell'avambraccio",
    "Estensori dell'avambraccio",
    "Retto dell'addome",
    'Obliquo esterno',
    'Obliquo interno',
    "Trasverso dell'addome",
    'Diaframma',
    'Ileopsoas',
    'Grande gluteo',
    'Medio gluteo',
    'Piccolo gluteo',
    'Piriforme',
    'Tensore della fascia lata',
    'Quadricipite femorale',
    'Sartorio',
    'Adduttori',
    'Bicipite femorale',
    'Semitendinoso',
    'Semimembranoso',
    'Gastrocnemio',
    'Soleo',
    'Tibiale anteriore',
  ],
  sport: [
    'Calcio',
    'Calcio a 5',
    'Pallavolo',
    'Pallacanestro',
    'Tennis',
    'Padel',
    'Nuoto',
    'Ciclismo',
    'Corsa su strada',
    'Atletica leggera',
    'Rugby',
    'Sci alpino',
    'Sci di fondo',
    'Snowboard',
    'Arrampicata',
    'Pugilato',
    'Judo',
    'Karate',
    'CrossFit',
    'Triathlon',
    'Golf',
    'Equitazione',
    'Danza classica',
    'Ginnastica artistica',
    'Canottaggio',
    'Pallamano',
    'Scherma',
  ],
  attivita: [
    'Camminata',
    'Nordic walking',
    'Corsa leggera',
    'Ciclismo',
    'Nuoto',
    'Yoga',
    'Pilates',
    'Acquagym',
    'Ballo',
    'Escursionismo',
    'Spinning',
    'Zumba',
    'Stretching',
    'Ginnastica posturale',
    'Tai chi',
  ],
  testvalutazioneposturale: [
    'Test di Thomas',
    'Test di Adams',
    'Test di flessibilità sit and reach',
    'Test di Romberg',
    'Test di Fukuda',
    'Test di Ober',
    'Test di Trendelenburg',
    'Test del filo a piombo',
    'Test di Schober',
    'Test di Apley',
  ],
  autorizzazione: [
    'Consenso al trattamento dei dati sanitari',
    'Consenso alla pubblicazione di foto e video',
    'Consenso alle comunicazioni commerciali',
    'Certificato medico sportivo non agonistico',
    'Certificato medico sportivo agonistico',
    'Liberatoria per minorenni',
  ],
}

export interface TenantSeed {
  tenantId: string
  nome: string
  attivo: boolean
  dataScadenza: string
  domain: string
  admin: { nome: string; cognome: string; sesso: 'M' | 'F' }
  istruttori: number
  /** residence cities of the clients, the first one weighted most */
  citta: readonly string[]
  /** exercises: 'all' or only the base names */
  esercizi: 'all' | 'base'
}

export const TENANTS: readonly TenantSeed[] = [
  {
    tenantId: 'fitlab',
    nome: 'FitLab Milano',
    attivo: true,
    dataScadenza: '2030-12-31',
    domain: 'fitlab.it',
    admin: { nome: 'Giulia', cognome: 'Ferrari', sesso: 'F' },
    istruttori: 8,
    citta: [
      'Milano',
      'Sesto San Giovanni',
      'Monza',
      'Cinisello Balsamo',
      'Rho',
      'Segrate',
      'San Donato Milanese',
      'Cologno Monzese',
      'Legnano',
      'Assago',
      'Corsico',
      'Bollate',
      'Pioltello',
    ],
    esercizi: 'all',
  },
  {
    tenantId: 'corpolibero',
    nome: 'Corpo Libero Torino',
    attivo: false,
    dataScadenza: '2027-03-31',
    domain: 'corpolibero.it',
    admin: { nome: 'Luca', cognome: 'Bianchi', sesso: 'M' },
    istruttori: 6,
    citta: [
      'Torino',
      'Moncalieri',
      'Collegno',
      'Rivoli',
      'Nichelino',
      'Grugliasco',
      'Settimo Torinese',
      'Chieri',
      'Venaria Reale',
    ],
    esercizi: 'base',
  },
  {
    tenantId: 'vitaattiva',
    nome: 'Vita Attiva Roma',
    attivo: true,
    dataScadenza: '2026-06-30',
    domain: 'vitaattiva.it',
    admin: { nome: 'Francesca', cognome: 'Romano', sesso: 'F' },
    istruttori: 7,
    citta: [
      'Roma',
      'Fiumicino',
      'Guidonia Montecelio',
      'Tivoli',
      'Ciampino',
      'Frascati',
      'Pomezia',
      'Marino',
      'Velletri',
    ],
    esercizi: 'base',
  },
]

/** Birth places with their cadastral code (used in the codice fiscale). */
export const COMUNI_NASCITA: readonly (readonly [string, string])[] = [
  ['Milano', 'F205'],
  ['Roma', 'H501'],
  ['Torino', 'L219'],
  ['Napoli', 'F839'],
  ['Palermo', 'G273'],
  ['Genova', 'D969'],
  ['Bologna', 'A944'],
  ['Firenze', 'D612'],
  ['Bari', 'A662'],
  ['Catania', 'C351'],
  ['Venezia', 'L736'],
  ['Verona', 'L781'],
  ['Messina', 'F158'],
  ['Padova', 'G224'],
  ['Trieste', 'L424'],
  ['Brescia', 'B157'],
  ['Bergamo', 'A794'],
  ['Monza', 'F704'],
  ['Cagliari', 'B354'],
  ['Salerno', 'H703'],
  ['Lecce', 'E506'],
  ['Pescara', 'G482'],
  ['Perugia', 'G478'],
  ['Como', 'C933'],
  ['Varese', 'L682'],
  ['Foggia', 'D643'],
  ['Taranto', 'L049'],
  ['Parma', 'G337'],
  ['Modena', 'F257'],
]

export const NOMI_MASCHILI = [
  'Marco',
  'Luca',
  'Andrea',
  'Matteo',
  'Alessandro',
  'Francesco',
  'Lorenzo',
  'Davide',
  'Simone',
  'Federico',
  'Riccardo',
  'Giuseppe',
  'Stefano',
  'Paolo',
  'Giovanni',
  'Antonio',
  'Roberto',
  'Fabio',
  'Daniele',
  'Gabriele',
  'Tommaso',
  'Filippo',
  'Nicola',
  'Emanuele',
  'Michele',
  'Alberto',
  'Enrico',
  'Massimo',
  'Claudio',
  'Pietro',
  'Leonardo',
  'Edoardo',
  'Giacomo',
  'Mattia',
  'Samuele',
  'Vincenzo',
  'Salvatore',
  'Mario',
  'Luigi',
  'Franco',
  'Sergio',
  'Giorgio',
  'Carlo',
  'Diego',
  'Christian',
  'Manuel',
  'Alessio',
  'Valerio',
  'Jacopo',
  'Emilio',
] as const

export const NOMI_FEMMINILI = [
  'Giulia',
  'Francesca',
  'Chiara',
  'Sara',
  'Martina',
  'Valentina',
  'Alessia',
  'Elisa',
  'Federica',
  'Silvia',
  'Laura',
  'Paola',
  'Elena',
  'Anna',
  'Maria',
  'Giorgia',
  'Roberta',
  'Simona',
  'Serena',
  'Claudia',
  'Beatrice',
  'Sofia',
  'Aurora',
  'Alice',
  'Ginevra',
  'Camilla',
  'Greta',
  'Noemi',
  'Ilaria',
  'Erika',
  'Monica',
  'Barbara',
  'Cristina',
  'Daniela',
  'Stefania',
  'Lucia',
  'Marta',
  'Veronica',
  'Arianna',
  'Eleonora',
  'Irene',
  'Giada',
  'Benedetta',
  'Rebecca',
  'Nicole',
  'Emma',
  'Viola',
  'Carlotta',
  'Margherita',
  'Teresa',
] as const

export const VIE = [
  'Via Roma',
  'Via Garibaldi',
  'Via Mazzini',
  'Corso Vittorio Emanuele II',
  'Via Dante Alighieri',
  'Via Cavour',
  'Via XX Settembre',
  'Corso Italia',
  'Via Giuseppe Verdi',
  'Via Alessandro Manzoni',
  'Via Giacomo Leopardi',
  'Via Guglielmo Marconi',
  'Viale dei Mille',
  'Via Giosuè Carducci',
  'Via Antonio Gramsci',
  'Via Giacomo Matteotti',
  'Piazza della Repubblica',
  'Via della Libertà',
  'Viale Europa',
  'Via Trieste',
] as const

export const DOMINI_EMAIL = [
  'gmail.com',
  'libero.it',
  'outlook.it',
  'yahoo.it',
  'hotmail.it',
  'icloud.com',
  'virgilio.it',
  'tiscali.it',
] as const

export const PREFISSI_CELLULARE = [
  '320',
  '324',
  '328',
  '329',
  '331',
  '333',
  '334',
  '335',
  '338',
  '339',
  '340',
  '342',
  '345',
  '347',
  '348',
  '349',
  '351',
  '366',
  '371',
  '380',
  '388',
  '389',
  '392',
  '393',
] as const

export const OBIETTIVI = [
  'Dimagrimento',
  'Tonificazione',
  'Ipertrofia',
  'Forza',
  'Benessere generale',
  'Postura',
  'Preparazione atletica',
  'Riabilitazione',
] as const

export const LIVELLI = ['Principiante', 'Intermedio', 'Avanzato'] as const

export const MESI = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const

/** Small sentence templates for the clients' notes: each is a function of a few choices. */
export const NOTE_CLIENTE = {
  frequenza: ['2', '3', '4'],
  fascia: ['al mattino presto', 'in pausa pranzo', 'la sera dopo il lavoro', 'nel fine settimana'],
  mobilita: ['il rachide dorsale', 'le anche', 'le spalle', 'le caviglie'],
  fastidio: [
    'al ginocchio destro',
    'al ginocchio sinistro',
    'alla spalla destra',
    'alla zona lombare',
    'alla caviglia sinistra',
    'al gomito destro',
  ],
  movimento: [
    'lo squat profondo',
    'le distensioni sopra la testa',
    'la corsa',
    'gli stacchi',
    'i piegamenti sulle braccia',
  ],
  traguardo: [
    'perdere 5 kg',
    'migliorare la postura',
    'preparare la stagione sciistica',
    'correre una mezza maratona',
    'aumentare la forza nelle gambe',
    'rientrare in campo dopo l’infortunio',
  ],
  extra: [
    'Preferisce allenamenti brevi e intensi.',
    'Lavoro sedentario: curare la mobilità e le pause attive.',
    'Segue un piano alimentare con la nutrizionista del centro.',
    'Motivato, chiede spesso variazioni alla scheda.',
    'Dorme poco nei giorni lavorativi: adattare i volumi.',
    'Alle prime esperienze in sala pesi: curare la tecnica.',
  ],
} as const

export const SPECIALIZZAZIONI_ISTRUTTORE = [
  'preparazione atletica',
  'ginnastica posturale',
  'allenamento funzionale',
  'ipertrofia e bodybuilding',
  'allenamento per over 60',
  'riatletizzazione post-infortunio',
  'dimagrimento e ricomposizione corporea',
] as const

export const NOTE_SCHEDA = [
  'Riscaldamento: 10 minuti di cyclette prima di iniziare.',
  'Aumentare il carico del 5% quando tutte le serie sono complete.',
  'Curare la respirazione e la fase eccentrica.',
  'Alternare i giorni A e B, con almeno un giorno di riposo tra le sedute.',
  'Defaticamento finale di 5 minuti sul tapis roulant.',
] as const

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

export const NOTE_DETTAGLIO = [
  'Scendere lentamente in 3 secondi.',
  'Aumentare il carico se si superano le ripetizioni indicate.',
  'Attenzione alla postura lombare.',
  'Ultima serie a cedimento.',
  'Pausa di un secondo in contrazione.',
] as const
