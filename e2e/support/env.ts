/**
 * The two ways the end-to-end suite runs, chosen by E2E_MODE:
 * - 'msw' (default): the default build in dist/, the fake backend runs in the browser (MSW worker)
 *   and keeps its data in IndexedDB, so every test (a fresh browser context) starts from the demo data;
 * - 'server': the build made with VITE_API_BASE_URL in dist-api/, talking over HTTP to the standalone
 *   fake server (mocks/http-server.ts) with a short access-token lifetime, so the refresh path runs.
 * Shared by playwright.config.ts, the global setup and the specs.
 */
export type E2eMode = 'msw' | 'server'

export const MODE: E2eMode = process.env.E2E_MODE === 'server' ? 'server' : 'msw'

/** Ports can be moved (E2E_MOCK_PORT, E2E_APP_PORT) so two checkouts can run the suite side by side. */
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 8787)
/** Lifetime in seconds of the access tokens the fake server signs in 'server' mode. */
export const SERVER_TOKEN_TTL_SECONDS = 12

export const APP_PORT = Number(process.env.E2E_APP_PORT ?? (MODE === 'server' ? 4322 : 4321))
export const OUT_DIR = MODE === 'server' ? 'dist-api' : 'dist'

/**
 * QA against any deployment: with E2E_BASE_URL set, no local server is started and only
 * the tests tagged @readonly run, against that URL, logged in as E2E_USER / E2E_PASSWORD, with a HAR
 * of the run written to E2E_HAR (default test-results/qa.har; E2E_HAR_CONTENT=omit leaves the
 * bodies out of it).
 */
export const QA_BASE_URL = process.env.E2E_BASE_URL?.trim().replace(/\/+$/, '') || undefined
export const QA = QA_BASE_URL !== undefined
export const READONLY_TAG = '@readonly'
export const HAR_PATH = process.env.E2E_HAR ?? 'test-results/qa.har'
export const HAR_CONTENT: 'omit' | 'embed' =
  process.env.E2E_HAR_CONTENT === 'omit' ? 'omit' : 'embed'

export const BASE_URL = QA_BASE_URL ?? `http://127.0.0.1:${APP_PORT}`
export const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`
/** Where the app's API calls go. */
export const API_ORIGIN = MODE === 'server' ? MOCK_ORIGIN : BASE_URL

/** Debian's Chromium and the flags it needs here (CONTRIBUTING.md, pitfall 12). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const DEMO_PASSWORD = 'Demo2026!'

export interface DemoUser {
  email: string
  password: string
  nome: string
  cognome: string
}

export const ADMIN: DemoUser = {
  email: 'admin@fitlab.it',
  password: DEMO_PASSWORD,
  nome: 'Giulia',
  cognome: 'Ferrari',
}

export const ISTRUTTORE: DemoUser = {
  email: 'istruttore@fitlab.it',
  password: DEMO_PASSWORD,
  nome: 'Marco',
  cognome: 'Rossi',
}

/** Who the @readonly tests log in as: E2E_USER / E2E_PASSWORD, else the demo instructor. */
export const QA_CREDENTIALS = {
  email: process.env.E2E_USER ?? ISTRUTTORE.email,
  password: process.env.E2E_PASSWORD ?? ISTRUTTORE.password,
}
