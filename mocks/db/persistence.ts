/**
 * Saving and loading the fake backend's database in the browser (IndexedDB through idb-keyval,
 * injected as a plain key-value store so the logic runs and is tested without a browser).
 * Not localStorage: the demo database holds client health data and must stay apart.
 *
 * Every save writes the snapshot and a new stamp together (one IndexedDB transaction): a tab
 * learns whether another tab saved since it last read by reading the stamp alone (mocks/db/shared.ts).
 *
 * The snapshot is stored in parts: each collection in chunks of PART_ROWS rows, one JSON text each,
 * listed by a manifest under DB_STORAGE_KEY. A save writes only the parts whose text changed since
 * this tab last saved or loaded them, so a write answers in tens of milliseconds rather than the
 * ~350 ms that storing the whole 4 MB demo database took (a sheet's next block, 17 calls, waited
 * ~6 s for it).
 */
import { COLLECTION_KEYS, type Database } from './database'

export const DB_STORAGE_KEY = 'fitlab-mock-db-v1'
/** Rows of a collection per stored part. */
export const PART_ROWS = 250
/** The stamp of the saved snapshot: a new one at each save. */
export const DB_STAMP_KEY = 'fitlab-mock-db-stamp'
/**
 * Bump when the shape of Database changes: older snapshots are then ignored.
 * 2: a JSON text (IndexedDB stores one string several times faster than the object graph, and
 * the dispatcher waits for the save before answering a write); sheet details have caricoUnita.
 * 3: refresh tokens carry their family, expiry and rotation; the platform operator's account.
 * 4: the sheet builder's demos (pathologies, loads from maximums, a sheet history to compare) and the
 * details' dismissed pathology warnings: a browser holding version 3 starts from the new demo.
 * 5: two roles (no platform operator account), refresh tokens remember their successor (the
 * grace window), failed logins are counted (loginThrottle); the snapshot carries its stamp.
 * 6: stored in parts (a manifest and a JSON text per part), only the changed parts written.
 */
export const DB_SNAPSHOT_VERSION = 6

export interface Snapshot {
  version: number
  stamp: string
  db: Database
}

/** The subset of idb-keyval the persistence uses. */
export interface KeyValueStore {
  get: (key: string) => Promise<unknown>
  getMany: (keys: string[]) => Promise<unknown[]>
  /** Writes every entry in one transaction (all or none). */
  setMany: (entries: [string, unknown][]) => Promise<void>
  delMany: (keys: string[]) => Promise<void>
}

/**
 * What DB_STORAGE_KEY holds: the version, the stamp, and for each top-level entry of the
 * database its number of parts (a collection) or null (one part: the id counters).
 */
interface Manifest {
  version: number
  stamp: string
  parts: Record<string, number | null>
}

