import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { buildRoutes } from '@/app/router'
import { preferenzeChanged } from '@/features/preferences/preferences-slice'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState, testToken, type TestClaims } from '@/test/tokens'

const ISTRUTTORE: TestClaims = {
  sub: 'istruttore@fitlab.it',
  id: 2,
  nome: 'Marco',
  cognome: 'Rossi',
  roles: ['ROLE_ISTRUTTORE'],
}

function renderShell(route: string, claims: TestClaims = {}) {
  return renderWithProviders(null, {
    routes: buildRoutes(),
    route,
    preloadedState: loggedInState(testToken(claims)),
  })
}

async function menuLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Menu principale' })
  return within(nav)
    .getAllByRole('menuitem')
    .map((el) => el.textContent ?? '')
}

describe('the left menu, by role', () => {
  it('an admin sees the admin areas and not Clienti', async () => {
    renderShell('/pagina-che-non-esiste')
    const labels = await menuLabels()
    expect(labels).toEqual([
      'Dashboard',
      'Esercizi',
      'Metodologie',
      'Librerie',
      'Preferenze',
      'Tenants',
      'Reset User Password',
      'Analisi Dati',
    ])
    expect(labels).not.toContain('Clienti')
  })

  it('an instructor sees Clienti, Istruttori, Esercizi, Metodologie, Librerie and not Tenants', async () => {
    const { user } = renderShell('/pagina-che-non-esiste', ISTRUTTORE)
    const nav = await screen.findByRole('navigation', { name: 'Menu principale' })
    const labels = await menuLabels()
    expect(labels).toEqual([
      'Dashboard',
      'Clienti',
      'Istruttori',
      'Esercizi',
      'Metodologie',
      'Librerie',
      'Preferenze',
    ])
    expect(labels).not.toContain('Tenants')
    expect(labels).not.toContain('Analisi Dati')
    // Clienti opens on Cerca and Nuovo
    await user.click(within(nav).getByText('Clienti'))
    expect(await within(nav).findByRole('link', { name: 'Nuovo' })).toHaveAttribute(
      'href',
      '/clienti/nuovo',
    )
    expect(within(nav).getAllByRole('link', { name: 'Cerca' })[0]).toHaveAttribute(
      'href',
      '/clienti',
    )
  })

  it('shows the user name in the top bar', async () => {
    renderShell('/pagina-che-non-esiste', ISTRUTTORE)
    expect(await screen.findByRole('button', { name: /Marco Rossi/ })).toBeInTheDocument()
  })
})

describe('the page area', () => {
  it('is no live region: a screen reader does not read the whole page out at each change', async () => {
    renderShell('/pagina-che-non-esiste', ISTRUTTORE)
    const text = await screen.findByText('Errore!')
    expect(screen.getByRole('main')).toContainElement(text)
    // Only small regions that say something on purpose (toasts, save state) are live.
    expect(text.closest('[aria-live]:not([aria-live="off"])')).toBeNull()
  })
})

describe('access and errors', () => {
  it('an instructor opening an admin page sees the 403 text', async () => {
    renderShell('/tenants', ISTRUTTORE)
    expect(
      await screen.findByText(
        'Non si dispone dei privilegi necessari per visualizzare questa pagina.',
      ),
    ).toBeInTheDocument()
    expect(document.title).toBe('Tenants · FitLab')
  })

  it('an admin opening an instructor page sees the 403 text', async () => {
    renderShell('/clienti/nuovo')
    expect(
      await screen.findByText(
        'Non si dispone dei privilegi necessari per visualizzare questa pagina.',
      ),
    ).toBeInTheDocument()
  })

  it('an unknown path shows the error page inside the shell', async () => {
    renderShell('/pagina-che-non-esiste')
    expect(await screen.findByText('Errore!')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Errore', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('La pagina richiesta non esiste.')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Errore · FitLab'))
  })

  it('without a session the guard sends to /login', async () => {
    const { router } = renderWithProviders(null, { routes: buildRoutes(), route: '/preferenze' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })
})

describe('the menu follows the sidebar preference', () => {
  it('applies a change of preference at once and toggles only when allowed', async () => {
    const { store, user } = renderShell('/pagina-che-non-esiste')
    const toggle = await screen.findByRole('button', { name: 'FitLab: Comprimi il menu' })

    // dinamica: closing and opening by the logo
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Espandi il menu' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Espandi il menu' }))
    expect(screen.getByRole('button', { name: 'FitLab: Comprimi il menu' })).toBeInTheDocument()

    // sempreChiusa: collapses at once; opening by the logo is not allowed
    act(() => {
      store.dispatch(preferenzeChanged({ sidebar: 'sempreChiusa' }))
    })
    const collapsed = screen.getByRole('button', { name: 'Espandi il menu' })
    expect(collapsed).toHaveAttribute('aria-disabled', 'true')
    await user.click(collapsed)
    expect(screen.getByRole('button', { name: 'Espandi il menu' })).toBeInTheDocument()

    // sempreAperta: expands at once; closing by the logo is not allowed
    act(() => {
      store.dispatch(preferenzeChanged({ sidebar: 'sempreAperta' }))
    })
    const expanded = screen.getByRole('button', { name: 'FitLab: Comprimi il menu' })
    expect(expanded).toHaveAttribute('aria-disabled', 'true')
    await user.click(expanded)
    expect(screen.getByRole('button', { name: 'FitLab: Comprimi il menu' })).toBeInTheDocument()
  })
})

