/**
 * The test harness of the pages: a page rendered at its route, logged in through the fake backend,
 * a recorder of the requests it sends, and the few queries antd screens need. Every rendering test
 * uses these (src/test/setup.ts resets the fake db and the listeners after each test).
 *
 * Queries: role-by-name queries compute styles for every candidate, which is slow on a big antd
 * form under jsdom; the helpers below use text and label queries where a role query would crawl.
 */
import { isInaccessible, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event'
import { Outlet, type RouteObject } from 'react-router-dom'
import { RoutePage } from '@/app/RoutePage'
import { appRoutes } from '@/app/routes'
import LoginPage from '@/features/auth/LoginPage'
import { RequireAuth } from '@/features/auth/RequireAuth'
import { RequireRole } from '@/features/auth/RequireRole'
import { useSessionUser } from '@/features/auth/session'
import ErrorPage from '@/features/errors/ErrorPage'
import ResetPasswordPage from '@/features/auth/ResetPasswordPage'
import { getResponse, http, HttpResponse } from 'msw'
import { handlers } from '@mocks/node'
import { ADMIN, call, ISTRUTTORE, login } from '@mocks/lib/testing'
import { renderWithProviders } from './render'
import { server } from './server'
import { loggedInState } from './tokens'

export { ADMIN, ISTRUTTORE }

/** Valentina Bernasconi (id 1): GDPR accepted, 3 sheets, 18 maximums. */
export const BERNASCONI = 1
/** Mattia De Sanctis (id 9): GDPR not accepted, 3 sheets, 26 maximums. */
export const DE_SANCTIS = 9

/**
 * The app's route table (src/app/routes.tsx) without the layout: each page behind its roles, with
 * its title, loaded as the app loads it, and the app's error page ("Errore!") when it throws.
 */
export const pageRoutes: RouteObject[] = [
  {
    element: <Outlet />,
    hydrateFallbackElement: null,
    children: appRoutes.map((route) => ({
      path: route.path,
      errorElement: <ErrorPage />,
      lazy: async () => {
        const { default: page } = await route.load()
        return { element: <RoutePage route={route} page={page} /> }
      },
    })),
  },
]

function Dashboard() {
  const user = useSessionUser()
  return <p>{`Dashboard di ${user?.nome ?? ''} ${user?.cognome ?? ''}`}</p>
}

/**
 * The route table of the authentication tests: the login and new-password pages, and behind the
 * guard a dashboard naming the user, a page for instructors and one for admins.
 */
export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <Dashboard /> },
      { path: '/clienti', element: <p>Pagina clienti</p> },
      {
        element: <RequireRole roles={['ROLE_ADMIN']} />,
        children: [{ path: '/tenants', element: <p>Pagina tenants</p> }],
      },
    ],
  },
]

export interface RenderPageOptions {
  /** Route table; default: the app's pages (pageRoutes). */
  routes?: RouteObject[]
  /** The demo user logged in (through the fake backend); default the demo instructor. */
  as?: string
  /**
   * false: user-event skips its pointer-events style check on every click (slow on the biggest
   * antd pages under jsdom).
   */
  pointerEventsCheck?: boolean
}

/**
 * Renders the page at `route` in a fresh store and a memory router, logged in as `as` with a real
 * token of the fake backend. Returns the store, the router, a user-event instance and the token.
 */
export async function renderPage(
  route: string,
  { routes = pageRoutes, as = ISTRUTTORE, pointerEventsCheck = true }: RenderPageOptions = {},
) {
  const { token, refresh_token } = await login(as)
  const rendered = renderWithProviders(null, {
    route,
    routes,
    preloadedState: loggedInState(token, refresh_token),
  })
  const user: UserEvent = pointerEventsCheck
    ? rendered.user
    : userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { ...rendered, user, token }
}

/** A request the page sent. */
export interface Seen {
  method: string
  path: string
  query: URLSearchParams
  /** The Authorization header sent. */
  auth: string | null
  /** The JSON body, when there is one. */
  body?: Record<string, unknown>
  /** A multipart body: its text fields, and `file:<name>` for its files. */
  form?: Record<string, string>
}

