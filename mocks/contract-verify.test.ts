/**
 * contract:verify (scripts/contract-verify.ts) against real sockets: the fake HTTP server keeps the
 * contract (0 drift read-only and with --write, every row it creates removed), and a deliberately
 * drifted copy of it (a proxy in front: a renamed field, an endpoint removed, a wrong status) is
 * reported operation by operation, with the exit code 1; and a --write workflow stopped by a drift
 * still removes the rows it created.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, HttpResponse, passthrough } from 'msw'
import { getDb } from '@mocks/db/store'
import { server as testServer } from '@/test/server'
import { conforms, verifyContract, type Report } from '../scripts/contract/verify'
import { createFakeHttpServer } from './lib/node-http'
import { ensureWebCrypto } from './lib/webcrypto'
import { DEMO_PASSWORD, ISTRUTTORE } from './lib/testing'

ensureWebCrypto()

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
const close = (server: Server): Promise<void> =>
  new Promise((resolve) => server.close(() => resolve()))

/**
 * The drifted copy: everything is passed to the fake server, except that `muscolo_list` is gone
 * (404), `scheda_list` answers 201 instead of 200, and a client's `cognome` is renamed
 * `cognomeCliente` in `cliente_get`.
 */
function driftedCopy(upstream: string): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      void (async () => {
        const path = req.url ?? '/'
        const method = req.method ?? 'GET'
        if (method === 'GET' && /^\/api\/muscolo\/?(\?|$)/.test(path)) {
          res.writeHead(404, { 'Content-Type': 'application/json' })
          res.end(JSON.stringify({ code: 404, message: 'No route found' }))
          return
        }
        const headers = new Headers()
        for (const name of ['authorization', 'content-type']) {
          const value = req.headers[name]
          if (typeof value === 'string') headers.set(name, value)
        }
        const answer = await fetch(upstream + path, {
          method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        })
        let body = Buffer.from(await answer.arrayBuffer())
        let status = answer.status
        if (method === 'GET' && /^\/api\/scheda\/(\?|$)/.test(path)) status = 201
        if (method === 'GET' && /^\/api\/cliente\/\d+$/.test(path) && status === 200) {
          const { cognome, ...cliente } = JSON.parse(body.toString('utf8')) as {
            cognome: string
          }
          body = Buffer.from(JSON.stringify({ ...cliente, cognomeCliente: cognome }))
        }
        res.writeHead(status, {
          'Content-Type': answer.headers.get('Content-Type') ?? 'application/json',
        })
        res.end(body)
      })().catch(() => {
        res.writeHead(502)
        res.end()
      })
    })
  })
}

/** Runs the CLI as QA does; resolves with its exit code, its output and its JSON report. */
function runCli(
  baseUrl: string,
  user: string,
): Promise<{ code: number; out: string; json: Report }> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-verify-'))
  const file = join(dir, 'report.json')
  return new Promise((resolve, reject) => {
    const child = spawn(
      join('node_modules', '.bin', 'tsx'),
      ['scripts/contract-verify.ts', '--base-url', baseUrl, '--json', file],
      { env: { ...process.env, CONTRACT_USER: user, CONTRACT_PASSWORD: DEMO_PASSWORD } },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      try {
        resolve({ code: code ?? -1, out, json: JSON.parse(readFileSync(file, 'utf8')) as Report })
      } catch (error) {
        reject(new Error(`no JSON report (${String(error)}):\n${out}`))
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })
  })
}

const fake = createFakeHttpServer()
const drifted = { server: undefined as Server | undefined }
let fakeUrl = ''
let driftedUrl = ''

beforeAll(async () => {
  fakeUrl = await listen(fake)
  drifted.server = driftedCopy(fakeUrl)
  driftedUrl = await listen(drifted.server)
})
afterAll(async () => {
  if (drifted.server) await close(drifted.server)
  await close(fake)
})
// This process's own fetch goes out to the sockets (Jest's MSW server would catch it).
beforeEach(() =>
  testServer.use(
    http.all(`${fakeUrl}/*`, () => passthrough()),
    http.all(`${driftedUrl}/*`, () => passthrough()),
  ),
)

/**
 * The GDPR registers are append-only by design (the consent register, the health-data access log):
 * the run's reads and acceptances are added to them, and nothing may remove them.
 */
const REGISTRI = ['gdprConsensi', 'gdprAccessi']

/**
 * The rows of every table of the fake backend (sessions aside: the run logs in and out; the
 * registers aside: see registri()).
 */
function rowCounts(): Record<string, number> {
  return Object.fromEntries(
    Object.entries(getDb())
      .filter(
        ([name, rows]) =>
          Array.isArray(rows) && name !== 'refreshTokens' && !REGISTRI.includes(name),
      )
      .map(([name, rows]) => [name, (rows as unknown[]).length]),
  )
}

/** The rows of the append-only registers. */
const registri = () =>
  REGISTRI.map((name) => (getDb() as unknown as Record<string, unknown[]>)[name]!.length)

const byOperation = (report: Report, operationId: string) =>
  report.results.filter((result) => result.operationId === operationId)

