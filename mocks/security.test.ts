/**
 * The fake backend as hard to break as a real one: token purposes, sessions that end
 * at once, refresh-token lifetime and theft, the roles of SPEC 6, bounded and typed bodies,
 * unreadable paths, one login per email, instructors who cannot delete themselves.
 */
import { getDb } from '@mocks/db/store'
import { resetPasswordPath } from './handlers/auth'
import {
  createResetToken,
  DEFAULT_ACCESS_TOKEN_TTL,
  DEFAULT_REFRESH_GRACE,
  DEFAULT_REFRESH_TOKEN_TTL,
  LOGIN_FAILURES_ALLOWED,
  LOGIN_FAILURES_ALLOWED_PER_ADDRESS,
  setAccessTokenTtl,
  setRefreshGrace,
  setRefreshTokenTtl,
} from './lib/auth'
import { MAX_JSON_BYTES } from './lib/dispatch'
import { lastDemoEmail } from './lib/mailbox'
import {
  ADMIN,
  DEMO_PASSWORD,
  ISTRUTTORE,
  call,
  login,
  serveFakeBackend,
  withRevision,
} from './lib/testing'

serveFakeBackend()

beforeEach(() => {
  setAccessTokenTtl(DEFAULT_ACCESS_TOKEN_TTL)
  setRefreshTokenTtl(DEFAULT_REFRESH_TOKEN_TTL)
  setRefreshGrace(DEFAULT_REFRESH_GRACE)
})
afterAll(() => {
  setAccessTokenTtl(DEFAULT_ACCESS_TOKEN_TTL)
  setRefreshTokenTtl(DEFAULT_REFRESH_TOKEN_TTL)
  setRefreshGrace(DEFAULT_REFRESH_GRACE)
})

/** The grace window past: a rotated token presented now is a replay. */
const afterGrace = async () => {
  setRefreshGrace(0)
  await new Promise((resolve) => setTimeout(resolve, 5))
}

const REFRESH = '/anagrafiche/userdetail/refreshtoken'
const refreshWith = (refresh_token: string) =>
  call('POST', REFRESH, { json: withRevision({ refresh_token }) })

const user = (email: string) => {
  const row = getDb().utente.find((u) => u.email === email)
  if (!row) throw new Error(`seed: ${email} missing`)
  return row
}
const tenant = (tenantId: string) => {
  const row = getDb().tenant.find((t) => t.tenantId === tenantId)
  if (!row) throw new Error(`seed: ${tenantId} missing`)
  return row
}

describe('tokens carry their purpose (point 11)', () => {
  test('a password-reset token is not an access token', async () => {
    const token = await createResetToken(user(ADMIN))
    const result = await call('GET', '/api/tenant/', { token })
    expect(result).toMatchObject({ status: 401, body: { message: 'Invalid JWT Token' } })
  })

  test('an access token does not reset a password', async () => {
    const { token } = await login(ISTRUTTORE)
    const result = await call('POST', `/api/auth/reset_password/${token}`, {
      json: withRevision({ password: 'NuovaPassword1', confirm_password: 'NuovaPassword1' }),
    })
    expect(result.status).toBe(404)
    await expect(login(ISTRUTTORE)).resolves.toBeDefined()
  })

  test('a reset token works once, and not after the password changed', async () => {
    const body = withRevision({ password: 'NuovaPassword1', confirm_password: 'NuovaPassword1' })
    const token = await createResetToken(user(ISTRUTTORE))
    const other = await createResetToken(user(ISTRUTTORE))
    expect((await call('POST', `/api/auth/reset_password/${token}`, { json: body })).status).toBe(
      200,
    )
    expect((await call('POST', `/api/auth/reset_password/${token}`, { json: body })).status).toBe(
      404,
    )
    // Issued before the change: the password it was meant to replace is gone.
    expect((await call('POST', `/api/auth/reset_password/${other}`, { json: body })).status).toBe(
      404,
    )
    await expect(login(ISTRUTTORE, 'NuovaPassword1')).resolves.toBeDefined()
  })

  test('the reset email is in the demo mailbox, with the link of the app page', async () => {
    await call('GET', `/api/auth/require_reset_password/${encodeURIComponent(ISTRUTTORE)}`)
    const email = lastDemoEmail(ISTRUTTORE)
    expect(email?.path).toMatch(/^\/reset-password\/eyJ/)
    const token = decodeURIComponent(email?.path.split('/').pop() ?? '')
    expect(resetPasswordPath(token)).toBe(email?.path)
    const result = await call('POST', `/api/auth/reset_password/${token}`, {
      json: withRevision({ password: 'NuovaPassword1', confirm_password: 'NuovaPassword1' }),
    })
    expect(result.status).toBe(200)
    expect(lastDemoEmail('nessuno@fitlab.it')).toBeUndefined()
  })
})

