/**
 * Contract-fuzzer-style probe of the fake HTTP server: starts
 * `mocks/http-server.ts` as a child process on PROBE_PORT (default 8821) and sends, for every
 * operation of the contract, requests a real backend must refuse (no token, a password-reset
 * token, the wrong role, bodies of the wrong shape, type, size or content type, values over the
 * contract's limits, undecodable paths, numbers that are not decimal, a wrong method, HEAD) next to
 * a valid-looking one, then raw bytes no HTTP client sends, then the scenarios of the issues
 * (sessions, roles, password rules, wrong logins slowed, the longest URL the contract allows,
 * "Tutti" while others work). Prints the figures:
 *   requests tried, 5xx answers, crashes (the server stopped answering), bad input accepted (a 2xx
 *   to a request that had to be refused), answers whose status the contract does not document
 *   for the operation (or a 405 without Allow), and the timings of "Tutti".
 * Exit code 1 when any of 5xx, crashes, bad input accepted or undocumented answers is not 0.
 *
 *   npm run probe:mock            (PROBE_PORT=8821)
 */
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { ROLE_ADMIN, ROLE_ISTRUTTORE } from './lib/auth'
import { operations, resolvePointer, route, type JsonSchema, type Operation } from './lib/contract'
import { requiredRoles } from './lib/dispatch'

const PORT = Number(process.env.PROBE_PORT ?? 8821)
const ORIGIN = `http://127.0.0.1:${PORT}`
const REVISION = 'v1.0.27'
const PASSWORD = 'Demo2026!'
/** The grace window of the server the probe starts (seconds): short, to replay after it. */
const REFRESH_GRACE = 1

interface Figures {
  tried: number
  serverErrors: string[]
  crashes: string[]
  badInputAccepted: string[]
  /** An answer of a contract operation with a status the operation does not document. */
  undocumented: string[]
  timings: Record<string, number>
}
const figures: Figures = {
  tried: 0,
  serverErrors: [],
  crashes: [],
  badInputAccepted: [],
  undocumented: [],
  timings: {},
}

interface Answer {
  status: number
  body: unknown
  headers: Headers
}

/** The status must be one the operation documents; a 405 must say what is allowed. */
function checkDocumented(method: string, path: string, response: Response): void {
  const pathname = path.split('?')[0] ?? path
  let found: ReturnType<typeof route>
  try {
    found = route(method, pathname)
  } catch {
    return // an undecodable path: the server's 400, before any operation
  }
  if (found.kind === 'method-not-allowed') {
    if (response.status !== 405 || !response.headers.get('Allow')) {
      figures.undocumented.push(`${method} ${pathname} -> ${response.status} (405 with Allow)`)
    }
    return
  }
  if (found.kind !== 'match') return
  const { op } = found.match
  // Before any operation: the whole request is too long (431, documented in the contract's
  // description with the limits of every request).
  if (response.status === 431) return
  if (!op.responses.some((r) => r.status === response.status)) {
    figures.undocumented.push(`${op.operationId}: ${response.status}`)
  }
}

async function send(
  method: string,
  path: string,
  init: { token?: string; body?: BodyInit; type?: string } = {},
): Promise<Answer> {
  figures.tried += 1
  const headers: Record<string, string> = {}
  if (init.token) headers.Authorization = `Bearer ${init.token}`
  if (init.type) headers['Content-Type'] = init.type
  try {
    const response = await fetch(`${ORIGIN}${path}`, { method, headers, body: init.body })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON (PDF, CSV)
    }
    if (response.status >= 500) figures.serverErrors.push(`${method} ${path} -> ${response.status}`)
    checkDocumented(method, path, response)
    return { status: response.status, body, headers: response.headers }
  } catch (error) {
    figures.crashes.push(`${method} ${path}: ${String(error)}`)
    return { status: 0, body: null, headers: new Headers() }
  }
}

const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' })

