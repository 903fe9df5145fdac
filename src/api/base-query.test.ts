import { http, HttpResponse } from 'msw'
import { makeStore } from '@/app/store'
import { FRONTEND_REVISION } from '@/config/constants'
import { subscribeFeedback, type FeedbackEvent } from '@/components/feedback'
import { PERSIST_KEY } from '@/config/constants'
import { server } from '@/test/server'
import { loggedInState, testToken } from '@/test/tokens'
import { baseApi } from './base-api'
import { browserNavigation } from './base-query'
import { formFieldErrors } from './errors'

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ping: build.query<{ ok: boolean }, number | void>({ query: () => '/api/test/ping' }),
    save: build.mutation<{ ok: boolean }, Record<string, unknown> | void>({
      query: (body) => ({ url: '/api/test/save', method: 'POST', body: body ?? undefined }),
      extraOptions: { successToast: true },
    }),
    saveQuietly: build.mutation<{ ok: boolean }, Record<string, unknown>>({
      query: (body) => ({ url: '/api/test/save', method: 'POST', body }),
    }),
    saveForm: build.mutation<{ ok: boolean }, Record<string, unknown>>({
      query: (body) => ({ url: '/api/test/save', method: 'POST', body }),
      extraOptions: { formErrors: true, successToast: true },
    }),
    update: build.mutation<{ ok: boolean }, number>({
      query: (id) => ({ url: `/api/test/item/${id}`, method: 'PUT', body: { nome: 'x' } }),
      extraOptions: { successToast: true },
    }),
    remove: build.mutation<{ ok: boolean }, number>({
      query: (id) => ({ url: `/api/test/item/${id}`, method: 'DELETE' }),
      extraOptions: { successToast: true },
    }),
    upload: build.mutation<{ ok: boolean }, FormData>({
      query: (body) => ({ url: '/api/test/upload', method: 'POST', body }),
      extraOptions: { successToast: true },
    }),
    login: build.mutation<unknown, { username: string; password: string }>({
      query: (body) => ({ url: '/api/login_check', method: 'POST', body }),
    }),
  }),
})

let toasts: FeedbackEvent[] = []
let unsubscribe: () => void = () => {}
beforeEach(() => {
  toasts = []
  unsubscribe = subscribeFeedback((event) => toasts.push(event))
})
afterEach(() => unsubscribe())

const errorToasts = () => toasts.filter((t) => t.kind === 'error')
const successToasts = () => toasts.filter((t) => t.kind === 'success')

function loggedInStore(token = testToken(), refreshToken: string | null = 'refresh-1') {
  return makeStore(loggedInState(token, refreshToken))
}

const json = (status: number, body: unknown) => HttpResponse.json(body as object, { status })

describe('requests', () => {
  it('sends the bearer token to an absolute URL of the API base', async () => {
    const token = testToken()
    let seen: { url: string; auth: string | null } | undefined
    server.use(
      http.get('*/api/test/ping', ({ request }) => {
        seen = { url: request.url, auth: request.headers.get('Authorization') }
        return HttpResponse.json({ ok: true })
      }),
    )
    const { store } = loggedInStore(token)
    const result = await store.dispatch(testApi.endpoints.ping.initiate())
    expect(result.data).toEqual({ ok: true })
    expect(seen).toEqual({ url: 'http://localhost/api/test/ping', auth: `Bearer ${token}` })
  })

  it('adds frontendRevisionNumber to every POST body, JSON, empty or multipart', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post('*/api/test/save', async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ ok: true })
      }),
      http.post('*/api/test/upload', async ({ request }) => {
        const form = await request.formData()
        bodies.push({
          id: form.get('id'),
          frontendRevisionNumber: form.get('frontendRevisionNumber'),
        })
        return HttpResponse.json({ ok: true })
      }),
    )
    const { store } = loggedInStore()
    await store.dispatch(testApi.endpoints.save.initiate({ nome: 'Mario' }))
    await store.dispatch(testApi.endpoints.save.initiate())
    const form = new FormData()
    form.append('id', '7')
    await store.dispatch(testApi.endpoints.upload.initiate(form))
    expect(bodies).toEqual([
      { nome: 'Mario', frontendRevisionNumber: FRONTEND_REVISION },
      { frontendRevisionNumber: FRONTEND_REVISION },
      { id: '7', frontendRevisionNumber: FRONTEND_REVISION },
    ])
  })
})

