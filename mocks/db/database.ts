/**
 * The fake backend's in-memory database and its deterministic demo seed.
 *
 * createDatabase() is pure: a fresh Faker (locale it) seeded with a fixed number and a fixed
 * reference date, no Math.random and no clock, so two calls give the same data.
 */
import { Faker, base, it } from '@faker-js/faker'
import type { components } from '@/api/schema.gen'
import { riferimenti, type RiferimentoKey } from '@/api/resources'
import * as D from './data'

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

export interface Database extends Collections {
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

// ---------------------------------------------------------------------------------------------
// Seed helpers

type Ref = S['Ref']
type Sesso = 'M' | 'F'
type Giorno = S['Giorno']

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000
const REF_MS = Date.parse(`${REFERENCE_DATE}T00:00:00Z`)
const GIORNI: readonly Giorno[] = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato']

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
const isoDateTime = (ms: number): string => new Date(ms).toISOString()
const pad2 = (n: number): string => String(n).padStart(2, '0')
/** 'HH:mm' of a number of half hours from midnight. */
const halfHour = (h: number): string => `${pad2(Math.floor(h / 2))}:${h % 2 ? '30' : '00'}`
/** Plain lowercase ASCII letters (for e-mail addresses). */
const slug = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
const ref = (row: { id: number; nome: string }): Ref => ({ id: row.id, nome: row.nome })

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed: ${what} not found`)
  return value
}

const CF_MONTHS = 'ABCDEHLMPRST'
const CF_ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
]

function cfPart(s: string, isName: boolean): string {
  const letters = slug(s).toUpperCase()
  const consonants = letters.replace(/[AEIOU]/g, '')
  const vowels = letters.replace(/[^AEIOU]/g, '')
  if (isName && consonants.length >= 4) return consonants[0]! + consonants[2]! + consonants[3]!
  return (consonants + vowels + 'XXX').slice(0, 3)
}

/** An Italian tax code built with the real rules (name parts, birth date, sex, place, check). */
export function codiceFiscale(
  cognome: string,
  nome: string,
  dataNascita: string,
  sesso: Sesso,
  codiceComune: string,
): string {
  const [year, month, day] = dataNascita.split('-').map(Number) as [number, number, number]
  const body =
    cfPart(cognome, false) +
    cfPart(nome, true) +
    pad2(year % 100) +
    CF_MONTHS[month - 1] +
    pad2(sesso === 'F' ? day + 40 : day) +
    codiceComune
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i)
    const v = c <= 57 ? c - 48 : c - 65
    sum += i % 2 === 0 ? CF_ODD[v]! : v
  }
  return body + String.fromCharCode(65 + (sum % 26))
}

/** A small pictogram (a dumbbell) as an inline SVG data URL, coloured per body area. */
function immagineEsercizio(colore: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">' +
    `<rect width="160" height="120" rx="12" fill="${colore}"/>` +
    '<rect x="30" y="40" width="16" height="40" rx="3" fill="#fff"/>' +
    '<rect x="114" y="40" width="16" height="40" rx="3" fill="#fff"/>' +
    '<rect x="46" y="56" width="68" height="8" fill="#fff"/></svg>'
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

const COLORI_DISTRETTO: Record<D.Distretto, string> = {
  Petto: '#c0392b',
  Dorso: '#2c3e50',
  Gambe: '#27ae60',
  Glutei: '#8e44ad',
  Spalle: '#d35400',
  Braccia: '#2980b9',
  Core: '#16a085',
  Funzionale: '#7f8c8d',
  Stretching: '#f39c12',
}

type Rng = ReturnType<typeof makeRng>

function makeRng(faker: Faker) {
  return {
    int: (min: number, max: number): number => faker.number.int({ min, max }),
    chance: (p: number): boolean => faker.number.float() < p,
    pick: <T>(items: readonly T[]): T => faker.helpers.arrayElement(items),
    some: <T>(items: readonly T[], min: number, max: number): T[] =>
      faker.helpers.arrayElements(items, {
        min: Math.min(min, items.length),
        max: Math.min(max, items.length),
      }),
    lastName: (): string => faker.person.lastName(),
  }
}

interface SeedExercise {
  row: EsercizioRow
  slim: S['EsercizioSlim']
  distretto: D.Distretto
  carico: readonly [number, number, number] | undefined
}

/** Everything the seed of one tenant needs to look up. */
interface TenantContext {
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

class Seeder {
  readonly db: Database
  readonly rng: Rng
  private readonly refs = new Map<RiferimentoKey, Map<string, Ref>>()
  private readonly emails = new Set<string>()
  /** FitLab Milano's seed context, for the demos added after every tenant (loads, comparison). */
  private fitlab: TenantContext | null = null

  constructor(private readonly options: Required<SeedOptions>) {
    const faker = new Faker({ locale: [it, base] })
    faker.seed(SEED)
    faker.setDefaultRefDate(REFERENCE_DATE)
    this.rng = makeRng(faker)
    const empty = Object.fromEntries(COLLECTION_KEYS.map((k) => [k, []])) as unknown as Collections
    const seq = Object.fromEntries(COLLECTION_KEYS.map((k) => [k, 1])) as Record<
      CollectionKey,
      number
    >
    this.db = { ...empty, refreshTokens: [], loginThrottle: [], seq }
  }

  build(): Database {
    this.seedRiferimenti()
    for (const tenant of D.TENANTS) this.seedTenant(tenant)
    this.db.seq.tenant = this.db.tenant.length + 1
    // Last, so that no id of the rows seeded before changes.
    this.seedDemoCarichi()
    this.seedProgressione()
    this.seedLibreriaGrande()
    return this.db
  }

  private id(key: CollectionKey): number {
    return nextId(this.db, key)
  }

  private riferimento(key: RiferimentoKey, nome: string): Ref {
    return must(this.refs.get(key)?.get(nome), `${key} "${nome}"`)
  }

  private riferimenti(key: RiferimentoKey, nomi: readonly string[]): Ref[] {
    return nomi.map((n) => this.riferimento(key, n))
  }

  private uniqueEmail(local: string, domain: string): string {
    let email = `${local}@${domain}`
    for (let n = 2; this.emails.has(email); n++) email = `${local}${n}@${domain}`
    this.emails.add(email)
    return email
  }

  private telefono(): string {
    return `${this.rng.pick(D.PREFISSI_CELLULARE)} ${this.rng.int(1_000_000, 9_999_999)}`
  }

  /** A birth date for an age in whole years (at the reference date) between min and max. */
  private dataNascita(minAge: number, maxAge: number): string {
    const age = this.rng.int(minAge, maxAge)
    return isoDate(REF_MS - (Math.floor(age * 365.25) + this.rng.int(2, 360)) * DAY_MS)
  }

  private seedRiferimenti(): void {
    for (const key of riferimenti) {
      const byName = new Map<string, Ref>()
      for (const nome of D.REFERENCE_LISTS[key]) {
        const row = { id: this.id(key), nome, tenantId: null }
        this.db[key].push(row)
        byName.set(nome, ref(row))
      }
      this.refs.set(key, byName)
    }
  }

  private seedTenant(seed: D.TenantSeed): void {
    const { tenantId } = seed
    this.db.tenant.push({
      tenantId,
      nome: seed.nome,
      attivo: seed.attivo,
      dataScadenza: seed.dataScadenza,
    })
    const ctx: TenantContext = {
      seed,
      attrezzi: new Map(),
      cartelle: new Map(),
      esercizi: [],
      eserciziPerNome: new Map(),
      pools: new Map(),
      metodologie: [],
      metodologiePerCodice: new Map(),
      istruttori: [],
      clienti: [],
      templates: [],
    }
    for (const [nome] of D.ATTREZZI) {
      const row = { id: this.id('attrezzo'), nome, tenantId }
      this.db.attrezzo.push(row)
      ctx.attrezzi.set(nome, ref(row))
    }
    for (const c of D.CARTELLE) {
      const row = {
        id: this.id('cartella'),
        nome: c.nome,
        attrezzo: c.attrezzo ? must(ctx.attrezzi.get(c.attrezzo), c.attrezzo) : null,
        flagAttrezzoMacchina: c.flag ?? null,
        tenantId,
      }
      this.db.cartella.push(row)
      ctx.cartelle.set(c.nome, ref(row))
    }
    if (tenantId === D.TENANTS[0]!.tenantId) this.fitlab = ctx
    this.seedEsercizi(ctx)
    this.seedMetodologie(ctx)
    this.seedUtentiIstruttori(ctx)
    const clienti =
      seed.tenantId === D.TENANTS[0]!.tenantId
        ? this.options.clientsPerActiveTenant
        : CLIENTS_PER_OTHER_TENANT
    this.seedClienti(ctx, clienti)
    this.seedSchede(ctx)
    this.seedProtocolli(ctx)
    this.seedMassimali(ctx)
    if (seed.tenantId === D.TENANTS[0]!.tenantId) {
      this.seedDemoPatologie(ctx)
      this.fitlab = ctx
    }
  }

  /** The pathology demo (D.DEMO_PATOLOGIE): set after the random seed, drawing nothing from it. */
  private seedDemoPatologie(ctx: TenantContext): void {
    const demo = D.DEMO_PATOLOGIE
    // A smaller seed (tests) may have fewer clients: the exercises' lists are set all the same.
    const cliente = ctx.clienti[demo.cliente]
    if (cliente) {
      cliente.patologieArticolazioni = this.riferimenti(
        'articolazione',
        demo.patologieArticolazioni,
      )
    }
    for (const c of demo.controindicazioni) {
      const row = must(ctx.eserciziPerNome.get(c.esercizio), c.esercizio).row
      row.patologieArticolazioni = this.riferimenti('articolazione', c.patologieArticolazioni)
    }
  }

  // --- exercises ---------------------------------------------------------------------------

  private seedEsercizi(ctx: TenantContext): void {
    const perDistretto = new Map<D.Distretto, number>()
    for (const b of D.ESERCIZI) {
      const n = perDistretto.get(b.d) ?? 0
      perDistretto.set(b.d, n + 1)
      if (ctx.seed.esercizi === 'base' && n >= 7) continue
      const variants = ctx.seed.esercizi === 'all' ? [null, ...b.v] : [null]
      for (const v of variants) {
        const nomenclatura = v ? `${b.n} ${v}` : b.n
        if (ctx.eserciziPerNome.has(nomenclatura))
          throw new Error(`Seed: duplicate ${nomenclatura}`)
        this.aggiungiEsercizio(ctx, b, v, nomenclatura)
      }
    }
  }

  /** One exercise of the library: base `b`, its variant `v` (or none), named `nomenclatura`. */
  private aggiungiEsercizio(
    ctx: TenantContext,
    b: D.EsercizioSeed,
    v: string | null,
    nomenclatura: string,
  ): void {
    const attrezzoNome = v ? varianteAttrezzo(b, v) : b.a
    const attrezzo = attrezzoNome ? must(ctx.attrezzi.get(attrezzoNome), attrezzoNome) : null
    const flag = attrezzoNome
      ? must(
          D.ATTREZZI.find(([n]) => n === attrezzoNome),
          attrezzoNome,
        )[1]
      : null
    const row = this.esercizio(ctx, b, nomenclatura, attrezzo, flag)
    const seedEx: SeedExercise = {
      row,
      slim: { id: row.id, nomenclatura, flagAttrezzoMacchina: flag, attrezzo },
      distretto: b.d,
      carico: attrezzoNome ? D.CARICHI[attrezzoNome] : undefined,
    }
    this.db.esercizio.push(row)
    ctx.esercizi.push(seedEx)
    ctx.eserciziPerNome.set(nomenclatura, seedEx)
  }

  private esercizio(
    ctx: TenantContext,
    b: D.EsercizioSeed,
    nomenclatura: string,
    attrezzo: Ref | null,
    flag: D.FlagAttrezzo | null,
  ): EsercizioRow {
    const { rng } = this
    const anatomia = D.ANATOMIA_DISTRETTO[b.d]
    const articolazioni = this.riferimenti(
      'articolazione',
      anatomia.articolazioni.slice(0, rng.int(1, anatomia.articolazioni.length)),
    )
    const ossa = this.riferimenti('osso', anatomia.ossa.slice(0, rng.int(1, anatomia.ossa.length)))
    const catene = this.riferimenti('catena', anatomia.catene.slice(0, rng.int(1, 2)))
    const primari = this.riferimenti('muscolo', b.p)
    const cartelle = [must(ctx.cartelle.get(cartellaDistretto(b.d)), b.d)]
    const extra = [
      flag === 'M' ? 'Macchine isotoniche' : null,
      attrezzo === null ? 'Corpo libero' : null,
      attrezzo?.nome === 'Manubri' ? 'Manubri' : null,
      attrezzo?.nome === 'Kettlebell' ? 'Kettlebell' : null,
      b.riab ? D.CARTELLA_RIABILITAZIONE_SPALLA : null,
    ]
    for (const nome of extra) if (nome) cartelle.push(must(ctx.cartelle.get(nome), nome))
    const descrizione = rng.chance(0.8)
      ? `Muscoli principali: ${b.p.join(', ').toLowerCase()}. ${rng.pick(D.CONSIGLI[b.d])}`
      : null
    const files: S['EsercizioFile'][] = rng.chance(0.15)
      ? [
          {
            fileType: 'immagine',
            fileNumber: 1,
            nome: `${slugFile(nomenclatura)}.svg`,
            url: immagineEsercizio(COLORI_DISTRETTO[b.d]),
          },
        ]
      : []
    return {
      id: this.id('esercizio'),
      nomenclatura,
      descrizione,
      attrezzo,
      flagAttrezzoMacchina: flag,
      muscoliPrimari: primari,
      muscoliSinergici: this.riferimenti('muscolo', b.s),
      muscoliStabilizzatori: this.riferimenti('muscolo', b.st),
      articolazioni,
      ossa,
      catene,
      patologieMuscoli: rng.chance(0.03) ? [rng.pick(primari)] : [],
      patologieArticolazioni: rng.chance(0.06) ? [rng.pick(articolazioni)] : [],
      patologieOssa: rng.chance(0.02) ? [rng.pick(ossa)] : [],
      cartelle,
      files,
      tenantId: ctx.seed.tenantId,
    }
  }

  /**
   * A large library (SeedOptions.esercizi): fitlab's exercises and their variants, each done one more
   * way (D.ESTENSIONI_LIBRERIA), until the library holds that many. After everything else, so the
   * rest of the demo (and every id in it) is the same as with the demo's own library.
   */
  private seedLibreriaGrande(): void {
    const ctx = this.fitlab
    const wanted = this.options.esercizi
    if (!ctx || ctx.esercizi.length >= wanted) return
    const fonti = D.ESERCIZI.flatMap((b) => [null, ...b.v].map((v) => ({ b, v })))
    for (const estensione of D.ESTENSIONI_LIBRERIA) {
      for (const { b, v } of fonti) {
        if (ctx.esercizi.length >= wanted) return
        const base = v ? `${b.n} ${v}` : b.n
        const nomenclatura = `${base}, ${estensione}`
        if (!ctx.eserciziPerNome.has(base) || ctx.eserciziPerNome.has(nomenclatura)) continue
        this.aggiungiEsercizio(ctx, b, v, nomenclatura)
      }
    }
  }

  /** Exercises of some body areas (cached per combination). */
  private pool(ctx: TenantContext, distretti: readonly D.Distretto[]): SeedExercise[] {
    const key = distretti.join('+')
    let pool = ctx.pools.get(key)
    if (!pool) {
      pool = ctx.esercizi.filter((e) => distretti.includes(e.distretto))
      ctx.pools.set(key, pool)
    }
    return pool
  }

  // --- methodologies -----------------------------------------------------------------------

  private seedMetodologie(ctx: TenantContext): void {
    const { tenantId } = ctx.seed
    const nomeDefault = (
      key: 'metodometodologia' | 'tipometodologia',
      nomi: readonly string[],
    ): Map<string, Ref> => {
      const byName = new Map<string, Ref>()
      nomi.forEach((nome, i) => {
        const row = { id: this.id(key), nome, isDefault: i === 0, tenantId }
        this.db[key].push(row)
        byName.set(nome, ref(row))
      })
      return byName
    }
    const metodi = nomeDefault('metodometodologia', D.METODI_METODOLOGIA)
    const tipi = nomeDefault('tipometodologia', D.TIPI_METODOLOGIA)
    for (const m of D.METODOLOGIE) {
      const cicli = m.cicli.map(([serie, ripetizioni, recupero, carico], ordine) => ({
        ordine,
        serie,
        ripetizioni,
        recupero,
        carico,
        note: null,
      }))
      const row = {
        id: this.id('metodologia'),
        codice: m.codice,
        descrizione: m.descrizione,
        isBozza: m.isBozza ?? false,
        isDefault: m.isDefault ?? false,
        metodoMetodologia: must(metodi.get(m.metodo), m.metodo),
        tipoMetodologia: must(tipi.get(m.tipo), m.tipo),
        metodologiaCicli: cicli,
        tenantId,
      }
      this.db.metodologia.push(row)
      const mref = { id: row.id, codice: row.codice, descrizione: row.descrizione }
      ctx.metodologiePerCodice.set(m.codice, { ref: mref, cicli })
      if (!m.isBozza && m.codice !== D.METODOLOGIA_STRETCHING) ctx.metodologie.push(mref)
    }
  }

  // --- users and instructors ---------------------------------------------------------------

  private utente(
    seed: D.TenantSeed,
    email: string,
    nome: string,
    cognome: string,
    role: S['Role'],
  ): UtenteRow {
    const row: UtenteRow = {
      id: this.id('utente'),
      email,
      nome,
      cognome,
      roles: [role],
      preferenze: { ...DEFAULT_PREFERENZE },
      showWelcomeMessage: true,
      dataScadenza: seed.dataScadenza,
      tenantId: seed.tenantId,
      password: DEMO_PASSWORD,
    }
    this.db.utente.push(row)
    return row
  }

  private seedUtentiIstruttori(ctx: TenantContext): void {
    const { seed } = ctx
    const { rng } = this
    const { admin } = seed
    this.utente(
      seed,
      this.uniqueEmail('admin', seed.domain),
      admin.nome,
      admin.cognome,
      'ROLE_ADMIN',
    )
    const titoli = D.REFERENCE_LISTS.titolostudio.slice(0, 7)
    for (let i = 0; i < seed.istruttori; i++) {
      const demo = i === 0 && seed.tenantId === D.TENANTS[0]!.tenantId
      const sesso: Sesso = demo ? 'M' : rng.chance(0.5) ? 'F' : 'M'
      const nome = demo ? 'Marco' : rng.pick(sesso === 'F' ? D.NOMI_FEMMINILI : D.NOMI_MASCHILI)
      const cognome = demo ? 'Rossi' : rng.lastName()
      const email = this.uniqueEmail(
        demo ? 'istruttore' : `${slug(nome)}.${slug(cognome)}`,
        seed.domain,
      )
      const account = this.utente(seed, email, nome, cognome, 'ROLE_ISTRUTTORE')
      const row: IstruttoreRow = {
        id: this.id('istruttore'),
        nome,
        cognome,
        sesso,
        dataNascita: this.dataNascita(23, 55),
        telefono: this.telefono(),
        note: rng.chance(0.7)
          ? `Specializzat${sesso === 'F' ? 'a' : 'o'} in ${rng.pick(D.SPECIALIZZAZIONI_ISTRUTTORE)}.` +
            (rng.chance(0.4) ? ' Disponibile anche per lezioni di gruppo.' : '')
          : null,
        utente: { id: account.id, email },
        titoloStudio: this.riferimento('titolostudio', rng.pick(titoli)),
        masters: this.riferimenti('master', rng.some(D.REFERENCE_LISTS.master, 0, 3)),
        disponibilita: this.disponibilita(),
        foto: null,
        tenantId: seed.tenantId,
      }
      this.db.istruttore.push(row)
      ctx.istruttori.push(row)
    }
  }

  /** Weekly slots: a morning and/or an afternoon slot on some days, never overlapping. */
  private disponibilita(): S['Disponibilita'][] {
    const { rng } = this
    const giorni = rng.some(GIORNI, 3, 6).sort((a, b) => GIORNI.indexOf(a) - GIORNI.indexOf(b))
    const slots: S['Disponibilita'][] = []
    for (const giorno of giorni) {
      const turno = giorno === 'sabato' ? 0 : rng.int(0, 2)
      if (turno !== 1) {
        const start = rng.int(14, 20)
        const end = Math.min(start + rng.int(4, 10), 26)
        slots.push({ giorno, oraInizio: halfHour(start), oraFine: halfHour(end) })
      }
      if (turno !== 0) {
        const start = rng.int(28, 34)
        const end = Math.min(start + rng.int(4, 10), 43)
        slots.push({ giorno, oraInizio: halfHour(start), oraFine: halfHour(end) })
      }
    }
    return slots
  }

  // --- clients -----------------------------------------------------------------------------

  private seedClienti(ctx: TenantContext, count: number): void {
    const { rng } = this
    const createdAt = Array.from(
      { length: count },
      () => REF_MS - rng.int(1, 730) * DAY_MS + rng.int(7 * 60, 21 * 60) * MINUTE_MS,
    ).sort((a, b) => a - b)
    const comuneSede = must(
      D.COMUNI_NASCITA.find(([nome]) => nome === ctx.seed.citta[0]),
      ctx.seed.citta[0] ?? '',
    )
    for (const created of createdAt) {
      const row = this.cliente(ctx, created, comuneSede)
      this.db.cliente.push(row)
      ctx.clienti.push(row)
    }
  }

  private cliente(
    ctx: TenantContext,
    created: number,
    comuneSede: readonly [string, string],
  ): ClienteRow {
    const { rng } = this
    const sesso: Sesso = rng.chance(0.52) ? 'F' : 'M'
    const nome = rng.pick(sesso === 'F' ? D.NOMI_FEMMINILI : D.NOMI_MASCHILI)
    const cognome = rng.lastName()
    const dataNascita = this.dataNascita(16, 75)
    const comune = rng.chance(0.55) ? comuneSede : rng.pick(D.COMUNI_NASCITA)
    const n = slug(nome)
    const c = slug(cognome)
    const yy = dataNascita.slice(2, 4)
    const local = rng.pick([`${n}.${c}`, `${n}${c}`, `${n[0]}.${c}`, `${c}.${n}`, `${n}.${c}${yy}`])
    const istruttore = rng.pick(ctx.istruttori)
    const altezza = sesso === 'M' ? rng.int(165, 195) : rng.int(152, 180)
    const peso = Math.round((rng.int(190, 310) / 10) * (altezza / 100) ** 2)
    const gdpr = rng.chance(0.8)
    const gdprMs = Math.min(created + rng.int(0, 3 * 24 * 60) * MINUTE_MS, REF_MS - MINUTE_MS)
    return {
      id: this.id('cliente'),
      nome,
      cognome,
      sesso,
      dataNascita,
      codiceFiscale: codiceFiscale(cognome, nome, dataNascita, sesso, comune[1]),
      telefono: this.telefono(),
      indirizzo: `${rng.pick(D.VIE)}, ${rng.int(1, 180)}`,
      citta: rng.chance(0.6) ? ctx.seed.citta[0]! : rng.pick(ctx.seed.citta),
      note: this.noteCliente(),
      utente: { email: this.uniqueEmail(local, rng.pick(D.DOMINI_EMAIL)) },
      istruttore: { id: istruttore.id, nome: istruttore.nome, cognome: istruttore.cognome },
      caratteristiche: [
        { nome: 'Altezza', valore: `${altezza} cm` },
        { nome: 'Peso', valore: `${peso} kg` },
        { nome: 'Obiettivo', valore: rng.pick(D.OBIETTIVI) },
        { nome: 'Livello', valore: rng.pick(D.LIVELLI) },
      ],
      patologieMuscoli: rng.chance(0.15)
        ? this.riferimenti('muscolo', rng.some(PATOLOGIE_MUSCOLI, 1, 2))
        : [],
      patologieArticolazioni: rng.chance(0.15)
        ? this.riferimenti('articolazione', rng.some(PATOLOGIE_ARTICOLAZIONI, 1, 2))
        : [],
      patologieOssa: rng.chance(0.06) ? this.riferimenti('osso', [rng.pick(PATOLOGIE_OSSA)]) : [],
      sport: rng.chance(0.45)
        ? this.riferimenti('sport', rng.some(D.REFERENCE_LISTS.sport, 1, 2))
        : [],
      attivita: rng.chance(0.6)
        ? this.riferimenti('attivita', rng.some(D.REFERENCE_LISTS.attivita, 1, 3))
        : [],
      foto: null,
      gdprAccettato: gdpr,
      dataAccettazioneGdpr: gdpr ? isoDateTime(gdprMs) : null,
      createdAt: isoDateTime(created),
      tenantId: ctx.seed.tenantId,
    }
  }

  private noteCliente(): string | null {
    const { rng } = this
    if (rng.chance(0.35)) return null
    const t = D.NOTE_CLIENTE
    const frasi = [
      () =>
        `Si allena ${rng.pick(t.frequenza)} volte a settimana, preferibilmente ${rng.pick(t.fascia)}.`,
      () => `Inserire esercizi di mobilità per ${rng.pick(t.mobilita)}.`,
      () =>
        `Riferisce fastidio ${rng.pick(t.fastidio)} durante ${rng.pick(t.movimento)}: evitare carichi elevati.`,
      () =>
        `Ha praticato ${rng.pick(D.REFERENCE_LISTS.sport).toLowerCase()} a livello amatoriale per ${rng.int(2, 15)} anni.`,
      () => `Obiettivo concordato: ${rng.pick(t.traguardo)} entro ${rng.int(3, 12)} mesi.`,
      () => rng.pick(t.extra),
    ]
    return rng
      .some(frasi, 1, 2)
      .map((f) => f())
      .join(' ')
  }

  // --- sheets ------------------------------------------------------------------------------

  private seedSchede(ctx: TenantContext): void {
    const { rng } = this
    const fitlab = ctx.seed.tenantId === D.TENANTS[0]!.tenantId
    const templates = fitlab ? D.SCHEDE_TEMPLATE : D.SCHEDE_TEMPLATE.slice(0, 6)
    for (const t of templates) {
      ctx.templates.push(
        this.scheda(ctx, {
          nome: t.nome,
          dataInizio: null,
          dataFine: null,
          cliente: null,
          isCliente: false,
          isTemplate: true,
          isBozza: false,
          note: t.note ?? null,
          split: t.split,
        }),
      )
    }
    const totale = () => this.db.scheda.length
    const limit = Math.min(ctx.clienti.length, SCHEDE_CLIENTS_LIMIT)
    for (let i = 0; i < limit && totale() < SCHEDE_MAX; i++) {
      const cliente = ctx.clienti[i]!
      const count = fitlab ? rng.int(1, 3) : rng.chance(0.5) ? rng.int(1, 2) : 0
      const earliest = Math.max(
        Date.parse(`${cliente.createdAt.slice(0, 10)}T00:00:00Z`),
        REF_MS - 365 * DAY_MS,
      )
      let start = earliest + rng.int(0, Math.min(20, (REF_MS - earliest) / DAY_MS)) * DAY_MS
      for (let k = 0; k < count && start <= REF_MS && totale() < SCHEDE_MAX; k++) {
        const fine = start + (rng.int(6, 12) * 7 - 1) * DAY_MS
        this.scheda(ctx, {
          nome: nomeSchedaCliente(cliente, start),
          dataInizio: isoDate(start),
          dataFine: isoDate(fine),
          cliente: { id: cliente.id, nome: cliente.nome, cognome: cliente.cognome },
          isCliente: true,
          isTemplate: false,
          isBozza: false,
          note: rng.chance(0.25) ? rng.pick(D.NOTE_SCHEDA) : null,
          split: rng.int(0, D.SPLIT.length - 1),
        })
        start = fine + (1 + rng.int(0, 14)) * DAY_MS
      }
    }
    // Drafts: new sheets being prepared for clients, and templates not finished yet.
    const draftClients = rng.some(ctx.clienti.slice(0, 200), fitlab ? 3 : 1, fitlab ? 3 : 1)
    for (const cliente of draftClients) {
      const start = REF_MS + rng.int(1, 14) * DAY_MS
      this.scheda(ctx, {
        nome: nomeSchedaCliente(cliente, start),
        dataInizio: isoDate(start),
        dataFine: isoDate(start + (8 * 7 - 1) * DAY_MS),
        cliente: { id: cliente.id, nome: cliente.nome, cognome: cliente.cognome },
        isCliente: true,
        isTemplate: false,
        isBozza: true,
        note: null,
        split: rng.int(0, D.SPLIT.length - 1),
      })
    }
    for (const nome of fitlab ? BOZZE_TEMPLATE : BOZZE_TEMPLATE.slice(0, 1)) {
      this.scheda(ctx, {
        nome,
        dataInizio: null,
        dataFine: null,
        cliente: null,
        isCliente: false,
        isTemplate: true,
        isBozza: true,
        note: null,
        split: rng.int(0, D.SPLIT.length - 1),
      })
    }
  }

  private scheda(
    ctx: TenantContext,
    s: Omit<S['SchedaSlim'], 'id' | 'cartelle' | 'protocolli'> & { split: number },
  ): SchedaRow {
    const { rng } = this
    const { split, ...fields } = s
    const row: SchedaRow = {
      id: this.id('scheda'),
      ...fields,
      cartelle: [],
      tenantId: ctx.seed.tenantId,
    }
    this.db.scheda.push(row)
    const gruppi = D.SPLIT[split]!
    const nomi = ['A', 'B', 'C']
    gruppi.forEach((distretti, ordine) => {
      const base = rng.chance(0.3) ? rng.pick(ctx.metodologie) : null
      this.gruppo(ctx, row.id, nomi[ordine]!, ordine, base, distretti, 3, 6)
    })
    if (rng.chance(0.6)) {
      const mob = ctx.metodologiePerCodice.get(D.METODOLOGIA_STRETCHING)
      const base = mob && rng.chance(0.7) ? mob.ref : null
      this.gruppo(ctx, row.id, 'Stretching', gruppi.length, base, ['Stretching'], 3, 5)
    }
    return row
  }

  private gruppo(
    ctx: TenantContext,
    schedaId: number,
    nome: string,
    ordine: number,
    metodologiaBase: S['MetodologiaRef'] | null,
    distretti: readonly D.Distretto[],
    min: number,
    max: number,
  ): void {
    const { rng } = this
    const { tenantId } = ctx.seed
    const gruppoId = this.id('schedagruppo')
    this.db.schedagruppo.push({ id: gruppoId, schedaId, nome, ordine, metodologiaBase, tenantId })
    const stretching = distretti.includes('Stretching')
    const esercizi = rng.some(this.pool(ctx, distretti), min, max)
    esercizi.forEach((e, ordineDettaglio) => {
      const metodologia =
        metodologiaBase && rng.chance(0.7)
          ? metodologiaBase
          : !stretching && rng.chance(0.3)
            ? rng.pick(ctx.metodologie)
            : null
      const cicli = metodologia
        ? (ctx.metodologiePerCodice.get(metodologia.codice ?? '')?.cicli ?? [])
        : []
      const [lo, hi, step] = e.carico ?? [0, 0, 0]
      // Fields in this order: each draws from the seeded random sequence in turn.
      const row = {
        id: this.id('schedadettaglio'),
        gruppoId,
        ordine: ordineDettaglio,
        esercizio: e.slim,
        metodologia,
        serie: cicli.length
          ? cicli.reduce((sum, c) => sum + c.serie, 0)
          : stretching
            ? rng.int(1, 2)
            : rng.int(2, 5),
        ripetizioni: cicli.length
          ? cicli.map((c) => c.ripetizioni).join('/')
          : stretching
            ? '30 sec'
            : rng.pick(RIPETIZIONI),
        recupero: cicli.length
          ? (cicli[0]!.recupero ?? null)
          : stretching
            ? 15
            : rng.pick(RECUPERI),
        carico:
          e.carico && !stretching ? lo + step * rng.int(0, Math.floor((hi - lo) / step)) : null,
        note: rng.chance(0.1) ? rng.pick(D.NOTE_DETTAGLIO) : null,
        tenantId,
      }
      // Loads of the demo sheets are in kg (the equipment's usual range).
      this.db.schedadettaglio.push({ ...row, caricoUnita: row.carico === null ? null : 'kg' })
    })
  }

  /**
   * The sheet comparison's demo (D.PROGRESSIONE_DEMO): the client's latest sheet becomes a copy of
   * the one before it, with the demo's edits. Uses no random draw.
   */
  private seedProgressione(): void {
    const ctx = this.fitlab
    const cliente = ctx?.clienti[D.PROGRESSIONE_DEMO.cliente]
    if (!ctx || !cliente) return
    const schede = this.db.scheda
      .filter((s) => s.cliente?.id === cliente.id && !s.isBozza && s.dataInizio)
      .sort((a, b) => a.dataInizio!.localeCompare(b.dataInizio!))
    const [prima, dopo] = schede.slice(-2)
    if (!prima || !dopo) return
    const gruppiDopo = new Set(
      this.db.schedagruppo.filter((g) => g.schedaId === dopo.id).map((g) => g.id),
    )
    this.db.schedagruppo = this.db.schedagruppo.filter((g) => !gruppiDopo.has(g.id))
    this.db.schedadettaglio = this.db.schedadettaglio.filter((d) => !gruppiDopo.has(d.gruppoId))
    const gruppi = this.db.schedagruppo
      .filter((g) => g.schedaId === prima.id)
      .sort((a, b) => a.ordine - b.ordine)
    type Dettaglio = Collections['schedadettaglio'][number]
    const copie: (Dettaglio | null)[][] = gruppi.map((g) =>
      this.db.schedadettaglio
        .filter((d) => d.gruppoId === g.id)
        .sort((a, b) => a.ordine - b.ordine)
        .map((d) => structuredClone(d)),
    )
    const aggiunti: Dettaglio[][] = gruppi.map(() => [])
    const esercizio = (nome: string) => must(ctx.eserciziPerNome.get(nome), nome).slim
    // An edit whose group or position the previous sheet lacks (another seed size) is left out.
    for (const m of D.PROGRESSIONE_DEMO.modifiche) {
      const righe = copie[m.gruppo]
      if (m.tipo === 'aggiungi') {
        const base = righe?.find((d) => d !== null)
        if (!base) continue
        const nuova = { ...base, esercizio: esercizio(m.esercizio), metodologia: null, note: null }
        aggiunti[m.gruppo]!.push({ ...nuova, ...m.valori })
        continue
      }
      const riga = righe?.[m.posizione]
      if (!riga) continue
      if (m.tipo === 'rimuovi') righe[m.posizione] = null
      else if (m.tipo === 'valori') Object.assign(riga, m.valori)
      else Object.assign(riga, { esercizio: esercizio(m.esercizio), metodologia: null }, m.valori)
    }
    gruppi.forEach((g, ordine) => {
      const gruppoId = this.id('schedagruppo')
      this.db.schedagruppo.push({ ...structuredClone(g), id: gruppoId, schedaId: dopo.id, ordine })
      const righe = [...copie[ordine]!, ...aggiunti[ordine]!].filter((d) => d !== null)
      righe.forEach((d, i) =>
        this.db.schedadettaglio.push({ ...d, id: this.id('schedadettaglio'), gruppoId, ordine: i }),
      )
    })
  }

  // --- protocols ---------------------------------------------------------------------------

  private seedProtocolli(ctx: TenantContext): void {
    const { rng } = this
    const fitlab = ctx.seed.tenantId === D.TENANTS[0]!.tenantId
    const protocolli = fitlab ? D.PROTOCOLLI : D.PROTOCOLLI.slice(0, 5)
    protocolli.forEach((p, i) => {
      const isCertificato = i === 0 || rng.chance(0.35)
      this.db.protocollo.push({
        id: this.id('protocollo'),
        nome: p.nome,
        descrizione: p.descrizione,
        isCertificato,
        isBozza: i === 1 || (!isCertificato && rng.chance(0.2)),
        isCartella: i === 2 || rng.chance(0.25),
        schede: rng
          .some(ctx.templates, 2, 5)
          .map((s, ordine) => ({ id: s.id, nome: s.nome, ordine })),
        tenantId: ctx.seed.tenantId,
      })
    })
  }

  // --- maximums ----------------------------------------------------------------------------

  private seedMassimali(ctx: TenantContext): void {
    const { rng } = this
    const esercizi = D.MASSIMALI.filter(([nome]) => ctx.eserciziPerNome.has(nome))
    if (esercizi.length < 3) return
    for (const cliente of ctx.clienti.slice(0, 300)) {
      if (!rng.chance(0.6)) continue
      const car = new Map((cliente.caratteristiche ?? []).map((c) => [c.nome, c.valore]))
      const livello =
        car.get('Livello') === 'Avanzato' ? 1.3 : car.get('Livello') === 'Intermedio' ? 1 : 0.75
      const eta =
        (REF_MS - Date.parse(`${cliente.dataNascita ?? REFERENCE_DATE}T00:00:00Z`)) /
        (365.25 * DAY_MS)
      const fattore = livello * (eta > 60 ? 0.75 : 1)
      for (const [nome, kg] of rng.some(esercizi, 3, 6)) {
        const e = must(ctx.eserciziPerNome.get(nome), nome)
        const sesso = cliente.sesso === 'F' ? (FORZA_FEMMINILE[nome] ?? 0.6) : 1
        let valore = roundTo(kg * sesso * fattore * (rng.int(85, 115) / 100), 2.5)
        const entries = rng.int(3, 8)
        const first = REF_MS - rng.int(200, 360) * DAY_MS
        const last = REF_MS - rng.int(0, 20) * DAY_MS
        const step = (last - first) / (entries - 1)
        for (let k = 0; k < entries; k++) {
          if (k > 0) valore = Math.max(valore, roundTo(valore * (1 + rng.int(0, 5) / 100), 2.5))
          this.db.massimale.push({
            id: this.id('massimale'),
            clienteId: cliente.id,
            esercizio: e.slim,
            valore,
            data: isoDate(first + Math.round((step * k) / DAY_MS) * DAY_MS),
            tenantId: ctx.seed.tenantId,
          })
        }
      }
    }
  }

  /**
   * The loads-from-maximums demo (D.DEMO_CARICHI): added after every tenant, with fixed values and
   * no random draw, so every other row keeps its id and values. Skipped when the client is not
   * seeded (small seeds).
   */
  private seedDemoCarichi(): void {
    const ctx = this.fitlab
    const demo = D.DEMO_CARICHI
    const cliente = ctx?.clienti[demo.clienteIndice]
    if (!ctx || !cliente) return
    const tenantId = ctx.seed.tenantId
    const esercizio = (nome: string) => must(ctx.eserciziPerNome.get(nome), nome).slim
    for (const [nome, valori, giorni] of demo.massimali) {
      valori.forEach((valore, k) => {
        const indietro = giorni + (valori.length - 1 - k) * demo.intervallo
        this.db.massimale.push({
          id: this.id('massimale'),
          clienteId: cliente.id,
          esercizio: esercizio(nome),
          valore,
          data: isoDate(REF_MS - indietro * DAY_MS),
          tenantId,
        })
      })
    }
    const schedaId = this.id('scheda')
    this.db.scheda.push({
      id: schedaId,
      nome: demo.scheda.nome,
      dataInizio: isoDate(REF_MS + demo.scheda.inizio * DAY_MS),
      dataFine: isoDate(REF_MS + demo.scheda.fine * DAY_MS),
      cliente: { id: cliente.id, nome: cliente.nome, cognome: cliente.cognome },
      isCliente: true,
      isTemplate: false,
      isBozza: false,
      note: null,
      cartelle: [],
      tenantId,
    })
    const gruppoId = this.id('schedagruppo')
    this.db.schedagruppo.push({
      id: gruppoId,
      schedaId,
      nome: 'A',
      ordine: 0,
      metodologiaBase: null,
      tenantId,
    })
    demo.dettagli.forEach(([nome, serie, ripetizioni, recupero, carico, caricoUnita], ordine) => {
      this.db.schedadettaglio.push({
        id: this.id('schedadettaglio'),
        gruppoId,
        ordine,
        esercizio: esercizio(nome),
        metodologia: null,
        serie,
        ripetizioni,
        recupero,
        carico,
        caricoUnita,
        note: null,
        tenantId,
      })
    })
  }
}

const PATOLOGIE_MUSCOLI = [
  'Bicipite femorale',
  'Gastrocnemio',
  'Trapezio',
  'Erettori spinali',
  'Sovraspinato',
  'Adduttori',
  'Quadricipite femorale',
] as const
const PATOLOGIE_ARTICOLAZIONI = [
  'Ginocchio',
  'Spalla',
  'Rachide lombare',
  'Caviglia',
  'Anca',
  'Rachide cervicale',
] as const
const PATOLOGIE_OSSA = ['Vertebre lombari', 'Rotula', 'Clavicola', 'Radio', 'Perone', 'Metatarso']
const RIPETIZIONI = ['6', '8', '10', '12', '15', '8-10', '8-12', '10-12', '12-15', 'MAX'] as const
const RECUPERI = [45, 60, 75, 90, 120, 180] as const
const BOZZE_TEMPLATE = ['Mobilità per lavoratori sedentari', 'Circuito outdoor estivo'] as const
/** Women's starting maximums relative to men's, where they differ from the default 0.6. */
const FORZA_FEMMINILE: Record<string, number> = {
  'Hip thrust con bilanciere': 0.85,
  'Leg press 45°': 0.75,
  'Squat con bilanciere': 0.7,
}

const roundTo = (value: number, step: number): number =>
  Math.max(step, Math.round(value / step) * step)

const slugFile = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function cartellaDistretto(d: D.Distretto): string {
  return must(
    D.CARTELLE.find((c) => c.distretto === d),
    d,
  ).nome
}

/** Equipment of a variant: some variants change it (al multipower, ai cavi, con elastico...). */
function varianteAttrezzo(b: D.EsercizioSeed, variante: string): string | null {
  if (variante.includes('multipower')) return 'Multipower'
  if (variante.includes('ai cavi')) return 'Cavi'
  if (variante.includes('TRX')) return 'TRX'
  if (variante.includes('palla medica')) return 'Palla medica'
  if (/con manubri/.test(variante)) return 'Manubri'
  if (variante.includes('fitball')) return b.a ?? 'Fitball'
  if (variante.includes('elastico') && (b.a === null || b.a === 'Cavi')) return 'Elastici'
  return b.a
}

function nomeSchedaCliente(cliente: ClienteRow, startMs: number): string {
  const obiettivo =
    cliente.caratteristiche?.find((c) => c.nome === 'Obiettivo')?.valore ?? 'Allenamento'
  const d = new Date(startMs)
  return `${obiettivo} ${D.MESI[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

/** The demo database: pure and deterministic (same options, same data). */
export function createDatabase(options: SeedOptions = {}): Database {
  return new Seeder({
    clientsPerActiveTenant: Math.max(
      0,
      Math.floor(options.clientsPerActiveTenant ?? DEFAULT_CLIENTS_PER_ACTIVE_TENANT),
    ),
    esercizi: Math.max(0, Math.floor(options.esercizi ?? 0)),
  }).build()
}