/** A request that had to be refused: a 2xx is bad input accepted. */
async function mustRefuse(
  what: string,
  method: string,
  path: string,
  init: Parameters<typeof send>[2] = {},
): Promise<Answer> {
  const answer = await send(method, path, init)
  if (answer.status >= 200 && answer.status < 300) figures.badInputAccepted.push(what)
  return answer
}

async function login(email: string, password = PASSWORD) {
  const answer = await send('POST', '/api/login_check', {
    ...json({ username: email, password, frontendRevisionNumber: REVISION }),
  })
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status}`)
  return answer.body as { token: string; refresh_token: string }
}

// --- schema helpers -----------------------------------------------------------------------

function resolve(schema: unknown): JsonSchema {
  let node = (schema ?? {}) as JsonSchema
  for (let guard = 0; guard < 10 && typeof node.$ref === 'string'; guard += 1) {
    node = resolvePointer((node.$ref as string).slice(1)) as JsonSchema
  }
  return node
}

/** The properties of an object schema, allOf merged. */
function propertiesOf(schema: unknown): Record<string, JsonSchema> {
  const node = resolve(schema)
  const out: Record<string, JsonSchema> = { ...((node.properties as object) ?? {}) }
  for (const part of (node.allOf as unknown[] | undefined) ?? [])
    Object.assign(out, propertiesOf(part))
  return out
}

function requiredOf(schema: unknown): string[] {
  const node = resolve(schema)
  return [
    ...((node.required as string[] | undefined) ?? []),
    ...((node.allOf as unknown[] | undefined) ?? []).flatMap(requiredOf),
  ]
}

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [String(schema.type)] : []

/** A value the schema takes (first enum, minimal string, first branch...). */
function sample(schema: unknown, depth = 0): unknown {
  const node = resolve(schema)
  if (depth > 6) return null
  if (node.oneOf) return sample((node.oneOf as unknown[])[0], depth + 1)
  if (node.allOf)
    return Object.assign({}, ...(node.allOf as unknown[]).map((p) => sample(p, depth + 1)))
  if (node.enum) return (node.enum as unknown[])[0]
  const types = typesOf(node)
  if (types.includes('object') || node.properties) {
    const props = propertiesOf(node)
    return Object.fromEntries(
      requiredOf(node).map((name) => [name, sample(props[name], depth + 1)]),
    )
  }
  if (types.includes('array')) return []
  if (types.includes('integer') || types.includes('number'))
    return Math.max(1, Number(node.minimum ?? 1))
  if (types.includes('boolean')) return true
  if (node.format === 'date') return '2027-06-30'
  if (node.format === 'email') return 'probe@example.it'
  if (typeof node.pattern === 'string' && node.pattern.includes(':')) return '09:00'
  return 'x'.repeat(Math.max(1, Number(node.minLength ?? 1)))
}

/** Values the field's schema must refuse. */
function invalidValues(schema: JsonSchema): unknown[] {
  const node = resolve(schema)
  if (node.oneOf || node.allOf) return [12345, 'x'.repeat(70_000)]
  const types = typesOf(node)
  const out: unknown[] = []
  if (types.includes('string')) {
    out.push(12345, ['a'])
    if (typeof node.maxLength === 'number') out.push('y'.repeat(node.maxLength + 1))
    if (node.enum) out.push('non-in-elenco')
  }
  if (types.includes('integer') || types.includes('number')) {
    out.push('12', 1.5e300 * 10, { a: 1 })
    if (typeof node.minimum === 'number') out.push(node.minimum - 1)
    if (typeof node.maximum === 'number') out.push(node.maximum + 1)
  }
  if (types.includes('boolean')) out.push('true', 1)
  if (types.includes('array')) {
    out.push('lista', { a: 1 })
    if (typeof node.maxItems === 'number') {
      out.push(Array.from({ length: node.maxItems + 1 }, () => sample(node.items)))
    }
  }
  if (types.includes('object') && !types.includes('null')) out.push('oggetto', [])
  return out.filter((value) => !(Array.isArray(value) && value.length === 0))
}

// --- the probe ----------------------------------------------------------------------------

type Who = 'istruttore' | 'admin'
const EMAIL: Record<Who, string> = {
  istruttore: 'istruttore@fitlab.it',
  admin: 'admin@fitlab.it',
}
const ROLE: Record<Who, string> = { istruttore: ROLE_ISTRUTTORE, admin: ROLE_ADMIN }
const tokens = {} as Record<Who, string>

function whoFor(op: Operation): Who {
  const roles = requiredRoles(op)
  if (roles.includes(ROLE_ISTRUTTORE)) return 'istruttore'
  return 'admin'
}

function pathOf(op: Operation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (values[name] !== undefined) return values[name] as string
    const param = op.params.find((p) => p.name === name)
    return encodeURIComponent(String(sample(param?.schema ?? { type: 'integer' })))
  })
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']

async function probeOperation(op: Operation): Promise<void> {
  const method = op.method.toUpperCase()
  const who = whoFor(op)
  const token = op.secured ? tokens[who] : undefined
  const path = pathOf(op)
  const label = `${op.operationId}`

  // The path with the methods it lacks: 405 with Allow; HEAD: as GET where GET is, else 405.
  const onPath = operations.filter((other) => other.path === op.path)
  if (onPath[0] === op) {
    for (const other of METHODS) {
      if (onPath.some((o) => o.method.toUpperCase() === other)) continue
      const answer = await mustRefuse(`${label}: ${other} on its path`, other, path, { token })
      if (answer.status !== 405) figures.undocumented.push(`${other} ${path} -> ${answer.status}`)
    }
    await send('HEAD', path, { token })
  }

  if (op.secured) {
    await mustRefuse(`${label}: no token`, method, path)
    await mustRefuse(`${label}: garbage token`, method, path, { token: 'a.b.c' })
    // A token of a role the operation does not take.
    const roles = requiredRoles(op)
    for (const other of ['istruttore', 'admin'] as Who[]) {
      if (!roles.includes(ROLE[other])) {
        await mustRefuse(`${label}: role ${other}`, method, path, {
          token: tokens[other],
          ...(op.body && !op.body.contentType.startsWith('multipart/')
            ? json({
                ...(sample(resolvePointer(op.body.schemaPointer)) as object),
                frontendRevisionNumber: REVISION,
              })
            : {}),
        })
      }
    }
  }

  // Path parameters that are no value: undecodable, hex, negative, huge.
  for (const param of op.params.filter((p) => p.in === 'path')) {
    for (const bad of ['%E0%A4%A', '%', '0x10', '-1', '9'.repeat(400)]) {
      const schema = resolve(param.schema)
      // Strings may legitimately hold "-1" or "0x10" (a reset token, a help section name).
      if (
        typesOf(schema).includes('string') &&
        !['%E0%A4%A', '%'].includes(bad) &&
        bad.length < 300
      )
        continue
      await mustRefuse(
        `${label}: path ${param.name}=${bad}`,
        method,
        pathOf(op, { [param.name]: bad }),
        { token },
      )
    }
  }

  // Query parameters: numbers that are not decimal digits, unbounded text, broken JSON.
  for (const param of op.params.filter((p) => p.in === 'query')) {
    const schema = resolve(param.schema)
    const bads = typesOf(schema).includes('integer')
      ? ['0x10', '1e1', ' 16', 'abc']
      : typesOf(schema).includes('boolean')
        ? ['forse']
        : param.name === 'filters'
          ? ['{rotto', '[1,2]', 'x'.repeat(3000)]
          : typesOf(schema).includes('string')
            ? ['x'.repeat(Number(schema.maxLength ?? 5000) + 1)]
            : []
    for (const bad of bads) {
      await mustRefuse(
        `${label}: query ${param.name}=${bad.slice(0, 20)}`,
        method,
        `${path}?${param.name}=${encodeURIComponent(bad)}`,
        { token },
      )
    }
  }

  if (!op.body) return
  if (op.body.contentType.startsWith('multipart/')) {
    await mustRefuse(`${label}: JSON to a multipart operation`, method, path, {
      token,
      ...json({ id: 1 }),
    })
    const form = new FormData()
    form.append(
      'profilePicture',
      new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' }),
      'a.svg',
    )
    form.append('id', '0x1')
    form.append('frontendRevisionNumber', REVISION)
    await mustRefuse(`${label}: SVG and a hex id`, method, path, { token, body: form })
    return
  }
  const schema = resolvePointer(op.body.schemaPointer)
  const base = { ...(sample(schema) as object), frontendRevisionNumber: REVISION }
  await send(method, path, { token, ...json(base) })
  await mustRefuse(`${label}: text/plain`, method, path, {
    token,
    body: JSON.stringify(base),
    type: 'text/plain',
  })
  await mustRefuse(`${label}: malformed JSON`, method, path, {
    token,
    body: '{"a":',
    type: 'application/json',
  })
  await mustRefuse(`${label}: array body`, method, path, { token, ...json([base]) })
  await mustRefuse(`${label}: over 1 MiB`, method, path, {
    token,
    ...json({ ...base, zavorra: 'z'.repeat(1_100_000) }),
  })
  for (const [name, propSchema] of Object.entries(propertiesOf(schema))) {
    if (name === 'frontendRevisionNumber') continue
    for (const bad of invalidValues(propSchema)) {
      await mustRefuse(`${label}: ${name}=${JSON.stringify(bad).slice(0, 30)}`, method, path, {
        token,
        ...json({ ...base, [name]: bad }),
      })
    }
  }
}

/** Bytes no HTTP client sends: the server must answer and go on. */
function raw(bytes: string | Buffer): Promise<string> {
  figures.tried += 1
  return new Promise((resolveAnswer) => {
    const socket = connect(PORT, '127.0.0.1')
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    const done = () => resolveAnswer(answer)
    socket.on('close', done)
    socket.on('error', done)
    socket.setTimeout(3000, () => socket.destroy())
    socket.write(bytes)
  })
}

async function probeRawBytes(): Promise<void> {
  const requests: Array<string | Buffer> = [
    'TRACE /api/cliente/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: x\r\n\r\n',
    'TRACK / HTTP/1.1\r\nHost: x\r\n\r\n',
    'PROPFIND /api/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    'ciao\r\n\r\n',
    Buffer.from([0, 255, 1, 254, 13, 10, 13, 10]),
    `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    `GET /api/cliente/ HTTP/1.1\r\nHost: x\r\nX: ${'b'.repeat(20_000)}\r\n\r\n`,
    'GET /api/cliente/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    'POST /api/login_check HTTP/1.1\r\nHost: x\r\nContent-Length: 999999999\r\n\r\n',
    'POST /api/login_check HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
  ]
  for (const bytes of requests) {
    const answer = await raw(bytes)
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)
    if (status >= 500) figures.serverErrors.push(`raw ${String(bytes).slice(0, 30)} -> ${status}`)
    await alive(`after raw ${JSON.stringify(String(bytes).slice(0, 20))}`)
  }
}

