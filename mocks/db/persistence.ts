/**
 * Saving and loading the fake backend's database in the browser (IndexedDB through idb-keyval,
 * injected as a plain key-value store so the logic runs and is tested without a browser).
 * Not localStorage: the demo database holds client health data and must stay apart.
 */
import { COLLECTION_KEYS, type Database } from './database'

export const DB_STORAGE_KEY = 'fitlab-mock-db-v1'
/**
 * Bump when the shape of Database changes: older snapshots are then ignored.
 * 2: a JSON text (IndexedDB stores one string several times faster than the object graph, and
 * the dispatcher waits for the save before answering a write); sheet details have caricoUnita.
 * 3: refresh tokens carry their family, expiry and rotation; the platform operator's account.
 * 4: the demos of issue 14 (pathologies, loads from maximums, a sheet history to compare) and the
 * details' dismissed pathology warnings: a browser holding version 3 starts from the new demo.
 * 5: two roles (no platform operator account), refresh tokens remember their successor (the
 * grace window), failed logins are counted (loginThrottle).
 */
export const DB_SNAPSHOT_VERSION = 5
export const SAVE_DEBOUNCE_MS = 200

export interface Snapshot {
  version: number
  db: Database
}

/** The subset of idb-keyval the persistence uses. */
export interface KeyValueStore {
  get: (key: string) => Promise<unknown>
  set: (key: string, value: unknown) => Promise<void>
  del: (key: string) => Promise<void>
}

export interface Persistence {
  /** The saved database, or null when nothing usable is saved (none, other version, unreadable). */
  load: () => Promise<Database | null>
  /** Writes the database now (cancels a pending debounced save). */
  save: (db: Database) => Promise<void>
  /** Saves the database returned by `current` once no change came for the debounce delay. */
  scheduleSave: (current: () => Database) => void
  /** Runs a pending debounced save at once. */
  flush: () => Promise<void>
  /** Cancels a pending save and deletes the saved snapshot. */
  clear: () => Promise<void>
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** True when the value is a snapshot of this version holding every collection. */
export function isSnapshot(value: unknown): value is Snapshot {
  if (!isRecord(value) || value.version !== DB_SNAPSHOT_VERSION || !isRecord(value.db)) return false
  const { db } = value
  return (
    Array.isArray(db.refreshTokens) &&
    Array.isArray(db.loginThrottle) &&
    isRecord(db.seq) &&
    COLLECTION_KEYS.every(
      (k) => Array.isArray(db[k]) && typeof (db.seq as Record<string, unknown>)[k] === 'number',
    )
  )
}

export function createPersistence(
  store: KeyValueStore,
  { key = DB_STORAGE_KEY, debounceMs = SAVE_DEBOUNCE_MS } = {},
): Persistence {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: (() => Database) | undefined

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }

  const save = async (db: Database): Promise<void> => {
    cancel()
    const snapshot: Snapshot = { version: DB_SNAPSHOT_VERSION, db }
    try {
      await store.set(key, JSON.stringify(snapshot))
    } catch (error) {
      // A failed save (quota, private mode) must not break the app: the data stays in memory.
      console.warn('Database demo non salvato nel browser', error)
    }
  }

  const flush = async (): Promise<void> => {
    const current = pending
    if (current) await save(current())
  }

  return {
    async load() {
      let value: unknown
      try {
        const saved = await store.get(key)
        value = typeof saved === 'string' ? JSON.parse(saved) : null
      } catch {
        return null
      }
      return isSnapshot(value) ? value.db : null
    },
    save,
    scheduleSave(current) {
      if (timer !== undefined) clearTimeout(timer)
      pending = current
      timer = setTimeout(() => void flush(), debounceMs)
    },
    flush,
    async clear() {
      cancel()
      await store.del(key)
    },
  }
}
