import { createDatabase, type Database } from './database'
import { memoryKeyValueStore as memoryStore } from '../lib/testing'
import {
  DB_SNAPSHOT_VERSION,
  DB_STAMP_KEY,
  DB_STORAGE_KEY,
  PART_ROWS,
  createPersistence,
} from './persistence'

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
    const manifest = JSON.parse(store.data.get(DB_STORAGE_KEY) as string) as unknown
    expect(manifest).toMatchObject({ version: DB_SNAPSHOT_VERSION, stamp })
    expect(store.data.get(DB_STAMP_KEY)).toBe(stamp)
    expect(await createPersistence(store).load()).toEqual({ db: small, stamp })
    expect(await p.stamp()).toBe(stamp)
    // Every save has a stamp of its own.
    expect(await p.save(small)).not.toBe(stamp)
  })

  it('stores a collection in parts of PART_ROWS rows and writes only the parts that changed', async () => {
    const big = createDatabase()
    expect(big.schedadettaglio.length).toBeGreaterThan(2 * PART_ROWS)
    const store = memoryStore()
    const p = createPersistence(store)
    await p.save(big)
    const written = (call: number) =>
      store.setMany.mock.calls[call]![0].map(([key]) => key).filter((k) => k !== DB_STAMP_KEY)
    const all = written(0)
    expect(all.filter((k) => k.startsWith(`${DB_STORAGE_KEY}:schedadettaglio:`))).toHaveLength(
      Math.ceil(big.schedadettaglio.length / PART_ROWS),
    )
    // One detail edited, one added: its part, the last part and the id counters, and the manifest.
    big.schedadettaglio[PART_ROWS + 1]!.serie = 9
    big.schedadettaglio.push({ ...big.schedadettaglio[0]!, id: (big.seq.schedadettaglio += 1) })
    const stamp = await p.save(big)
    const last = Math.ceil(big.schedadettaglio.length / PART_ROWS) - 1
    expect(written(1).sort()).toEqual(
      [
        DB_STORAGE_KEY,
        `${DB_STORAGE_KEY}:schedadettaglio:1`,
        `${DB_STORAGE_KEY}:schedadettaglio:${last}`,
        `${DB_STORAGE_KEY}:seq`,
      ].sort(),
    )
    expect(await createPersistence(store).load()).toEqual({ db: big, stamp })
    // Nothing changed: the manifest and the stamp only.
    await p.save(big)
    expect(written(2)).toEqual([DB_STORAGE_KEY])
  })

  it("writes its change on top of another tab's save, and everything after a failed load", async () => {
    const store = memoryStore()
    const a = createPersistence(store)
    const b = createPersistence(store)
    await a.save(small)
    const loaded = (await b.load())!.db
    loaded.cliente[0]!.cognome = 'Da B'
    await b.save(loaded)
    expect(store.setMany.mock.calls[1]![0].map(([k]) => k)).toContain(`${DB_STORAGE_KEY}:cliente:0`)
    expect(store.setMany.mock.calls[1]![0]).toHaveLength(3)
    // A loads B's save, then changes another collection: B's change stays.
    const again = (await a.load())!.db
    again.esercizio[0]!.nomenclatura = 'Da A'
    const stamp = await a.save(again)
    const both = (await createPersistence(store).load())!
    expect(both).toEqual({ db: again, stamp })
    expect(both.db.cliente[0]!.cognome).toBe('Da B')
    // A part gone missing: the load fails, and the next save writes every part again.
    store.data.delete(`${DB_STORAGE_KEY}:cliente:0`)
    expect(await a.load()).toBeNull()
    await a.save(again)
    expect(await createPersistence(store).load()).toMatchObject({ db: again })
  })

  it('ignores a snapshot of another version, an incomplete one or garbage', async () => {
    const store = memoryStore()
    const p = createPersistence(store)
    const stamp = await p.save(small)
    const manifest = JSON.parse(store.data.get(DB_STORAGE_KEY) as string) as {
      parts: Record<string, number | null>
    }
    const withManifest = (m: object) => store.data.set(DB_STORAGE_KEY, JSON.stringify(m))
    withManifest({ ...manifest, version: DB_SNAPSHOT_VERSION + 1 })
    expect(await p.load()).toBeNull()
    const { cliente: _cliente, ...incomplete } = manifest.parts
    withManifest({ ...manifest, parts: incomplete })
    expect(await p.load()).toBeNull()
    withManifest({ version: DB_SNAPSHOT_VERSION, parts: manifest.parts })
    expect(await p.load()).toBeNull()
    withManifest({ ...manifest, parts: { ...manifest.parts, cliente: -1 } })
    expect(await p.load()).toBeNull()
    store.data.set(`${DB_STORAGE_KEY}:cliente:0`, '{"not":"rows"}')
    withManifest(manifest)
    expect(await p.load()).toBeNull()
    store.data.set(DB_STORAGE_KEY, 'not a database')
    expect(await p.load()).toBeNull()
    // The formats before the parts (the snapshot whole, as an object or as one JSON text).
    store.data.set(DB_STORAGE_KEY, { version: DB_SNAPSHOT_VERSION, stamp, db: small })
    expect(await p.load()).toBeNull()
    store.data.set(DB_STORAGE_KEY, JSON.stringify({ version: 5, stamp, db: small }))
    expect(await p.load()).toBeNull()
  })

  it('treats an unreadable store as empty', async () => {
    const store = memoryStore()
    store.get.mockRejectedValueOnce(new Error('IndexedDB non disponibile'))
    expect(await createPersistence(store).load()).toBeNull()
  })

  it('clears the snapshot, its parts and its stamp', async () => {
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