async function alive(when: string): Promise<void> {
  try {
    const response = await fetch(`${ORIGIN}/api/login_check`, { method: 'OPTIONS' })
    if (response.status !== 204) figures.crashes.push(`${when}: OPTIONS ${response.status}`)
  } catch (error) {
    figures.crashes.push(`${when}: ${String(error)}`)
  }
}

/** Tokens, sessions and bad input as an attacker would try them, end to end. */
async function probeScenarios(): Promise<void> {
  // A password-reset token is not an access token.
  await send('GET', `/api/auth/require_reset_password/${encodeURIComponent('admin@fitlab.it')}`)
  const access = await login('istruttore@fitlab.it')
  await mustRefuse(
    'access token as a reset token',
    'POST',
    `/api/auth/reset_password/${access.token}`,
    {
      ...json({
        password: 'NuovaPassword1',
        confirm_password: 'NuovaPassword1',
        frontendRevisionNumber: REVISION,
      }),
    },
  )
  // A refresh token replayed after the grace window (MOCK_REFRESH_GRACE) revokes its successor.
  const first = await login('istruttore@fitlab.it')
  const second = await send('POST', '/anagrafiche/userdetail/refreshtoken', {
    ...json({ refresh_token: first.refresh_token, frontendRevisionNumber: REVISION }),
  })
  await new Promise((resolve) => setTimeout(resolve, (REFRESH_GRACE + 0.5) * 1000))
  await mustRefuse('replayed refresh token', 'POST', '/anagrafiche/userdetail/refreshtoken', {
    ...json({ refresh_token: first.refresh_token, frontendRevisionNumber: REVISION }),
  })
  await mustRefuse(
    'successor of a replayed refresh token',
    'POST',
    '/anagrafiche/userdetail/refreshtoken',
    {
      ...json({
        refresh_token: (second.body as { refresh_token: string }).refresh_token,
        frontendRevisionNumber: REVISION,
      }),
    },
  )
  // Preferences of 12 KB.
  await mustRefuse('12 KB of preferences', 'POST', '/api/auth/savepreferenze', {
    token: tokens.istruttore,
    ...json({
      preferenze: { sidebar: 'dinamica', theme: 'dark', showTooltip: 'x'.repeat(12_000) },
      frontendRevisionNumber: REVISION,
    }),
  })
  // 300,000 caratteristiche.
  await mustRefuse('300,000 caratteristiche', 'POST', '/api/cliente/', {
    token: tokens.istruttore,
    ...json({
      nome: 'A',
      cognome: 'B',
      caratteristiche: Array.from({ length: 300_000 }, (_, i) => ({ nome: `c${i}`, valore: 'v' })),
      frontendRevisionNumber: REVISION,
    }),
  })
  // Two clients, one login email.
  await mustRefuse('a client with the email of a user', 'POST', '/api/cliente/', {
    token: tokens.istruttore,
    ...json({
      nome: 'A',
      cognome: 'B',
      utente: { email: 'admin@fitlab.it' },
      frontendRevisionNumber: REVISION,
    }),
  })
  // An instructor deleting the own record (found by the login: the probe renamed rows above).
  const ownLogin = (
    JSON.parse(Buffer.from(tokens.istruttore.split('.')[1] ?? '', 'base64url').toString()) as {
      id?: number
    }
  ).id
  const everyInstructor = await send('GET', `/api/istruttore/?pageSize=${PAGE_SIZE_ALL}`, {
    token: tokens.istruttore,
  })
  const ownId = (
    everyInstructor.body as { data?: Array<{ id: number; utente?: { id?: number } | null }> }
  ).data?.find((row) => row.utente?.id === ownLogin)?.id
  if (ownId === undefined) figures.badInputAccepted.push("the instructor's own record not found")
  else
    await mustRefuse(
      'an instructor deleting the own record',
      'DELETE',
      `/api/istruttore/${ownId}`,
      {
        token: tokens.istruttore,
      },
    )
  // An empty profile picture.
  const empty = new FormData()
  empty.append('profilePicture', new Blob([], { type: 'image/png' }), 'vuota.png')
  empty.append('id', String(ownId ?? 1))
  empty.append('frontendRevisionNumber', REVISION)
  await mustRefuse('an empty profile picture', 'POST', '/api/istruttore/uploadpicture/', {
    token: tokens.istruttore,
    body: empty,
  })
  // An instructor touching a tenant; an administrator writing a client.
  await mustRefuse('an instructor deactivating a tenant', 'POST', '/api/tenant/disattivaTenant', {
    token: tokens.istruttore,
    ...json({ tenantId: 'vitaattiva', frontendRevisionNumber: REVISION }),
  })
  await mustRefuse('an instructor listing the tenants', 'GET', '/api/tenant/', {
    token: tokens.istruttore,
  })
  await mustRefuse('an administrator creating a client', 'POST', '/api/cliente/', {
    token: tokens.admin,
    ...json({ nome: 'A', cognome: 'B', frontendRevisionNumber: REVISION }),
  })
  await mustRefuse(
    'an administrator deactivating the own tenant',
    'POST',
    '/api/tenant/disattivaTenant',
    {
      token: tokens.admin,
      ...json({ tenantId: 'fitlab', frontendRevisionNumber: REVISION }),
    },
  )
  // A deactivated tenant's tokens stop at once.
  await send('POST', '/api/tenant/attivaTenant', {
    token: tokens.admin,
    ...json({
      tenantId: 'vitaattiva',
      dataScadenza: '2030-12-31',
      frontendRevisionNumber: REVISION,
    }),
  })
  const vitaUser = await login('admin@vitaattiva.it')
  await send('POST', '/api/tenant/disattivaTenant', {
    token: tokens.admin,
    ...json({ tenantId: 'vitaattiva', frontendRevisionNumber: REVISION }),
  })
  await mustRefuse("a deactivated tenant's access token", 'GET', '/api/esercizio/', {
    token: vitaUser.token,
  })
  await probeSessionsAndPasswords()
  await probeLongestUrl()
  await probeTutti()
  // Last: it blocks the probe's own address for a while.
  await probeWrongLogins()
}

