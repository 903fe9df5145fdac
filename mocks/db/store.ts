/**
 * The live database of the fake backend, shared by the browser worker, Jest and the HTTP server.
 * Every request runs in withDatabase(); handlers call notifyChanged() after every write. In the
 * browser, enableBrowserPersistence() makes it one database for every tab, kept in IndexedDB
 * (mocks/db/shared.ts): a write of one tab is saved before its answer and seen by the next request
 * of any tab, and edits survive a reload.
 */
import { createDatabase, type Database, type SeedOptions } from './database'
import { createPersistence } from './persistence'
import { browserLocks, createSharedDb, DB_CHANNEL, type SharedDb } from './shared'

let current: Database | undefined
/** The demo's size chosen in the browser (Preferenze): fitlab's clients at the next reset. */
let demoClients: number | undefined
/** The demo's size chosen in the browser (Preferenze): fitlab's exercises at the next reset. */
let demoEsercizi: number | undefined
/** Where the browser keeps the chosen sizes (IndexedDB, next to the database). */
export const DEMO_SIZE_KEY = 'fitlab-mock-demo-clients'
export const DEMO_ESERCIZI_KEY = 'fitlab-mock-demo-esercizi'
let shared: SharedDb | undefined
let enabling: Promise<void> | undefined
/** The demo seed kept aside by forgetDb() (seeding takes ~150 ms, a copy of it ~30 ms). */
let pristine: Database | undefined
let copyPristine = false

const seedOptions = (): SeedOptions | undefined =>
  demoClients || demoEsercizi
    ? {
        ...(demoClients ? { clientsPerActiveTenant: demoClients } : {}),
        ...(demoEsercizi ? { esercizi: demoEsercizi } : {}),
      }
    : undefined

/** The live database, seeded with the demo data on first use. */
export function getDb(): Database {
  current ??= copyPristine
    ? structuredClone((pristine ??= createDatabase()))
    : createDatabase(seedOptions())
  return current
}

/**
 * Before each test (src/test/setup.ts) and each story (.storybook/preview.tsx): back to the demo
 * data, made at the next getDb() as a copy of a seed kept aside, so a test that never touches the
 * fake backend pays nothing.
 */
export function forgetDb(): void {
  copyPristine = true
  current = undefined
}

/** Back to the demo data (a fresh seed, of the chosen size); saved too in the browser. */
export function resetDb(options?: SeedOptions): Database {
  current = createDatabase(options ?? seedOptions())
  notifyChanged()
  return current
}

/** Makes `db` the live database. */
export function replaceDb(db: Database): void {
  current = db
  notifyChanged()
}

/** Handlers call it after every write: the browser saves it before the answer. */
export function notifyChanged(): void {
  shared?.changed()
}

/**
 * Runs one request (or the demo's reset) on the live database: in the browser, as a transaction
 * of the browser's one database (mocks/db/shared.ts: the latest data of every tab first, the
 * change saved before it resolves); elsewhere, at once.
 */
export function withDatabase<T>(task: (db: Database) => Promise<T>): Promise<T> {
  if (!shared) return task(getDb())
  return shared.transaction(() => task(getDb()))
}

/**
 * Browser only: the database becomes the browser's one (IndexedDB, Web Locks, BroadcastChannel;
 * a missing, unreadable or other-version snapshot leaves the demo seed). `onChangedElsewhere`:
 * another tab saved a change. Idempotent; a no-op where IndexedDB does not exist.
 */
export function enableBrowserPersistence(onChangedElsewhere?: () => void): Promise<void> {
  enabling ??= (async () => {
    if (typeof indexedDB === 'undefined') return
    const { get, getMany, setMany, delMany } = await import('idb-keyval')
    const readSize = async () => {
      const size = await get<unknown>(DEMO_SIZE_KEY)
      if (typeof size === 'number') demoClients = size
      const esercizi = await get<unknown>(DEMO_ESERCIZI_KEY)
      if (typeof esercizi === 'number') demoEsercizi = esercizi
    }
    await readSize()
    shared = createSharedDb({
      persistence: createPersistence({ get, getMany, setMany, delMany }),
      locks: browserLocks(),
      channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DB_CHANNEL),
      current: () => current,
      replace: (db) => {
        current = db
      },
      seed: () => createDatabase(seedOptions()),
      onChangedElsewhere: () => {
        void readSize()
        onChangedElsewhere?.()
      },
    })
    // Loads what the other tabs saved (or seeds the demo data).
    await shared.transaction(async () => undefined)
  })()
  return enabling
}

/** The size of a fresh seed: fitlab's clients and exercises chosen in the browser (else unset). */
export interface DemoSize {
  clienti?: number
  esercizi?: number
}

export function demoSize(): DemoSize {
  return {
    ...(demoClients !== undefined ? { clienti: demoClients } : {}),
    ...(demoEsercizi !== undefined ? { esercizi: demoEsercizi } : {}),
  }
}

/**
 * Back to the demo data, for every tab of the browser: with a size (the part given), of that size
 * from now on (kept in IndexedDB). Resolves once saved.
 */
export function resetDemo({ clienti, esercizi }: DemoSize = {}): Promise<void> {
  return withDatabase(async () => {
    if (clienti !== undefined) demoClients = clienti
    if (esercizi !== undefined) demoEsercizi = esercizi
    if (typeof indexedDB !== 'undefined' && (clienti !== undefined || esercizi !== undefined)) {
      const { set } = await import('idb-keyval')
      if (clienti !== undefined) await set(DEMO_SIZE_KEY, clienti)
      if (esercizi !== undefined) await set(DEMO_ESERCIZI_KEY, esercizi)
    }
    resetDb()
  })
}
