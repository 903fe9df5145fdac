/**
 * What every seed step shares: the database being filled, the one random sequence, the options,
 * and the look-ups (reference rows by name, e-mails taken, each tenant's rows by name).
 */
import type { components } from '@/api/schema.gen'
import type { RiferimentoKey } from '@/api/resources'
import {
  COLLECTION_KEYS,
  REFERENCE_DATE,
  SEED,
  type ClienteRow,
  type CollectionKey,
  type Collections,
  type Database,
  type EsercizioRow,
  type IstruttoreRow,
  type SchedaRow,
  type SeedOptions,
} from '../schema'
import * as D from '../data'
import { DAY_MS, REF_MS, isoDate } from './formato'
import { createRng, type Rng } from './rng'

type S = components['schemas']
export type Ref = S['Ref']

export interface SeedExercise {
  row: EsercizioRow
  slim: S['EsercizioSlim']
  distretto: D.Distretto
  carico: readonly [number, number, number] | undefined
}

/** Everything the seed of one tenant needs to look up. */
export interface TenantContext {
  seed: D.TenantSeed
  attrezzi: Map<string, Ref>
  cartelle: Map<string, Ref>
  esercizi: SeedExercise[]
  eserciziPerNome: Map<string, SeedExercise>
  pools: Map<string, SeedExercise[]>
  metodologie: S['MetodologiaRef'][]
  metodologiePerCodice: Map<string, { ref: S['MetodologiaRef']; cicli: S['MetodologiaCiclo'][] }>
  istruttori: IstruttoreRow[]
  clienti: ClienteRow[]
  templates: SchedaRow[]
}

export interface Seed {
  readonly db: Database
  readonly rng: Rng
  readonly options: Required<SeedOptions>
  readonly refs: Map<RiferimentoKey, Map<string, Ref>>
  readonly emails: Set<string>
  /** FitLab Milano's seed context, for the steps after every tenant (scenarios, large library). */
  fitlab: TenantContext | null
}

/** An empty database and a random sequence at its start. */
export function createSeed(options: Required<SeedOptions>): Seed {
  const empty = Object.fromEntries(COLLECTION_KEYS.map((k) => [k, []])) as unknown as Collections
  const seq = Object.fromEntries(COLLECTION_KEYS.map((k) => [k, 1])) as Record<
    CollectionKey,
    number
  >
  return {
    db: { ...empty, gdprConsensi: [], gdprAccessi: [], refreshTokens: [], loginThrottle: [], seq },
    rng: createRng(SEED, REFERENCE_DATE),
    options,
    refs: new Map(),
    emails: new Set(),
    fitlab: null,
  }
}

/** The value, or a seed error naming what is missing: the seed never skips a row it needs. */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed: ${what} not found`)
  return value
}

/** FitLab Milano's seed context: the demo's tenant. */
export const fitlab = (s: Seed): TenantContext => must(s.fitlab ?? undefined, 'FitLab Milano')

/** A person of the demo, as the scenarios name them. */
export interface Persona {
  nome: string
  cognome: string
}

/** A FitLab client found by name (a scenario's row, never one found by its position). */
export function clienteDemo(ctx: TenantContext, persona: Persona): ClienteRow {
  const { nome, cognome } = persona
  return must(
    ctx.clienti.find((c) => c.nome === nome && c.cognome === cognome),
    `client ${nome} ${cognome}`,
  )
}

export const ref = (row: { id: number; nome: string }): Ref => ({ id: row.id, nome: row.nome })

export function riferimento(s: Seed, key: RiferimentoKey, nome: string): Ref {
  return must(s.refs.get(key)?.get(nome), `${key} "${nome}"`)
}

export function riferimenti(s: Seed, key: RiferimentoKey, nomi: readonly string[]): Ref[] {
  return nomi.map((n) => riferimento(s, key, n))
}

export function uniqueEmail(s: Seed, local: string, domain: string): string {
  let email = `${local}@${domain}`
  for (let n = 2; s.emails.has(email); n++) email = `${local}${n}@${domain}`
  s.emails.add(email)
  return email
}

export function telefono(s: Seed): string {
  return `${s.rng.pick(D.PREFISSI_CELLULARE)} ${s.rng.int(1_000_000, 9_999_999)}`
}

/** A birth date for an age in whole years (at the reference date) between min and max. */
export function nascita(s: Seed, minAge: number, maxAge: number): string {
  const age = s.rng.int(minAge, maxAge)
  return isoDate(REF_MS - (Math.floor(age * 365.25) + s.rng.int(2, 360)) * DAY_MS)
}
