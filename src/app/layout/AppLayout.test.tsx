import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { UserEvent } from '@testing-library/user-event'
import type { Role } from '@/api/session-user'
import { buildRoutes } from '@/app/router'
import { menuOutline } from '@/app/routes'
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

/** The menu in the spec's notation (SPEC 2, "Left menu"): `Dashboard; Clienti (Cerca, Nuovo); ...`. */
function asSpecText(outline: ReturnType<typeof menuOutline>): string {
  return outline
    .map((entry) =>
      'children' in entry
        ? `${entry.label} (${entry.children.map((c) => c.label).join(', ')})`
        : entry.label,
    )
    .join('; ')
}

/**
 * The one literal statement of the menu, per role: the spec's entries in its order (SPEC 2, "Left
 * menu"), filtered by its roles table (SPEC 6). Every other menu check, here and in the e2e
 * (e2e/layout.spec.ts), reads the rendered menu against the route table (`menuOutline`).
 */
const SPEC_MENU: { who: string; roles: Role[]; menu: string }[] = [
  {
    who: 'an administrator',
    roles: ['ROLE_ADMIN'],
    menu: 'Dashboard; Esercizi; Metodologie; Librerie; Preferenze; Tenants; Reset User Password; Analisi Dati',
  },
  {
    who: 'an instructor',
    roles: ['ROLE_ISTRUTTORE'],
    menu: 'Dashboard; Clienti (Cerca, Nuovo); Istruttori (Cerca, Nuovo); Esercizi; Metodologie; Librerie; Preferenze',
  },
  {
    who: 'a user with both roles',
    roles: ['ROLE_ISTRUTTORE', 'ROLE_ADMIN'],
    menu: 'Dashboard; Clienti (Cerca, Nuovo); Istruttori (Cerca, Nuovo); Esercizi; Metodologie; Librerie; Preferenze; Tenants; Reset User Password; Analisi Dati',
  },
]

describe("the route table's menu is the spec's", () => {
  it.each(SPEC_MENU)('for $who', ({ roles, menu }) => {
    expect(asSpecText(menuOutline(roles))).toBe(menu)
  })
})

/**
 * Reads the rendered menu against the route table's: the top-level entries in order, each link's
 * target, each group's links (opened as the user opens it) in order with their targets, and
 * nothing else.
 */
async function expectMenuOfTable(user: UserEvent, roles: readonly Role[]) {
  const nav = await screen.findByRole('navigation', { name: 'Menu principale' })
  const outline = menuOutline(roles)
  const root = nav.querySelector('ul')
  const topLevel = () =>
    within(nav)
      .getAllByRole('menuitem')
      .filter((item) => item.closest('ul') === root)
  expect(topLevel().map((item) => item.textContent)).toEqual(outline.map((entry) => entry.label))
  const shown: string[] = []
  for (const [index, entry] of outline.entries()) {
    if (!('children' in entry)) {
      expect(within(topLevel()[index]!).getByRole('link')).toHaveAttribute('href', entry.to)
      shown.push(entry.to)
      continue
    }
    await user.click(topLevel()[index]!)
    const group = topLevel()[index]!.closest('li')!
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(entry.children.map((child) => [child.label, child.to])),
    )
    shown.push(...entry.children.map((child) => child.to))
  }
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(shown)
}

describe('the left menu, by role', () => {
  it('an admin sees the admin entries of the route table, in its order', async () => {
    const { user } = renderShell('/pagina-che-non-esiste')
    await expectMenuOfTable(user, ['ROLE_ADMIN'])
  })

  it('an instructor sees the instructor entries of the route table, groups and their links', async () => {
    const { user } = renderShell('/pagina-che-non-esiste', ISTRUTTORE)
    await expectMenuOfTable(user, ['ROLE_ISTRUTTORE'])
  })

  it('opens the group of the page reached by a link, and keeps the ones the user opened', async () => {
    const { router, user } = renderShell('/preferenze', ISTRUTTORE)
    const menu = await screen.findByRole('navigation', { name: 'Menu principale' })
    const entry = (name: string) => within(menu).queryByRole('menuitem', { name })
    await waitFor(() => expect(entry('Preferenze')).toBeInTheDocument())
    expect(entry('Cerca')).not.toBeInTheDocument()
    // The user opens Istruttori, then a link of the page leads to a client.
    await user.click(within(menu).getByText('Istruttori'))
    await waitFor(() =>
      expect(within(menu).getAllByRole('menuitem', { name: 'Cerca' })).toHaveLength(1),
    )
    await act(() => router.navigate('/clienti/1'))
    await waitFor(() =>
      expect(within(menu).getAllByRole('menuitem', { name: 'Cerca' })).toHaveLength(2),
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
