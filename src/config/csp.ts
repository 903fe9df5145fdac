/**
 * The Content-Security-Policy of the production build: what the app may load and talk
 * to, nothing else. vite.config.ts writes it into index.html as a <meta> (so any static host
 * serves it) and `vite preview` also sends it as a header, with frame-ancestors (which a <meta>
 * cannot carry) and the other security headers.
 *
 * - script-src 'self': the bundle only; no inline script, no eval.
 * - style-src 'self' 'unsafe-inline': antd's CSS-in-JS still inserts <style> elements at run time
 *   (the theme's CSS variables, and the component styles missing from src/app/antd.gen.css), and a
 *   static page cannot carry a per-response nonce. Styles cannot run code.
 * - img-src data: blob:: pictures and exercise images are data URLs, previews blob URLs.
 * - connect-src: the app's own origin (and the MSW worker answering there) plus the API base URL,
 *   plus the sources of VITE_CONNECT_SRC (a build whose config.json may name another backend at
 *   deploy time, src/config/runtime-config.ts: e.g. `https:` or `https://qa.example.com`). Empty by
 *   default: the default build's policy is unchanged; `npm run build:qa` sets QA_CONNECT_SRC.
 * - worker-src 'self' blob:: the MSW service worker and pdf.js's worker (the help PDF).
 */

export interface CspOptions {
  /** VITE_API_BASE_URL of the build; empty: the API is the app's own origin. */
  apiBaseUrl: string
  /** More connect-src sources (VITE_CONNECT_SRC, split on spaces). */
  connectSrc?: readonly string[]
}

/** connect-src of a QA build (`npm run build:qa`) when VITE_CONNECT_SRC is not set. */
export const QA_CONNECT_SRC = 'https: http://localhost:* http://127.0.0.1:*'

/** A scheme (`https:`), `*`, or a host source (`https://*.example.com:8443`): nothing else. */
const SOURCE =
  /^(?:\*|[a-z][a-z\d+.-]*:|(?:[a-z][a-z\d+.-]*:\/\/)?(?:\*\.)?[a-z\d.-]+(?::(?:\d+|\*))?(?:\/[^\s;,']*)?)$/i

/** The sources of VITE_CONNECT_SRC; throws on anything that is not a plain source. */
export function connectSources(text: string | undefined): string[] {
  const sources = (text ?? '').split(/\s+/).filter(Boolean)
  const bad = sources.find((source) => !SOURCE.test(source))
  if (bad !== undefined) throw new Error(`VITE_CONNECT_SRC: "${bad}" is not a connect-src source`)
  return sources
}

/** The origin of the configured API, or null when it is the app's own (or not a URL). */
function apiOrigin(apiBaseUrl: string): string | null {
  if (apiBaseUrl.trim() === '') return null
  try {
    return new URL(apiBaseUrl).origin
  } catch {
    return null
  }
}

function directives({ apiBaseUrl, connectSrc = [] }: CspOptions): Array<[string, string[]]> {
  const api = apiOrigin(apiBaseUrl)
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(api ? [api] : []), ...connectSrc]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ]
}

const render = (list: Array<[string, string[]]>): string =>
  list.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')

/** The policy as index.html's <meta http-equiv="Content-Security-Policy"> carries it. */
export function metaContentSecurityPolicy(options: CspOptions): string {
  return render(directives(options))
}

/** The policy as a response header: the <meta> one plus frame-ancestors (no framing at all). */
export function headerContentSecurityPolicy(metaPolicy: string): string {
  return `${metaPolicy}; frame-ancestors 'none'`
}

/** Every header the preview server sends with each response. */
export function securityHeaders(metaPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': headerContentSecurityPolicy(metaPolicy),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  }
}

const META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i

/** The policy a built index.html carries, or null. */
export function policyOfHtml(html: string): string | null {
  return META.exec(html)?.[1] ?? null
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' }

function sourceAllows(source: string, url: URL, self: URL): boolean {
  if (source === "'self'") return url.origin === self.origin
  if (source === '*') return url.protocol === 'http:' || url.protocol === 'https:'
  if (/^[a-z][a-z\d+.-]*:$/i.test(source)) {
    const scheme = source.toLowerCase()
    return url.protocol === scheme || (scheme === 'http:' && url.protocol === 'https:')
  }
  const match = /^(?:([a-z][a-z\d+.-]*):\/\/)?((?:\*\.)?[^:/]+)(?::(\d+|\*))?/i.exec(source)
  if (!match) return false
  const [, scheme, host = '', port] = match
  const wantedScheme = scheme ? `${scheme.toLowerCase()}:` : self.protocol
  const schemeOk =
    url.protocol === wantedScheme || (wantedScheme === 'http:' && url.protocol === 'https:')
  const hostname = host.toLowerCase()
  const hostOk = hostname.startsWith('*.')
    ? url.hostname.endsWith(hostname.slice(1))
    : url.hostname === hostname
  const urlPort = url.port || DEFAULT_PORTS[url.protocol] || ''
  const portOk = port === '*' || (port ?? DEFAULT_PORTS[url.protocol]) === urlPort
  return schemeOk && hostOk && portOk
}

/**
 * Whether a policy's connect-src (default-src when it has none) lets the page at `selfOrigin`
 * fetch `url`. The common source forms: 'self', *, schemes, hosts with * subdomains or ports.
 */
export function connectSrcAllows(policy: string, url: string, selfOrigin: string): boolean {
  const list = (name: string): string[] | undefined =>
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1)
  const sources = list('connect-src') ?? list('default-src')
  if (!sources) return true
  const target = new URL(url)
  const self = new URL(selfOrigin)
  return sources.some((source) => sourceAllows(source, target, self))
}