describe('a deactivated or expired tenant stops at once (point 11)', () => {
  test('the access token of its users is refused with the reason', async () => {
    const { token } = await login(ISTRUTTORE)
    expect((await call('GET', '/api/cliente/', { token, query: { pageSize: 1 } })).status).toBe(200)
    tenant('fitlab').attivo = false
    expect(await call('GET', '/api/cliente/', { token })).toMatchObject({
      status: 401,
      body: { message: "Il tenant è disattivato: contattare l'amministratore." },
    })
    tenant('fitlab').attivo = true
    tenant('fitlab').dataScadenza = '2020-01-31'
    expect(await call('GET', '/api/cliente/', { token })).toMatchObject({
      status: 401,
      body: { message: "Il tenant è scaduto il 31/01/2020: contattare l'amministratore." },
    })
  })
})

describe('the administrator runs the tenants, instructors never touch them', () => {
  const deactivate = (token: string, tenantId: string) =>
    call('POST', '/api/tenant/disattivaTenant', { token, json: withRevision({ tenantId }) })

  test('an instructor cannot list nor change any tenant', async () => {
    const { token } = await login(ISTRUTTORE)
    expect(await call('GET', '/api/tenant/', { token })).toMatchObject({
      status: 403,
      body: { message: 'Accesso negato' },
    })
    expect(await deactivate(token, 'vitaattiva')).toMatchObject({
      status: 403,
      body: { message: 'Accesso negato' },
    })
    for (const [path, body] of [
      ['/api/tenant/attivaTenant', { tenantId: 'corpolibero', dataScadenza: '2030-01-01' }],
      [
        '/api/tenant/modificaDataScadenzaTenant',
        { tenantId: 'fitlab', dataScadenza: '2040-01-01' },
      ],
    ] as const) {
      expect((await call('POST', path, { token, json: withRevision(body) })).status).toBe(403)
    }
    expect(tenant('vitaattiva').attivo).toBe(true)
    expect(tenant('corpolibero').attivo).toBe(false)
    expect(tenant('fitlab').dataScadenza).toBe('2030-12-31')
  })

  test('the administrator lists every tenant and changes any other tenant', async () => {
    const { token } = await login(ADMIN)
    const all = await call('GET', '/api/tenant/', { token })
    expect(all.body.count).toBe(3)
    const moved = await call('POST', '/api/tenant/modificaDataScadenzaTenant', {
      token,
      json: withRevision({ tenantId: 'fitlab', dataScadenza: '2031-06-30' }),
    })
    expect(moved).toMatchObject({ status: 200, body: { dataScadenza: '2031-06-30' } })
    expect(tenant('fitlab').dataScadenza).toBe('2031-06-30')
  })

  test('the administrator deactivates a tenant: its users are out at once', async () => {
    const { token } = await login(ADMIN)
    const attiva = await call('POST', '/api/tenant/attivaTenant', {
      token,
      json: withRevision({ tenantId: 'vitaattiva', dataScadenza: '2030-01-31' }),
    })
    expect(attiva.status).toBe(200)
    const other = await login('admin@vitaattiva.it')
    expect((await call('GET', '/api/esercizio/', { token: other.token })).status).toBe(200)
    expect((await deactivate(token, 'vitaattiva')).status).toBe(200)
    expect((await call('GET', '/api/esercizio/', { token: other.token })).status).toBe(401)
    expect((await refreshWith(other.refresh_token)).status).toBe(401)
  })

  test('the administrator cannot deactivate the own tenant', async () => {
    const { token } = await login(ADMIN)
    expect(await deactivate(token, 'fitlab')).toMatchObject({
      status: 422,
      body: { errors: { tenantId: ['Non è possibile disattivare il proprio tenant'] } },
    })
    expect(tenant('fitlab').attivo).toBe(true)
  })
})