/** Sessions and passwords: parallel refreshes, the administrator's reset, weak passwords. */
async function probeSessionsAndPasswords(): Promise<void> {
  const session = await login('istruttore@fitlab.it')
  const refreshes = await Promise.all(
    Array.from({ length: 10 }, () =>
      send('POST', '/anagrafiche/userdetail/refreshtoken', {
        ...json({ refresh_token: session.refresh_token, frontendRevisionNumber: REVISION }),
      }),
    ),
  )
  const pairs = new Set(refreshes.map((answer) => JSON.stringify(answer.body)))
  if (refreshes.some((answer) => answer.status !== 200) || pairs.size !== 1) {
    figures.badInputAccepted.push(
      `10 parallel refreshes: statuses ${refreshes.map((a) => a.status).join(',')}, ${pairs.size} pairs`,
    )
  } else {
    const pair = refreshes[0]?.body as { token: string }
    const after = await send('GET', '/api/esercizio/?pageSize=1', { token: pair.token })
    if (after.status !== 200) figures.badInputAccepted.push('the session after 10 refreshes ended')
  }
  const users = await send('GET', '/api/utente/?pageSize=-1', { token: tokens.admin })
  const rows = (users.body as { data?: Array<{ id: number; email: string }> }).data ?? []
  const own = rows.find((row) => row.email === 'admin@fitlab.it')?.id
  const other = rows.find((row) => row.email !== 'admin@fitlab.it')?.id
  const reset = (userId: number | undefined, password: string) =>
    json({
      userId,
      password,
      confirm_password: password,
      isReadUtenteDaAdmin: true,
      frontendRevisionNumber: REVISION,
    })
  await mustRefuse(
    "the administrator's own password reset",
    'POST',
    '/api/utente/resetPasswordDaAdmin',
    {
      token: tokens.admin,
      ...reset(own, 'Ginocchio-Verde-42'),
    },
  )
  for (const weak of ['00000000', '12345678', 'Password2026', 'qwertyuiop', 'juventus!']) {
    await mustRefuse(`a reset to ${weak}`, 'POST', '/api/utente/resetPasswordDaAdmin', {
      token: tokens.admin,
      ...reset(other, weak),
    })
  }
}

