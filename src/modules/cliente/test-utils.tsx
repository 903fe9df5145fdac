/**
 * Test helpers of the clients module: the pages rendered against the fake backend with a real
 * session of the demo instructor, and a recorder of the requests the page sends.
 */
import { configure, screen } from '@testing-library/react'
import type { RouteObject } from 'react-router-dom'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
// eslint-disable-next-line no-restricted-imports -- test helper, imported only by the *.test.tsx files
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import ClienteDetailPage from './ClienteDetailPage'
import ClienteListPage from './ClienteListPage'

// A whole detail page (antd Form, Tabs, Selects, DatePickers) renders slowly in jsdom, and more so
// on a busy machine: generous limits, so a slow run is not a failure.
jest.setTimeout(180_000)
configure({ asyncUtilTimeout: 30_000 })

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
          entry.form = {}
          for (const [name, value] of data.entries()) {
            entry.form[name] = typeof value === 'string' ? value : `file:${value.name}`
          }
        })
    }
  })
  return seen
}

/** Valentina Bernasconi (id 1): GDPR accepted, 3 sheets, 18 maximums. */
export const BERNASCONI = 1
/** Mattia De Sanctis (id 9): GDPR not accepted, 3 sheets, 26 maximums. */
export const DE_SANCTIS = 9

export const clienteRoutes: RouteObject[] = [
  { path: '/clienti', element: <ClienteListPage /> },
  { path: '/clienti/:id', element: <ClienteDetailPage /> },
  { path: '/librerie/schede/:id', element: <h1>Scheda</h1> },
]

/** Renders the clients' pages at `route`, logged in as the demo instructor. */
export async function renderClienti(route: string) {
  const { token, refresh_token } = await login(ISTRUTTORE)
  return renderWithProviders(null, {
    route,
    routes: clienteRoutes,
    preloadedState: loggedInState(token, refresh_token),
  })
}

/** The detail page once loaded (its title is "Cognome Nome"). */
export const loadedDetail = (nome: string) => screen.findByRole('heading', { level: 2, name: nome })

/**
 * The open dialog whose title is `title`. (In tests antd gives every generated id the same value,
 * so a dialog's aria-labelledby may point at a tooltip: find it by its title text instead.)
 */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  const dialogs = await screen.findAllByRole('dialog')
  const match = dialogs.find((d) =>
    Array.from(d.querySelectorAll('.ant-modal-title, .ant-modal-confirm-title')).some((el) =>
      typeof title === 'string' ? el.textContent === title : title.test(el.textContent ?? ''),
    ),
  )
  if (!match) throw new Error(`No dialog titled ${String(title)}`)
  return match
}
