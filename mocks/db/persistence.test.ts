import { createDatabase, type Database } from './database'
import {
  DB_SNAPSHOT_VERSION,
  DB_STORAGE_KEY,
  createPersistence,
  type KeyValueStore,
} from './persistence'

/** An in-memory stand-in for idb-keyval: values are cloned like IndexedDB does. */
function memoryStore() {
  const data = new Map<string, unknown>()
  const store = {
    data,
    get: jest.fn(async (key: string) => structuredClone(data.get(key))),
    set: jest.fn(async (key: string, value: unknown) => {
      data.set(key, structuredClone(value))
    }),
    del: jest.fn(async (key: string) => {
      data.delete(key)
    }),
  }
  return store satisfies KeyValueStore
}

let small: Database
beforeAll(() => {
  small = createDatabase({ clientsPerActiveTenant: 5 })
})
afterEach(() => jest.useRealTimers())

describe('createPersistence', () => {
  it('loads nothing when nothing was saved', async () => {
    expect(await createPersistence(memoryStore()).load()).toBeNull()
  })

  it('saves a versioned snapshot under the documented key and loads it back', async () => {
    const store = memoryStore()
    const p = createPersistence(store)
    await p.save(small)
    const saved = store.data.get(DB_STORAGE_KEY)
    expect(typeof saved).toBe('string')
    expect(JSON.parse(saved as string)).toMatchObject({ version: DB_SNAPSHOT_VERSION })
    expect(await createPersistence(store).load()).toEqual(small)
  })

  it('ignores a snapshot of another version, an incomplete one or garbage', async () => {
    const store = memoryStore()
    const p = createPersistence(store)
    store.data.set(DB_STORAGE_KEY, JSON.stringify({ version: DB_SNAPSHOT_VERSION + 1, db: small }))
    expect(await p.load()).toBeNull()
    const { cliente: _cliente, ...incomplete } = small
    store.data.set(DB_STORAGE_KEY, JSON.stringify({ version: DB_SNAPSHOT_VERSION, db: incomplete }))
    expect(await p.load()).toBeNull()
    store.data.set(DB_STORAGE_KEY, 'not a database')
    expect(await p.load()).toBeNull()
    // A snapshot of the first format (the object itself, not its JSON text) is not read either.
    store.data.set(DB_STORAGE_KEY, { version: DB_SNAPSHOT_VERSION, db: small })
    expect(await p.load()).toBeNull()
  })

  it('treats an unreadable store as empty', async () => {
    const store = memoryStore()
    store.get.mockRejectedValueOnce(new Error('IndexedDB non disponibile'))
    expect(await createPersistence(store).load()).toBeNull()
  })

  it('debounces saves and writes the latest state once', async () => {
    jest.useFakeTimers()
    const store = memoryStore()
    const p = createPersistence(store, { debounceMs: 200 })
    const db = structuredClone(small)
    p.scheduleSave(() => db)
    jest.advanceTimersByTime(150)
    db.cliente[0]!.nome = 'Ludovica'
    p.scheduleSave(() => db)
    jest.advanceTimersByTime(150)
    expect(store.set).not.toHaveBeenCalled()
    jest.advanceTimersByTime(50)
    await Promise.resolve()
    expect(store.set).toHaveBeenCalledTimes(1)
    const loaded = await p.load()
    expect(loaded?.cliente[0]?.nome).toBe('Ludovica')
  })

  it('flushes a pending save at once and clears the snapshot', async () => {
    jest.useFakeTimers()
    const store = memoryStore()
    const p = createPersistence(store)
    p.scheduleSave(() => small)
    await p.flush()
    expect(store.set).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1000)
    expect(store.set).toHaveBeenCalledTimes(1)
    await p.clear()
    expect(store.data.has(DB_STORAGE_KEY)).toBe(false)
    expect(await p.load()).toBeNull()
  })

  it('keeps working when a save fails', async () => {
    const store = memoryStore()
    store.set.mockRejectedValueOnce(new Error('QuotaExceededError'))
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const p = createPersistence(store)
    await expect(p.save(small)).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    await p.save(small)
    expect(await p.load()).toEqual(small)
  })
})