describe('clients and instructors: instructors write them, administrators only read', () => {
  test('an administrator reads clients and instructors and is refused every change', async () => {
    const { token } = await login(ADMIN)
    const clienti = await call('GET', '/api/cliente/', { token, query: { pageSize: 1 } })
    expect(clienti.status).toBe(200)
    const cliente = clienti.body.data[0] as { id: number; nome: string; cognome: string }
    expect((await call('GET', `/api/cliente/${cliente.id}`, { token })).status).toBe(200)
    const istruttori = await call('GET', '/api/istruttore/', { token, query: { pageSize: 1 } })
    expect(istruttori.status).toBe(200)
    const istruttore = istruttori.body.data[0] as { id: number }
    const before = JSON.stringify([getDb().cliente, getDb().istruttore])
    const refused: Array<[string, string, Record<string, unknown> | undefined]> = [
      ['POST', '/api/cliente/', withRevision({ nome: 'A', cognome: 'B' })],
      ['PUT', `/api/cliente/${cliente.id}`, { nome: 'Cambiato', cognome: cliente.cognome }],
      ['DELETE', `/api/cliente/${cliente.id}`, undefined],
      ['POST', '/api/cliente/acceptGdpr', withRevision({ clienteId: cliente.id })],
      ['POST', '/api/cliente/removepicture/', withRevision({ id: cliente.id })],
      ['POST', '/api/istruttore/', withRevision({ nome: 'A', cognome: 'B' })],
      ['DELETE', `/api/istruttore/${istruttore.id}`, undefined],
      ['POST', '/api/istruttore/removepicture/', withRevision({ id: istruttore.id })],
    ]
    for (const [method, path, json] of refused) {
      expect({ method, path, status: (await call(method, path, { token, json })).status }).toEqual({
        method,
        path,
        status: 403,
      })
    }
    expect(JSON.stringify([getDb().cliente, getDb().istruttore])).toBe(before)
  })
})

describe('preferences have a closed shape (point 13)', () => {
  const save = (token: string, preferenze: unknown) =>
    call('POST', '/api/auth/savepreferenze', { token, json: withRevision({ preferenze }) })

  test('extra or oversized preferences are refused and change nothing', async () => {
    const { token } = await login(ISTRUTTORE)
    const base = { sidebar: 'dinamica', theme: 'dark', showTooltip: 'YES' }
    expect((await save(token, { ...base, extra: 'x'.repeat(12_000) })).status).toBe(422)
    expect((await save(token, { ...base, showTooltip: 'x'.repeat(12_000) })).status).toBe(422)
    expect((await save(token, { ...base, theme: 'rosa' })).status).toBe(422)
    expect(user(ISTRUTTORE).preferenze).toEqual(base)
    const { token: next } = await login(ISTRUTTORE)
    expect(next.length).toBeLessThan(1200)
  })
})

