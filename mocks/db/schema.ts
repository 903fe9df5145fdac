/**
 * The fake backend's database: its collections, their keys, the ids, and the demo's constants
 * (reference date, seed number, sizes). What the rows hold is the contract's (schema.gen.ts); how
 * the demo fills them is mocks/db/seed/.
 */
import type { components } from '@/api/schema.gen'
import { riferimenti, type RiferimentoKey } from '@/api/resources'

type S = components['schemas']

/** A stored row: tenantId null = global row visible to every tenant. */
export type Row<T> = T & { tenantId: string | null }

type UtenteSchema = S['Utente']
export interface UtenteRecord extends UtenteSchema {
  /** Plain text: this is a fake backend. */
  password: string
}

type RiferimentoCollections = { [K in RiferimentoKey]: Row<S['RiferimentoItem']>[] }

export interface Collections extends RiferimentoCollections {
  /** createdAt: ISO date-time */
  cliente: Row<S['Cliente'] & { createdAt: string }>[]
  /** eta is computed by the handlers */
  istruttore: Row<Omit<S['Istruttore'], 'eta'>>[]
  esercizio: Row<S['Esercizio']>[]
  attrezzo: Row<S['Attrezzo']>[]
  /** folder membership lives in esercizio.cartelle */
  cartella: Row<Omit<S['Cartella'], 'esercizi'>>[]
  /** schede: ordered ProtocolloScheda */
  protocollo: Row<S['Protocollo']>[]
  /** groups and details live in their own tables */
  scheda: Row<S['SchedaSlim']>[]
  schedagruppo: Row<Omit<S['SchedaGruppo'], 'dettagli'>>[]
  schedadettaglio: Row<S['SchedaDettaglio']>[]
  metodologia: Row<S['Metodologia']>[]
  metodometodologia: Row<S['NomeDefault']>[]
  tipometodologia: Row<S['NomeDefault']>[]
  utente: Row<UtenteRecord>[]
  /** A tenant row's tenantId is the tenant's own id (the Tenant schema makes it a string). */
  tenant: Row<S['Tenant']>[]
  massimale: Row<S['Massimale']>[]
  /** Saved next-block progressions, per tenant (an optional resource of the contract). */
  progressione: Row<S['Progressione']>[]
}

export type CollectionKey = keyof Collections

/** A refresh token the fake backend issued (mocks/lib/auth.ts). */
export interface RefreshTokenEntry {
  token: string
  userId: number
  tenantId: string
  /** Every token descending from one login shares it: a replay revokes the whole family. */
  family: string
  /** Epoch ms after which the token is refused. */
  expiresAt: number
  /** Already exchanged for a successor: kept until it expires, to recognise a replay. */
  rotated: boolean
  /**
   * When it was exchanged (epoch ms) and the pair it was exchanged for: presented again within
   * the grace window (tabs waking up together), it answers that same pair.
   */
  rotatedAt?: number
  successor?: { token: string; refresh_token: string }
}

/** Failed logins of one account or one network address (`key`), to slow guessing down. */
export interface LoginThrottleEntry {
  key: string
  /** Failures in a row (a window of quiet starts the count again). */
  failures: number
  /** Epoch ms of the last failure. */
  lastFailureAt: number
  /** Epoch ms before which every login of the key is refused (429). */
  blockedUntil: number
}

/** A client's consent event (append-only) and a view of a client's health data (issue 24). */
export type ConsensoRow = S['ConsensoEvento'] & { tenantId: string }
export type AccessoRow = S['AccessoEvento'] & { tenantId: string }

export interface Database extends Collections {
  /** The consent register: events are appended, never changed or removed. */
  gdprConsensi: ConsensoRow[]
  /** Every view of a client's pathologies and tests (the detail, the export). */
  gdprAccessi: AccessoRow[]
  refreshTokens: RefreshTokenEntry[]
  loginThrottle: LoginThrottleEntry[]
  /** next id per collection */
  seq: Record<CollectionKey, number>
}

export interface SeedOptions {
  /** fitlab's clients (default 240); the other tenants get 30 each */
  clientsPerActiveTenant?: number
  /**
   * fitlab's exercise library: the demo's exercises (DEFAULT_ESERCIZI), then further variants of
   * them up to this many (a large library: 5,000). The rest of the demo does not change.
   */
  esercizi?: number
}

export type ClienteRow = Collections['cliente'][number]
export type IstruttoreRow = Collections['istruttore'][number]
export type EsercizioRow = Collections['esercizio'][number]
export type SchedaRow = Collections['scheda'][number]
export type UtenteRow = Collections['utente'][number]

export const REFERENCE_DATE = '2026-11-01'
export const SEED = 20261101
export const DEMO_PASSWORD = 'Demo2026!'
export const DEFAULT_CLIENTS_PER_ACTIVE_TENANT = 240
/** fitlab's exercises in the demo (its library's bases and their variants). */
export const DEFAULT_ESERCIZI = 365
export const CLIENTS_PER_OTHER_TENANT = 30
/** Sheets (with groups and details) are seeded for the first clients only, up to a total. */
export const SCHEDE_CLIENTS_LIMIT = 1000
export const SCHEDE_MAX = 3000
export const DEFAULT_PREFERENZE: S['Preferenze'] = {
  sidebar: 'dinamica',
  theme: 'dark',
  showTooltip: 'YES',
}

export const COLLECTION_KEYS = [
  'cliente',
  'istruttore',
  'esercizio',
  'attrezzo',
  'cartella',
  'protocollo',
  'scheda',
  'schedagruppo',
  'schedadettaglio',
  'metodologia',
  'metodometodologia',
  'tipometodologia',
  'utente',
  'tenant',
  'massimale',
  'progressione',
  ...riferimenti,
] as const satisfies readonly CollectionKey[]
// Compile-time check that COLLECTION_KEYS names every collection.
const _allKeys: Exclude<CollectionKey, (typeof COLLECTION_KEYS)[number]> extends never
  ? true
  : never = true
void _allKeys

/** Returns the next id of a collection and advances its counter. */
export function nextId(db: Database, key: CollectionKey): number {
  const id = db.seq[key]
  db.seq[key] = id + 1
  return id
}
