import { createDatabase, type Database } from './database'
import { memoryKeyValueStore as memoryStore } from '../lib/testing'
import { DB_SNAPSHOT_VERSION, DB_STAMP_KEY, DB_STORAGE_KEY, createPersistence } from './persistence'

let small: Database
beforeAll(() => {
  small = createDatabase({ clientsPerActiveTenant: 5 })
})

describe('createPersistence', () => {
  it('loads nothing when nothing was saved', async () => {
    const p = createPersistence(memoryStore())
    expect(await p.load()).toBeNull()
    expect(await p.stamp()).toBeNull()
  })

  it('saves a versioned snapshot and its stamp together, and loads them back', async () => {
    const store = memoryStore()
    const p = createPersistence(store)
    const stamp = await p.save(small)
    expect(stamp).toEqual(expect.any(String))
    expect(store.setMany).toHaveBeenCalledTimes(1)
    const saved = store.data.get(DB_STORAGE_KEY)
    expect(typeof saved).toBe('string')
    expect(JSON.parse(saved as string)).toMatchObject({ version: DB_SNAPSHOT_VERSION, stamp })
    expect(store.data.get(DB_STAMP_KEY)).toBe(stamp)
    expect(await createPersistence(store).load()).toEqual({ db: small, stamp })
    expect(await p.stamp()).toBe(stamp)
    // Every save has a stamp of its own.
    expect(await p.save(small)).not.toBe(stamp)
  })

  it('ignores a snapshot of another version, an incomplete one or garbage', async () => {
    const store = memoryStore()
    const p = createPersistence(store)
    const snapshot = (extra: object) => JSON.stringify({ stamp: 's', ...extra })
    store.data.set(DB_STORAGE_KEY, snapshot({ version: DB_SNAPSHOT_VERSION + 1, db: small }))
    expect(await p.load()).toBeNull()
    const { cliente: _cliente, ...incomplete } = small
    store.data.set(DB_STORAGE_KEY, snapshot({ version: DB_SNAPSHOT_VERSION, db: incomplete }))
    expect(await p.load()).toBeNull()
    store.data.set(DB_STORAGE_KEY, JSON.stringify({ version: DB_SNAPSHOT_VERSION, db: small }))
    expect(await p.load()).toBeNull()
    store.data.set(DB_STORAGE_KEY, 'not a database')
    expect(await p.load()).toBeNull()
    // A snapshot of the first format (the object itself, not its JSON text) is not read either.
    store.data.set(DB_STORAGE_KEY, { version: DB_SNAPSHOT_VERSION, stamp: 's', db: small })
    expect(await p.load()).toBeNull()
  })

  it('treats an unreadable store as empty', async () => {
    const store = memoryStore()
    store.get.mockRejectedValueOnce(new Error('IndexedDB non disponibile'))
    expect(await createPersistence(store).load()).toBeNull()
  })

  it('clears the snapshot and its stamp', async () => {
    const store = memoryStore()
    const p = createPersistence(store)
    await p.save(small)
    await p.clear()
    expect(store.data.size).toBe(0)
    expect(await p.load()).toBeNull()
  })

  it('keeps working when a save fails', async () => {
    const store = memoryStore()
    store.setMany.mockRejectedValueOnce(new Error('QuotaExceededError'))
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const p = createPersistence(store)
    await expect(p.save(small)).resolves.toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    const stamp = await p.save(small)
    expect(await p.load()).toEqual({ db: small, stamp })
  })
})