describe('bodies are bounded and typed (points 15, 16)', () => {
  test('300,000 caratteristiche: 422 (maxItems), nothing stored', async () => {
    const { token } = await login(ISTRUTTORE)
    const before = getDb().cliente.length
    const caratteristiche = Array.from({ length: 60 }, (_, i) => ({ nome: `C${i}`, valore: 'x' }))
    const result = await call('POST', '/api/cliente/', {
      token,
      json: withRevision({ nome: 'A', cognome: 'B', caratteristiche }),
    })
    expect(result.status).toBe(422)
    expect(result.body.errors.caratteristiche).toBeDefined()
    expect(getDb().cliente.length).toBe(before)
  })

  test('a body over 1 MiB: 413, nothing stored', async () => {
    const { token } = await login(ISTRUTTORE)
    const before = getDb().cliente.length
    const result = await call('POST', '/api/cliente/', {
      token,
      raw: JSON.stringify(
        withRevision({ nome: 'A', cognome: 'B', note: 'x'.repeat(MAX_JSON_BYTES) }),
      ),
    })
    expect(result).toMatchObject({ status: 413, body: { code: 413 } })
    expect(getDb().cliente.length).toBe(before)
  })

  test('JSON sent as text/plain: 415, nothing stored', async () => {
    const { token } = await login(ISTRUTTORE)
    const before = getDb().cliente.length
    const response = await fetch('http://localhost/api/cliente/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
      body: JSON.stringify(withRevision({ nome: 'A', cognome: 'B' })),
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({ code: 415 })
    expect(getDb().cliente.length).toBe(before)
  })

  test('a JSON body to an upload: 415', async () => {
    const { token } = await login(ISTRUTTORE)
    const result = await call('POST', '/api/cliente/uploadpicture/', {
      token,
      json: withRevision({ id: 1 }),
    })
    expect(result.status).toBe(415)
  })

  const upload = async (bytes: Uint8Array<ArrayBuffer>, type: string, name: string) => {
    const { token } = await login(ISTRUTTORE)
    const form = new FormData()
    form.append('profilePicture', new Blob([bytes], { type }), name)
    form.append('id', '1')
    form.append('frontendRevisionNumber', 'v1.0.27')
    return call('POST', '/api/cliente/uploadpicture/', { token, form })
  }

  test.each([
    [
      'an SVG',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
      'a.svg',
    ],
    [
      'an SVG named .png',
      new TextEncoder().encode('<svg onload="alert(1)"/>'),
      'image/png',
      'a.png',
    ],
    ['an HTML page', new TextEncoder().encode('<html></html>'), 'image/jpeg', 'a.jpg'],
  ])('%s as a profile picture: 422, picture unchanged', async (_name, bytes, type, name) => {
    const before = getDb().cliente.find((c) => c.id === 1)?.foto
    const result = await upload(bytes, type, name)
    expect(result).toMatchObject({
      status: 422,
      body: {
        errors: { profilePicture: ["Il file deve essere un'immagine JPG, PNG, GIF o WEBP"] },
      },
    })
    expect(getDb().cliente.find((c) => c.id === 1)?.foto).toBe(before)
  })

  test('an empty file: 422', async () => {
    const result = await upload(new Uint8Array(0), 'image/png', 'a.png')
    expect(result).toMatchObject({
      status: 422,
      body: { errors: { profilePicture: ['Il file è vuoto'] } },
    })
  })

  test.each([
    ['GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif'],
    ['WEBP', [0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50], 'image/webp'],
    ['JPG', [0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
  ])('a %s is taken, stored with its real type', async (_name, bytes, type) => {
    const result = await upload(
      new Uint8Array([...bytes, 0, 0, 0]),
      'application/octet-stream',
      'x',
    )
    expect(result.status).toBe(200)
    expect(result.body.foto).toMatch(new RegExp(`^data:${type};base64,`))
  })

  test.each(['0x10', '1e1', '16.0', ' 16', '+16'])(
    'firstRecord=%s: 422, never read as 16',
    async (value) => {
      const { token } = await login(ISTRUTTORE)
      const result = await call('GET', '/api/cliente/', { token, query: { firstRecord: value } })
      expect(result.status).toBe(422)
      expect(result.body.errors.firstRecord).toEqual(['deve essere un numero intero (solo cifre)'])
    },
  )

  test('an id written in hex is no id: 404', async () => {
    const { token } = await login(ISTRUTTORE)
    expect((await call('GET', '/api/cliente/1', { token })).status).toBe(200)
    expect((await call('GET', '/api/cliente/0x1', { token })).status).toBe(404)
  })
})

describe('a path that cannot be decoded (point 14)', () => {
  test('answers 400 in the error shape, with no trace', async () => {
    const { token } = await login(ISTRUTTORE)
    const result = await call('GET', '/api/cliente/%E0%A4%A', { token })
    expect(result).toEqual({
      status: 400,
      body: { code: 400, message: 'Richiesta non valida' },
      headers: expect.anything(),
    })
  })
})

describe('refresh tokens: lifetime, theft, logout (points 9, 17)', () => {
  test('a refresh token expires after its lifetime', async () => {
    setRefreshTokenTtl(1)
    const { refresh_token } = await login(ISTRUTTORE)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await refreshWith(refresh_token)).status).toBe(401)
  })

  test('replaying a rotated refresh token after the grace window revokes its successor', async () => {
    const first = await login(ISTRUTTORE)
    const second = await refreshWith(first.refresh_token)
    expect(second.status).toBe(200)
    await afterGrace()
    expect((await refreshWith(first.refresh_token)).status).toBe(401)
    expect(await refreshWith(second.body.refresh_token)).toMatchObject({
      status: 401,
      body: { message: 'Invalid refresh token' },
    })
  })

  test('another login of the same user is another family: it survives the theft', async () => {
    const stolen = await login(ISTRUTTORE)
    const other = await login(ISTRUTTORE)
    await refreshWith(stolen.refresh_token)
    await afterGrace()
    await refreshWith(stolen.refresh_token)
    expect((await refreshWith(other.refresh_token)).status).toBe(200)
  })

  test('token/invalidate ends the session family; unknown tokens answer the same', async () => {
    const session = await login(ISTRUTTORE)
    const rotated = await refreshWith(session.refresh_token)
    const invalidate = (refresh_token: string) =>
      call('POST', '/api/token/invalidate', { json: withRevision({ refresh_token }) })
    expect(await invalidate(rotated.body.refresh_token)).toMatchObject({
      status: 200,
      body: { success: true },
    })
    expect((await refreshWith(rotated.body.refresh_token)).status).toBe(401)
    expect(await invalidate('sconosciuto')).toMatchObject({ status: 200, body: { success: true } })
  })
})

describe('one login per email (point 7)', () => {
  test('a second client with the email of another account: 422 on utente.email', async () => {
    const { token } = await login(ISTRUTTORE)
    const taken = getDb().cliente.find((c) => c.tenantId === 'fitlab')?.utente?.email ?? ''
    for (const email of [taken, taken.toUpperCase(), ADMIN, 'admin@vitaattiva.it']) {
      const result = await call('POST', '/api/cliente/', {
        token,
        json: withRevision({ nome: 'A', cognome: 'B', utente: { email } }),
      })
      expect({ email, status: result.status, errors: result.body.errors }).toEqual({
        email,
        status: 422,
        errors: { 'utente.email': ['Email già usata da un altro account'] },
      })
    }
  })

  test('a client keeps its own email on update; cannot take another one', async () => {
    const { token } = await login(ISTRUTTORE)
    const [first, second] = getDb().cliente.filter((c) => c.tenantId === 'fitlab')
    const put = (email: string | undefined) =>
      call('PUT', `/api/cliente/${first?.id}`, {
        token,
        json: { nome: first?.nome, cognome: first?.cognome, utente: { email } },
      })
    expect((await put(first?.utente?.email)).status).toBe(200)
    expect((await put(second?.utente?.email)).status).toBe(422)
  })
})

describe('deleting instructors (point 6)', () => {
  test('an instructor cannot delete the own record', async () => {
    const { token } = await login(ISTRUTTORE)
    const own = getDb().istruttore.find((i) => i.utente?.email === ISTRUTTORE)
    const result = await call('DELETE', `/api/istruttore/${own?.id}`, { token })
    expect(result).toMatchObject({
      status: 422,
      body: { errors: { _: ['Non è possibile eliminare il proprio profilo di istruttore'] } },
    })
    expect(getDb().istruttore.some((i) => i.id === own?.id)).toBe(true)
  })

  test("a colleague's deletion ends the colleague's login; the clients stay", async () => {
    const { token } = await login(ISTRUTTORE)
    const colleague = getDb().istruttore.find(
      (i) => i.tenantId === 'fitlab' && i.utente?.email !== ISTRUTTORE,
    )
    const email = colleague?.utente?.email ?? ''
    const session = await login(email, DEMO_PASSWORD)
    const clienti = getDb().cliente.filter((c) => c.istruttore?.id === colleague?.id)
    expect(clienti.length).toBeGreaterThan(0)
    expect((await call('DELETE', `/api/istruttore/${colleague?.id}`, { token })).status).toBe(200)
    expect((await call('GET', '/api/cliente/', { token: session.token })).status).toBe(401)
    await expect(login(email)).rejects.toThrow('401')
    for (const cliente of clienti) {
      expect(getDb().cliente.find((c) => c.id === cliente.id)?.istruttore).toBeNull()
    }
  })
})

describe('sessions and passwords', () => {
  test('10 parallel refreshes of one refresh token get the same new pair; the session goes on', async () => {
    const session = await login(ISTRUTTORE)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refreshWith(session.refresh_token)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const pairs = new Set(answers.map((answer) => JSON.stringify(answer.body)))
    expect(pairs.size).toBe(1)
    const pair = answers[0]?.body as { token: string; refresh_token: string }
    expect(pair.refresh_token).not.toBe(session.refresh_token)
    expect((await call('GET', '/api/esercizio/', { token: pair.token })).status).toBe(200)
    // The family lives on: the new refresh token rotates again.
    expect((await refreshWith(pair.refresh_token)).status).toBe(200)
  })

  test('the same token again within the grace window answers the same pair, later a replay', async () => {
    const session = await login(ISTRUTTORE)
    const first = await refreshWith(session.refresh_token)
    const again = await refreshWith(session.refresh_token)
    expect(again).toMatchObject({ status: 200, body: first.body })
    await afterGrace()
    expect((await refreshWith(session.refresh_token)).status).toBe(401)
    expect((await refreshWith(first.body.refresh_token)).status).toBe(401)
  })

  test('a logout within the grace window ends the session: the old token gets nothing', async () => {
    const session = await login(ISTRUTTORE)
    const first = await refreshWith(session.refresh_token)
    await call('POST', '/api/token/invalidate', {
      json: withRevision({ refresh_token: first.body.refresh_token }),
    })
    expect((await refreshWith(session.refresh_token)).status).toBe(401)
  })

  const resetBy = (token: string, userId: number, password: string, confirm = password) =>
    call('POST', '/api/utente/resetPasswordDaAdmin', {
      token,
      json: withRevision({
        userId,
        password,
        confirm_password: confirm,
        isReadUtenteDaAdmin: true,
      }),
    })

  test("the administrator's reset refuses the administrator's own account", async () => {
    const { token } = await login(ADMIN)
    const own = user(ADMIN)
    const before = own.password
    expect(await resetBy(token, own.id, 'Ginocchio-Verde-42')).toMatchObject({
      status: 422,
      body: {
        errors: {
          userId: [
            'La propria password non si reimposta da qui: usare «Password dimenticata?» nella pagina di accesso',
          ],
        },
      },
    })
    expect(user(ADMIN).password).toBe(before)
    await expect(login(ADMIN)).resolves.toBeDefined()
  })

  test.each(['00000000', '12345678', 'Password2026', 'QWERTYUIOP', 'juventus!', 'abcdefgh'])(
    'a common password (%s) is refused by both resets, nothing changes',
    async (weak) => {
      const { token } = await login(ADMIN)
      const target = user(ISTRUTTORE)
      const answer = await resetBy(token, target.id, weak)
      expect(answer).toMatchObject({
        status: 422,
        body: { errors: { password: [expect.any(String)] } },
      })
      expect(answer.body.errors.password[0]).toMatch(/^La password è tra le più usate/)
      const link = await createResetToken(target)
      const byEmail = await call(
        'POST',
        resetPasswordPath(link).replace('/reset-password/', '/api/auth/reset_password/'),
        {
          json: withRevision({ password: weak, confirm_password: weak }),
        },
      )
      expect(byEmail.status).toBe(422)
      expect(user(ISTRUTTORE).password).toBe(DEMO_PASSWORD)
    },
  )
})

describe('wrong logins are slowed down', () => {
  const attempt = (username: string, password: string) =>
    call('POST', '/api/login_check', { json: withRevision({ username, password }) })

  test('per account: after the allowed failures a 429 with Retry-After, the right password too', async () => {
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED - 1; i += 1) {
      expect((await attempt(ISTRUTTORE, 'sbagliata')).status).toBe(401)
    }
    const last = await attempt(ISTRUTTORE, 'sbagliata')
    expect(last.status).toBe(401)
    const slowed = await attempt(ISTRUTTORE, DEMO_PASSWORD)
    expect(slowed).toMatchObject({
      status: 429,
      body: {
        code: 429,
        message: 'Troppi tentativi di accesso non riusciti: riprovare tra 15 secondi.',
      },
    })
    expect(slowed.headers.get('Retry-After')).toBe('15')
    // Another account is not slowed by it.
    expect((await attempt(ADMIN, DEMO_PASSWORD)).status).toBe(200)
    // Once the delay is over, the right password opens again and clears the count.
    const entry = getDb().loginThrottle.find((row) => row.key === `account:${ISTRUTTORE}`)
    if (!entry) throw new Error('no count')
    entry.blockedUntil = Date.now() - 1
    expect((await attempt(ISTRUTTORE, DEMO_PASSWORD)).status).toBe(200)
    expect(getDb().loginThrottle.some((row) => row.key === `account:${ISTRUTTORE}`)).toBe(false)
  })

  test('each further failure doubles the delay', async () => {
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) await attempt(ISTRUTTORE, 'sbagliata')
    const entry = getDb().loginThrottle.find((row) => row.key === `account:${ISTRUTTORE}`)
    if (!entry) throw new Error('no count')
    entry.blockedUntil = Date.now() - 1
    expect((await attempt(ISTRUTTORE, 'sbagliata')).status).toBe(401)
    const slowed = await attempt(ISTRUTTORE, DEMO_PASSWORD)
    expect(slowed.status).toBe(429)
    expect(slowed.headers.get('Retry-After')).toBe('30')
  })

  test('per address: many accounts tried from one address slow that address down', async () => {
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED_PER_ADDRESS; i += 1) {
      await attempt(`nessuno${i}@esempio.it`, 'sbagliata')
    }
    const slowed = await attempt(ADMIN, DEMO_PASSWORD)
    expect(slowed.status).toBe(429)
    expect(slowed.body.message).toMatch(/^Troppi tentativi di accesso non riusciti: riprovare tra/)
  })

  test('unknown accounts are counted like known ones (nothing tells whether one exists)', async () => {
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i += 1) await attempt('nessuno@esempio.it', 'x')
    expect((await attempt('nessuno@esempio.it', 'x')).status).toBe(429)
  })
})
