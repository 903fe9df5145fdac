/**
 * The deploy-time configuration: `config.json`, served next to index.html, read once
 * before the app boots (main.tsx), so that one build can talk to any backend without rebuilding.
 *
 *   { "apiBaseUrl": "https://qa.example.com", "fakeBackend": false }
 *
 * - apiBaseUrl: the backend's absolute http(s) URL (a path is allowed, no query or fragment).
 *   Empty or absent: the build's own default (VITE_API_BASE_URL, or the app's origin).
 * - fakeBackend: whether the in-browser fake backend (MSW) answers. Default: on in a build made
 *   without VITE_API_BASE_URL when config.json names no server, off otherwise. A build made with a
 *   base URL contains no fake backend: asking for it is an error.
 *
 * No file (404) or an empty one: the build's defaults. Anything else that is wrong (not JSON, an
 * unknown key, a bad URL...) stops the boot with an Italian page that says what
 * (RuntimeConfigError), never a blank screen. The host may only be one the build's
 * Content-Security-Policy lets the app connect to (see src/config/csp.ts, VITE_CONNECT_SRC):
 * otherwise the page says so too.
 */
import { serverEsterno } from '@/i18n/aree/serverEsterno'
import { connectSrcAllows } from './csp'

export interface RuntimeConfig {
  /** The API base URL, without a trailing slash; '' = the app's own origin. */
  apiBaseUrl: string
  fakeBackend: boolean
}

/** What the build says (vite.config.ts): its base URL and whether it holds the fake backend. */
export interface BuildDefaults {
  apiBaseUrl: string
  mocks: boolean
}

/** A config.json that cannot be used; the message is Italian, for the error page. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError'
}

const KEYS = new Set(['apiBaseUrl', 'fakeBackend'])

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const trimSlashes = (url: string): string => url.replace(/\/+$/, '')

function validUrl(text: string): string {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new RuntimeConfigError(serverEsterno.config.urlNonValido(text))
  }
  const plain =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '' &&
    !/[?#]/.test(text)
  if (!plain) throw new RuntimeConfigError(serverEsterno.config.urlNonValido(text))
  return trimSlashes(url.href)
}

export const defaultsOf = (build: BuildDefaults): RuntimeConfig => ({
  apiBaseUrl: trimSlashes(build.apiBaseUrl),
  fakeBackend: build.mocks,
})

/** The configuration a config.json text gives, over the build's defaults. */
export function parseRuntimeConfig(text: string, build: BuildDefaults): RuntimeConfig {
  if (text.trim() === '') return defaultsOf(build)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new RuntimeConfigError(serverEsterno.config.jsonNonValido)
  }
  if (!isPlainObject(data)) throw new RuntimeConfigError(serverEsterno.config.nonOggetto)
  const unknownKey = Object.keys(data).find((key) => !KEYS.has(key))
  if (unknownKey !== undefined) {
    throw new RuntimeConfigError(serverEsterno.config.chiaveSconosciuta(unknownKey))
  }
  const { apiBaseUrl = '', fakeBackend } = data
  if (typeof apiBaseUrl !== 'string') throw new RuntimeConfigError(serverEsterno.config.nonTesto)
  if (fakeBackend !== undefined && typeof fakeBackend !== 'boolean') {
    throw new RuntimeConfigError(serverEsterno.config.nonBooleano)
  }
  const server = apiBaseUrl.trim() === '' ? '' : validUrl(apiBaseUrl.trim())
  const wantsFake = fakeBackend ?? (build.mocks && server === '')
  if (wantsFake && !build.mocks)
    throw new RuntimeConfigError(serverEsterno.config.fakeBackendAssente)
  if (wantsFake && server !== '') {
    throw new RuntimeConfigError(serverEsterno.config.fakeBackendConServer)
  }
  return {
    apiBaseUrl: server === '' ? trimSlashes(build.apiBaseUrl) : server,
    fakeBackend: wantsFake,
  }
}

/**
 * Reads config.json at `url` (never from the HTTP cache: a deploy may have just changed it).
 * Rejects with a RuntimeConfigError when it cannot be used.
 */
export async function loadRuntimeConfig(url: string, build: BuildDefaults): Promise<RuntimeConfig> {
  let response: Response
  try {
    response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } })
  } catch {
    throw new RuntimeConfigError(serverEsterno.config.serverMuto)
  }
  if (response.status === 404) return defaultsOf(build)
  if (!response.ok) throw new RuntimeConfigError(serverEsterno.config.nonLeggibile(response.status))
  return parseRuntimeConfig(await response.text(), build)
}

/**
 * Stops the boot when the page's Content-Security-Policy (`policy`, its <meta>; null: none) does
 * not let the app connect to the configured backend: every call would fail as "no answer".
 */
export function assertConnectAllowed(
  config: RuntimeConfig,
  policy: string | null,
  selfOrigin: string,
): void {
  if (config.apiBaseUrl === '' || policy === null) return
  if (!connectSrcAllows(policy, config.apiBaseUrl, selfOrigin)) {
    throw new RuntimeConfigError(
      serverEsterno.config.cspNonConsente(new URL(config.apiBaseUrl).origin),
    )
  }
}
