/**
 * Contract conformance of a live backend: calls it as the app does and checks every
 * answer against openapi/openapi.yaml (through mocks/contract.gen.json, the fake backend's view of
 * it, and the same Ajv set-up). Read-only by default: login, refresh, every GET it can call (lists
 * with small pages, `{id}` calls with an id taken from a list answer) and the logout of its own
 * session. With `write`, create/update/delete workflows run on rows they create, and every row
 * created is removed at the end of its workflow, whatever happened in between.
 */
import { contract, operations, operationsById, type Operation } from '../../mocks/lib/contract'
import { messageOf, send, type Answer } from './http'
import { judge, type Outcome, type Verdict } from './judge'
import { describe as describeValue, schemaProblems, type Problem } from './schema-check'
import { StopWorkflow, WORKFLOWS, type WorkflowContext } from './workflows'

export type { Outcome, Problem }

export interface VerifyOptions {
  baseUrl: string
  username: string
  password: string
  /** Also run the create/update/delete workflows. */
  write?: boolean
  /** Rows asked of each list (default 3). */
  pageSize?: number
  /** Called with every result as it comes (progress). */
  onResult?: (result: CallResult) => void
  /** Stops the run; the rows created so far are still removed. */
  signal?: AbortSignal
}

export interface CallResult {
  operationId: string
  method: string
  /** The contract's path template. */
  path: string
  url?: string
  phase: 'read' | 'write'
  workflow?: string
  outcome: Outcome
  expectedStatus: number
  status?: number
  ms?: number
  problems: Problem[]
  note?: string
}

export interface Summary {
  /** Operations in the contract. */
  operations: number
  /** Operations called and judged (ok, drift, status or missing). */
  checked: number
  ok: number
  drift: number
  status: number
  missing: number
  denied: number
  skipped: number
  calls: number
  /** Rows created by --write that could not be removed. */
  leftBehind: number
}

export interface Report {
  baseUrl: string
  contractVersion: string
  user: string
  roles: string[]
  write: boolean
  startedAt: string
  finishedAt: string
  results: CallResult[]
  /** One verdict per operation: its worst call. */
  operations: Record<string, Outcome>
  /** Times a call answered 401 "Expired Token" and the run refreshed its token, as the app does. */
  renewals: number
  leftBehind: string[]
  summary: Summary
}

/** Messages of a 401 that mean "the access token expired" (src/api/base-query.ts). */
const EXPIRED = new Set(['Expired Token', 'Expired JWT Token'])

/** Path parameters whose value is the id of a row of another module. */
const PARAM_MODULE: Readonly<Record<string, string>> = {
  clienteId: 'cliente',
  schedaId: 'scheda',
  schedaGruppoId: 'schedagruppo',
}
/** Modules whose `{id}` is the id of another module's row. */
const ID_MODULE: Readonly<Record<string, string>> = { massimale: 'cliente' }
/** Path parameters with a fixed value: the help section the clients' page opens. */
const FIXED_PARAMS: Readonly<Record<string, string>> = { sectionName: 'clienti' }
/** Operations no run makes, and why. */
const NEVER_RUN: Readonly<Record<string, string>> = {
  auth_resetPassword: 'never run: it needs the token of a password-reset email',
  utente_resetPasswordDaAdmin: "never run: it would change another user's password",
  tenant_disattiva: 'never run: it would change a tenant',
  tenant_attiva: 'never run: it would change a tenant',
  tenant_modificaDataScadenza: 'never run: it would change a tenant',
  attrezzo_create: 'never run: the contract has no call to remove an attrezzo',
  cliente_uploadPicture: 'never run: uploads (multipart) are not covered',
  istruttore_uploadPicture: 'never run: uploads (multipart) are not covered',
  esercizioFile_upload: 'never run: uploads (multipart) are not covered',
}