export interface Persistence {
  /** The saved database and its stamp, or null when nothing usable is saved. */
  load: () => Promise<{ db: Database; stamp: string } | null>
  /** The stamp of the saved snapshot (null: none), cheap to read before every request. */
  stamp: () => Promise<string | null>
  /** Writes the database with a new stamp; resolves with it, or null when the write failed. */
  save: (db: Database) => Promise<string | null>
  /** Deletes the saved snapshot. */
  clear: () => Promise<void>
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** True when the value is a snapshot of this version holding every collection. */
export function isSnapshot(value: unknown): value is Snapshot {
  if (!isRecord(value) || value.version !== DB_SNAPSHOT_VERSION || !isRecord(value.db)) return false
  if (typeof value.stamp !== 'string') return false
  const { db } = value
  return (
    Array.isArray(db.gdprConsensi) &&
    Array.isArray(db.gdprAccessi) &&
    Array.isArray(db.refreshTokens) &&
    Array.isArray(db.loginThrottle) &&
    isRecord(db.seq) &&
    COLLECTION_KEYS.every(
      (k) => Array.isArray(db[k]) && typeof (db.seq as Record<string, unknown>)[k] === 'number',
    )
  )
}

function newStamp(): string {
  const bytes = new Uint8Array(8)
  crypto.getRandomValues(bytes)
  return `${Date.now().toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The key of part `index` of `name` (null: the entry stored whole). */
const partKey = (key: string, name: string, index: number | null) =>
  index === null ? `${key}:${name}` : `${key}:${name}:${index}`

/** Every part of the database as [key, JSON text], and the manifest's list of them. */
function partsOf(key: string, db: Database) {
  const texts = new Map<string, string>()
  const parts: Manifest['parts'] = {}
  for (const [name, value] of Object.entries(db) as [string, unknown][]) {
    if (!Array.isArray(value)) {
      texts.set(partKey(key, name, null), JSON.stringify(value))
      parts[name] = null
      continue
    }
    const count = Math.max(1, Math.ceil(value.length / PART_ROWS))
    for (let i = 0; i < count; i++)
      texts.set(
        partKey(key, name, i),
        JSON.stringify(value.slice(i * PART_ROWS, (i + 1) * PART_ROWS)),
      )
    parts[name] = count
  }
  return { texts, parts }
}

const manifestKeys = (key: string, manifest: Manifest): string[] =>
  Object.entries(manifest.parts).flatMap(([name, count]) =>
    count === null
      ? [partKey(key, name, null)]
      : Array.from({ length: count }, (_, i) => partKey(key, name, i)),
  )

function isManifest(value: unknown): value is Manifest {
  return (
    isRecord(value) &&
    value.version === DB_SNAPSHOT_VERSION &&
    typeof value.stamp === 'string' &&
    isRecord(value.parts) &&
    Object.values(value.parts).every(
      (n) => n === null || (typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 100_000),
    )
  )
}

export function createPersistence(store: KeyValueStore, key = DB_STORAGE_KEY): Persistence {
  /**
   * The parts as stored, as far as this tab knows: those it last loaded or saved. Every save runs
   * under the browser-wide lock right after loading what another tab saved (mocks/db/shared.ts),
   * so what it knows is what is stored.
   */
  let stored = new Map<string, string>()
  /** The saved manifest, or null. */
  const readManifest = async (): Promise<Manifest | null> => {
    const text = await store.get(key)
    if (typeof text !== 'string') return null
    const value: unknown = JSON.parse(text)
    return isManifest(value) ? value : null
  }
  return {
    async load() {
      // Until a load succeeds, nothing is known to be stored: the next save writes every part.
      stored = new Map()
      try {
        const manifest = await readManifest()
        if (!manifest) return null
        const keys = manifestKeys(key, manifest)
        const texts = await store.getMany(keys)
        if (!texts.every((t): t is string => typeof t === 'string')) return null
        const read = new Map(keys.map((k, i) => [k, texts[i]!]))
        const parse = (name: string, index: number | null): unknown =>
          JSON.parse(read.get(partKey(key, name, index))!)
        const db: Record<string, unknown> = {}
        for (const [name, count] of Object.entries(manifest.parts)) {
          if (count === null) {
            db[name] = parse(name, null)
            continue
          }
          const parts = Array.from({ length: count }, (_, i) => parse(name, i))
          if (!parts.every(Array.isArray)) return null
          db[name] = parts.flat()
        }
        const snapshot = { version: manifest.version, stamp: manifest.stamp, db }
        if (!isSnapshot(snapshot)) return null
        stored = read
        return { db: snapshot.db, stamp: snapshot.stamp }
      } catch {
        return null
      }
    },
    async stamp() {
      try {
        const stamp = await store.get(DB_STAMP_KEY)
        return typeof stamp === 'string' ? stamp : null
      } catch {
        return null
      }
    },
    async save(db) {
      const stamp = newStamp()
      const { texts, parts } = partsOf(key, db)
      const manifest: Manifest = { version: DB_SNAPSHOT_VERSION, stamp, parts }
      const changed = [...texts].filter(([k, text]) => stored.get(k) !== text)
      try {
        await store.setMany([...changed, [key, JSON.stringify(manifest)], [DB_STAMP_KEY, stamp]])
        stored = texts
        return stamp
      } catch (error) {
        // A failed save (quota, private mode) must not break the app: the data stay in memory.
        console.warn('Database demo non salvato nel browser', error)
        return null
      }
    },
    async clear() {
      const manifest = await readManifest().catch(() => null)
      await store.delMany([...(manifest ? manifestKeys(key, manifest) : []), key, DB_STAMP_KEY])
      stored = new Map()
    },
  }
}
