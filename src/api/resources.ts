/**
 * The resource registry: one row per data module that has list/CRUD calls. The app's endpoint
 * factory (crud.ts) and the fake backend's generic handlers (mocks/handlers) are both driven by
 * it, so a path, a default sort or a page size is written once.
 *
 * - path: the collection path exactly as in the contract (trailing slash kept)
 * - tag: RTK Query cache tag
 * - sort: default sort keys, in order (SPEC section 9); sortDesc applies to the first
 * - pageSize: default page size (SPEC section 9)
 * - search: fields the free-text filter `search` looks into (dotted paths allowed), by the one
 *   search rule (src/components/ricerca.ts: every word somewhere, any order, case and accents
 *   ignored)
 * - ops: the generic operations the contract offers for this module
 * - scope: 'tenant' rows belong to one tenant; 'global' rows are shared reference data
 */
import { DEFAULT_PAGE_SIZE } from '@/config/constants'

export type CrudOp = 'list' | 'get' | 'create' | 'update' | 'remove' | 'slimList' | 'slimGet'

export interface ResourceDef {
  readonly path: string
  readonly tag: string
  readonly sort: readonly string[]
  readonly sortDesc?: boolean
  readonly pageSize: number
  readonly search: readonly string[]
  readonly ops: readonly CrudOp[]
  readonly scope: 'tenant' | 'global'
  /** Role needed for every generic call of this module, when not any logged-in user. */
  readonly role?: 'ROLE_ADMIN'
}

const CRUD = ['list', 'get', 'create', 'update', 'remove'] as const
const CRUD_SLIM = [...CRUD, 'slimList', 'slimGet'] as const
const LIST = ['list'] as const

/** A reference list row: literal path and tag types are kept, so the crud factory can type them. */
const ref = <P extends string, T extends string>(path: P, tag: T, pageSize = DEFAULT_PAGE_SIZE) =>
  ({
    path,
    tag,
    sort: ['nome'],
    pageSize,
    search: ['nome'],
    ops: LIST,
    scope: 'global',
  }) as const satisfies ResourceDef

export const resources = {
  cliente: {
    path: '/api/cliente/',
    tag: 'Cliente',
    sort: ['cognome', 'nome'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['cognome', 'nome', 'codiceFiscale', 'utente.email'],
    ops: CRUD,
    scope: 'tenant',
  },
  istruttore: {
    path: '/api/istruttore/',
    tag: 'Istruttore',
    sort: ['cognome', 'nome'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['cognome', 'nome', 'utente.email'],
    ops: CRUD,
    scope: 'tenant',
  },
  esercizio: {
    path: '/api/esercizio/',
    tag: 'Esercizio',
    sort: ['nomenclatura'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['nomenclatura', 'attrezzo.nome'],
    ops: CRUD_SLIM,
    scope: 'tenant',
  },
  attrezzo: {
    path: '/api/attrezzo/',
    tag: 'Attrezzo',
    sort: ['nome'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['nome'],
    ops: ['list', 'create'],
    scope: 'tenant',
  },
  cartella: {
    path: '/api/cartella/',
    tag: 'Cartella',
    sort: ['nome'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['nome'],
    ops: [...CRUD, 'slimList'],
    scope: 'tenant',
  },
  protocollo: {
    path: '/api/protocollo/',
    tag: 'Protocollo',
    sort: ['nome'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['nome'],
    ops: CRUD,
    scope: 'tenant',
  },
  scheda: {
    path: '/api/scheda/',
    tag: 'Scheda',
    // Newest first; undated sheets (templates, where a date means nothing) last, by name.
    sort: ['dataInizio', 'nome'],
    sortDesc: true,
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['nome', 'cliente.cognome', 'cliente.nome'],
    ops: CRUD_SLIM,
    scope: 'tenant',
  },
  schedagruppo: {
    path: '/api/schedagruppo/',
    tag: 'SchedaGruppo',
    sort: ['ordine'],
    pageSize: 11,
    search: ['nome'],
    ops: CRUD_SLIM,
    scope: 'tenant',
  },
  schedadettaglio: {
    path: '/api/schedadettaglio/',
    tag: 'SchedaDettaglio',
    sort: ['ordine'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['esercizio.nomenclatura'],
    ops: CRUD_SLIM,
    scope: 'tenant',
  },
  metodologia: {
    path: '/api/metodologia/',
    tag: 'Metodologia',
    sort: ['codice', 'id'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['codice', 'descrizione'],
    ops: CRUD,
    scope: 'tenant',
  },
  metodometodologia: {
    path: '/api/metodometodologia/',
    tag: 'MetodoMetodologia',
    sort: ['nome'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['nome'],
    ops: CRUD_SLIM,
    scope: 'tenant',
  },
  tipometodologia: {
    path: '/api/tipometodologia/',
    tag: 'TipoMetodologia',
    sort: ['nome'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['nome'],
    ops: CRUD_SLIM,
    scope: 'tenant',
  },
  utente: {
    path: '/api/utente/',
    tag: 'Utente',
    sort: ['email'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['email', 'cognome', 'nome'],
    ops: LIST,
    scope: 'tenant',
    role: 'ROLE_ADMIN',
  },
  tenant: {
    path: '/api/tenant/',
    tag: 'Tenant',
    sort: ['nome'],
    pageSize: DEFAULT_PAGE_SIZE,
    search: ['nome', 'tenantId'],
    ops: LIST,
    scope: 'global',
    role: 'ROLE_ADMIN',
  },
  titolostudio: ref('/api/titolostudio/', 'TitoloStudio'),
  master: ref('/api/master/', 'Master'),
  articolazione: ref('/api/articolazione/', 'Articolazione'),
  osso: ref('/api/osso/', 'Osso'),
  catena: ref('/api/catena/', 'Catena'),
  muscolo: ref('/api/muscolo/', 'Muscolo', 9999),
  sport: ref('/api/sport/', 'Sport'),
  attivita: ref('/api/attivita/', 'Attivita', 9999),
  testvalutazioneposturale: ref('/api/testvalutazioneposturale/', 'TestValutazionePosturale'),
  autorizzazione: ref('/api/autorizzazione', 'Autorizzazione'),
} as const satisfies Record<string, ResourceDef>

export type ResourceKey = keyof typeof resources

/** The reference lists (SPEC section 3 "list entities with nome"), served by shared components. */
export const riferimenti = [
  'titolostudio',
  'master',
  'articolazione',
  'osso',
  'catena',
  'muscolo',
  'sport',
  'attivita',
  'testvalutazioneposturale',
  'autorizzazione',
] as const satisfies readonly ResourceKey[]
export type RiferimentoKey = (typeof riferimenti)[number]

/** Cache tags beyond the registry's: answers that are not rows of a registry collection. */
const extraTags = [
  'Libreria',
  'Massimale',
  'StoricoMassimale',
  'Analytics',
  'Gdpr',
  'Progressione',
] as const

export type TagType = (typeof resources)[ResourceKey]['tag'] | (typeof extraTags)[number]

/** Every cache tag: invalidating them all asks every shown answer again. */
export const tagTypes: readonly TagType[] = [
  ...new Set<TagType>([...Object.values(resources).map((r) => r.tag), ...extraTags]),
]