/** GET calls a read-only run must not make. */
const READ_ONLY_SKIPS: Readonly<Record<string, string>> = {
  auth_requireResetPassword: 'it would send a password-reset email',
}

export const moduleOf = (op: Operation): string => op.operationId.split('_')[0] ?? ''

/** Claims the app reads from the access token (src/api/session-user.ts). */
function claimProblems(token: unknown): { claims: Record<string, unknown>; problems: Problem[] } {
  const problem = (field: string, expected: string, value: unknown): Problem => ({
    pointer: '/token',
    field,
    expected,
    got: describeValue(value),
  })
  const payload = typeof token === 'string' ? token.split('.')[1] : undefined
  let claims: Record<string, unknown> = {}
  try {
    if (!payload) throw new Error('no payload')
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >
  } catch {
    return { claims, problems: [problem('token', 'a JWT (header.payload.signature)', token)] }
  }
  const problems: Problem[] = []
  const claim = (
    name: string,
    ok: (value: unknown) => boolean,
    expected: string,
    required = true,
  ) => {
    const value = claims[name]
    if (value === undefined && !required) return
    if (!ok(value)) problems.push(problem(`claim ${name}`, expected, value))
  }
  // Without these three the app takes the token as invalid and logs out (session-user.ts).
  claim('nome', (v) => typeof v === 'string', 'string')
  claim('cognome', (v) => typeof v === 'string', 'string')
  claim('roles', (v) => Array.isArray(v), 'array of roles')
  if (Array.isArray(claims.roles)) {
    claims.roles.forEach((role, index) => {
      for (const found of schemaProblems('/components/schemas/Role', role)) {
        problems.push(problem(`claim roles[${index}]`, found.expected, role))
      }
    })
  }
  claim('sub', (v) => typeof v === 'string' && v.length > 0, 'the email (string)', false)
  claim('id', (v) => Number.isFinite(Number(v)), 'the user id (number)', false)
  claim('exp', (v) => typeof v === 'number', 'seconds since the epoch (number)', false)
  claim('tenantId', (v) => typeof v === 'string' || v === null, 'string', false)
  claim('dataScadenza', (v) => typeof v === 'string' || v === null, 'date or null', false)
  claim('showWelcomeMessage', (v) => typeof v === 'boolean', 'boolean', false)
  if (claims.preferenze !== undefined) {
    for (const found of schemaProblems('/components/schemas/Preferenze', claims.preferenze)) {
      problems.push({ ...found, pointer: '/token', field: `claim preferenze${found.pointer}` })
    }
  }
  return { claims, problems }
}

const fillPath = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  )

class Runner implements WorkflowContext {
  readonly results: CallResult[] = []
  readonly rowsByModule = new Map<string, Record<string, unknown>>()
  readonly leftBehind: string[] = []
  claims: Record<string, unknown> = {}
  roles: string[] = []
  renewals = 0
  private token: string | undefined
  private refreshToken: string | undefined
  private cleanups: Array<{ module: string; path: string }> = []
  private workflow: string | undefined
  readonly stamp = Date.now().toString(36)

  constructor(private readonly options: VerifyOptions) {}

  op(operationId: string): Operation {
    const op = operationsById.get(operationId)
    if (!op) throw new Error(`contract:verify: ${operationId} is not in the contract`)
    return op
  }

  row(module: string): Record<string, unknown> | undefined {
    return this.rowsByModule.get(module)
  }

  private record(result: CallResult): void {
    this.results.push(result)
    this.options.onResult?.(result)
  }

  skipOps(operationIds: readonly string[], note: string): void {
    for (const operationId of operationIds) this.skip(this.op(operationId), note)
  }

  skip(op: Operation, note: string): void {
    this.record({
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      phase: this.workflow ? 'write' : 'read',
      workflow: this.workflow,
      outcome: 'skipped',
      expectedStatus: op.successStatus,
      problems: [],
      note,
    })
  }

