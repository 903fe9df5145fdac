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

/**
 * The suite's `test`: each test has a fresh browser context (so, in 'msw' mode, fresh demo data in
 * IndexedDB) and an `apiCalls` recorder of every API request of the context.
 */
export const test = base.extend<{ apiCalls: ApiCalls }>({
  apiCalls: async ({ context }, provide) => {
    const calls = new ApiCalls()
    context.on('request', (request) => calls.record(request))
    await provide(calls)
  },
})

export { expect }