describe('success toast', () => {
  beforeEach(() => {
    server.use(
      http.get('*/api/test/ping', () => HttpResponse.json({ ok: true })),
      http.post('*/api/test/save', () => HttpResponse.json({ ok: true })),
      http.put('*/api/test/item/:id', () => HttpResponse.json({ ok: true })),
      http.delete('*/api/test/item/:id', () => HttpResponse.json({ ok: true })),
    )
  })

  it('shows "Operazione conclusa con successo" for 2 s after POST, PUT and DELETE', async () => {
    const { store } = loggedInStore()
    await store.dispatch(testApi.endpoints.save.initiate({ a: 1 }))
    await store.dispatch(testApi.endpoints.update.initiate(1))
    await store.dispatch(testApi.endpoints.remove.initiate(1))
    expect(successToasts()).toEqual([
      { kind: 'success', text: 'Operazione conclusa con successo', durationMs: 2000 },
      { kind: 'success', text: 'Operazione conclusa con successo', durationMs: 2000 },
      { kind: 'success', text: 'Operazione conclusa con successo', durationMs: 2000 },
    ])
  })

  it('stays quiet for GET and for calls that do not ask for it', async () => {
    const { store } = loggedInStore()
    await store.dispatch(testApi.endpoints.ping.initiate())
    await store.dispatch(testApi.endpoints.saveQuietly.initiate({ a: 1 }))
    expect(toasts).toEqual([])
  })
})

