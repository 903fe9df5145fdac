import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { DEMO_PASSWORD } from '@mocks/db/database'
import { PERSIST_KEY } from '@/config/constants'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState, testToken } from '@/test/tokens'
import { authRoutes } from '@/test/harness'

const routes = authRoutes

async function fillLogin(
  user: ReturnType<typeof renderWithProviders>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Accedi' }))
}

describe('boot (SPEC section 4)', () => {
  it('without a stored token: the login page', async () => {
    const { router } = renderWithProviders(null, { routes, route: '/clienti' })
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('with the token stored as the text "false": the login page', async () => {
    localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({
        session: JSON.stringify({ token: 'false', refreshToken: null }),
        _persist: JSON.stringify({ version: 2, rehydrated: true }),
      }),
    )
    const { router } = renderWithProviders(null, { routes, route: '/' })
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('with a token that cannot be decoded: the invalid token toast, logout, the login page', async () => {
    const { router, store } = renderWithProviders(null, {
      routes,
      route: '/clienti',
      preloadedState: loggedInState('not-a-jwt', 'refresh-1'),
    })
    expect(
      await screen.findByText("Token di autorizzazione invalido, contattare l'assistenza."),
    ).toBeInTheDocument()
    await screen.findByRole('button', { name: 'Accedi' })
    expect(router.state.location.pathname).toBe('/login')
    expect(store.getState().session).toMatchObject({
      token: null,
      refreshToken: null,
      ended: { reason: 'tokenInvalido' },
    })
  })

  it('with a valid stored token: the wanted page, the user decoded from the token', async () => {
    renderWithProviders(null, {
      routes,
      route: '/',
      preloadedState: loggedInState(testToken({ nome: 'Marco', cognome: 'Rossi' })),
    })
    expect(await screen.findByText('Dashboard di Marco Rossi')).toBeInTheDocument()
  })
})

describe('login page', () => {
  it('logs a demo user in and goes back to the page that was asked for', async () => {
    const { user, router, store } = renderWithProviders(null, { routes, route: '/clienti' })
    await fillLogin(user, 'istruttore@fitlab.it', DEMO_PASSWORD)
    expect(await screen.findByText('Pagina clienti')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/clienti')
    expect(store.getState().session.token).toEqual(expect.any(String))
    expect(store.getState().session.refreshToken).toEqual(expect.any(String))
  })

  it('goes to the dashboard when no page was asked for, with the user of the token', async () => {
    const { user } = renderWithProviders(null, { routes, route: '/login' })
    await fillLogin(user, 'admin@fitlab.it', DEMO_PASSWORD)
    expect(await screen.findByText('Dashboard di Giulia Ferrari')).toBeInTheDocument()
  })

  it('wrong password: "Autenticazione fallita, riprovare", still on the login page', async () => {
    const { user, router, store } = renderWithProviders(null, { routes, route: '/login' })
    await fillLogin(user, 'admin@fitlab.it', 'sbagliata')
    expect(await screen.findByText('Autenticazione fallita, riprovare')).toBeInTheDocument()
    expect(screen.queryByText('Invalid credentials.')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(store.getState().session.token).toBeNull()
  })

  it('too many wrong logins: the server slows them down and the page says how long to wait', async () => {
    const { user, router } = renderWithProviders(null, { routes, route: '/login' })
    const password = await screen.findByLabelText('Password')
    await user.type(screen.getByLabelText('Email'), 'admin@fitlab.it')
    for (let i = 0; i < 5; i += 1) {
      await user.clear(password)
      await user.type(password, `sbagliata${i}`)
      await user.click(screen.getByRole('button', { name: 'Accedi' }))
      await waitFor(() => expect(screen.getByRole('button', { name: 'Accedi' })).toBeEnabled())
    }
    await user.clear(password)
    await user.type(password, DEMO_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Accedi' }))
    // The wait the server gives (15 s after the fifth failure), less what has passed since then on
    // a slow machine.
    const wait = await screen.findByText(
      /^Troppi tentativi di accesso non riusciti: riprovare tra \d+ secondi\.$/,
    )
    const seconds = Number(/tra (\d+) secondi/.exec(wait.textContent!)![1])
    expect(seconds).toBeGreaterThanOrEqual(10)
    expect(seconds).toBeLessThanOrEqual(15)
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.getByLabelText('Email')).toHaveValue('admin@fitlab.it')
  })

  it('deactivated tenant: the toast and the server reason above the form', async () => {
    const { user } = renderWithProviders(null, { routes, route: '/login' })
    await fillLogin(user, 'admin@corpolibero.it', DEMO_PASSWORD)
    expect(await screen.findByText('Autenticazione fallita, riprovare')).toBeInTheDocument()
    expect(
      await screen.findByText("Il tenant è disattivato: contattare l'amministratore."),
    ).toBeInTheDocument()
  })

  it('expired tenant: the reason names the expiry date', async () => {
    const { user } = renderWithProviders(null, { routes, route: '/login' })
    await fillLogin(user, 'admin@vitaattiva.it', DEMO_PASSWORD)
    expect(
      await screen.findByText("Il tenant è scaduto il 30/06/2026: contattare l'amministratore."),
    ).toBeInTheDocument()
  })

  it('validates the fields in Italian before calling the server', async () => {
    let calls = 0
    server.use(
      http.post('*/api/login_check', () => {
        calls += 1
        return HttpResponse.json({})
      }),
    )
    const { user } = renderWithProviders(null, { routes, route: '/login' })
    await user.type(await screen.findByLabelText('Email'), 'non-una-email')
    await user.click(screen.getByRole('button', { name: 'Accedi' }))
    expect(await screen.findByText("L'email non è valida")).toBeInTheDocument()
    expect(await screen.findByText('Inserire la password')).toBeInTheDocument()
    expect(calls).toBe(0)
  })

  it('"Password dimenticata?" asks the email and confirms in Italian', async () => {
    let asked: string | undefined
    server.use(
      http.get('*/api/auth/require_reset_password/:email', ({ params }) => {
        asked = String(params.email)
        return HttpResponse.json({ success: true })
      }),
    )
    const { user } = renderWithProviders(null, { routes, route: '/login' })
    await user.type(await screen.findByLabelText('Email'), 'admin@fitlab.it')
    await user.click(screen.getByRole('button', { name: 'Password dimenticata?' }))
    const dialog = await screen.findByRole('dialog', { name: 'Recupero password' })
    expect(within(dialog).getByLabelText('Email')).toHaveValue('admin@fitlab.it')
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }))
    expect(
      await within(dialog).findByText(
        "Se l'email appartiene a un account, riceverà a breve un messaggio con le istruzioni per impostare una nuova password.",
      ),
    ).toBeInTheDocument()
    expect(asked).toBe('admin@fitlab.it')
  })

  it('a logged-in user who opens /login goes to the dashboard', async () => {
    const { router } = renderWithProviders(null, {
      routes,
      route: '/login',
      preloadedState: loggedInState(),
    })
    expect(await screen.findByText('Dashboard di Giulia Ferrari')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('access by role (SPEC section 6)', () => {
  it('an instructor on an admin page sees the 403 text', async () => {
    renderWithProviders(null, {
      routes,
      route: '/tenants',
      preloadedState: loggedInState(testToken({ roles: ['ROLE_ISTRUTTORE'] })),
    })
    expect(
      await screen.findByText(
        'Non si dispone dei privilegi necessari per visualizzare questa pagina.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText('Pagina tenants')).not.toBeInTheDocument()
  })

  it('an admin sees the admin page', async () => {
    renderWithProviders(null, { routes, route: '/tenants', preloadedState: loggedInState() })
    expect(await screen.findByText('Pagina tenants')).toBeInTheDocument()
  })
})

describe('logout', () => {
  it('JWT Token not found on a call: the session ends and the user lands on /login', async () => {
    const { router, store, persistor } = renderWithProviders(null, {
      routes,
      route: '/',
      preloadedState: loggedInState(),
    })
    await screen.findByText(/Dashboard di/)
    const { utenteApi } = await import('@/modules/utente/api')
    server.use(
      http.get('*/api/utente/', () =>
        HttpResponse.json({ code: 401, message: 'JWT Token not found' }, { status: 401 }),
      ),
    )
    await act(() => store.dispatch(utenteApi.endpoints.utenteList.initiate()))
    await screen.findByRole('button', { name: 'Accedi' })
    expect(router.state.location.pathname).toBe('/login')
    await persistor.flush()
    await waitFor(() =>
      expect(localStorage.getItem(`persist:${PERSIST_KEY}`)).toContain('"token\\":null'),
    )
  })
})
