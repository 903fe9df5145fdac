/**
 * Authentication, roles and tenant scope of the fake backend, through the MSW handlers.
 */
import { SignJWT } from 'jose'
import { getDb } from '@mocks/db/store'
import {
  DEFAULT_ACCESS_TOKEN_TTL,
  DEFAULT_REFRESH_GRACE,
  setAccessTokenTtl,
  setRefreshGrace,
  signAccessToken,
} from './lib/auth'
import { ADMIN, ISTRUTTORE, call, login, serveFakeBackend, withRevision } from './lib/testing'

serveFakeBackend()

beforeEach(() => {
  setAccessTokenTtl(DEFAULT_ACCESS_TOKEN_TTL)
})
afterAll(() => setAccessTokenTtl(DEFAULT_ACCESS_TOKEN_TTL))

const decode = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >

describe('login', () => {
  test('a demo user gets a signed JWT with the claims of the spec (docs/SPEC.md)', async () => {
    const { token, refresh_token } = await login(ADMIN)
    expect(refresh_token).toEqual(expect.any(String))
    const claims = decode(token)
    expect(claims).toMatchObject({
      sub: 'admin@fitlab.it',
      id: 1,
      nome: 'Giulia',
      cognome: 'Ferrari',
      roles: ['ROLE_ADMIN'],
      preferenze: { sidebar: 'dinamica', theme: 'dark', showTooltip: 'YES' },
      showWelcomeMessage: true,
      dataScadenza: '2030-12-31',
      tenantId: 'fitlab',
    })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(DEFAULT_ACCESS_TOKEN_TTL)
    expect(
      JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()),
    ).toMatchObject({ alg: 'HS256' })
  })

  test('wrong password or unknown user: 401 Invalid credentials.', async () => {
    for (const [username, password] of [
      [ADMIN, 'sbagliata'],
      ['nessuno@fitlab.it', 'Demo2026!'],
    ]) {
      const result = await call('POST', '/api/login_check', {
        json: withRevision({ username, password }),
      })
      expect(result).toMatchObject({
        status: 401,
        body: { code: 401, message: 'Invalid credentials.' },
      })
    }
  })

  test('a user of a deactivated tenant is told so', async () => {
    const result = await call('POST', '/api/login_check', {
      json: withRevision({ username: 'admin@corpolibero.it', password: 'Demo2026!' }),
    })
    expect(result).toMatchObject({
      status: 401,
      body: { code: 401, message: "Il tenant è disattivato: contattare l'amministratore." },
    })
  })

  test('a user of an expired tenant is told the expiry date', async () => {
    const result = await call('POST', '/api/login_check', {
      json: withRevision({ username: 'admin@vitaattiva.it', password: 'Demo2026!' }),
    })
    expect(result).toMatchObject({
      status: 401,
      body: {
        code: 401,
        message: "Il tenant è scaduto il 30/06/2026: contattare l'amministratore.",
      },
    })
  })
})