describe('error catalogue (SPEC section 8)', () => {
  it('403: the privileges text for 2.5 s', async () => {
    server.use(
      http.get('*/api/test/ping', () => json(403, { code: 403, message: 'Accesso negato' })),
    )
    const { store } = loggedInStore()
    const result = await store.dispatch(testApi.endpoints.ping.initiate())
    expect(result.error).toMatchObject({ status: 403 })
    expect(toasts).toEqual([
      {
        kind: 'error',
        text: 'Non si dispone dei privilegi necessari per visualizzare questa pagina.',
        durationMs: 2500,
      },
    ])
  })

  it('500 with a JSON body and with a non-JSON body: the technical error text', async () => {
    const { store } = loggedInStore()
    server.use(http.get('*/api/test/ping', () => json(500, { code: 500, message: 'boom' })))
    await store.dispatch(testApi.endpoints.ping.initiate(1))
    server.use(
      http.get(
        '*/api/test/ping',
        () => new HttpResponse('<h1>Internal error</h1>', { status: 500 }),
      ),
    )
    const result = await store.dispatch(testApi.endpoints.ping.initiate(2))
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 500 })
    expect(errorToasts().map((t) => [t.text, t.durationMs])).toEqual([
      ["Si è verificato un errore tecnico. Contattare l'assistenza.", 2500],
      ["Si è verificato un errore tecnico. Contattare l'assistenza.", 2500],
    ])
  })

  it('422: the errors reach the caller and a toast lists them', async () => {
    const errors = { 'utente.email': ['Email non valida'], _: ['Dati incompleti'] }
    server.use(
      http.post('*/api/test/save', () =>
        json(422, { code: 422, message: 'Dati non validi', errors }),
      ),
    )
    const { store } = loggedInStore()
    const result = await store.dispatch(testApi.endpoints.save.initiate({ a: 1 }))
    expect(result.error).toMatchObject({ status: 422, data: { errors } })
    expect(formFieldErrors(result.error)).toEqual([
      { name: ['utente', 'email'], errors: ['Email non valida'] },
    ])
    expect(toasts).toEqual([
      {
        kind: 'error',
        text: ['utente.email: Email non valida', 'Dati incompleti'],
        durationMs: 2500,
      },
    ])
  })

  it('422 on a form call: the fields are the form’s, the toast only says the data are invalid', async () => {
    server.use(
      http.post('*/api/test/save', () =>
        json(422, { code: 422, message: 'Dati non validi', errors: { nome: ['Obbligatorio'] } }),
      ),
    )
    const { store } = loggedInStore()
    const result = await store.dispatch(testApi.endpoints.saveForm.initiate({ a: 1 }))
    expect(formFieldErrors(result.error)).toEqual([{ name: ['nome'], errors: ['Obbligatorio'] }])
    expect(toasts.map((t) => t.text)).toEqual([
      ['Alcuni dati non sono validi: controllare i campi evidenziati.'],
    ])
  })

  it('other 401: the server message, the session stays', async () => {
    server.use(
      http.get('*/api/test/ping', () =>
        json(401, { code: 401, message: 'Il tenant è disattivato: contattare l’amministratore.' }),
      ),
    )
    const { store } = loggedInStore()
    await store.dispatch(testApi.endpoints.ping.initiate())
    expect(toasts.map((t) => [t.kind, t.text, t.durationMs])).toEqual([
      ['error', 'Il tenant è disattivato: contattare l’amministratore.', 2500],
    ])
    expect(store.getState().session.token).not.toBeNull()
  })

  it('401 "JWT Token not found": logout', async () => {
    server.use(
      http.get('*/api/test/ping', () => json(401, { code: 401, message: 'JWT Token not found' })),
    )
    const { store } = loggedInStore()
    await store.dispatch(testApi.endpoints.ping.initiate())
    expect(store.getState().session).toMatchObject({
      token: null,
      refreshToken: null,
      ended: { reason: 'scaduta' },
    })
    expect(toasts).toEqual([])
  })

  it('401 "Invalid JWT Token": the invalid token text and logout', async () => {
    server.use(
      http.get('*/api/test/ping', () => json(401, { code: 401, message: 'Invalid JWT Token' })),
    )
    const { store } = loggedInStore()
    await store.dispatch(testApi.endpoints.ping.initiate())
    expect(store.getState().session.token).toBeNull()
    expect(toasts.map((t) => t.text)).toEqual([
      "Token di autorizzazione invalido, contattare l'assistenza.",
    ])
  })

  it('no answer at all: the browser goes back to the base address', async () => {
    const goToBase = jest.spyOn(browserNavigation, 'goToBase').mockImplementation(() => {})
    server.use(http.get('*/api/test/ping', () => HttpResponse.error()))
    const { store } = loggedInStore()
    const result = await store.dispatch(testApi.endpoints.ping.initiate())
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' })
    expect(goToBase).toHaveBeenCalledTimes(1)
    goToBase.mockRestore()
  })

  it('login failure: "Autenticazione fallita, riprovare" for 2.5 s, never a refresh', async () => {
    let refreshes = 0
    server.use(
      http.post('*/api/login_check', () =>
        json(401, { code: 401, message: 'Invalid credentials.' }),
      ),
      http.post('*/anagrafiche/userdetail/refreshtoken', () => {
        refreshes += 1
        return json(200, { token: testToken(), refresh_token: 'r' })
      }),
    )
    const { store } = makeStore()
    await store.dispatch(testApi.endpoints.login.initiate({ username: 'a@b.it', password: 'x' }))
    expect(toasts).toEqual([
      { kind: 'error', text: 'Autenticazione fallita, riprovare', durationMs: 2500 },
    ])
    expect(refreshes).toBe(0)
  })
})

