/**
 * The live database of the fake backend, shared by the browser worker, Jest and the HTTP server.
 * Handlers read it with getDb() and call notifyChanged() after every write; in the browser,
 * enableBrowserPersistence() makes those writes survive a reload.
 */
import { createDatabase, type Database, type SeedOptions } from './database'
import { createPersistence, DB_STORAGE_KEY, type Persistence } from './persistence'

let current: Database | undefined
/** The demo's size chosen in the browser (Preferenze): fitlab's clients at the next reset. */
let demoClients: number | undefined
/** The demo's size chosen in the browser (Preferenze): fitlab's exercises at the next reset. */
let demoEsercizi: number | undefined
/** Where the browser keeps the chosen sizes (IndexedDB, next to the database). */
export const DEMO_SIZE_KEY = 'fitlab-mock-demo-clients'
export const DEMO_ESERCIZI_KEY = 'fitlab-mock-demo-esercizi'
let persistence: Persistence | undefined
let enabling: Promise<void> | undefined
/** The demo seed kept aside by forgetDb() (seeding takes ~150 ms, a copy of it ~30 ms). */
let pristine: Database | undefined
let copyPristine = false

/** The live database, seeded with the demo data on first use. */
export function getDb(): Database {
  current ??= copyPristine ? structuredClone((pristine ??= createDatabase())) : createDatabase()
  return current
}

/**
 * Tests (src/test/setup.ts, before each test): back to the demo data, made at the next getDb()
 * as a copy of a seed kept aside, so a test that never touches the fake backend pays nothing.
 */
export function forgetDb(): void {
  copyPristine = true
  current = undefined
}

/** Back to the demo data (a fresh seed, of the chosen size); saved too in the browser. */
export function resetDb(options?: SeedOptions): Database {
  current = createDatabase(
    options ?? {
      ...(demoClients ? { clientsPerActiveTenant: demoClients } : {}),
      ...(demoEsercizi ? { esercizi: demoEsercizi } : {}),
    },
  )
  notifyChanged()
  return current
}

/** Makes `db` the live database. */
export function replaceDb(db: Database): void {
  current = db
  notifyChanged()
}

/** Handlers call it after every write. */
export function notifyChanged(): void {
  persistence?.scheduleSave(getDb)
}

/**
 * Resolves once the changes made so far are saved (browser persistence on), at once otherwise.
 * The dispatcher awaits it before answering: an acknowledged write survives a reload that
 * follows at once (a debounced save could still be pending when the page goes away).
 */
export async function changesSaved(): Promise<void> {
  await persistence?.flush()
}

/**
 * Browser only: loads the database saved in IndexedDB (a missing, unreadable or other-version
 * snapshot leaves the demo seed), then saves after each change (debounced). Idempotent; a no-op
 * where IndexedDB does not exist.
 */
export function enableBrowserPersistence(): Promise<void> {
  enabling ??= (async () => {
    if (typeof indexedDB === 'undefined') return
    const { get, set, del } = await import('idb-keyval')
    const p = createPersistence({ get, set, del })
    const saved = await p.load()
    if (saved) current = saved
    const size = await get<unknown>(DEMO_SIZE_KEY)
    if (typeof size === 'number') demoClients = size
    const esercizi = await get<unknown>(DEMO_ESERCIZI_KEY)
    if (typeof esercizi === 'number') demoEsercizi = esercizi
    persistence = p
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void p.flush())
  })()
  return enabling
}

/** Deletes the saved snapshot (the in-memory database is left as it is). */
export async function clearBrowserPersistence(): Promise<void> {
  if (persistence) {
    await persistence.clear()
    return
  }
  if (typeof indexedDB === 'undefined') return
  const { del } = await import('idb-keyval')
  await del(DB_STORAGE_KEY)
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
 * Browser only: the size of the demo data from now on (kept in IndexedDB), the part given; the
 * caller then resets the database.
 */
export async function setDemoSize({ clienti, esercizi }: DemoSize): Promise<void> {
  if (clienti !== undefined) demoClients = clienti
  if (esercizi !== undefined) demoEsercizi = esercizi
  if (typeof indexedDB === 'undefined') return
  const { set } = await import('idb-keyval')
  if (clienti !== undefined) await set(DEMO_SIZE_KEY, clienti)
  if (esercizi !== undefined) await set(DEMO_ESERCIZI_KEY, esercizi)
}