/** The longest `filters` the contract allows, in characters that percent-encode long. */
async function probeLongestUrl(): Promise<void> {
  // '€' percent-encodes to 9 characters: about 18 KB of URL, over Node's default 16 KiB.
  const filters = JSON.stringify({ search: '', nome: '€'.repeat(1975) })
  const path = `/api/cliente/?filters=${encodeURIComponent(filters)}`
  const answer = await send('GET', path, { token: tokens.istruttore })
  if (answer.status !== 200) {
    figures.badInputAccepted.push(
      `a URL of ${path.length} characters the contract allows answered ${answer.status}`,
    )
  }
  figures.timings.longestUrlCharacters = path.length
}

/**
 * "Tutti" of the sheets and of their groups, each timed alone, then two of them while the other
 * calls of a working instructor go on: how long the longest of those waited.
 */
async function probeTutti(): Promise<void> {
  const token = tokens.istruttore
  const timed = async (path: string): Promise<number> => {
    const start = performance.now()
    await send('GET', path, { token })
    return performance.now() - start
  }
  const paths = {
    schedaTuttiMs: `/api/scheda/?pageSize=${PAGE_SIZE_ALL}`,
    schedagruppoTuttiMs: `/api/schedagruppo/?pageSize=${PAGE_SIZE_ALL}`,
  }
  for (const [name, path] of Object.entries(paths)) {
    await timed(path) // warm-up
    const runs = [await timed(path), await timed(path), await timed(path)].sort((a, b) => a - b)
    figures.timings[name] = Math.round(runs[1] ?? 0)
  }
  let busy = true
  const tutti = Promise.all(Object.values(paths).map(timed)).finally(() => (busy = false))
  let longest = 0
  while (busy) longest = Math.max(longest, await timed('/api/cliente/?pageSize=10'))
  await tutti
  figures.timings.longestOtherCallDuringTuttiMs = Math.round(longest)
}