describe('expired token', () => {
  const oldToken = testToken({ nome: 'Vecchio' })
  const newToken = testToken({ nome: 'Nuovo' })

  it('five concurrent failures: exactly one refresh, five retried successes with the same bodies', async () => {
    const refreshBodies: unknown[] = []
    const served: unknown[] = []
    server.use(
      http.post('*/anagrafiche/userdetail/refreshtoken', async ({ request }) => {
        refreshBodies.push(await request.json())
        await new Promise((resolve) => setTimeout(resolve, 20))
        return HttpResponse.json({ token: newToken, refresh_token: 'refresh-2' })
      }),
      http.post('*/api/test/save', async ({ request }) => {
        const body = await request.json()
        if (request.headers.get('Authorization') !== `Bearer ${newToken}`) {
          return json(401, { code: 401, message: 'Expired Token' })
        }
        served.push(body)
        return HttpResponse.json({ ok: true })
      }),
    )
    const { store } = loggedInStore(oldToken, 'refresh-1')
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => store.dispatch(testApi.endpoints.save.initiate({ n }))),
    )
    expect(results.map((r) => r.data)).toEqual(Array(5).fill({ ok: true }))
    expect(refreshBodies).toEqual([
      { refresh_token: 'refresh-1', frontendRevisionNumber: FRONTEND_REVISION },
    ])
    expect(served).toHaveLength(5)
    expect(served).toEqual(
      expect.arrayContaining(
        [1, 2, 3, 4, 5].map((n) => ({ n, frontendRevisionNumber: FRONTEND_REVISION })),
      ),
    )
    expect(store.getState().session).toMatchObject({
      token: newToken,
      refreshToken: 'refresh-2',
      ended: null,
    })
    expect(errorToasts()).toEqual([])
  })

  it('"Expired JWT Token" is an expiry too', async () => {
    server.use(
      http.post('*/anagrafiche/userdetail/refreshtoken', () =>
        HttpResponse.json({ token: newToken, refresh_token: 'refresh-2' }),
      ),
      http.get('*/api/test/ping', ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${newToken}`
          ? HttpResponse.json({ ok: true })
          : json(401, { code: 401, message: 'Expired JWT Token' }),
      ),
    )
    const { store } = loggedInStore(oldToken)
    const result = await store.dispatch(testApi.endpoints.ping.initiate())
    expect(result.data).toEqual({ ok: true })
  })

  it('a failed refresh logs out, empties the API cache and leaves no token in storage', async () => {
    server.use(
      http.get('*/api/test/ping', ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${oldToken}`
          ? HttpResponse.json({ ok: true })
          : json(401, { code: 401, message: 'Expired Token' }),
      ),
      http.post('*/anagrafiche/userdetail/refreshtoken', () =>
        json(401, { code: 401, message: 'Invalid refresh token' }),
      ),
    )
    const { store, persistor } = loggedInStore(oldToken, 'refresh-1')
    await store.dispatch(testApi.endpoints.ping.initiate(1))
    await persistor.flush()
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1)
    expect(localStorage.getItem(`persist:${PERSIST_KEY}`)).toContain(oldToken)

    server.use(
      http.get('*/api/test/ping', () => json(401, { code: 401, message: 'Expired Token' })),
    )
    const result = await store.dispatch(testApi.endpoints.ping.initiate(2))
    expect(result.data).toBeUndefined()
    expect(store.getState().session).toMatchObject({
      token: null,
      refreshToken: null,
      ended: { reason: 'scaduta', userId: 1 },
    })
    expect(store.getState().api.queries).toEqual({})
    await persistor.flush()
    const stored = localStorage.getItem(`persist:${PERSIST_KEY}`) ?? ''
    expect(stored).not.toContain(oldToken)
    expect(stored).not.toContain('refresh-1')
  })

  it('no refresh token: logout without calling the server', async () => {
    let refreshes = 0
    server.use(
      http.get('*/api/test/ping', () => json(401, { code: 401, message: 'Expired Token' })),
      http.post('*/anagrafiche/userdetail/refreshtoken', () => {
        refreshes += 1
        return HttpResponse.json({})
      }),
    )
    const { store } = loggedInStore(oldToken, null)
    await store.dispatch(testApi.endpoints.ping.initiate())
    expect(refreshes).toBe(0)
    expect(store.getState().session.token).toBeNull()
  })
})
