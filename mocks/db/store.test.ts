import { createDatabase, type Database } from './database'
import { DB_STAMP_KEY, DB_STORAGE_KEY, createPersistence } from './persistence'

const mockIdb = new Map<string, unknown>()
jest.mock('idb-keyval', () => ({
  get: jest.fn(async (key: string) => structuredClone(mockIdb.get(key))),
  getMany: jest.fn(async (keys: string[]) => keys.map((key) => structuredClone(mockIdb.get(key)))),
  set: jest.fn(async (key: string, value: unknown) => {
    mockIdb.set(key, structuredClone(value))
  }),
  setMany: jest.fn(async (entries: [string, unknown][]) => {
    for (const [key, value] of entries) mockIdb.set(key, structuredClone(value))
  }),
  delMany: jest.fn(async (keys: string[]) => {
    for (const key of keys) mockIdb.delete(key)
  }),
}))

/** The persistence over the mocked IndexedDB, as another tab would read and write it. */
const idb = () =>
  createPersistence({
    get: async (key) => structuredClone(mockIdb.get(key)),
    getMany: async (keys) => keys.map((key) => structuredClone(mockIdb.get(key))),
    setMany: async (entries) => {
      for (const [key, value] of entries) mockIdb.set(key, structuredClone(value))
    },
    delMany: async (keys) => {
      for (const key of keys) mockIdb.delete(key)
    },
  })

type Store = typeof import('./store')
/** A fresh copy of the store module (its live database and persistence state). */
async function loadStore(): Promise<Store> {
  let store: Store | undefined
  await jest.isolateModulesAsync(async () => {
    store = await import('./store')
  })
  return store!
}

const g = globalThis as { indexedDB?: unknown; BroadcastChannel?: unknown }
const RealBroadcastChannel = g.BroadcastChannel

/** The database saved in the mocked IndexedDB. */
async function savedDb(): Promise<Database> {
  const saved = await idb().load()
  if (!saved) throw new Error('nessun database salvato')
  return saved.db
}

beforeEach(() => {
  mockIdb.clear()
  g.indexedDB = {}
  // One tab here: an open channel would keep Jest's process alive (the tabs: shared.test.ts).
  delete g.BroadcastChannel
})
afterEach(() => {
  delete g.indexedDB
  g.BroadcastChannel = RealBroadcastChannel
})

describe('store', () => {
  it('seeds the demo data lazily and keeps one live instance', async () => {
    const store = await loadStore()
    const db = store.getDb()
    expect(store.getDb()).toBe(db)
    expect(db.utente.some((u) => u.email === 'admin@fitlab.it')).toBe(true)
  })

  it('replaces and resets the live database', async () => {
    const store = await loadStore()
    const small = createDatabase({ clientsPerActiveTenant: 3 })
    store.replaceDb(small)
    expect(store.getDb()).toBe(small)
    const reset = store.resetDb({ clientsPerActiveTenant: 4 })
    expect(store.getDb()).toBe(reset)
    expect(reset).toEqual(createDatabase({ clientsPerActiveTenant: 4 }))
  })

  it('does nothing for persistence where IndexedDB does not exist', async () => {
    delete g.indexedDB
    const store = await loadStore()
    await store.enableBrowserPersistence()
    await store.withDatabase(async (db) => {
      db.cliente[0]!.cognome = 'Modificato'
      store.notifyChanged()
    })
    expect(mockIdb.size).toBe(0)
  })

  it('loads the saved database; a change is saved before withDatabase resolves', async () => {
    const saved = createDatabase({ clientsPerActiveTenant: 3 })
    saved.cliente[0]!.cognome = 'Salvato'
    const primo = await idb().save(saved)
    const store = await loadStore()
    await store.enableBrowserPersistence()
    expect(store.getDb()).toEqual(saved)

    await store.withDatabase(async (db) => {
      db.cliente[0]!.cognome = 'Modificato'
      store.notifyChanged()
    })
    expect((await savedDb()).cliente[0]!.cognome).toBe('Modificato')
    expect(mockIdb.get(DB_STAMP_KEY)).not.toBe(primo)
  })

  it('a request that changes nothing writes nothing', async () => {
    const store = await loadStore()
    await store.enableBrowserPersistence()
    await store.withDatabase(async (db) => db.cliente.length)
    expect(mockIdb.has(DB_STORAGE_KEY)).toBe(false)
  })

  it('starts from the demo seed when the saved snapshot is of another version', async () => {
    mockIdb.set(DB_STORAGE_KEY, JSON.stringify({ version: 0, db: { cliente: [] } }))
    mockIdb.set(DB_STAMP_KEY, 'vecchio')
    const store = await loadStore()
    await store.enableBrowserPersistence()
    const db = store.getDb()
    expect(db.cliente.filter((c) => c.tenantId === 'fitlab')).toHaveLength(240)
    expect(db.tenant).toHaveLength(3)
  })

  it('resets the demo data of the chosen size and saves it', async () => {
    const store = await loadStore()
    await store.enableBrowserPersistence()
    await store.withDatabase(async (db) => {
      db.cliente[0]!.cognome = 'Da dimenticare'
      store.notifyChanged()
    })
    await store.resetDemo({ clienti: 5 })
    expect(store.demoSize()).toEqual({ clienti: 5 })
    expect(mockIdb.get('fitlab-mock-demo-clients')).toBe(5)
    const fitlab = (db: { cliente: { tenantId: string | null }[] }) =>
      db.cliente.filter((c) => c.tenantId === 'fitlab').length
    expect(fitlab(store.getDb())).toBe(5)
    expect(fitlab(await savedDb())).toBe(5)
  })
})
