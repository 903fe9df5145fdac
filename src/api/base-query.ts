/**
 * The one base query every endpoint goes through (SPEC sections 7 and 8):
 * - waits for the in-browser fake backend when there is one (backendReady);
 * - absolute URL from the configured API base, evaluated per request;
 * - `Authorization: Bearer <token>` from the session slice;
 * - every POST body carries `frontendRevisionNumber` (JSON field or multipart form field);
 * - 401 "Expired Token" (or another wording listed in src/config/auth.ts): exactly one refresh
 *   for any number of concurrent failures, then each request is retried as it was; a failed or
 *   impossible refresh logs out ("Sessione scaduta"); across the tabs of the browser one refresh
 *   at a time, and a tab first takes the tokens another tab has just stored (SessionShare, given
 *   by the store);
 * - the error catalogue: toasts, logout, the 422 errors returned to the caller, back to the base
 *   address when there is no answer at all (except for the login, which the login page explains,
 *   and on the pages before the login, where what was typed stays);
 * - the success toast after POST/PUT/DELETE, unless the endpoint is `silent`;
 * - every GET answer held to the contract's types (src/api/conform.ts): a field of the wrong type
 *   reaches the screens as absent, so a drifting backend degrades a field, never a page;
 * - in a QA build (__QA__), every answer to the contract check (src/config/contract-drift.ts).
 *
 * Endpoints tune it with `extraOptions` (see ApiExtraOptions).
 */
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
} from '@reduxjs/toolkit/query'
import { fetchBaseQuery } from '@reduxjs/toolkit/query'
import { Mutex } from 'async-mutex'
import { backendReady } from '@/config/backend-ready'
import {
  EXPIRED_TOKEN_MESSAGES,
  INVALID_TOKEN_MESSAGES,
  NO_TOKEN_MESSAGES,
  isPageWithoutSession,
  messageIn,
  usableToken,
} from '@/config/auth'
import { FRONTEND_REVISION } from '@/config/constants'
import { answerObserved } from '@/config/contract-drift'
import { apiBaseUrl, apiUrl } from '@/config/env'
import { errori } from '@/i18n/aree/errori'
import {
  loggedOut,
  tokensReceived,
  type SessionEndReason,
  type SessionRoot,
  type SessionState,
  type TokenPayload,
} from '@/api/session-slice'
import { conformAnswer } from './conform'
import { AUTH_PATHS } from './contract'
import { notify } from '@/components/feedback'
import { errorMessage, errorStatus, fieldErrorLines, fieldErrors } from './errors'

export interface ApiExtraOptions {
  /** No success toast (preferences, welcome flag, reorders, login, refresh). */
  silent?: boolean
  /**
   * The caller shows the 422 errors on its form fields (setFormErrors): the toast then only
   * says that some data are invalid, plus the errors about the whole body.
   */
  formErrors?: boolean
  /** Nobody waits for the answer (logout's token invalidation): no toast, no navigation. */
  bestEffort?: boolean
}

/**
 * How the tabs of one browser share the session (features/auth/session-sync.ts), handed to the
 * base query as the store's thunk extra argument `sessionShare`. Without it (a bare store) each
 * store is on its own.
 */
export interface SessionShare {
  /** Takes the session another tab stored, when it is newer than this tab's (tokens or an end). */
  catchUp(dispatch: BaseQueryApi['dispatch'], getState: BaseQueryApi['getState']): void
  /** Runs `task` while no other tab refreshes. */
  exclusive<T>(task: () => Promise<T>): Promise<T>
}

const alone: SessionShare = { catchUp: () => undefined, exclusive: (task) => task() }

const shareOf = (api: BaseQueryApi): SessionShare =>
  (api.extra as { sessionShare?: SessionShare } | undefined)?.sessionShare ?? alone

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Where the browser goes when the server does not answer at all: back to the base address, unless
 * the user is on a page before the login (what they typed there stays; the toast explains). An
 * object so that tests (and Storybook) can replace it.
 */
export const browserNavigation = {
  goToBase(): void {
    if (isPageWithoutSession(window.location.pathname)) return
    const base = `${window.location.origin}/`
    if (window.location.href !== base) window.location.assign(base)
  },
}

function sessionOf(api: Pick<BaseQueryApi, 'getState'>): SessionState {
  return (api.getState() as SessionRoot).session
}

