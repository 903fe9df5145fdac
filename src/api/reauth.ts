/**
 * The base query's second part (base-query.ts): a session kept alive. 401 "Expired Token" (or
 * another wording listed in src/config/auth.ts): exactly one refresh for any number of concurrent
 * failures, then each request is retried as it was; a failed or impossible refresh logs out
 * ("Sessione scaduta"); across the tabs of the browser one refresh at a time, and a tab first
 * takes the tokens another tab has just stored (SessionShare, given by the store).
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { Mutex } from 'async-mutex'
import { EXPIRED_TOKEN_MESSAGES, messageIn } from '@/config/auth'
import {
  loggedOut,
  tokensReceived,
  type SessionEndReason,
  type TokenPayload,
} from '@/api/session-slice'
import { AUTH_PATHS } from './contract'
import { errorMessage, errorStatus } from './errors'
import { isPlainObject, prepare, send, sessionOf, tokenOf, type Result } from './prepare'

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

const isTokenPair = (v: unknown): v is TokenPayload =>
  isPlainObject(v) && typeof v.token === 'string' && typeof v.refresh_token === 'string'

export const isExpired = (result: Result) =>
  errorStatus(result.error) === 401 && messageIn(errorMessage(result.error), EXPIRED_TOKEN_MESSAGES)

const mutex = new Mutex()

/** Waits while a refresh runs: a request sent now goes with the new token. */
export const refreshDone = (): Promise<void> => mutex.waitForUnlock()

/** Ends the session: the store resets every slice, empties the API cache and rewrites storage. */
export function logout(api: BaseQueryApi, reason: SessionEndReason): void {
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
export function refreshAfterExpiry(api: BaseQueryApi, usedToken: string | null): Promise<boolean> {
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