describe('the theme switch', () => {
  it('applies the theme at once and saves the preferences, then refreshes the token', async () => {
    const saved: unknown[] = []
    let refreshed = 0
    server.use(
      http.post('*/api/auth/savepreferenze', async ({ request }) => {
        saved.push(await request.json())
        return HttpResponse.json({ success: true })
      }),
      http.post('*/anagrafiche/userdetail/refreshtoken', () => {
        refreshed += 1
        return HttpResponse.json({
          token: testToken({
            preferenze: { sidebar: 'dinamica', theme: 'light', showTooltip: 'YES' },
          }),
          refresh_token: 'refresh-2',
        })
      }),
    )
    const { store, user } = renderShell('/pagina-che-non-esiste')
    const themeSwitch = await screen.findByRole('switch', { name: 'Tema chiaro o scuro' })
    expect(themeSwitch).toBeChecked()

    await user.click(themeSwitch)
    expect(store.getState().preferences.preferenze.theme).toBe('light')
    expect(screen.getByRole('switch', { name: 'Tema chiaro o scuro' })).not.toBeChecked()

    await waitFor(() => expect(refreshed).toBe(1))
    expect(saved).toEqual([
      {
        preferenze: { sidebar: 'dinamica', theme: 'light', showTooltip: 'YES' },
        frontendRevisionNumber: 'v1.0.27',
      },
    ])
    await waitFor(() => expect(store.getState().session.refreshToken).toBe('refresh-2'))
    expect(store.getState().preferences.preferenze.theme).toBe('light')
  })
})

describe('the theme switch tooltip', () => {
  it('shows only when the preference showTooltip is YES', async () => {
    const { store, user } = renderShell('/pagina-che-non-esiste')
    const themeSwitch = await screen.findByRole('switch', { name: 'Tema chiaro o scuro' })
    await user.hover(themeSwitch)
    expect(await screen.findByText('Passa al tema chiaro')).toBeInTheDocument()
    await user.unhover(themeSwitch)

    act(() => {
      store.dispatch(preferenzeChanged({ showTooltip: 'NO', theme: 'light' }))
    })
    await user.hover(screen.getByRole('switch', { name: 'Tema chiaro o scuro' }))
    await new Promise((r) => setTimeout(r, 300))
    expect(screen.queryByText('Passa al tema scuro')).not.toBeInTheDocument()
  })
})

describe('the account menu', () => {
  it('Logout ends the session and goes to /login', async () => {
    const { store, router, user } = renderShell('/pagina-che-non-esiste')
    await user.click(await screen.findByRole('button', { name: /Giulia Ferrari/ }))
    expect(await screen.findByText('IL MIO ACCOUNT')).toBeInTheDocument()
    await user.click(screen.getByText('Logout'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(store.getState().session.token).toBeNull()
  })

  it('Logout tells the server to revoke the refresh token, and waits for nothing', async () => {
    const revoked: unknown[] = []
    server.use(
      http.post('*/api/token/invalidate', async ({ request }) => {
        revoked.push(await request.json())
        return HttpResponse.json({ code: 500, message: 'giù' }, { status: 500 })
      }),
    )
    const { router, user } = renderShell('/pagina-che-non-esiste')
    await user.click(await screen.findByRole('button', { name: /Giulia Ferrari/ }))
    await user.click(await screen.findByText('Logout'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await waitFor(() =>
      expect(revoked).toEqual([{ refresh_token: 'refresh-1', frontendRevisionNumber: 'v1.0.27' }]),
    )
    // best effort: the server's failure shows nothing
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByText(/errore tecnico/)).not.toBeInTheDocument()
  })

  it('Preferenze opens the preferences page', async () => {
    const { router, user } = renderShell('/pagina-che-non-esiste')
    await user.click(await screen.findByRole('button', { name: /Giulia Ferrari/ }))
    await user.click(await screen.findByText('Preferenze', { selector: '.ant-dropdown *' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/preferenze'))
  })
})
