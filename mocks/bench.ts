/**
 * Benchmarks of the fake backend's list operations, through the same implementations the
 * handlers dispatch to (tenant scope, list engine, presentation of the page), one row each:
 * - cliente_list over 10,000 fitlab clients: a search term, sorted by cognome, page 3 of 10;
 * - "Tutti" (pageSize -1) of the sheets, the sheet groups and the sheet details of the demo data
 *   with a sheet of 3 groups x 100 exercises added: the answer built and written as JSON, the
 *   time the single-threaded HTTP server is busy with it (the fake HTTP server's list budget: < 100 ms).
 *
 *   npx tsx mocks/bench.ts
 */
import { PAGE_SIZE_ALL } from '@/config/constants'
import { createDatabase, type Database } from './db/database'
import { creaSchedaLunga } from './fixtures/scheda-lunga'
import { genericImpls } from './handlers/generic'
import type { Session } from './lib/auth'
import type { Ctx } from './lib/dispatch'

const CLIENTS = 10_000

function sessionOf(db: Database): Session {
  const user = db.utente.find((u) => u.email === 'istruttore@fitlab.it')
  if (!user) throw new Error('demo instructor missing')
  return { user, tenantId: user.tenantId, roles: user.roles, isAdmin: false }
}

const quantile = (values: number[], q: number): string => {
  const sorted = [...values].sort((a, b) => a - b)
  return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN).toFixed(2)
}

interface Row {
  what: string
  count: number
  rows: number
  bytes: number
  times: number[]
  cpuTimes: number[]
}

/** Runs `operationId` with `query` `iterations` times after `warmup` runs; JSON included. */
function measure(
  what: string,
  db: Database,
  operationId: string,
  query: Record<string, unknown>,
  { warmup, iterations }: { warmup: number; iterations: number },
): Row {
  const impl = genericImpls[operationId]
  if (!impl) throw new Error(`${operationId} missing`)
  const ctx = {
    db,
    session: sessionOf(db),
    params: {},
    body: {},
    files: {},
    query,
  } as unknown as Ctx
  let last: { data: unknown[]; count: number } | undefined
  let bytes = 0
  const run = () => {
    last = impl(ctx) as typeof last
    bytes = JSON.stringify(last).length
  }
  for (let i = 0; i < warmup; i += 1) run()
  const times: number[] = []
  /** CPU time of this process too: on a busy machine, wall time also measures the neighbours. */
  const cpuTimes: number[] = []
  for (let i = 0; i < iterations; i += 1) {
    const cpu = process.cpuUsage()
    const start = performance.now()
    run()
    times.push(performance.now() - start)
    const used = process.cpuUsage(cpu)
    cpuTimes.push((used.user + used.system) / 1000)
  }
  return { what, count: last?.count ?? 0, rows: last?.data.length ?? 0, bytes, times, cpuTimes }
}

const big = createDatabase({ clientsPerActiveTenant: CLIENTS })
const demo = createDatabase()
creaSchedaLunga(demo, { gruppi: 3, esercizi: 100, nome: 'Scheda 3 x 100' })
const tutti = { firstRecord: 0, pageSize: PAGE_SIZE_ALL }
const often = { warmup: 30, iterations: 200 }
const lists = { warmup: 3, iterations: 20 }

const rows = [
  measure(
    `cliente_list, ${big.cliente.filter((c) => c.tenantId === 'fitlab').length} fitlab clients, ` +
      'search "ma", sort cognome, page 3 of 10',
    big,
    'cliente_list',
    {
      filters: { search: 'ma' },
      sortBy: 'cognome',
      sortDesc: false,
      firstRecord: 20,
      pageSize: 10,
    },
    often,
  ),
  measure('scheda_list "Tutti" (demo + a sheet of 3 x 100)', demo, 'scheda_list', tutti, lists),
  measure('schedagruppo_list "Tutti"', demo, 'schedagruppo_list', tutti, lists),
  measure('schedadettaglio_list "Tutti"', demo, 'schedadettaglio_list', tutti, lists),
]

for (const row of rows) {
  console.log(
    `${row.what}: ${row.count} rows (${row.rows} in the answer, ${(row.bytes / 1024).toFixed(0)} KiB)` +
      ` - ${row.times.length} runs: median ${quantile(row.times, 0.5)} ms, p95 ` +
      `${quantile(row.times, 0.95)} ms (CPU median ${quantile(row.cpuTimes, 0.5)} ms)`,
  )
}
