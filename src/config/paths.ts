/**
 * The app's paths, one per named route (SPEC section 2): the one place a URL of this app is
 * written. Every link, navigate() and "way back" is `href(name, params)`; the route table
 * (app/routes.tsx) takes its paths from here. A renamed path changes here alone, and a wrong
 * route name, a missing parameter or a query the route does not take does not compile. ESLint
 * fails on a literal app path anywhere else in src/ (tests and stories aside).
 */
export const paths = {
  login: '/login',
  // Where the password-reset email's link leads.
  'reset-password': '/reset-password/:token',
  index: '/',
  'cliente-list': '/clienti',
  'cliente-id': '/clienti/:id',
  'scheda-confronto': '/clienti/:id/schede/confronto',
  'istruttore-list': '/istruttori',
  'istruttore-id': '/istruttori/:id',
  'esercizio-list': '/esercizi',
  'esercizio-id': '/esercizi/:id',
  'metodologia-list': '/metodologie',
  'metodologia-id': '/metodologie/:id',
  'libreria-list': '/librerie',
  'scheda-list': '/librerie/schede',
  'scheda-id': '/librerie/schede/:id',
  'protocollo-id': '/librerie/protocolli/:id',
  'cartella-id': '/librerie/cartelle/:id',
  preferenze: '/preferenze',
  tenants: '/tenants',
  reset_user_password: '/reset-user-password',
  export_analytics: '/analisi-dati',
} as const satisfies Record<string, `/${string}`>

export type RouteName = keyof typeof paths

/** The tabs of the client page, `?tab=` (Anagrafica when absent). */
export const CLIENTE_TABS = [
  'anagrafica',
  'caratteristiche',
  'test',
  'schede',
  'massimali',
] as const
export type ClienteTab = (typeof CLIENTE_TABS)[number]

/** The tabs of the libraries page, `?tab=` (Cartelle when absent). */
export const LIBRERIA_TABS = ['cartelle', 'protocolli', 'modelli'] as const
export type LibreriaTab = (typeof LIBRERIA_TABS)[number]

/** The query a link to a route may carry: what its page reads from the URL. */
interface RouteQuery {
  'cliente-id': { tab?: ClienteTab }
  'libreria-list': { tab?: LibreriaTab }
  /** The two sheets compared. */
  'scheda-confronto': { a: number; b: number }
  /** A new sheet (id `nuova`): for this client, or a template. */
  'scheda-id': { cliente?: number; tipo?: 'modello' }
}

/** The `:name` parameters of a path pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

type Params<N extends RouteName> = Record<ParamNames<(typeof paths)[N]>, string | number> &
  (N extends keyof RouteQuery ? RouteQuery[N] : unknown)

/**
 * What href() takes for a route: its path parameters (all required) and its query, in one object;
 * nothing at all for a route with neither.
 */
export type HrefParams<N extends RouteName> = keyof Params<N> extends never
  ? Record<string, never>
  : Params<N>

/** A route with nothing required takes no argument: `href('cliente-list')`. */
type HrefArgs<N extends RouteName> =
  Record<never, never> extends HrefParams<N> ? [params?: HrefParams<N>] : [params: HrefParams<N>]

/**
 * The URL of a named route: `href('scheda-id', { id: 5 })` -> '/librerie/schede/5',
 * `href('libreria-list', { tab: 'protocolli' })` -> '/librerie?tab=protocolli'. Path parameters
 * are encoded; the other keys (the route's query) become the query string, in the order given,
 * undefined ones left out.
 */
export function href<N extends RouteName>(name: N, ...[params]: HrefArgs<N>): string {
  const values: Record<string, string | number | undefined> = { ...params }
  const path = paths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key]
    if (value === undefined || value === '') {
      throw new Error(`Missing parameter ${key} for route ${name}`)
    }
    delete values[key]
    return encodeURIComponent(String(value))
  })
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) query.set(key, String(value))
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** Whether a URL path is the page of a named route: `isAt('login', location.pathname)`. */
export function isAt(name: RouteName, pathname: string): boolean {
  const pattern = paths[name].replace(/:\w+/g, '[^/]+')
  return new RegExp(`^${pattern}/?$`).test(pathname)
}
