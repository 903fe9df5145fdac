import { appRoutes, matchAppRoute, menuTarget } from '@/app/routes'
import { href, isAt, paths, type RouteName } from './paths'

/** A value for each `:param` of a route's path (an id, or the reset link's token). */
const sample = (name: RouteName): Record<string, string | number> =>
  Object.fromEntries([...paths[name].matchAll(/:(\w+)/g)].map(([, key]) => [key, 7]))

/** href for any route name, with a params object built at run time. */
const hrefOf = href as (name: RouteName, params?: Record<string, string | number>) => string

describe('the app paths', () => {
  it('give every route of the table its path, and the table one row per path', () => {
    expect(appRoutes.map((r) => r.name).sort()).toEqual(Object.keys(paths).sort())
    for (const route of appRoutes) expect(route.path).toBe(paths[route.name])
  })

  it('lead every route of the table, through href, back to that route', () => {
    for (const route of appRoutes) {
      const url = hrefOf(route.name, sample(route.name))
      expect(url).not.toContain(':')
      expect(matchAppRoute(url)?.name).toBe(route.name)
      expect(isAt(route.name, url)).toBe(true)
    }
  })

  it('lead each menu entry to its own route', () => {
    for (const route of appRoutes.filter((r) => r.menu)) {
      expect(matchAppRoute(menuTarget(route))?.name).toBe(route.name)
    }
    expect(menuTarget(appRoutes.find((r) => r.name === 'cliente-id')!)).toBe('/clienti/nuovo')
  })
})

describe('href', () => {
  it('writes the path of a route without parameters', () => {
    expect(href('index')).toBe('/')
    expect(href('cliente-list')).toBe('/clienti')
    expect(href('export_analytics')).toBe('/analisi-dati')
  })

  it('fills the path parameters, encoded', () => {
    expect(href('scheda-id', { id: 42 })).toBe('/librerie/schede/42')
    expect(href('cliente-id', { id: 'nuovo' })).toBe('/clienti/nuovo')
    expect(href('reset-password', { token: 'a b/c?d#e' })).toBe('/reset-password/a%20b%2Fc%3Fd%23e')
  })

  it('turns the route query into the query string, in order, leaving out what is undefined', () => {
    expect(href('libreria-list', { tab: 'protocolli' })).toBe('/librerie?tab=protocolli')
    expect(href('scheda-confronto', { id: 3, a: 10, b: 11 })).toBe(
      '/clienti/3/schede/confronto?a=10&b=11',
    )
    expect(href('scheda-id', { id: 'nuova', cliente: 5 })).toBe('/librerie/schede/nuova?cliente=5')
    expect(href('cliente-id', { id: 3, tab: undefined })).toBe('/clienti/3')
  })

  it('refuses a route whose parameter is missing', () => {
    expect(() => hrefOf('scheda-id', {})).toThrow('Missing parameter id for route scheda-id')
    expect(() => hrefOf('esercizio-id', { id: '' })).toThrow('Missing parameter id')
  })
})

describe('isAt', () => {
  it('tells the page of a route from the others', () => {
    expect(isAt('login', '/login')).toBe(true)
    expect(isAt('login', '/login/')).toBe(true)
    expect(isAt('login', '/loginx')).toBe(false)
    expect(isAt('reset-password', '/reset-password/abc')).toBe(true)
    expect(isAt('reset-password', '/reset-password/')).toBe(false)
    expect(isAt('index', '/')).toBe(true)
    expect(isAt('index', '/clienti')).toBe(false)
  })
})
