/**
 * The one base query every endpoint goes through (SPEC sections 7 and 8), in three parts:
 * - prepare.ts: the request made ready and sent (base URL, Bearer token, frontendRevisionNumber
 *   on POST, the QA build's contract check of every answer);
 * - reauth.ts: one refresh for any number of expired-token failures, across tabs, then each
 *   request retried as it was; a failed refresh ends the session;
 * - report.ts: the error catalogue and the success toast of the endpoints that ask for it.
 * Here they are put in order: wait for the in-browser fake backend when there is one
 * (backendReady) and for a running refresh, send, re-authenticate once if the token expired,
 * report; every GET answer is held to the contract's types (src/api/conform.ts), so a drifting
 * backend degrades a field, never a page.
 *
 * Endpoints tune it with `extraOptions` (ApiExtraOptions, report.ts).
 */
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { backendReady } from '@/config/backend-ready'
import { notify } from '@/components/feedback'
import { conformAnswer } from './conform'
import { isAuthCall, pathOf, prepare, send, tokenOf } from './prepare'
import { isExpired, refreshAfterExpiry, refreshDone } from './reauth'
import { reportError, type ApiExtraOptions } from './report'

export { refreshSession, type SessionShare } from './reauth'
export { browserNavigation, type ApiExtraOptions } from './report'

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions = {}) => {
  await backendReady()
  await refreshDone()
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
  } else if (extraOptions.successToast) {
    notify.success()
  }
  return result
}
