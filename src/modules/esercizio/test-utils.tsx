/**
 * Test helpers of the exercises module: the pages rendered against the fake backend with a real
 * session of a demo user, and a recorder of the requests the page sends.
 */
import { File as NodeFile } from 'node:buffer'
import { isInaccessible, screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
// eslint-disable-next-line no-restricted-imports -- a test helper (only *.test.tsx import it)
import { ADMIN, call, login } from '@mocks/lib/testing'
import CartellaDetailPage from './CartellaDetailPage'
import EsercizioDetailPage from './EsercizioDetailPage'
import EsercizioListPage from './EsercizioListPage'

export interface Seen {
  method: string
  path: string
  query: URLSearchParams
  body?: unknown
  form?: Record<string, string>
}

/** Every request the page sends (the fake backend still answers), with its body. */
export function recordRequests(): Seen[] {
  const seen: Seen[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/login_check') return
    const entry: Seen = { method: request.method, path: url.pathname, query: url.searchParams }
    seen.push(entry)
    const type = request.headers.get('Content-Type') ?? ''
    if (type.includes('application/json')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body
        })
    } else if (type.includes('multipart/form-data')) {
      void request
        .clone()
        .formData()
        .then((data) => {
          const form: Record<string, string> = {}
          for (const [name, value] of data.entries()) {
            form[name] = typeof value === 'string' ? value : `file:${value.name}`
          }
          entry.form = form
        })
    }
  })
  return seen
}

/**
 * Renders the exercise screens (list, detail, a folder's exercises) at `route`, logged in as
 * `email` through the fake backend.
 */
export async function renderEsercizi(route: string, email = ADMIN) {
  const { token, refresh_token } = await login(email)
  const result = renderWithProviders(null, {
    route,
    routes: [
      { path: '/esercizi', element: <EsercizioListPage /> },
      { path: '/esercizi/:id', element: <EsercizioDetailPage /> },
      { path: '/librerie/cartelle/:id', element: <CartellaDetailPage /> },
      { path: '/librerie', element: <h2>Librerie</h2> },
    ],
    preloadedState: loggedInState(token, refresh_token),
  })
  return { ...result, token }
}

/** A GET through the fake backend with the given session (to find ids of the demo data). */
export async function apiGet<T>(token: string, path: string, query: Record<string, unknown> = {}) {
  const result = await call('GET', path, { token, query })
  if (result.status !== 200) throw new Error(`${path}: ${result.status}`)
  return result.body as T
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

/**
 * A file as the browser would give it. Node's own File: jsdom's File is not a Blob for the fetch
 * of jest-fixed-jsdom, whose FormData would send it as the text "[object File]".
 */
export function testFile(name: string, type: string): File {
  return new NodeFile([new Uint8Array(16)], name, { type }) as unknown as File
}

/** The combobox input of an antd Select by its label (the Select labels more than its input). */
export function combobox(label: string): HTMLElement {
  const found = screen.getAllByLabelText(label).find((el) => el.getAttribute('role') === 'combobox')
  if (!found) throw new Error(`combobox "${label}" not found`)
  return found
}
