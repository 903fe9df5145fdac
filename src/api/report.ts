/**
 * The base query's third part (base-query.ts): what the user is told. The error catalogue of SPEC
 * section 8 (toasts, logout, the 422 errors returned to the caller, back to the base address when
 * there is no answer at all, except for the login, which the login page explains, and on the
 * pages before the login, where what was typed stays) and the success toast of the endpoints that
 * ask for it.
 */
import type { BaseQueryApi, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query'
import {
  EXPIRED_TOKEN_MESSAGES,
  INVALID_TOKEN_MESSAGES,
  NO_TOKEN_MESSAGES,
  isPageWithoutSession,
  messageIn,
} from '@/config/auth'
import { errori } from '@/i18n/aree/errori'
import { notify } from '@/components/feedback'
import { AUTH_PATHS } from './contract'
import { errorMessage, errorStatus, fieldErrorLines, fieldErrors } from './errors'
import { pathOf } from './prepare'
import { logout } from './reauth'

/** What an endpoint tells the base query (`extraOptions`) about the user's side of its call. */
export interface ApiExtraOptions {
  /**
   * The success toast after the call changed something: the forms and actions a user waits on.
   * Left out where the screen shows the change itself (the builder's edits, reorders, preferences,
   * the welcome flag, login and logout) or the endpoint makes several calls and says so itself.
   */
  successToast?: boolean
  /**
   * The caller shows the 422 errors on its form fields (setFormErrors): the toast then only
   * says that some data are invalid, plus the errors about the whole body.
   */
  formErrors?: boolean
  /** Nobody waits for the answer (logout's token invalidation): no toast, no navigation. */
  bestEffort?: boolean
}

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

/** The error catalogue of SPEC section 8, for an answer that is not a success. */
export function reportError(
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