  private async sendOp(
    op: Operation,
    path: string,
    query: Record<string, string | number> | undefined,
    json: Record<string, unknown> | undefined,
  ): Promise<Answer> {
    const request = {
      method: op.method.toUpperCase(),
      path,
      query,
      json,
      token: op.secured ? this.token : undefined,
    }
    let answer = await send(this.options.baseUrl, request)
    if (op.secured && answer.status === 401 && EXPIRED.has(messageOf(answer.body) ?? '')) {
      if (await this.renew())
        answer = await send(this.options.baseUrl, { ...request, token: this.token })
    }
    return answer
  }

  /** A new token pair from the refresh token (not itself reported: the app does it silently). */
  private async renew(): Promise<boolean> {
    if (!this.refreshToken) return false
    const answer = await send(this.options.baseUrl, {
      method: 'POST',
      path: this.op('auth_refreshToken').path,
      json: { refresh_token: this.refreshToken },
    })
    const pair = answer.body as { token?: unknown; refresh_token?: unknown } | undefined
    if (answer.status !== 200 || typeof pair?.token !== 'string') return false
    this.renewals += 1
    this.token = pair.token
    if (typeof pair.refresh_token === 'string') this.refreshToken = pair.refresh_token
    return true
  }

  /** Calls an operation, judges and records the answer. */
  async call(
    operationId: string,
    input: {
      path?: Record<string, string | number>
      query?: Record<string, string | number>
      json?: Record<string, unknown>
    } = {},
  ): Promise<{ verdict: Verdict; answer: Answer }> {
    if (this.options.signal?.aborted) throw new StopWorkflow('interrupted')
    const op = this.op(operationId)
    const answer = await this.sendOp(
      op,
      fillPath(op.path, input.path ?? {}),
      input.query,
      input.json,
    )
    const verdict = judge(op, answer, this.roles)
    this.record({
      operationId,
      method: op.method.toUpperCase(),
      path: op.path,
      url: answer.url,
      phase: this.workflow ? 'write' : 'read',
      workflow: this.workflow,
      outcome: verdict.outcome,
      expectedStatus: op.successStatus,
      status: verdict.status,
      ms: answer.ms,
      problems: verdict.problems,
      note: verdict.note,
    })
    return { verdict, answer }
  }

  /** A workflow step: the answer's body when the call is ok, else the workflow stops. */
  async step(
    operationId: string,
    input: { path?: Record<string, string | number>; json?: Record<string, unknown> } = {},
  ): Promise<Record<string, unknown>> {
    const { verdict, answer } = await this.call(operationId, input)
    if (verdict.outcome !== 'ok') throw new StopWorkflow(`stopped at ${operationId}`)
    return (answer.body ?? {}) as Record<string, unknown>
  }

  async create(module: string, json: Record<string, unknown>): Promise<number> {
    const body = await this.step(`${module}_create`, { json })
    const id = body.id
    if (typeof id !== 'number') throw new StopWorkflow(`${module}_create answered no id`)
    this.adopt(module, id)
    return id
  }

  adopt(module: string, id: number): void {
    this.cleanups.push({ module, path: fillPath(this.op(`${module}_remove`).path, { id }) })
  }

  forget(module: string, id: number): void {
    const path = fillPath(this.op(`${module}_remove`).path, { id })
    this.cleanups = this.cleanups.filter((entry) => entry.path !== path)
  }

  has(operationId: string): boolean {
    return operationsById.has(operationId)
  }

  async remove(module: string, id: number): Promise<void> {
    await this.step(`${module}_remove`, { path: { id } })
    this.forget(module, id)
  }

  /** Removes what the current workflow created and did not remove itself (newest first). */
  private async cleanUp(): Promise<void> {
    const pending = this.cleanups.reverse()
    this.cleanups = []
    for (const { module, path } of pending) {
      const answer = await this.sendOp(this.op(`${module}_remove`), path, undefined, undefined)
      // 404: already gone (removed with its parent).
      const gone = answer.status !== undefined && (answer.status < 300 || answer.status === 404)
      if (!gone) {
        this.leftBehind.push(`DELETE ${path}: ${answer.status ?? answer.error ?? 'no answer'}`)
      }
    }
  }

