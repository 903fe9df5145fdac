/**
 * Test helpers of the methodologies module: the pages rendered against the fake backend with a
 * real session of a demo user, and a recorder of the requests the page sends.
 */
import { isInaccessible, screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
// eslint-disable-next-line no-restricted-imports -- a test helper (only *.test.tsx import it)
import { ADMIN, call, login } from '@mocks/lib/testing'
import MetodologiaDetailPage from './MetodologiaDetailPage'
import MetodologiaListPage from './MetodologiaListPage'

export interface Seen {
  method: string
  path: string
  query: URLSearchParams
  body?: unknown
}

/** Every request the page sends (the fake backend still answers), with its JSON body. */
export function recordRequests(): Seen[] {
  const seen: Seen[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/login_check') return
    const entry: Seen = { method: request.method, path: url.pathname, query: url.searchParams }
    seen.push(entry)
    if (request.headers.get('Content-Type')?.includes('application/json')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body
        })
    }
  })
  return seen
}

/** Renders the methodology screens at `route`, logged in as `email` through the fake backend. */
export async function renderMetodologie(route: string, email = ADMIN) {
  const { token, refresh_token } = await login(email)
  const result = renderWithProviders(null, {
    route,
    routes: [
      { path: '/metodologie', element: <MetodologiaListPage /> },
      { path: '/metodologie/:id', element: <MetodologiaDetailPage /> },
    ],
    preloadedState: loggedInState(token, refresh_token),
  })
  return { ...result, token }
}

/** The id of a demo methodology by codice (read through the fake backend as the admin). */
export async function metodologiaId(codice: string): Promise<number> {
  const { token } = await login(ADMIN)
  const result = await call('GET', '/api/metodologia/', {
    token,
    query: { filters: { search: codice }, pageSize: -1 },
  })
  const row = (result.body as { data: { id: number; codice: string }[] }).data.find(
    (m) => m.codice === codice,
  )
  if (!row) throw new Error(`metodologia ${codice} not found`)
  return row.id
}

/** The page title (an h2). A text query: role queries are slow on big forms under jsdom. */
export const heading = (name: string | RegExp) => screen.findByText(name, { selector: 'h2' })

/**
 * The open dialog showing `title`. (antd names dialogs through generated ids, which are all
 * "test-id" under Jest, so the accessible name cannot be used.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .getAllByText(title)
      .map((el) => el.closest<HTMLElement>('[role="dialog"]'))
      .find((el): el is HTMLElement => el !== null && !isInaccessible(el))
    if (!dialog) throw new Error(`dialog "${title}" not open`)
    return dialog
  })
}

/**
 * A button by its text or its aria-label. Role queries compute every element's role, which takes
 * seconds on a big antd form under jsdom; the label and text queries do not.
 */
export function button(name: string, scope: HTMLElement = document.body): HTMLButtonElement {
  const found = [...within(scope).queryAllByLabelText(name), ...within(scope).queryAllByText(name)]
    .map((el) => el.closest('button'))
    .find((el): el is HTMLButtonElement => el !== null && !isInaccessible(el))
  if (!found) throw new Error(`button "${name}" not found`)
  return found
}

/** The combobox input of an antd Select by its label (the Select labels more than its input). */
export function combobox(label: string): HTMLElement {
  const found = screen.getAllByLabelText(label).find((el) => el.getAttribute('role') === 'combobox')
  if (!found) throw new Error(`combobox "${label}" not found`)
  return found
}
