import { test as base, expect, type Request } from '@playwright/test'
import { API_ORIGIN } from './env'

export interface ApiCall {
  method: string
  /** Path and query, e.g. /api/cliente/?firstRecord=0 */
  path: string
  request: Request
}

/** The calls the page made to the API (the fake backend in the browser or the HTTP server). */
export class ApiCalls {
  readonly all: ApiCall[] = []

  record(request: Request): void {
    const url = new URL(request.url())
    if (url.origin !== API_ORIGIN) return
    if (!/^\/(api|anagrafiche|help)\//.test(url.pathname)) return
    this.all.push({ method: request.method(), path: `${url.pathname}${url.search}`, request })
  }

  /** Calls whose method and path match. */
  matching(method: string, path: RegExp): ApiCall[] {
    return this.all.filter((call) => call.method === method && path.test(call.path))
  }
}

/** Something the page tried that the Content-Security-Policy refused. */
export interface CspViolation {
  url: string
  directive: string
  blocked: string
}

/**
 * The suite's `test`: each test has a fresh browser context (so, in 'msw' mode, fresh demo data in
 * IndexedDB), an `apiCalls` recorder of every API request of the context, and a watch on the
 * Content-Security-Policy the build ships (src/config/csp.ts): any violation on any page of the
 * context (the `securitypolicyviolation` event, or Chromium's console report) fails the test. A
 * test that provokes one on purpose takes it out of `cspViolations`.
 */
export const test = base.extend<{ apiCalls: ApiCalls; cspViolations: CspViolation[] }>({
  apiCalls: async ({ context }, provide) => {
    const calls = new ApiCalls()
    context.on('request', (request) => calls.record(request))
    await provide(calls)
  },
  cspViolations: [
    async ({ context }, provide) => {
      const violations: CspViolation[] = []
      await context.exposeBinding(
        '__cspViolation',
        ({ page }, directive: string, blocked: string) => {
          violations.push({ url: page.url(), directive, blocked })
        },
      )
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, unknown>).__cspViolation as (
            directive: string,
            blocked: string,
          ) => void
          report(event.effectiveDirective, event.blockedURI || event.sample)
        })
      })
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push({
            url: message.page()?.url() ?? '',
            directive: 'console',
            blocked: message.text(),
          })
        }
      })
      await provide(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
