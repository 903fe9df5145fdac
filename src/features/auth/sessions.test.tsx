/**
 * Sessions as users meet them: two tabs share one session, the page to go back to
 * belongs to the session that asked for it, an ended session says why, the forgotten password can
 * be reset from the email's link.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { DEMO_PASSWORD } from '@mocks/db/database'
import { getDb } from '@mocks/db/store'
import { DEFAULT_ACCESS_TOKEN_TTL, setAccessTokenTtl } from '@mocks/lib/auth'
import { lastDemoEmail } from '@mocks/lib/mailbox'
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import { makeStore } from '@/app/store'
import { PERSIST_STORAGE_KEY } from '@/config/constants'
import { provideDemoMailbox } from '@/config/demo-mailbox'
import { clienteApi } from '@/modules/cliente/api'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState, testToken } from '@/test/tokens'
import { loggedOut, type SessionState } from '@/api/session-slice'
import { authRoutes } from '@/test/harness'

const routes = authRoutes

afterEach(() => {
  setAccessTokenTtl(DEFAULT_ACCESS_TOKEN_TTL)
  provideDemoMailbox(null)
})

type User = ReturnType<typeof renderWithProviders>['user']

async function fillLogin(user: User, email: string, password: string) {
  const field = await screen.findByLabelText('Email')
  await user.clear(field)
  await user.type(field, email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Accedi' }))
}

const istruttoreId = () => getDb().utente.find((u) => u.email === ISTRUTTORE)?.id

const ADMIN_CLAIMS = { sub: 'admin@fitlab.it', id: 1, nome: 'Giulia', cognome: 'Ferrari' }

describe('two tabs, one session (point 1)', () => {
  /** What another tab of the browser does to the shared storage, and the event this tab gets. */
  function otherTabStores(session: SessionState) {
    const raw = JSON.stringify({
      session: JSON.stringify(session),
      _persist: JSON.stringify({ version: 2, rehydrated: true }),
    })
    localStorage.setItem(PERSIST_STORAGE_KEY, raw)
    window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_STORAGE_KEY, newValue: raw }))
  }

  it("a refresh done by the other tab is used: this tab's save goes through", async () => {
    setAccessTokenTtl(1)
    const tokens = await login(ISTRUTTORE)
    const refreshes: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/refreshtoken')) refreshes.push(request.url)
    })
    // Two tabs: two stores on the same storage, both with the session of the login.
    const tabA = makeStore(loggedInState(tokens.token, tokens.refresh_token))
    const tabB = makeStore(loggedInState(tokens.token, tokens.refresh_token))
    await new Promise((resolve) => setTimeout(resolve, 1100))
    // The tokens of the refresh live long: however slow the machine, they are still good for A.
    setAccessTokenTtl(DEFAULT_ACCESS_TOKEN_TTL)

    // Tab B is opened again: its first call refreshes (and rotates the refresh token).
    const inB = await tabB.store.dispatch(
      clienteApi.endpoints.clienteList.initiate({ pageSize: 1 }),
    )
    expect(inB.data?.count).toBeGreaterThan(0)
    expect(refreshes).toHaveLength(1)

    // Tab A's call is answered "Expired Token": it takes B's tokens instead of replaying its own.
    const inA = await tabA.store.dispatch(
      clienteApi.endpoints.clienteList.initiate({ pageSize: 2 }),
    )
    expect(inA.data?.count).toBeGreaterThan(0)
    expect(refreshes).toHaveLength(1)
    expect(tabA.store.getState().session.token).toBe(tabB.store.getState().session.token)
    expect(tabA.store.getState().session.ended).toBeNull()
  })

  it('a logout in another tab logs this one out, saying why', async () => {
    const { router } = renderWithProviders(null, {
      routes,
      route: '/clienti',
      preloadedState: loggedInState(testToken({ roles: ['ROLE_ISTRUTTORE'] })),
    })
    expect(await screen.findByText('Pagina clienti')).toBeInTheDocument()
    act(() =>
      otherTabStores({
        token: null,
        refreshToken: null,
        changedAt: Date.now() + 1,
        ended: { reason: 'logout', userId: 1 },
      }),
    )
    expect(
      await screen.findByText("Sessione chiusa in un'altra scheda del browser: accedere di nuovo."),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('a login in another tab logs this one in; a stale copy never wins', async () => {
    const { store } = renderWithProviders(null, { routes, route: '/login' })
    await screen.findByRole('button', { name: 'Accedi' })
    const token = testToken(ADMIN_CLAIMS)
    act(() =>
      otherTabStores({ token, refreshToken: 'r-2', changedAt: Date.now() + 5, ended: null }),
    )
    expect(await screen.findByText('Dashboard di Giulia Ferrari')).toBeInTheDocument()
    expect(store.getState().session).toMatchObject({ token, refreshToken: 'r-2' })
    // The other tab saved the light theme (its new token carries it): this tab follows.
    const light = testToken({
      ...ADMIN_CLAIMS,
      preferenze: { sidebar: 'dinamica', theme: 'light', showTooltip: 'YES' },
    })
    act(() =>
      otherTabStores({
        token: light,
        refreshToken: 'r-3',
        changedAt: Date.now() + 10,
        ended: null,
      }),
    )
    await waitFor(() => expect(store.getState().preferences.preferenze.theme).toBe('light'))
    act(() => otherTabStores({ token: 'vecchio', refreshToken: 'r-1', changedAt: 1, ended: null }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(store.getState().session).toMatchObject({ token: light, refreshToken: 'r-3' })
  })
})

describe('the page to go back to belongs to its session (point 2)', () => {
  it('after a logout on /tenants, the next person starts from the dashboard', async () => {
    const { store, user, router } = renderWithProviders(null, {
      routes,
      route: '/tenants',
      preloadedState: loggedInState(testToken(ADMIN_CLAIMS)),
    })
    expect(await screen.findByText('Pagina tenants')).toBeInTheDocument()
    act(() => {
      store.dispatch(loggedOut('logout'))
    })
    await fillLogin(user, ISTRUTTORE, DEMO_PASSWORD)
    expect(await screen.findByText('Dashboard di Marco Rossi')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('after an expiry, the same user goes back to the page; another user does not', async () => {
    const istruttore = testToken({
      sub: ISTRUTTORE,
      id: istruttoreId(),
      nome: 'Marco',
      cognome: 'Rossi',
      roles: ['ROLE_ISTRUTTORE'],
    })
    const first = renderWithProviders(null, {
      routes,
      route: '/clienti',
      preloadedState: loggedInState(istruttore),
    })
    expect(await screen.findByText('Pagina clienti')).toBeInTheDocument()
    act(() => {
      first.store.dispatch(loggedOut('scaduta'))
    })
    await fillLogin(first.user, ISTRUTTORE, DEMO_PASSWORD)
    expect(await screen.findByText('Pagina clienti')).toBeInTheDocument()
    first.unmount()

    const second = renderWithProviders(null, {
      routes,
      route: '/clienti',
      preloadedState: loggedInState(istruttore),
    })
    expect(await screen.findByText('Pagina clienti')).toBeInTheDocument()
    act(() => {
      second.store.dispatch(loggedOut('scaduta'))
    })
    await fillLogin(second.user, 'admin@fitlab.it', DEMO_PASSWORD)
    expect(await screen.findByText('Dashboard di Giulia Ferrari')).toBeInTheDocument()
    expect(second.router.state.location.pathname).toBe('/')
  })
})

describe('an ended session says why (point 3)', () => {
  it('a failed refresh: "Sessione scaduta: accedere di nuovo." above the form', async () => {
    server.use(
      http.get('*/api/cliente/', () =>
        HttpResponse.json({ code: 401, message: 'Expired Token' }, { status: 401 }),
      ),
      http.post('*/anagrafiche/userdetail/refreshtoken', () =>
        HttpResponse.json({ code: 401, message: 'Invalid refresh token' }, { status: 401 }),
      ),
    )
    const { store, router } = renderWithProviders(null, {
      routes,
      route: '/clienti',
      preloadedState: loggedInState(testToken({ roles: ['ROLE_ISTRUTTORE'] })),
    })
    expect(await screen.findByText('Pagina clienti')).toBeInTheDocument()
    await act(() => store.dispatch(clienteApi.endpoints.clienteList.initiate({ pageSize: 1 })))
    expect(await screen.findByText('Sessione scaduta: accedere di nuovo.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('a logout of ones own says nothing', async () => {
    const { store } = renderWithProviders(null, {
      routes,
      route: '/',
      preloadedState: loggedInState(),
    })
    await screen.findByText(/Dashboard di/)
    act(() => {
      store.dispatch(loggedOut('logout'))
    })
    await screen.findByRole('button', { name: 'Accedi' })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('password recovery (point 4)', () => {
  async function openRecovery(user: User, email: string) {
    const field = await screen.findByLabelText('Email')
    await user.clear(field)
    if (email) await user.type(field, email)
    await user.click(screen.getByRole('button', { name: 'Password dimenticata?' }))
    return screen.findByRole('dialog', { name: 'Recupero password' })
  }

  it('each opening takes the email typed on the login page', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      const match = /require_reset_password\/(.+)$/.exec(new URL(request.url).pathname)
      if (match?.[1]) asked.push(decodeURIComponent(match[1]))
    })
    const { user } = renderWithProviders(null, { routes, route: '/login' })
    const first = await openRecovery(user, 'admin@fitlab.it')
    expect(within(first).getByLabelText('Email')).toHaveValue('admin@fitlab.it')
    await user.click(within(first).getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(first).not.toBeVisible())
    const second = await openRecovery(user, ISTRUTTORE)
    expect(within(second).getByLabelText('Email')).toHaveValue(ISTRUTTORE)
    await user.click(within(second).getByRole('button', { name: 'Invia' }))
    expect(await within(second).findByText(/riceverà a breve un messaggio/)).toBeInTheDocument()
    expect(asked).toEqual([ISTRUTTORE])
  })

  it('with the demo data: the link of the email, then a new password, then the login', async () => {
    provideDemoMailbox(lastDemoEmail)
    const { user, router } = renderWithProviders(null, { routes, route: '/login' })
    const dialog = await openRecovery(user, ISTRUTTORE)
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }))
    const mailbox = await within(dialog).findByRole('region', {
      name: 'Casella di posta dimostrativa',
    })
    await user.click(
      within(mailbox).getByRole('link', { name: 'Apri il link per reimpostare la password' }),
    )
    expect(router.state.location.pathname).toMatch(/^\/reset-password\/eyJ/)
    expect(await screen.findByRole('heading', { name: 'Nuova password' })).toBeInTheDocument()

    // The rules of the reset link's page are the administrator's: a common password is refused.
    await user.type(screen.getByLabelText('Nuova password'), '12345678')
    await user.type(screen.getByLabelText('Conferma password'), '12345678')
    await user.click(screen.getByRole('button', { name: 'Imposta la password' }))
    expect(await screen.findByText(/^La password è tra le più usate/)).toBeInTheDocument()
    expect(router.state.location.pathname).toMatch(/^\/reset-password\//)
    await user.clear(screen.getByLabelText('Nuova password'))
    await user.clear(screen.getByLabelText('Conferma password'))
    await user.type(screen.getByLabelText('Nuova password'), 'NuovaPassword1')
    await user.type(screen.getByLabelText('Conferma password'), 'NuovaPassword2')
    await user.click(screen.getByRole('button', { name: 'Imposta la password' }))
    expect(await screen.findByText('Le password non coincidono')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Conferma password'))
    await user.type(screen.getByLabelText('Conferma password'), 'NuovaPassword1')
    await user.click(screen.getByRole('button', { name: 'Imposta la password' }))

    expect(
      await screen.findByText('Password aggiornata: accedere con la nuova password.'),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    await fillLogin(user, ISTRUTTORE, 'NuovaPassword1')
    expect(await screen.findByText('Dashboard di Marco Rossi')).toBeInTheDocument()
  })

  it('a link used already or not valid says so, with the way to ask a new one', async () => {
    const { user } = renderWithProviders(null, {
      routes,
      route: '/reset-password/non-valido',
    })
    await user.type(await screen.findByLabelText('Nuova password'), 'NuovaPassword1')
    await user.type(screen.getByLabelText('Conferma password'), 'NuovaPassword1')
    await user.click(screen.getByRole('button', { name: 'Imposta la password' }))
    expect(
      await screen.findByText('Il link per reimpostare la password non è valido o è scaduto.'),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Chiedere un nuovo link dalla pagina di accesso' }),
    ).toHaveAttribute('href', '/login')
  })
})
