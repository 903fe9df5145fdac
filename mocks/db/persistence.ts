/**
 * Saving and loading the fake backend's database in the browser (IndexedDB through idb-keyval,
 * injected as a plain key-value store so the logic runs and is tested without a browser).
 * Not localStorage: the demo database holds client health data and must stay apart.
 *
 * Every save writes the snapshot and a new stamp together (one IndexedDB transaction): a tab
 * learns whether another tab saved since it last read by reading the stamp alone (mocks/db/shared.ts).
 */
import { COLLECTION_KEYS, type Database } from './database'

export const DB_STORAGE_KEY = 'fitlab-mock-db-v1'
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
 */
export const DB_SNAPSHOT_VERSION = 5

export interface Snapshot {
  version: number
  stamp: string
  db: Database
}

/** The subset of idb-keyval the persistence uses. */
export interface KeyValueStore {
  get: (key: string) => Promise<unknown>
  /** Writes every entry in one transaction (all or none). */
  setMany: (entries: [string, unknown][]) => Promise<void>
  del: (key: string) => Promise<void>
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

export function createPersistence(store: KeyValueStore, key = DB_STORAGE_KEY): Persistence {
  return {
    async load() {
      let value: unknown
      try {
        const saved = await store.get(key)
        value = typeof saved === 'string' ? JSON.parse(saved) : null
      } catch {
        return null
      }
      return isSnapshot(value) ? { db: value.db, stamp: value.stamp } : null
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
      const snapshot: Snapshot = { version: DB_SNAPSHOT_VERSION, stamp, db }
      try {
        await store.setMany([
          [key, JSON.stringify(snapshot)],
          [DB_STAMP_KEY, stamp],
        ])
        return stamp
      } catch (error) {
        // A failed save (quota, private mode) must not break the app: the data stay in memory.
        console.warn('Database demo non salvato nel browser', error)
        return null
      }
    },
    async clear() {
      await store.del(key)
      await store.del(DB_STAMP_KEY)
    },
  }
}