/** Wrong logins are slowed per account: a 429 with Retry-After, the right password refused too. */
async function probeWrongLogins(): Promise<void> {
  const attempt = (password: string) =>
    send('POST', '/api/login_check', {
      ...json({ username: 'istruttore@fitlab.it', password, frontendRevisionNumber: REVISION }),
    })
  for (let i = 0; i < 5; i += 1) await attempt('sbagliata')
  const slowed = await mustRefuse(
    'the right password after 5 wrong ones',
    'POST',
    '/api/login_check',
    {
      ...json({
        username: 'istruttore@fitlab.it',
        password: PASSWORD,
        frontendRevisionNumber: REVISION,
      }),
    },
  )
  if (slowed.status !== 429 || !slowed.headers.get('Retry-After')) {
    figures.badInputAccepted.push(`wrong logins not slowed: ${slowed.status}`)
  }
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      await fetch(`${ORIGIN}/api/login_check`, { method: 'OPTIONS' })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  throw new Error(`the fake server did not answer on ${ORIGIN}`)
}

async function main(): Promise<void> {
  const child = spawn('npx', ['tsx', 'mocks/http-server.ts'], {
    env: { ...process.env, MOCK_PORT: String(PORT), MOCK_REFRESH_GRACE: String(REFRESH_GRACE) },
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
  })
  let exited = false
  child.on('exit', () => (exited = true))
  try {
    await waitForServer()
    for (const who of Object.keys(EMAIL) as Who[]) tokens[who] = (await login(EMAIL[who])).token
    for (const op of operations) {
      await probeOperation(op)
      if (exited) figures.crashes.push(`server exited during ${op.operationId}`)
    }
    await probeRawBytes()
    await probeScenarios()
    await alive('at the end')
    if (exited) figures.crashes.push('server exited')
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  }
  console.log(
    JSON.stringify(
      {
        requestsTried: figures.tried,
        serverErrors5xx: figures.serverErrors.length,
        crashes: figures.crashes.length,
        badInputAccepted: figures.badInputAccepted.length,
        undocumentedAnswers: figures.undocumented.length,
        timings: figures.timings,
        details: {
          serverErrors: figures.serverErrors.slice(0, 20),
          crashes: figures.crashes.slice(0, 20),
          badInputAccepted: figures.badInputAccepted.slice(0, 50),
          undocumentedAnswers: [...new Set(figures.undocumented)].slice(0, 80),
        },
      },
      null,
      2,
    ),
  )
  const failed =
    figures.serverErrors.length +
      figures.crashes.length +
      figures.badInputAccepted.length +
      figures.undocumented.length >
    0
  process.exit(failed ? 1 : 0)
}

void main()