test('the fake server read-only: every GET checked, 0 drift, admin-only calls denied', async () => {
  const report = await verifyContract({
    baseUrl: fakeUrl,
    username: ISTRUTTORE,
    password: DEMO_PASSWORD,
  })
  expect(report.summary).toMatchObject({ drift: 0, status: 0, missing: 0, leftBehind: 0 })
  expect(conforms(report.summary)).toBe(true)
  expect(report.summary.checked).toBeGreaterThanOrEqual(55)
  expect(report.operations).toMatchObject({
    auth_login: 'ok',
    auth_refreshToken: 'ok',
    cliente_get: 'ok',
    scheda_print: 'ok',
    help_get: 'ok',
    utente_list: 'denied',
    analytics_get: 'denied',
    auth_requireResetPassword: 'skipped',
    cliente_create: 'skipped',
  })
  // Read-only: no POST but the session's own calls and a search (equipment of some exercises).
  const writes = report.results.filter((r) => r.outcome !== 'skipped' && r.method !== 'GET')
  expect(writes.map((r) => r.operationId)).toEqual([
    'auth_login',
    'auth_refreshToken',
    'attrezzo_filterByIdEsercizi',
    'auth_invalidateToken',
  ])
})

test('the fake server with --write: 0 drift and every row created is removed', async () => {
  const before = rowCounts()
  const registriPrima = registri()
  // The instructor: the only role that writes clients and instructors (x-roles).
  const report = await verifyContract({
    baseUrl: fakeUrl,
    username: ISTRUTTORE,
    password: DEMO_PASSWORD,
    write: true,
  })
  const adminOnly = ['utente_list', 'analytics_get', 'analytics_export', 'tenant_list']
  expect(
    report.results.filter(
      (r) =>
        !['ok', 'skipped'].includes(r.outcome) &&
        !(r.outcome === 'denied' && adminOnly.includes(r.operationId)),
    ),
  ).toEqual([])
  expect(conforms(report.summary)).toBe(true)
  expect(report.summary.checked).toBeGreaterThanOrEqual(110)
  expect(report.operations).toMatchObject({
    cliente_create: 'ok',
    scheda_update: 'ok',
    scheda_duplica: 'ok',
    schedadettaglio_deleteByPosition: 'ok',
    schedagruppo_clearDettaglio: 'ok',
    cartella_associateEsercizi: 'ok',
    cartella_remove: 'ok',
    protocollo_assegna: 'ok',
    tenant_disattiva: 'skipped',
  })
  expect(Object.keys(before)).toEqual(expect.arrayContaining(['cliente', 'scheda', 'utente']))
  expect(rowCounts()).toEqual(before)
  registri().forEach((n, i) => expect(n).toBeGreaterThanOrEqual(registriPrima[i]!))
})

test('a drifted copy: the renamed field, the missing endpoint and the wrong status, exit 1', async () => {
  const { code, out, json } = await runCli(driftedUrl, ISTRUTTORE)
  expect(code).toBe(1)
  expect(json.summary).toMatchObject({ drift: 1, status: 1, missing: 1 })

  const [renamed] = byOperation(json, 'cliente_get')
  expect(renamed).toMatchObject({ outcome: 'drift', status: 200 })
  expect(renamed?.problems).toContainEqual({
    pointer: '/cognome',
    field: 'cognome',
    expected: 'present (required)',
    got: 'absent',
  })
  expect(byOperation(json, 'muscolo_list')[0]).toMatchObject({ outcome: 'missing', status: 404 })
  expect(byOperation(json, 'scheda_list')[0]).toMatchObject({
    outcome: 'status',
    status: 201,
    note: 'expected 200, got 201 (not in the contract)',
  })

  expect(out).toMatch(/DRIFT +GET +\/api\/cliente\/\{id\} +cliente_get/)
  expect(out).toContain('/cognome  field cognome: expected present (required), got absent')
  expect(out).toMatch(/MISSING +GET +\/api\/muscolo\/ +muscolo_list +404/)
  expect(out).toMatch(/STATUS +GET +\/api\/scheda\/ +scheda_list +201/)
  expect(out).toMatch(
    /\d+ checked \(\d+ calls\): \d+ ok, 1 schema drift, 1 unexpected status, 1 missing/,
  )
})

test('--write on the drifted copy: a workflow stopped half-way still removes its rows', async () => {
  const before = rowCounts()
  const registriPrima = registri()
  const report = await verifyContract({
    baseUrl: driftedUrl,
    username: ISTRUTTORE,
    password: DEMO_PASSWORD,
    write: true,
  })
  expect(conforms(report.summary)).toBe(false)
  const workflow = report.results.filter((r) => r.workflow === 'cliente e scheda')
  expect(workflow.map((r) => [r.operationId, r.outcome])).toEqual(
    expect.arrayContaining([
      ['cliente_create', 'ok'],
      ['cliente_get', 'drift'],
      ['scheda_create', 'skipped'],
    ]),
  )
  expect(workflow.find((r) => r.operationId === 'scheda_create')?.note).toBe(
    'workflow stopped at cliente_get',
  )
  expect(report.leftBehind).toEqual([])
  expect(rowCounts()).toEqual(before)
  registri().forEach((n, i) => expect(n).toBeGreaterThanOrEqual(registriPrima[i]!))
})

test('an expired token is refreshed and the call made again, as the app does', async () => {
  testServer.use(
    http.get(
      `${fakeUrl}/api/istruttore/`,
      () => HttpResponse.json({ code: 401, message: 'Expired Token' }, { status: 401 }),
      { once: true },
    ),
  )
  const report = await verifyContract({
    baseUrl: fakeUrl,
    username: ISTRUTTORE,
    password: DEMO_PASSWORD,
  })
  expect(report.renewals).toBe(1)
  expect(byOperation(report, 'istruttore_list')).toMatchObject([{ outcome: 'ok', status: 200 }])
  expect(conforms(report.summary)).toBe(true)
})
