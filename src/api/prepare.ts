/**
 * The base query's first part (base-query.ts): a request made ready and sent.
 * - absolute URL from the configured API base, evaluated per request;
 * - `Authorization: Bearer <token>` from the session slice, except on the auth calls;
 * - every POST body carries `frontendRevisionNumber` (JSON field or multipart form field);
 * - in a QA build (__QA__), every answer to the contract check (src/config/contract-drift.ts).
 */
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query'
import { fetchBaseQuery } from '@reduxjs/toolkit/query'
import { usableToken } from '@/config/auth'
import { FRONTEND_REVISION } from '@/config/constants'
import { answerObserved } from '@/config/contract-drift'
import { apiBaseUrl, apiUrl } from '@/config/env'
import type { SessionRoot, SessionState } from '@/api/session-slice'
import { AUTH_PATHS } from './contract'

export function sessionOf(api: Pick<BaseQueryApi, 'getState'>): SessionState {
  return (api.getState() as SessionRoot).session
}

/** The usable access token; the text "false" is no token (SPEC section 4). */
export function tokenOf(api: Pick<BaseQueryApi, 'getState'>): string | null {
  return usableToken(sessionOf(api).token)
}

const rawBaseQuery = fetchBaseQuery({
  prepareHeaders: (headers, { getState, arg }) => {
    const url = typeof arg === 'string' ? arg : arg.url
    if (isAuthCall(url)) return headers
    const token = tokenOf({ getState })
    if (token) headers.set('Authorization', `Bearer ${token}`)
    return headers
  },
})

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:\/\//i.test(url)

export function pathOf(url: string): string {
  const base = apiBaseUrl()
  const path = url.startsWith(base) ? url.slice(base.length) : url
  return path.split('?')[0] ?? path
}

/** Login, refresh, token invalidation: never refreshed, never sent with the old token. */
export function isAuthCall(url: string): boolean {
  const path = pathOf(url)
  return path === AUTH_PATHS.login || path === AUTH_PATHS.refresh || path === AUTH_PATHS.invalidate
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype

/** The body of a POST with the frontend revision (SPEC 7: "Every POST adds ..."). */
function withRevision(body: unknown): unknown {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const copy = new FormData()
    for (const [name, value] of body.entries()) copy.append(name, value)
    if (!copy.has('frontendRevisionNumber'))
      copy.append('frontendRevisionNumber', FRONTEND_REVISION)
    return copy
  }
  if (body === undefined || body === null) return { frontendRevisionNumber: FRONTEND_REVISION }
  if (isPlainObject(body)) return { ...body, frontendRevisionNumber: FRONTEND_REVISION }
  return body
}

export function prepare(args: string | FetchArgs): FetchArgs {
  const req: FetchArgs = typeof args === 'string' ? { url: args } : { ...args }
  req.url = isAbsolute(req.url) ? req.url : apiUrl(req.url)
  req.method = (req.method ?? 'GET').toUpperCase()
  if (req.method === 'POST') req.body = withRevision(req.body)
  return req
}

export type Result = Awaited<ReturnType<typeof rawBaseQuery>>

/** QA build: hands an answer (not a failure to get one) to the contract check. */
function observe(req: FetchArgs, result: Result): void {
  const response = result.meta?.response
  if (!response) return
  const error = result.error
  void answerObserved({
    method: req.method ?? 'GET',
    path: pathOf(req.url),
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: error ? error.data : result.data,
    json: error?.status !== 'PARSING_ERROR',
  })
}

/** One request; in a QA build its answer is also checked against the contract. */
export async function send(
  req: FetchArgs,
  api: BaseQueryApi,
  extraOptions: object,
): Promise<Result> {
  const result = await rawBaseQuery(req, api, extraOptions)
  if (__QA__) observe(req, result)
  return result
}
