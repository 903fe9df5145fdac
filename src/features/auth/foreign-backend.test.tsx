/**
 * A backend the app does not know: the login explains what went wrong instead of
 * reloading an empty page, and the auth wordings of src/config/auth.ts are recognised.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { DEMO_PASSWORD } from '@mocks/db/database'
import { browserNavigation } from '@/api/base-query'
import { isPageWithoutSession, messageIn, EXPIRED_TOKEN_MESSAGES } from '@/config/auth'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState, testToken } from '@/test/tokens'
import { authRoutes as routes } from '@/test/harness'

async function fillLogin(
  user: ReturnType<typeof renderWithProviders>['user'],
  email: string,
  password = DEMO_PASSWORD,
) {
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Accedi' }))
}

describe('login with a server that cannot be reached (down, or CORS blocks it)', () => {
  it('says so with the address tried, keeps the email and stays on /login', async () => {
    const goToBase = jest.spyOn(browserNavigation, 'goToBase')
    server.use(http.post('*/api/login_check', () => HttpResponse.error()))
    const { user, router, store } = renderWithProviders(null, { routes, route: '/login' })
    await fillLogin(user, 'istruttore@fitlab.it')
    expect(
      await screen.findByText(
        'Impossibile raggiungere il server (indirizzo http://localhost): controllare la connessione o la configurazione CORS del server.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveValue('istruttore@fitlab.it')
    expect(router.state.location.pathname).toBe('/login')
    expect(goToBase).not.toHaveBeenCalled()
    expect(store.getState().session.token).toBeNull()
    goToBase.mockRestore()
  })

  it('the message goes away when the next try gets in', async () => {
    server.use(http.post('*/api/login_check', () => HttpResponse.error(), { once: true }))
    const { user } = renderWithProviders(null, { routes, route: '/login' })
    await fillLogin(user, 'istruttore@fitlab.it')
    await screen.findByText(/Impossibile raggiungere il server/)
    await user.click(screen.getByRole('button', { name: 'Accedi' }))
    expect(await screen.findByText('Dashboard di Marco Rossi')).toBeInTheDocument()
    expect(screen.queryByText(/Impossibile raggiungere il server/)).not.toBeInTheDocument()
  })

  it('a server with no login at that address: the address and the status', async () => {
    server.use(
      http.post('*/api/login_check', () =>
        HttpResponse.json({ code: 404, message: 'Not Found' }, { status: 404 }),
      ),
    )
    const { user } = renderWithProviders(null, { routes, route: '/login' })
    await fillLogin(user, 'istruttore@fitlab.it')
    expect(
      await screen.findByText(
        "Il server non offre il login all'indirizzo http://localhost/api/login_check (errore 404): controllare l'indirizzo del server nella configurazione.",
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('Autenticazione fallita, riprovare')).toBeInTheDocument()
  })
})

