/**
 * Where the API lives. The build sets the default (vite.config.ts): no VITE_API_BASE_URL = same
 * origin, answered by the MSW fake backend running in the browser; VITE_API_BASE_URL = that host
 * (a real backend for QA, or the standalone fake server `npm run mock-server`), no MSW in the
 * bundle. At deploy time config.json may name another backend (src/config/runtime-config.ts):
 * main.tsx reads it and hands it here before the app renders. Always absolute: Node's Request
 * under Jest rejects relative URLs.
 */
import type { BuildDefaults, RuntimeConfig } from './runtime-config'

/** What the build itself says, before any config.json. */
export const BUILD_DEFAULTS: BuildDefaults = { apiBaseUrl: __API_BASE_URL__, mocks: __USE_MOCKS__ }

let deployed: RuntimeConfig | null = null
/** While main.tsx reads config.json (it renders meanwhile); resolved without it (tests, Storybook). */
let reading: Promise<unknown> = Promise.resolve()

/** Called once by main.tsx with the configuration of config.json (and by tests). */
export function applyRuntimeConfig(config: RuntimeConfig | null): void {
  deployed = config
}

/** main.tsx, at boot: config.json is being read (`read` resolves once it is applied). */
export function readingRuntimeConfig(read: Promise<unknown>): void {
  reading = read.catch(() => new Promise<never>(() => undefined))
}

/**
 * Resolves once config.json is applied (never when it is wrong: the error page replaces the app).
 * The logged-in app waits for it before its first render, which may read the configuration
 * (usesMocks, apiUrl); the login page does not, it reads it only after a call.
 */
export function runtimeConfigApplied(): Promise<unknown> {
  return reading
}

/** Whether the in-browser fake backend answers: never in a build made with a base URL. */
export function usesMocks(): boolean {
  return __USE_MOCKS__ && (deployed?.fakeBackend ?? true)
}

export function apiBaseUrl(): string {
  const base = deployed ? deployed.apiBaseUrl : __API_BASE_URL__
  if (base) return base.replace(/\/+$/, '')
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost'
}

/** Absolute URL of an API path such as '/api/cliente/' or '/help/clienti'. */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`
}
