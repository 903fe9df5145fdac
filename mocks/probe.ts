/**
 * Contract-fuzzer-style probe of the fake HTTP server (issue 11): starts `mocks/http-server.ts` as
 * a child process on PROBE_PORT (default 8821) and sends, for every operation of the contract,
 * requests a real backend must refuse (no token, a password-reset token, the wrong role, bodies of
 * the wrong shape, type, size or content type, values over the contract's limits, undecodable
 * paths, numbers that are not decimal) next to a valid-looking one, then raw bytes no HTTP client
 * sends, then the scenarios of the issue. Prints the figures:
 *   requests tried, 5xx answers, crashes (the server stopped answering), bad input accepted (a 2xx
 *   to a request that had to be refused).
 * Exit code 1 when any of the last three is not 0.
 *
 *   npm run probe:mock            (PROBE_PORT=8821)
 */
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { OPERATORE } from './db/database'
import { ROLE_ADMIN, ROLE_ISTRUTTORE, ROLE_OPERATORE } from './lib/auth'
import { operations, resolvePointer, type JsonSchema, type Operation } from './lib/contract'
import { requiredRoles } from './lib/dispatch'

const PORT = Number(process.env.PROBE_PORT ?? 8821)
const ORIGIN = `http://127.0.0.1:${PORT}`
const REVISION = 'v1.0.27'
const PASSWORD = 'Demo2026!'

interface Figures {
  tried: number
  serverErrors: string[]
  crashes: string[]
  badInputAccepted: string[]
}
const figures: Figures = { tried: 0, serverErrors: [], crashes: [], badInputAccepted: [] }

interface Answer {
  status: number
  body: unknown
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
    return { status: response.status, body }
  } catch (error) {
    figures.crashes.push(`${method} ${path}: ${String(error)}`)
    return { status: 0, body: null }
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

type Who = 'istruttore' | 'admin' | 'operatore'
const EMAIL: Record<Who, string> = {
  istruttore: 'istruttore@fitlab.it',
  admin: 'admin@fitlab.it',
  operatore: OPERATORE.email,
}
const tokens = {} as Record<Who, string>

function whoFor(op: Operation): Who {
  const roles = requiredRoles(op)
  if (roles.includes(ROLE_ISTRUTTORE)) return 'istruttore'
  if (roles.includes(ROLE_ADMIN)) return 'admin'
  if (roles.includes(ROLE_OPERATORE)) return 'operatore'
  return 'istruttore'
}

function pathOf(op: Operation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (values[name] !== undefined) return values[name] as string
    const param = op.params.find((p) => p.name === name)
    return encodeURIComponent(String(sample(param?.schema ?? { type: 'integer' })))
  })
}

async function probeOperation(op: Operation): Promise<void> {
  const method = op.method.toUpperCase()
  const who = whoFor(op)
  const token = op.secured ? tokens[who] : undefined
  const path = pathOf(op)
  const label = `${op.operationId}`

  if (op.secured) {
    await mustRefuse(`${label}: no token`, method, path)
    await mustRefuse(`${label}: garbage token`, method, path, { token: 'a.b.c' })
    // A token of a role the operation does not take.
    const roles = requiredRoles(op)
    for (const other of ['istruttore', 'admin', 'operatore'] as Who[]) {
      const role = { istruttore: ROLE_ISTRUTTORE, admin: ROLE_ADMIN, operatore: ROLE_OPERATORE }[
        other
      ]
      if (!roles.includes(role)) {
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

/** The scenarios of issue 11, end to end. */
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
  // A replayed refresh token revokes its successor.
  const first = await login('istruttore@fitlab.it')
  const second = await send('POST', '/anagrafiche/userdetail/refreshtoken', {
    ...json({ refresh_token: first.refresh_token, frontendRevisionNumber: REVISION }),
  })
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
  // An instructor deleting the own record.
  const own = await send(
    'GET',
    '/api/istruttore/?filters=' + encodeURIComponent('{"search":"Rossi"}'),
    {
      token: tokens.istruttore,
    },
  )
  const ownId = (
    own.body as { data?: Array<{ id: number; utente?: { email?: string } }> }
  ).data?.find((row) => row.utente?.email === 'istruttore@fitlab.it')?.id
  if (ownId)
    await mustRefuse(
      'an instructor deleting the own record',
      'DELETE',
      `/api/istruttore/${ownId}`,
      { token: tokens.istruttore },
    )
  // A tenant's admin deactivating another tenant.
  await mustRefuse(
    "a tenant's admin deactivating another tenant",
    'POST',
    '/api/tenant/disattivaTenant',
    {
      token: tokens.admin,
      ...json({ tenantId: 'vitaattiva', frontendRevisionNumber: REVISION }),
    },
  )
  // A deactivated tenant's tokens stop at once.
  const fitlabUser = await login('istruttore@fitlab.it')
  await send('POST', '/api/tenant/disattivaTenant', {
    token: tokens.operatore,
    ...json({ tenantId: 'fitlab', frontendRevisionNumber: REVISION }),
  })
  await mustRefuse("a deactivated tenant's access token", 'GET', '/api/cliente/', {
    token: fitlabUser.token,
  })
  await send('POST', '/api/tenant/attivaTenant', {
    token: tokens.operatore,
    ...json({ tenantId: 'fitlab', dataScadenza: '2030-12-31', frontendRevisionNumber: REVISION }),
  })
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
    env: { ...process.env, MOCK_PORT: String(PORT) },
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
        details: {
          serverErrors: figures.serverErrors.slice(0, 20),
          crashes: figures.crashes.slice(0, 20),
          badInputAccepted: figures.badInputAccepted.slice(0, 50),
        },
      },
      null,
      2,
    ),
  )
  const failed =
    figures.serverErrors.length + figures.crashes.length + figures.badInputAccepted.length > 0
  process.exit(failed ? 1 : 0)
}

void main()