describe('login answered with tokens the app cannot use', () => {
  it('a token without nome and cognome: names what is missing, no session', async () => {
    server.use(
      http.post('*/api/login_check', () =>
        HttpResponse.json({
          token: testToken({ nome: undefined, cognome: undefined }),
          refresh_token: 'r-1',
        }),
      ),
    )
    const { user, router, store } = renderWithProviders(null, { routes, route: '/login' })
    await fillLogin(user, 'istruttore@fitlab.it')
    expect(
      await screen.findByText(
        "Il token ricevuto dal server non contiene i dati necessari all'app: mancano nome, cognome. Impossibile accedere.",
      ),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(store.getState().session.token).toBeNull()
    expect(screen.getByLabelText('Email')).toHaveValue('istruttore@fitlab.it')
  })

  it('roles that are not a list: "manca roles"', async () => {
    const token = testToken({ roles: 'ROLE_ADMIN' as unknown as [] })
    server.use(
      http.post('*/api/login_check', () => HttpResponse.json({ token, refresh_token: 'r-1' })),
    )
    const { user } = renderWithProviders(null, { routes, route: '/login' })
    await fillLogin(user, 'admin@fitlab.it')
    expect(
      await screen.findByText(
        "Il token ricevuto dal server non contiene i dati necessari all'app: manca roles. Impossibile accedere.",
      ),
    ).toBeInTheDocument()
  })

  it('a token that is not a JWT, or an answer without the token pair', async () => {
    server.use(
      http.post(
        '*/api/login_check',
        () => HttpResponse.json({ token: 'opaco', refresh_token: 'r-1' }),
        { once: true },
      ),
      http.post('*/api/login_check', () => HttpResponse.json({ access_token: testToken() })),
    )
    const { user, store } = renderWithProviders(null, { routes, route: '/login' })
    await fillLogin(user, 'admin@fitlab.it')
    expect(
      await screen.findByText(
        'Il token ricevuto dal server non è un JWT leggibile: impossibile accedere.',
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Accedi' }))
    expect(
      await screen.findByText(
        'La risposta del server al login non è quella attesa (un JSON con token e refresh_token): impossibile accedere.',
      ),
    ).toBeInTheDocument()
    expect(store.getState().session.token).toBeNull()
  })
})

describe('other calls without an answer', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('on /login: the toast, and the email typed in the dialog stays', async () => {
    window.history.replaceState(null, '', '/login')
    server.use(http.get('*/api/auth/require_reset_password/:email', () => HttpResponse.error()))
    const { user } = renderWithProviders(null, { routes, route: '/login' })
    await user.type(await screen.findByLabelText('Email'), 'admin@fitlab.it')
    await user.click(screen.getByRole('button', { name: 'Password dimenticata?' }))
    const dialog = await screen.findByRole('dialog', { name: 'Recupero password' })
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }))
    expect(await screen.findByText('Il server non risponde.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Email')).toHaveValue('admin@fitlab.it')
    expect(window.location.pathname).toBe('/login')
  })

  it('inside the app: back to the base address (SPEC 8)', async () => {
    const goToBase = jest.spyOn(browserNavigation, 'goToBase').mockImplementation(() => {})
    server.use(http.get('*/api/utente/', () => HttpResponse.error()))
    const { store } = renderWithProviders(null, { routes, preloadedState: loggedInState() })
    await screen.findByText(/Dashboard di/)
    const { utenteApi } = await import('@/modules/utente/api')
    await store.dispatch(utenteApi.endpoints.utenteList.initiate())
    await waitFor(() => expect(goToBase).toHaveBeenCalledTimes(1))
    goToBase.mockRestore()
  })
})

describe('expired tokens in other wordings', () => {
  it.each(['Expired JWT Token', 'jwt expired', 'Token has expired.'])(
    '"%s": one refresh, then the call again',
    async (wording) => {
      expect(messageIn(wording, EXPIRED_TOKEN_MESSAGES)).toBe(true)
      let refreshes = 0
      let calls = 0
      server.use(
        http.get('*/api/utente/', () => {
          calls += 1
          return calls === 1
            ? HttpResponse.json({ code: 401, message: wording }, { status: 401 })
            : HttpResponse.json({ data: [], count: 0 })
        }),
        http.post('*/anagrafiche/userdetail/refreshtoken', () => {
          refreshes += 1
          return HttpResponse.json({ token: testToken(), refresh_token: 'refresh-2' })
        }),
      )
      const { store } = renderWithProviders(null, { routes, preloadedState: loggedInState() })
      await screen.findByText(/Dashboard di/)
      const { utenteApi } = await import('@/modules/utente/api')
      const result = await store.dispatch(utenteApi.endpoints.utenteList.initiate())
      expect(result.data).toEqual({ data: [], count: 0 })
      expect(refreshes).toBe(1)
      expect(store.getState().session.refreshToken).toBe('refresh-2')
    },
  )

  it('the pages before the login are listed in one place', () => {
    expect(isPageWithoutSession('/login')).toBe(true)
    expect(isPageWithoutSession('/reset-password/abc')).toBe(true)
    expect(isPageWithoutSession('/clienti')).toBe(false)
  })
})
