import { http, HttpResponse } from 'msw'
import { server } from '@/test/server'
import {
  assertConnectAllowed,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
} from './runtime-config'

const MOCK_BUILD = { apiBaseUrl: '', mocks: true }
const API_BUILD = { apiBaseUrl: 'https://api.example.com/', mocks: false }
const URL_OF_FILE = 'http://localhost/config.json'

const problem = (text: string, build = MOCK_BUILD): string => {
  try {
    parseRuntimeConfig(text, build)
  } catch (error) {
    expect(error).toBeInstanceOf(RuntimeConfigError)
    return (error as Error).message
  }
  throw new Error('no error')
}

describe('config.json', () => {
  it('empty, {} or an empty apiBaseUrl: the build defaults', () => {
    for (const text of ['', '  \n', '{}', '{ "apiBaseUrl": "" }']) {
      expect(parseRuntimeConfig(text, MOCK_BUILD)).toEqual({ apiBaseUrl: '', fakeBackend: true })
      expect(parseRuntimeConfig(text, API_BUILD)).toEqual({
        apiBaseUrl: 'https://api.example.com',
        fakeBackend: false,
      })
    }
  })

  it('a server: that base URL, and no fake backend even in a mock build', () => {
    expect(parseRuntimeConfig('{ "apiBaseUrl": "http://127.0.0.1:8806/" }', MOCK_BUILD)).toEqual({
      apiBaseUrl: 'http://127.0.0.1:8806',
      fakeBackend: false,
    })
    expect(
      parseRuntimeConfig('{ "apiBaseUrl": "https://qa.example.com/backend" }', API_BUILD),
    ).toEqual({ apiBaseUrl: 'https://qa.example.com/backend', fakeBackend: false })
  })

  it('fakeBackend false: a mock build talks to its own origin without MSW', () => {
    expect(parseRuntimeConfig('{ "fakeBackend": false }', MOCK_BUILD)).toEqual({
      apiBaseUrl: '',
      fakeBackend: false,
    })
  })

  it('says in Italian what is wrong', () => {
    expect(problem('{ apiBaseUrl: x }')).toBe('config.json non contiene JSON valido.')
    expect(problem('<!doctype html><html></html>')).toBe('config.json non contiene JSON valido.')
    expect(problem('["https://x.it"]')).toMatch(/^config.json deve contenere un oggetto JSON/)
    expect(problem('{ "apiBaseURL": "https://x.it" }')).toBe(
      'config.json contiene la chiave sconosciuta «apiBaseURL»: le chiavi ammesse sono apiBaseUrl e fakeBackend.',
    )
    expect(problem('{ "apiBaseUrl": 8080 }')).toBe(
      'In config.json apiBaseUrl deve essere un testo.',
    )
    expect(problem('{ "fakeBackend": "no" }')).toBe(
      'In config.json fakeBackend deve essere true o false.',
    )
    for (const bad of ['qa.example.com', 'ftp://qa.example.com', 'https://x.it/?a=1', '/api']) {
      expect(problem(JSON.stringify({ apiBaseUrl: bad }))).toMatch(
        new RegExp(
          `^In config.json apiBaseUrl «${bad.replace(/[?/.]/g, '\\$&')}» non è un indirizzo valido`,
        ),
      )
    }
    expect(problem('{ "fakeBackend": true }', API_BUILD)).toMatch(
      /questa build è fatta per un server reale e non lo contiene/,
    )
    expect(problem('{ "fakeBackend": true, "apiBaseUrl": "https://x.it" }')).toMatch(
      /sceglierne uno/,
    )
  })
})

describe('loading config.json', () => {
  it('is read with no cache; a missing file means the defaults', async () => {
    let cache: string | undefined
    server.use(
      http.get('*/config.json', ({ request }) => {
        cache = request.cache
        return HttpResponse.json({ apiBaseUrl: 'https://qa.example.com' })
      }),
    )
    await expect(loadRuntimeConfig(URL_OF_FILE, MOCK_BUILD)).resolves.toEqual({
      apiBaseUrl: 'https://qa.example.com',
      fakeBackend: false,
    })
    expect(cache).toBe('no-store')
    server.use(http.get('*/config.json', () => new HttpResponse(null, { status: 404 })))
    await expect(loadRuntimeConfig(URL_OF_FILE, MOCK_BUILD)).resolves.toEqual({
      apiBaseUrl: '',
      fakeBackend: true,
    })
  })

  it('another status or no answer: an error to show', async () => {
    server.use(http.get('*/config.json', () => new HttpResponse('x', { status: 403 })))
    await expect(loadRuntimeConfig(URL_OF_FILE, MOCK_BUILD)).rejects.toThrow(
      "config.json non si può leggere: il server che ospita l'app risponde con lo stato 403.",
    )
    server.use(http.get('*/config.json', () => HttpResponse.error()))
    await expect(loadRuntimeConfig(URL_OF_FILE, MOCK_BUILD)).rejects.toThrow(
      "config.json non si può leggere: il server che ospita l'app non risponde.",
    )
  })
})

describe('the page Content-Security-Policy and the configured server', () => {
  const self = 'https://app.example.com'
  const config = (apiBaseUrl: string) => ({ apiBaseUrl, fakeBackend: false })

  it('passes when connect-src allows the host, or when there is no policy', () => {
    expect(() =>
      assertConnectAllowed(config('https://qa.example.com'), "connect-src 'self' https:", self),
    ).not.toThrow()
    expect(() => assertConnectAllowed(config('https://qa.example.com'), null, self)).not.toThrow()
    expect(() => assertConnectAllowed(config(''), "connect-src 'self'", self)).not.toThrow()
  })

  it('stops with the origin to allow when it does not', () => {
    expect(() =>
      assertConnectAllowed(config('http://127.0.0.1:8806/api'), "connect-src 'self'", self),
    ).toThrow(
      "La Content-Security-Policy di questa build non permette all'app di contattare http://127.0.0.1:8806: rifare la build con VITE_CONNECT_SRC che lo comprenda, oppure aggiungerlo a connect-src nel meta Content-Security-Policy di index.html.",
    )
  })
})