describe('bearer token check', () => {
  test('no token: 401 JWT Token not found', async () => {
    const result = await call('GET', '/api/cliente/')
    expect(result).toMatchObject({
      status: 401,
      body: { code: 401, message: 'JWT Token not found' },
    })
  })

  test('garbage token: 401 Invalid JWT Token', async () => {
    const result = await call('GET', '/api/cliente/', { token: 'not-a-jwt' })
    expect(result).toMatchObject({ status: 401, body: { code: 401, message: 'Invalid JWT Token' } })
  })

  test('bad signature: 401 Invalid JWT Token', async () => {
    const forged = await new SignJWT({ id: 1, roles: ['ROLE_ADMIN'], tenantId: 'fitlab' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ADMIN)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new Uint8Array(new TextEncoder().encode('another-secret-another-secret-xx')))
    const result = await call('GET', '/api/cliente/', { token: forged })
    expect(result).toMatchObject({ status: 401, body: { code: 401, message: 'Invalid JWT Token' } })
  })

  test('a token signed with a past exp: 401 Expired Token', async () => {
    const user = getDb().utente.find((u) => u.email === ISTRUTTORE)
    if (!user) throw new Error('demo user missing')
    const token = await signAccessToken(user, Math.floor(Date.now() / 1000) - 10)
    const result = await call('GET', '/api/cliente/', { token })
    expect(result).toMatchObject({ status: 401, body: { code: 401, message: 'Expired Token' } })
  })

  test('with a 1 s lifetime the token expires on its own', async () => {
    setAccessTokenTtl(1)
    const { token } = await login(ISTRUTTORE)
    expect((await call('GET', '/api/cliente/', { token })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const result = await call('GET', '/api/cliente/', { token })
    expect(result).toMatchObject({ status: 401, body: { message: 'Expired Token' } })
  })

  test('public operations need no token (help PDF)', async () => {
    expect((await call('GET', '/help/dashboard')).status).toBe(200)
  })
})

describe('refresh', () => {
  test('rotates the refresh token: the old one is rejected, and its replay ends the session', async () => {
    const first = await login(ISTRUTTORE)
    const refreshed = await call('POST', '/anagrafiche/userdetail/refreshtoken', {
      json: withRevision({ refresh_token: first.refresh_token }),
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token)
    expect((await call('GET', '/api/cliente/', { token: refreshed.body.token })).status).toBe(200)

    // After the grace window (none here), the old token is refused.
    setRefreshGrace(0)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const again = await call('POST', '/anagrafiche/userdetail/refreshtoken', {
      json: withRevision({ refresh_token: first.refresh_token }),
    })
    setRefreshGrace(DEFAULT_REFRESH_GRACE)
    expect(again).toMatchObject({
      status: 401,
      body: { code: 401, message: 'Invalid refresh token' },
    })
    // A rotated token presented again is a stolen copy: its successor is revoked too.
    const next = await call('POST', '/anagrafiche/userdetail/refreshtoken', {
      json: withRevision({ refresh_token: refreshed.body.refresh_token }),
    })
    expect(next.status).toBe(401)
  })

  test('savepreferenze, then refresh: the new token carries the preferences', async () => {
    const { token, refresh_token } = await login(ISTRUTTORE)
    const preferenze = { sidebar: 'sempreChiusa', theme: 'light', showTooltip: 'NO' }
    const saved = await call('POST', '/api/auth/savepreferenze', {
      token,
      json: withRevision({ preferenze }),
    })
    expect(saved).toMatchObject({ status: 200, body: { success: true } })
    const refreshed = await call('POST', '/anagrafiche/userdetail/refreshtoken', {
      json: withRevision({ refresh_token }),
    })
    expect(decode(refreshed.body.token).preferenze).toEqual(preferenze)
  })

  test('the loads settings are optional, carried by the token, and validated', async () => {
    const { token, refresh_token } = await login(ISTRUTTORE)
    const base = { sidebar: 'dinamica', theme: 'dark', showTooltip: 'YES' }
    const save = (preferenze: object) =>
      call('POST', '/api/auth/savepreferenze', { token, json: withRevision({ preferenze }) })
    expect((await save({ ...base, arrotondamentoCarichi: 3 })).status).toBe(422)
    expect((await save({ ...base, settimaneRitestMassimale: 0 })).status).toBe(422)
    expect((await save({ ...base, settimaneRitestMassimale: 2.5 })).status).toBe(422)
    const preferenze = { ...base, arrotondamentoCarichi: 1.25, settimaneRitestMassimale: 6 }
    expect((await save(preferenze)).status).toBe(200)
    const refreshed = await call('POST', '/anagrafiche/userdetail/refreshtoken', {
      json: withRevision({ refresh_token }),
    })
    expect(decode(refreshed.body.token).preferenze).toEqual(preferenze)
  })

  test('updateshowwelcomemessage is carried by the next token', async () => {
    const { token } = await login(ADMIN)
    await call('POST', '/api/utente/updateshowwelcomemessage', {
      token,
      json: withRevision({ showWelcomeMessage: false }),
    })
    expect(decode((await login(ADMIN)).token).showWelcomeMessage).toBe(false)
  })

  test('a deactivated tenant cannot refresh any more', async () => {
    const session = await login(ISTRUTTORE)
    const fitlab = getDb().tenant.find((t) => t.tenantId === 'fitlab')
    if (fitlab) fitlab.attivo = false
    const result = await call('POST', '/anagrafiche/userdetail/refreshtoken', {
      json: withRevision({ refresh_token: session.refresh_token }),
    })
    expect(result.status).toBe(401)
  })
})

describe('password reset', () => {
  test('require_reset_password answers 200 for known and unknown emails alike', async () => {
    const known = await call('GET', `/api/auth/require_reset_password/${encodeURIComponent(ADMIN)}`)
    const unknown = await call('GET', '/api/auth/require_reset_password/nessuno%40esempio.it')
    expect(known.status).toBe(200)
    expect(unknown).toEqual({ ...known, headers: unknown.headers })
  })

  test('admin reset: passwords must match; then the user logs in with the new one', async () => {
    const { token } = await login(ADMIN)
    const userId = getDb().utente.find((u) => u.email === ISTRUTTORE)?.id
    const mismatch = await call('POST', '/api/utente/resetPasswordDaAdmin', {
      token,
      json: withRevision({
        userId,
        password: 'Tapis-Roulant-26',
        confirm_password: 'Password2027',
        isReadUtenteDaAdmin: true,
      }),
    })
    expect(mismatch).toMatchObject({
      status: 422,
      body: { code: 422, errors: { confirm_password: ['Le password non coincidono'] } },
    })
    const short = await call('POST', '/api/utente/resetPasswordDaAdmin', {
      token,
      json: withRevision({
        userId,
        password: 'corta',
        confirm_password: 'corta',
        isReadUtenteDaAdmin: true,
      }),
    })
    expect(short.status).toBe(422)
    expect(short.body.errors.password).toEqual(['non deve essere meno lungo di 8 caratteri'])
    const ok = await call('POST', '/api/utente/resetPasswordDaAdmin', {
      token,
      json: withRevision({
        userId,
        password: 'Tapis-Roulant-26',
        confirm_password: 'Tapis-Roulant-26',
        isReadUtenteDaAdmin: true,
      }),
    })
    expect(ok.status).toBe(200)
    await expect(login(ISTRUTTORE)).rejects.toThrow('401')
    await expect(login(ISTRUTTORE, 'Tapis-Roulant-26')).resolves.toBeDefined()
  })
})

describe('roles: an instructor gets 403 Accesso negato on every admin-only call', () => {
  const tenantChanges: Array<[string, string, Record<string, unknown>]> = [
    ['POST', '/api/tenant/disattivaTenant', withRevision({ tenantId: 'vitaattiva' })],
    [
      'POST',
      '/api/tenant/attivaTenant',
      withRevision({ tenantId: 'corpolibero', dataScadenza: '2027-01-01' }),
    ],
    [
      'POST',
      '/api/tenant/modificaDataScadenzaTenant',
      withRevision({ tenantId: 'vitaattiva', dataScadenza: '2027-01-01' }),
    ],
  ]
  test.each(tenantChanges)('%s %s: the administrator only', async (method, path, json) => {
    const before = JSON.stringify(getDb().tenant)
    const istruttore = await login(ISTRUTTORE)
    const refused = await call(method, path, { token: istruttore.token, json })
    expect(refused).toMatchObject({ status: 403, body: { code: 403, message: 'Accesso negato' } })
    expect(JSON.stringify(getDb().tenant)).toBe(before)
    const admin = await login(ADMIN)
    expect((await call(method, path, { token: admin.token, json })).status).toBe(200)
  })

  const adminOnly: Array<[string, string, Record<string, unknown> | undefined]> = [
    ['GET', '/api/tenant/', undefined],
    ['GET', '/api/utente/', undefined],
    [
      'POST',
      '/api/utente/resetPasswordDaAdmin',
      withRevision({
        userId: 2, // Marco Rossi (1 is the administrator, whose own reset is refused)
        password: 'Tapis-Roulant-26',
        confirm_password: 'Tapis-Roulant-26',
        isReadUtenteDaAdmin: true,
      }),
    ],
    ['GET', '/api/analytics/', undefined],
    ['GET', '/api/analytics/export', undefined],
  ]
  test.each(adminOnly)('%s %s', async (method, path, json) => {
    const { token } = await login(ISTRUTTORE)
    const before = JSON.stringify(getDb().tenant)
    const result = await call(method, path, { token, json })
    expect(result).toMatchObject({ status: 403, body: { code: 403, message: 'Accesso negato' } })
    expect(JSON.stringify(getDb().tenant)).toBe(before)
    const admin = await login(ADMIN)
    expect((await call(method, path, { token: admin.token, json })).status).toBe(200)
  })
})

describe('tenant scope', () => {
  test('a fitlab user cannot see, fetch or change a corpolibero row', async () => {
    const { token } = await login(ISTRUTTORE)
    const foreign = getDb().cliente.find((c) => c.tenantId === 'corpolibero')
    if (!foreign) throw new Error('seed: corpolibero client missing')
    const list = await call('GET', '/api/cliente/', { token, query: { pageSize: -1 } })
    expect(list.status).toBe(200)
    expect(list.body.data.some((c: { id: number }) => c.id === foreign.id)).toBe(false)
    expect(list.body.count).toBe(getDb().cliente.filter((c) => c.tenantId === 'fitlab').length)
    const searched = await call('GET', '/api/cliente/', {
      token,
      query: { filters: { search: foreign.cognome }, pageSize: -1 },
    })
    expect(searched.body.data.every((c: { id: number }) => c.id !== foreign.id)).toBe(true)

    expect(await call('GET', `/api/cliente/${foreign.id}`, { token })).toMatchObject({
      status: 404,
      body: { code: 404, message: 'Risorsa non trovata' },
    })
    const before = JSON.stringify(foreign)
    const update = await call('PUT', `/api/cliente/${foreign.id}`, {
      token,
      json: { nome: 'Rubato', cognome: 'Rubato' },
    })
    expect(update.status).toBe(404)
    expect((await call('DELETE', `/api/cliente/${foreign.id}`, { token })).status).toBe(404)
    expect(JSON.stringify(getDb().cliente.find((c) => c.id === foreign.id))).toBe(before)
  })

  test('a reference to another tenant row in a body is refused', async () => {
    const { token } = await login(ISTRUTTORE)
    const foreign = getDb().istruttore.find((i) => i.tenantId === 'corpolibero')
    const result = await call('POST', '/api/cliente/', {
      token,
      json: withRevision({ nome: 'A', cognome: 'B', istruttore: { id: foreign?.id } }),
    })
    expect(result).toMatchObject({
      status: 422,
      body: { errors: { 'istruttore.id': ['Riferimento inesistente'] } },
    })
  })

  test('global reference rows are visible to every tenant', async () => {
    const { token } = await login(ISTRUTTORE)
    const result = await call('GET', '/api/muscolo/', { token })
    expect(result.body.count).toBe(getDb().muscolo.length)
  })

  test('created rows belong to the caller tenant', async () => {
    const { token } = await login(ISTRUTTORE)
    const created = await call('POST', '/api/attrezzo/', {
      token,
      json: withRevision({ nome: 'Slitta' }),
    })
    expect(created.status).toBe(200)
    expect(getDb().attrezzo.find((a) => a.id === created.body.id)?.tenantId).toBe('fitlab')
    expect(created.body).not.toHaveProperty('tenantId')
  })
})
