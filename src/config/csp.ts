/**
 * The Content-Security-Policy of the production build (issue 11): what the app may load and talk
 * to, nothing else. vite.config.ts writes it into index.html as a <meta> (so any static host
 * serves it) and `vite preview` also sends it as a header, with frame-ancestors (which a <meta>
 * cannot carry) and the other security headers.
 *
 * - script-src 'self': the bundle only; no inline script, no eval.
 * - style-src 'self' 'unsafe-inline': antd's CSS-in-JS still inserts <style> elements at run time
 *   (the theme's CSS variables, and the component styles missing from src/app/antd.gen.css), and a
 *   static page cannot carry a per-response nonce. Styles cannot run code.
 * - img-src data: blob:: pictures and exercise images are data URLs, previews blob URLs.
 * - connect-src: the app's own origin (and the MSW worker answering there) plus the API base URL.
 * - worker-src 'self' blob:: the MSW service worker and pdf.js's worker (the help PDF).
 */

export interface CspOptions {
  /** VITE_API_BASE_URL of the build; empty: the API is the app's own origin. */
  apiBaseUrl: string
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

function directives({ apiBaseUrl }: CspOptions): Array<[string, string[]]> {
  const api = apiOrigin(apiBaseUrl)
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(api ? [api] : [])]],
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