/** The usable access token; the text "false" is no token (SPEC section 4). */
function tokenOf(api: Pick<BaseQueryApi, 'getState'>): string | null {
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

function pathOf(url: string): string {
  const base = apiBaseUrl()
  const path = url.startsWith(base) ? url.slice(base.length) : url
  return path.split('?')[0] ?? path
}

/** Login, refresh, token invalidation: never refreshed, never sent with the old token. */
function isAuthCall(url: string): boolean {
  const path = pathOf(url)
  return path === AUTH_PATHS.login || path === AUTH_PATHS.refresh || path === AUTH_PATHS.invalidate
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype

/** The body of a POST with the frontend revision (SPEC 7: "Every POST adds ..."). */
export function withRevision(body: unknown): unknown {
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

function prepare(args: string | FetchArgs): FetchArgs {
  const req: FetchArgs = typeof args === 'string' ? { url: args } : { ...args }
  req.url = isAbsolute(req.url) ? req.url : apiUrl(req.url)
  req.method = (req.method ?? 'GET').toUpperCase()
  if (req.method === 'POST') req.body = withRevision(req.body)
  return req
}

type Result = Awaited<ReturnType<typeof rawBaseQuery>>

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
async function send(req: FetchArgs, api: BaseQueryApi, extraOptions: object): Promise<Result> {
  const result = await rawBaseQuery(req, api, extraOptions)
  if (__QA__) observe(req, result)
  return result
}

const isTokenPair = (v: unknown): v is TokenPayload =>
  isPlainObject(v) && typeof v.token === 'string' && typeof v.refresh_token === 'string'

const isExpired = (result: Result) =>
  errorStatus(result.error) === 401 && messageIn(errorMessage(result.error), EXPIRED_TOKEN_MESSAGES)

const mutex = new Mutex()

/** Ends the session: the store resets every slice, empties the API cache and rewrites storage. */
function logout(api: BaseQueryApi, reason: SessionEndReason): void {
  api.dispatch(loggedOut(reason))
}

async function callRefresh(api: BaseQueryApi): Promise<boolean> {
  const refreshToken = sessionOf(api).refreshToken
  if (!refreshToken) return false
  const result = await send(
    prepare({ url: AUTH_PATHS.refresh, method: 'POST', body: { refresh_token: refreshToken } }),
    api,
    {},
  )
  if (!isTokenPair(result.data)) return false
  api.dispatch(tokensReceived(result.data))
  return true
}

/**
 * Renews the tokens now (e.g. after saving the preferences, which the token carries). One refresh at
 * a time; logs out when it fails. Resolves to whether the session goes on.
 */
export function refreshSession(api: BaseQueryApi): Promise<boolean> {
  const share = shareOf(api)
  return mutex.runExclusive(() =>
    share.exclusive(async () => {
      share.catchUp(api.dispatch, api.getState)
      if (!tokenOf(api)) return false
      const ok = await callRefresh(api)
      if (!ok) logout(api, 'scaduta')
      return ok
    }),
  )
}

/**
 * A request sent with `usedToken` was answered "expired". Refreshes unless someone already did
 * while this request was in flight; resolves to whether the request is worth retrying.
 */
function refreshAfterExpiry(api: BaseQueryApi, usedToken: string | null): Promise<boolean> {
  const share = shareOf(api)
  return mutex.runExclusive(() =>
    share.exclusive(async () => {
      share.catchUp(api.dispatch, api.getState)
      const current = tokenOf(api)
      if (!current) return false
      if (current !== usedToken) return true
      const ok = await callRefresh(api)
      if (!ok) logout(api, 'scaduta')
      return ok
    }),
  )
}

/** The error catalogue of SPEC section 8, for an answer that is not a success. */
function reportError(
  error: FetchBaseQueryError,
  req: FetchArgs,
  api: BaseQueryApi,
  extraOptions: ApiExtraOptions,
): void {
  const path = pathOf(req.url)
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    // The login page says why, with the address it tried, and keeps what was typed.
    if (api.signal.aborted || path === AUTH_PATHS.login) return
    notify.error(errori.nessunaRisposta)
    browserNavigation.goToBase()
    return
  }
  const status = errorStatus(error)
  const message = errorMessage(error)
  if (path === AUTH_PATHS.login && status !== null && status >= 400 && status < 500) {
    notify.error(errori.loginFallito)
    return
  }
  if (path === AUTH_PATHS.refresh) return
  if (status === 401) {
    if (messageIn(message, NO_TOKEN_MESSAGES) || messageIn(message, EXPIRED_TOKEN_MESSAGES)) {
      logout(api, 'scaduta')
      return
    }
    if (messageIn(message, INVALID_TOKEN_MESSAGES)) {
      notify.error(errori.tokenInvalido)
      logout(api, 'tokenInvalido')
      return
    }
    notify.error(message ?? errori.tecnico)
    return
  }
  if (status === 403) {
    notify.error(errori.privilegi)
    return
  }
  if (status === 422) {
    const errors = fieldErrors(error) ?? {}
    if (extraOptions.formErrors) {
      notify.error([errori.datiNonValidi, ...(errors._ ?? [])])
    } else {
      const lines = fieldErrorLines(errors)
      notify.error(lines.length > 0 ? lines : (message ?? errori.datiNonValidi))
    }
    return
  }
  if (status === null || status >= 500 || error.status === 'PARSING_ERROR') {
    notify.error(errori.tecnico)
    return
  }
  notify.error(message ?? errori.tecnico)
}

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions = {}) => {
  await backendReady()
  await mutex.waitForUnlock()
  const req = prepare(args)
  const authCall = isAuthCall(req.url)
  const usedToken = authCall ? null : tokenOf(api)
  let result = await send(req, api, extraOptions)

  if (!authCall && isExpired(result)) {
    const retry = await refreshAfterExpiry(api, usedToken)
    if (!retry) return result
    result = await send(req, api, extraOptions)
  }

  if (result.error) {
    if (!extraOptions.bestEffort) reportError(result.error, req, api, extraOptions)
  } else if (req.method === 'GET') {
    result = { ...result, data: conformAnswer(pathOf(req.url), result.data) }
  } else if (MUTATING.has(req.method ?? 'GET') && !extraOptions.silent) {
    notify.success()
  }
  return result
}