/** Every request the page sends (the fake backend still answers) but the login, in order. */
export function recordRequests(): Seen[] {
  const seen: Seen[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/login_check') return
    const entry: Seen = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      auth: request.headers.get('Authorization'),
    }
    seen.push(entry)
    const type = request.headers.get('Content-Type') ?? ''
    if (type.includes('application/json')) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => {
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

/** The recorded requests with this method and path. */
export const calls = (seen: Seen[], method: string, path: string | RegExp) =>
  seen.filter(
    (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
  )

const matches = (text: string | null, title: string | RegExp) =>
  typeof title === 'string' ? text === title : title.test(text ?? '')

/**
 * The open dialog titled `title` (a modal's or a confirmation's title, else any text of it), or
 * null. antd gives every generated id the same value under Jest, so a dialog's aria-labelledby
 * may point at a tooltip: the title is found by its text. A closed antd dialog stays in the DOM,
 * hidden: it does not count.
 */
export function queryDialog(title: string | RegExp): HTMLElement | null {
  const open = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).filter(
    (d) => !isInaccessible(d),
  )
  const titled = open.find((d) =>
    Array.from(d.querySelectorAll('.ant-modal-title, .ant-modal-confirm-title')).some((el) =>
      matches(el.textContent, title),
    ),
  )
  return titled ?? open.find((d) => within(d).queryAllByText(title).length > 0) ?? null
}

/** Waits for the open dialog titled `title` (see queryDialog). */
export function findDialog(title: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = queryDialog(title)
    if (!dialog) throw new Error(`No open dialog titled ${String(title)}`)
    return dialog
  })
}

/** The button named `name` by its text or its aria-label (antd wraps the text in a span). */
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

/** The option of the open select list with this text (antd renders options as titled items). */
export function option(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .getAllByTitle(text)
      .find(
        (el) =>
          el.classList.contains('ant-select-item-option') &&
          el.closest('.ant-select-dropdown-hidden') === null,
      )
    if (!found) throw new Error(`option ${text} not shown`)
    return found
  })
}

/** The open antd dropdown menu. */
export function openMenu(): HTMLElement {
  const menus = Array.from(document.querySelectorAll<HTMLElement>('.ant-dropdown')).filter(
    (el) => !el.classList.contains('ant-dropdown-hidden'),
  )
  const menu = menus.at(-1)
  if (!menu) throw new Error('No open menu')
  return menu
}

/** The detail page once loaded: its title, a level-2 heading (e.g. "Cognome Nome"). */
export const loadedDetail = (name: string) => screen.findByRole('heading', { level: 2, name })

/** The page title (an h2), by its text: cheaper than a role query on a big form. */
export const heading = (name: string | RegExp) => screen.findByText(name, { selector: 'h2' })

/**
 * Waits until nothing on the page is loading (no `aria-busy="true"`), as a person waits for the
 * spinner: while a table refetches, antd's overlay takes no clicks.
 */
export const settled = () =>
  waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())

/**
 * A table's rows of data: not its header, not antd's "no data" row that an empty or still loading
 * table shows in their place.
 */
export const dataRows = (table: HTMLElement): HTMLElement[] =>
  within(table)
    .queryAllByRole('row')
    .filter((row) => !row.closest('thead') && !row.classList.contains('ant-table-placeholder'))

/** The texts of the items of a list. */
export const items = (list: HTMLElement): string[] =>
  [...list.querySelectorAll('li')].map((li) => li.textContent ?? '')

/** Replaces a field's text as a user would by selecting it and pasting. */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

/** A GET through the fake backend with the given session (to find ids of the demo data). */
export async function apiGet<T>(token: string, path: string, query: Record<string, unknown> = {}) {
  const result = await call('GET', path, { token, query })
  if (result.status !== 200) throw new Error(`${path}: ${result.status}`)
  return result.body as T
}

/** The id of a demo methodology by codice (read through the fake backend as the admin). */
export async function metodologiaId(codice: string): Promise<number> {
  const { token } = await login(ADMIN)
  const { data } = await apiGet<{ data: { id: number; codice: string }[] }>(
    token,
    '/api/metodologia/',
    { filters: { search: codice }, pageSize: -1 },
  )
  const row = data.find((m) => m.codice === codice)
  if (!row) throw new Error(`metodologia ${codice} not found`)
  return row.id
}

/**
 * A backend that drifts from the contract: the fake backend's answers to GET `path` (an MSW path:
 * a star, then the API path) come back as `edit` leaves them (a field dropped, a type changed).
 */
export function driftAnswers(path: string, edit: (body: Record<string, unknown>) => void): void {
  server.use(
    http.get(path, async ({ request }) => {
      const answer = await getResponse(handlers, request)
      if (!answer?.ok) return answer
      const body = (await answer.json()) as Record<string, unknown>
      edit(body)
      return HttpResponse.json(body)
    }),
  )
}

/** The rows of a list answer `{ data, count }` (for driftAnswers' edits). */
export const rowsOf = (body: Record<string, unknown>) => body.data as Record<string, unknown>[]