  async login(): Promise<boolean> {
    const { verdict, answer } = await this.call('auth_login', {
      json: { username: this.options.username, password: this.options.password },
    })
    if (verdict.outcome !== 'ok') return false
    const pair = answer.body as { token: string; refresh_token: string }
    this.token = pair.token
    this.refreshToken = pair.refresh_token
    const { claims, problems } = claimProblems(pair.token)
    this.claims = claims
    this.roles = Array.isArray(claims.roles) ? claims.roles.map(String) : []
    if (problems.length > 0) {
      const result = this.results[this.results.length - 1]
      if (result) {
        result.outcome = 'drift'
        result.problems = problems
        result.note = 'the app cannot read the token'
      }
    }
    return true
  }

  async refresh(): Promise<void> {
    const { verdict, answer } = await this.call('auth_refreshToken', {
      json: { refresh_token: this.refreshToken },
    })
    if (verdict.outcome !== 'ok') return
    const pair = answer.body as { token: string; refresh_token: string }
    this.token = pair.token
    this.refreshToken = pair.refresh_token
  }

  async logout(): Promise<void> {
    await this.call('auth_invalidateToken', { json: { refresh_token: this.refreshToken } })
  }

  /** Path parameters of a GET from earlier answers, or why there are none. */
  private pathParams(op: Operation): Record<string, string | number> | string {
    const out: Record<string, string | number> = {}
    for (const param of op.params) {
      if (param.in !== 'path') continue
      const fixed = FIXED_PARAMS[param.name]
      if (fixed !== undefined) {
        out[param.name] = fixed
        continue
      }
      const module =
        PARAM_MODULE[param.name] ??
        (param.name === 'id' ? (ID_MODULE[moduleOf(op)] ?? moduleOf(op)) : undefined)
      if (!module) return `no value for {${param.name}}`
      const id = this.row(module)?.id
      if (typeof id !== 'number' && typeof id !== 'string') {
        return `no id: no ${module} row in a list answer`
      }
      out[param.name] = id
    }
    return out
  }

  private listQuery(op: Operation): Record<string, string | number> | string {
    const query: Record<string, string | number> = {}
    for (const param of op.params) {
      if (param.in !== 'query') continue
      if (param.name === 'firstRecord') query.firstRecord = 0
      else if (param.name === 'pageSize') query.pageSize = this.options.pageSize ?? 3
      else if (param.required) return `no value for the query parameter ${param.name}`
    }
    return query
  }

  async readAll(): Promise<void> {
    const gets = operations.filter((op) => op.method === 'get')
    const ordered = [
      ...gets.filter((op) => !op.params.some((p) => p.in === 'path')),
      ...gets.filter((op) => op.params.some((p) => p.in === 'path')),
    ]
    for (const op of ordered) {
      if (this.options.signal?.aborted) return
      const reason = READ_ONLY_SKIPS[op.operationId]
      if (reason) {
        this.skip(op, reason)
        continue
      }
      const path = this.pathParams(op)
      const query = this.listQuery(op)
      if (typeof path === 'string' || typeof query === 'string') {
        this.skip(op, typeof path === 'string' ? path : (query as string))
        continue
      }
      const { verdict, answer } = await this.call(op.operationId, { path, query })
      const data = (answer.body as { data?: unknown } | undefined)?.data
      const module = moduleOf(op)
      if (verdict.status === 200 && Array.isArray(data) && !this.rowsByModule.has(module)) {
        const first = data.find((row) => row && typeof row === 'object' && 'id' in row)
        if (first) this.rowsByModule.set(module, first as Record<string, unknown>)
      }
    }
    // A POST that only reads: the equipment of some exercises.
    const esercizio = this.row('esercizio')?.id
    if (typeof esercizio === 'number') {
      await this.call('attrezzo_filterByIdEsercizi', { json: { idEsercizi: [esercizio] } })
    } else {
      this.skip(this.op('attrezzo_filterByIdEsercizi'), 'no id: no esercizio row in a list answer')
    }
  }

