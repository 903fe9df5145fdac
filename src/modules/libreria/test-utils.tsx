/**
 * Test helpers of the library screens (librerie, schede, protocolli): the pages rendered against
 * the fake backend with a real session of the demo instructor, and a recorder of the requests.
 */
import { configure, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router-dom'
import ProtocolloDetailPage from '@/modules/protocollo/ProtocolloDetailPage'
import SchedaDetailPage from '@/modules/scheda/SchedaDetailPage'
import SchedaListPage from '@/modules/scheda/SchedaListPage'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
import { FRONTEND_REVISION } from '@/config/constants'
import LibreriaListPage from './LibreriaListPage'

// The machine running the suite may be busy: give the fake backend's answers time to arrive.
jest.setTimeout(120_000)
configure({ asyncUtilTimeout: 20_000 })

export interface Seen {
  method: string
  path: string
  query: URLSearchParams
  body?: Record<string, unknown>
}

/** Every request the page sends (the fake backend still answers), with its JSON body. */
export function recordRequests(): Seen[] {
  const seen: Seen[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/login_check') return
    const entry: Seen = { method: request.method, path: url.pathname, query: url.searchParams }
    seen.push(entry)
    if ((request.headers.get('Content-Type') ?? '').includes('application/json')) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => {
          entry.body = body
        })
    }
  })
  return seen
}

/** The requests with this method and path. */
export const calls = (seen: Seen[], method: string, path: string | RegExp) =>
  seen.filter(
    (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
  )

export const libreriaRoutes: RouteObject[] = [
  { path: '/librerie', element: <LibreriaListPage /> },
  { path: '/librerie/schede', element: <SchedaListPage /> },
  { path: '/librerie/schede/:id', element: <SchedaDetailPage /> },
  { path: '/librerie/protocolli/:id', element: <ProtocolloDetailPage /> },
  // A folder's page is the exercise module's (CartellaDetailPage, tested there).
  { path: '/librerie/cartelle/:id', element: <h1>Cartella</h1> },
]

let session: { token: string; refresh_token: string } | null = null

/** Logs in as the demo instructor through the fake backend (a real, signed token). */
async function login(): Promise<{ token: string; refresh_token: string }> {
  const response = await fetch(`${window.location.origin}/api/login_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'istruttore@fitlab.it',
      password: 'Demo2026!',
      frontendRevisionNumber: FRONTEND_REVISION,
    }),
  })
  return (await response.json()) as { token: string; refresh_token: string }
}

/** Renders the library pages at `route`, logged in as the demo instructor. */
export async function renderLibreria(route: string) {
  session ??= await login()
  const rendered = renderWithProviders(null, {
    route,
    routes: libreriaRoutes,
    preloadedState: loggedInState(session.token, session.refresh_token),
  })
  // These pages are large: skip user-event's per-click style checks (slow in jsdom).
  return { ...rendered, user: userEvent.setup({ delay: null, pointerEventsCheck: 0 }) }
}

/**
 * The element holding `text` with the given aria-label: label queries, not role queries, because
 * jsdom computes every style of these large antd pages for each role query.
 */
export const byLabel = (label: string | RegExp) => screen.getByLabelText(label)
export const findByLabel = (label: string | RegExp) => screen.findByLabelText(label)

/** The open antd dropdown menu. */
export function openMenu(): HTMLElement {
  const menus = Array.from(document.querySelectorAll<HTMLElement>('.ant-dropdown')).filter(
    (el) => !el.classList.contains('ant-dropdown-hidden'),
  )
  const menu = menus.at(-1)
  if (!menu) throw new Error('No open menu')
  return menu
}

/**
 * The open dialog whose title is `title`, found without role queries (slow on these pages); a
 * closed antd dialog stays in the DOM with its wrapper hidden.
 */
export function findDialog(title: string | RegExp): HTMLElement {
  const match = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find(
    (d) =>
      (d.closest<HTMLElement>('.ant-modal-wrap')?.style.display ?? '') !== 'none' &&
      Array.from(d.querySelectorAll('.ant-modal-title, .ant-modal-confirm-title')).some((el) =>
        typeof title === 'string' ? el.textContent === title : title.test(el.textContent ?? ''),
      ),
  )
  if (!match) throw new Error(`No open dialog titled ${String(title)}`)
  return match
}
