/**
 * One fake database per browser: two "tabs", each with its own live database, over one
 * IndexedDB, one lock and one BroadcastChannel, as in a browser.
 */
import { memoryKeyValueStore } from '../lib/testing'
import { createDatabase, type Database } from './database'
import { createPersistence } from './persistence'
import { createSharedDb, type Channel, type Locks } from './shared'

let seed: Database
beforeAll(() => {
  seed = createDatabase({ clientsPerActiveTenant: 4 })
})

/** The browser: one IndexedDB, one lock manager, one channel name. */
function browser() {
  const idb = memoryKeyValueStore()
  let queue: Promise<unknown> = Promise.resolve()
  const locks: Locks = {
    request<T>(_name: string, task: () => Promise<T>): Promise<T> {
      const run = queue.then(task, task)
      queue = run.catch(() => undefined)
      return run
    },
  }
  const listeners: Array<{ tab: Channel; listener: (event: { data: unknown }) => void }> = []
  const channel = (): Channel => {
    const tab: Channel = {
      // Delivered to the other tabs only, later, as BroadcastChannel does.
      postMessage: (data) =>
        void Promise.resolve().then(() =>
          listeners.filter((l) => l.tab !== tab).forEach((l) => l.listener({ data })),
        ),
      addEventListener: (_type, listener) => listeners.push({ tab, listener }),
    }
    return tab
  }
  /** A tab: its own live database, the browser's storage. */
  const tab = () => {
    let current: Database | undefined
    const told = { times: 0 }
    const shared = createSharedDb({
      persistence: createPersistence(idb),
      locks,
      channel: channel(),
      current: () => current,
      replace: (db) => {
        current = db
      },
      seed: () => structuredClone(seed),
      onChangedElsewhere: () => {
        told.times += 1
      },
    })
    /** A request: reads or writes the live database inside a transaction. */
    const request = <T>(task: (db: Database) => T | Promise<T>, writes = false) =>
      shared.transaction(async () => {
        const result = await task(current as Database)
        if (writes) shared.changed()
        return result
      })
    return { request, told, db: () => current }
  }
  return { idb, tab }
}

const nomeOf = (db: Database, id: number) => db.cliente.find((c) => c.id === id)?.nome

test("a tab's write is seen by the next request of the other tab", async () => {
  const { tab } = browser()
  const a = tab()
  const b = tab()
  const id = seed.cliente[0]!.id
  await b.request((db) => db.cliente.length) // B opened first, with its own copy
  await a.request((db) => {
    db.cliente.find((c) => c.id === id)!.nome = 'Scritto da A'
  }, true)
  expect(await b.request((db) => nomeOf(db, id))).toBe('Scritto da A')
})

test('two tabs writing in turn keep both writes (no tab saves over the other)', async () => {
  const { tab } = browser()
  const a = tab()
  const b = tab()
  const [first, second] = [seed.cliente[0]!.id, seed.cliente[1]!.id]
  await a.request((db) => db.cliente.length)
  await b.request((db) => db.cliente.length)
  // A creates a client, B (opened before it) edits another one, A edits again.
  await a.request((db) => {
    db.cliente.push({ ...structuredClone(db.cliente[0]!), id: 9999, nome: 'Nuovo di A' })
  }, true)
  await b.request((db) => {
    db.cliente.find((c) => c.id === first)!.nome = 'Modificato da B'
  }, true)
  await a.request((db) => {
    db.cliente.find((c) => c.id === second)!.nome = 'Modificato da A'
  }, true)
  for (const t of [a, b]) {
    const seen = await t.request((db) => [nomeOf(db, 9999), nomeOf(db, first), nomeOf(db, second)])
    expect(seen).toEqual(['Nuovo di A', 'Modificato da B', 'Modificato da A'])
  }
})

test('requests of two tabs at the same moment run one after the other', async () => {
  const { tab } = browser()
  const a = tab()
  const b = tab()
  // Each reads a counter, waits (an async handler), then writes it increased.
  const increment = (t: ReturnType<typeof tab>) =>
    t.request(async (db) => {
      const before = db.seq.cliente
      await new Promise((resolve) => setTimeout(resolve, 5))
      db.seq.cliente = before + 1
    }, true)
  const start = await a.request((db) => db.seq.cliente)
  await Promise.all([increment(a), increment(b), increment(a), increment(b)])
  expect(await b.request((db) => db.seq.cliente)).toBe(start + 4)
})

test('the other tabs are told of a saved change, the writer is not; reads tell nobody', async () => {
  const { tab } = browser()
  const a = tab()
  const b = tab()
  await a.request((db) => db.cliente.length)
  await b.request((db) => db.cliente.length)
  await a.request((db) => db.cliente.length)
  await a.request((db) => {
    db.cliente[0]!.nome = 'X'
  }, true)
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(b.told.times).toBe(1)
  expect(a.told.times).toBe(0)
})

test('a reset in one tab (a new database saved) reaches the other tabs', async () => {
  const { tab } = browser()
  const a = tab()
  const b = tab()
  await b.request((db) => {
    db.cliente[0]!.nome = 'Prima del ripristino'
  }, true)
  await a.request((db) => {
    // The demo's reset: the whole database replaced by a fresh seed.
    db.cliente.splice(0, db.cliente.length, ...structuredClone(seed.cliente))
  }, true)
  expect(await b.request((db) => db.cliente[0]!.nome)).toBe(seed.cliente[0]!.nome)
})
