/**
 * Where the API lives. Unset at build time (the default) = same origin, answered by the MSW fake
 * backend running in the browser; set VITE_API_BASE_URL to point the app at a real backend (QA) or at
 * the standalone fake server (`npm run mock-server`). Always absolute: Node's Request under Jest
 * rejects relative URLs.
 */
export const USE_MOCKS: boolean = __USE_MOCKS__

export function apiBaseUrl(): string {
  if (__API_BASE_URL__) return __API_BASE_URL__.replace(/\/+$/, '')
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost'
}

/** Absolute URL of an API path such as '/api/cliente/' or '/help/clienti'. */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`
}
