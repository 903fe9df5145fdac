import { createDatabase } from './database'
import { DB_SNAPSHOT_VERSION, DB_STORAGE_KEY } from './persistence'

const mockIdb = new Map<string, unknown>()
jest.mock('idb-keyval', () => ({
  get: jest.fn(async (key: string) => structuredClone(mockIdb.get(key))),
  set: jest.fn(async (key: string, value: unknown) => {
    mockIdb.set(key, structuredClone(value))
  }),
  del: jest.fn(async (key: string) => {
    mockIdb.delete(key)
  }),
}))

type Store = typeof import('./store')
/** A fresh copy of the store module (its live database and persistence state). */
async function loadStore(): Promise<Store> {
  let store: Store | undefined
  await jest.isolateModulesAsync(async () => {
    store = await import('./store')
  })
  return store!
}

const g = globalThis as { indexedDB?: unknown }

/** The snapshot saved under DB_STORAGE_KEY (stored as one JSON text). */
function savedSnapshot<T = { cliente: { cognome: string }[] }>(): { version: number; db: T } {
  const text = mockIdb.get(DB_STORAGE_KEY)
  if (typeof text !== 'string') throw new Error('nessun database salvato')
  return JSON.parse(text) as { version: number; db: T }
}

beforeEach(() => {
  mockIdb.clear()
  g.indexedDB = {}
})
afterEach(() => {
  delete g.indexedDB
  jest.useRealTimers()
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
    jest.useFakeTimers()
    const store = await loadStore()
    await store.enableBrowserPersistence()
    store.notifyChanged()
    jest.advanceTimersByTime(1000)
    expect(mockIdb.size).toBe(0)
  })

  it('loads the saved database and saves it again after a change', async () => {
    const saved = createDatabase({ clientsPerActiveTenant: 3 })
    saved.cliente[0]!.cognome = 'Salvato'
    mockIdb.set(DB_STORAGE_KEY, JSON.stringify({ version: DB_SNAPSHOT_VERSION, db: saved }))
    const store = await loadStore()
    await store.enableBrowserPersistence()
    expect(store.getDb()).toEqual(saved)

    jest.useFakeTimers()
    store.getDb().cliente[0]!.cognome = 'Modificato'
    store.notifyChanged()
    jest.advanceTimersByTime(250)
    await Promise.resolve()
    expect(savedSnapshot().db.cliente[0]!.cognome).toBe('Modificato')
  })

  it('changesSaved() writes a pending change at once, without waiting for the debounce', async () => {
    const store = await loadStore()
    await store.enableBrowserPersistence()
    jest.useFakeTimers()
    store.getDb().cliente[0]!.cognome = 'Subito'
    store.notifyChanged()
    expect(mockIdb.has(DB_STORAGE_KEY)).toBe(false)
    await store.changesSaved()
    expect(savedSnapshot().db.cliente[0]!.cognome).toBe('Subito')
  })

  it('starts from the demo seed when the saved snapshot is of another version', async () => {
    mockIdb.set(DB_STORAGE_KEY, JSON.stringify({ version: 0, db: { cliente: [] } }))
    const store = await loadStore()
    await store.enableBrowserPersistence()
    const db = store.getDb()
    expect(db.cliente.filter((c) => c.tenantId === 'fitlab')).toHaveLength(240)
    expect(db.tenant).toHaveLength(3)
  })

  it('saves a reset and clears the saved snapshot', async () => {
    const store = await loadStore()
    await store.enableBrowserPersistence()
    jest.useFakeTimers()
    const reset = store.resetDb({ clientsPerActiveTenant: 2 })
    jest.advanceTimersByTime(250)
    await Promise.resolve()
    expect(savedSnapshot().db).toEqual(JSON.parse(JSON.stringify(reset)))
    await store.clearBrowserPersistence()
    expect(mockIdb.has(DB_STORAGE_KEY)).toBe(false)
  })
})