  async writeAll(): Promise<void> {
    for (const workflow of WORKFLOWS) {
      if (this.options.signal?.aborted) return
      this.workflow = workflow.name
      const start = this.results.length
      try {
        await workflow.run(this)
      } catch (error) {
        if (!(error instanceof StopWorkflow)) throw error
        const called = new Set(this.results.slice(start).map((result) => result.operationId))
        for (const opId of workflow.ops) {
          if (!called.has(opId) && this.has(opId)) {
            this.skip(this.op(opId), `workflow ${error.message}`)
          }
        }
      } finally {
        await this.cleanUp()
        this.workflow = undefined
      }
    }
  }

  /** Every operation not called at all, with the reason. */
  notRun(): void {
    const called = new Set(this.results.map((result) => result.operationId))
    for (const op of operations) {
      if (called.has(op.operationId)) continue
      this.skip(
        op,
        NEVER_RUN[op.operationId] ??
          (this.options.write
            ? 'no workflow of --write covers it'
            : 'a write: not run without --write'),
      )
    }
  }
}

/** Worst first: one call of these makes the operation's verdict. */
const SEVERITY: readonly Outcome[] = ['drift', 'status', 'missing', 'ok', 'denied', 'skipped']

function verdicts(results: readonly CallResult[]): Record<string, Outcome> {
  const out: Record<string, Outcome> = {}
  for (const result of results) {
    const current = out[result.operationId]
    if (!current || SEVERITY.indexOf(result.outcome) < SEVERITY.indexOf(current)) {
      out[result.operationId] = result.outcome
    }
  }
  return out
}

function summarize(report: Omit<Report, 'summary'>): Summary {
  const values = Object.values(report.operations)
  const count = (outcome: Outcome) => values.filter((value) => value === outcome).length
  const summary = {
    operations: operations.length,
    ok: count('ok'),
    drift: count('drift'),
    status: count('status'),
    missing: count('missing'),
    denied: count('denied'),
    skipped: count('skipped'),
    calls: report.results.filter((result) => result.outcome !== 'skipped').length,
    leftBehind: report.leftBehind.length,
  }
  return { ...summary, checked: summary.ok + summary.drift + summary.status + summary.missing }
}

/** Whether the backend keeps the contract: no drift, no unexpected status, nothing missing. */
export const conforms = (summary: Summary): boolean =>
  summary.drift + summary.status + summary.missing + summary.leftBehind === 0

export async function verifyContract(options: VerifyOptions): Promise<Report> {
  const startedAt = new Date().toISOString()
  const runner = new Runner(options)
  try {
    if (await runner.login()) {
      await runner.refresh()
      await runner.readAll()
      if (options.write) await runner.writeAll()
      await runner.logout()
    } else {
      for (const op of operations) {
        if (op.operationId !== 'auth_login') runner.skip(op, 'no session: the login failed')
      }
    }
  } catch (error) {
    if (!(error instanceof StopWorkflow)) throw error
  }
  runner.notRun()
  const partial = {
    baseUrl: options.baseUrl,
    contractVersion: String((contract as { info?: { version?: string } }).info?.version ?? ''),
    user: options.username,
    roles: runner.roles,
    write: options.write === true,
    startedAt,
    finishedAt: new Date().toISOString(),
    results: runner.results,
    operations: verdicts(runner.results),
    renewals: runner.renewals,
    leftBehind: runner.leftBehind,
  }
  return { ...partial, summary: summarize(partial) }
}
