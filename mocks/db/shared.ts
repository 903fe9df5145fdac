/**
 * One fake database per browser, not per tab. Each tab keeps the database in memory, as
 * before; every request of the in-browser fake backend runs as a transaction across the tabs:
 *
 * 1. it holds the browser-wide lock DB_LOCK (Web Locks: one request at a time in the browser, so
 *    two tabs never write at once);
 * 2. it reads the saved snapshot's stamp (a few bytes) and, when another tab saved since this one
 *    last read or wrote, loads that snapshot first;
 * 3. it runs; when it changed something, the snapshot is saved with a new stamp before the lock
 *    is released (and so before the answer): the next request of any tab sees it;
 * 4. the other tabs are told on a BroadcastChannel, so their pages can ask again at once.
 *
 * Looked at first, and why not: @mswjs/data's `persist` keeps a database in sessionStorage (one
 * per tab) or a synchronous Storage such as localStorage (no client health data there), and its
 * `sync` (like @mswjs/storage) replays each tab's operations in the others with no lock, so two
 * tabs writing at once end with different data; both also need the data modelled with
 * @mswjs/data, which this fake backend is not.
 *
 * The platform parts (IndexedDB, Web Locks, BroadcastChannel) are injected: the logic runs, and is
 * tested with two "tabs", without a browser.
 */
import type { Database } from './database'
import type { Persistence } from './persistence'

export const DB_LOCK = 'fitlab-mock-db'
export const DB_CHANNEL = 'fitlab-mock-db'

/** The part of the Web Locks API (navigator.locks) used here. */
export interface Locks {
  request<T>(name: string, task: () => Promise<T>): Promise<T>
}

/** The part of BroadcastChannel used here. */
export interface Channel {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
}

export interface SharedDbOptions {
  persistence: Persistence
  locks: Locks
  channel: Channel | null
  /** The tab's live database (undefined before the first use) and its setter. */
  current: () => Database | undefined
  replace: (db: Database) => void
  /** The demo seed, when nothing is saved yet. */
  seed: () => Database
  /** Another tab saved a change. */
  onChangedElsewhere?: () => void
}

export interface SharedDb {
  /** Runs `task` as a transaction of the browser's one database (see the module's comment). */
  transaction<T>(task: () => Promise<T>): Promise<T>
  /** A change to save at the end of the transaction running now. */
  changed(): void
}

/** navigator.locks when the browser has it (a secure context); else one tab's own queue. */
export function browserLocks(): Locks {
  const manager = (globalThis.navigator as Navigator | undefined)?.locks
  if (manager)
    return {
      request: <T>(name: string, task: () => Promise<T>) =>
        manager.request(name, task) as Promise<T>,
    }
  let queue: Promise<unknown> = Promise.resolve()
  return {
    request<T>(_name: string, task: () => Promise<T>): Promise<T> {
      const run = queue.then(task, task)
      queue = run.catch(() => undefined)
      return run
    },
  }
}

export function createSharedDb(options: SharedDbOptions): SharedDb {
  const { persistence, locks, channel, current, replace, seed, onChangedElsewhere } = options
  /** The stamp of the snapshot the live database was loaded from or saved as. */
  let stamp: string | null = null
  let dirty = false

  channel?.addEventListener('message', (event) => {
    const data = event.data as { stamp?: unknown } | null
    if (typeof data?.stamp === 'string' && data.stamp !== stamp) onChangedElsewhere?.()
  })

  /** The live database as the last save of any tab left it. */
  async function catchUp(): Promise<void> {
    const saved = await persistence.stamp()
    if (current() && saved === stamp) return
    if (saved !== null) {
      const loaded = await persistence.load()
      if (loaded) {
        replace(loaded.db)
        stamp = loaded.stamp
        return
      }
    }
    // Nothing usable saved: this tab's database (the demo seed at first), saved at the first
    // change. A tab holding data another tab cleared (the reset) starts from the seed too.
    if (!current() || saved !== stamp) replace(seed())
    stamp = saved
  }

  async function save(): Promise<void> {
    const db = current()
    dirty = false
    if (!db) return
    const next = await persistence.save(db)
    if (next === null) return
    stamp = next
    channel?.postMessage({ stamp: next })
  }

  return {
    transaction<T>(task: () => Promise<T>): Promise<T> {
      return locks.request(DB_LOCK, async () => {
        await catchUp()
        try {
          return await task()
        } finally {
          if (dirty) await save()
        }
      })
    },
    changed() {
      dirty = true
    },
  }
}
