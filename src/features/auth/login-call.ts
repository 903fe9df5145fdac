/**
 * The login's call and what its answer means, apart from the login page: the page loads this (and
 * with it the one API: RTK Query, the base query) when the user starts typing, so the first load of
 * /login carries none of it.
 */
import { AUTH_PATHS } from '@/api/contract'
import { errorMessage, errorStatus } from '@/api/errors'
import type { TokenPayload } from '@/api/session-slice'
import { tokenProblem } from '@/api/session-user'
import type { useAppDispatch } from '@/app/hooks'
import { BAD_CREDENTIALS_MESSAGES, messageIn } from '@/config/auth'
import { apiBaseUrl, apiUrl } from '@/config/env'
import { serverEsterno } from '@/i18n/aree/serverEsterno'
import { login } from '@/i18n/aree/login'
import { authenticationApi } from './auth-api'

/**
 * Why a login that got an answer cannot go on, above the form: a 401's reason (a deactivated
 * tenant...; wrong credentials have the toast only), a 429's (too many wrong logins: how long to
 * wait), a server with no login there, an answer that is not JSON. For no answer at all (server down, CORS): the address the app tried.
 */
function failureReason(error: unknown): string | null {
  const status = errorStatus(error)
  const kind = (error as { status?: unknown } | undefined)?.status
  if (kind === 'FETCH_ERROR' || kind === 'TIMEOUT_ERROR') {
    return serverEsterno.irraggiungibile(apiBaseUrl())
  }
  if (kind === 'PARSING_ERROR') return serverEsterno.rispostaLoginNonValida
  const message = errorMessage(error)
  if (status === 401 && message && !messageIn(message, BAD_CREDENTIALS_MESSAGES)) return message
  // Too many wrong logins (the server slows them down): how long to wait.
  if (status === 429) return message ?? login.troppiTentativi
  if (status === 404 || status === 405) {
    return serverEsterno.loginNonTrovato(apiUrl(AUTH_PATHS.login), status)
  }
  return null
}

const isTokenPair = (data: unknown): data is TokenPayload =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as TokenPayload).token === 'string' &&
  typeof (data as TokenPayload).refresh_token === 'string'

/** Why the tokens of a successful login cannot open a session (src/config/auth.ts), or null. */
function refusal(data: unknown): string | null {
  if (!isTokenPair(data)) return serverEsterno.rispostaLoginNonValida
  const problem = tokenProblem(data.token)
  if (problem?.kind === 'illeggibile') return serverEsterno.tokenIlleggibile
  if (problem?.kind === 'claimMancanti') return serverEsterno.tokenSenzaClaim(problem.claims)
  return null
}

/** What a login came to: the tokens of a new session, or why not (null: the toast says it). */
export type LoginOutcome = { tokens: TokenPayload } | { reason: string | null }

/** `auth_login`; a failure toasts "Autenticazione fallita, riprovare" (base query). */
export async function sendLogin(
  dispatch: ReturnType<typeof useAppDispatch>,
  username: string,
  password: string,
): Promise<LoginOutcome> {
  const result = await dispatch(
    authenticationApi.endpoints.authLogin.initiate({ username, password }, { track: false }),
  )
  if ('data' in result) {
    const refused = refusal(result.data)
    return refused ? { reason: refused } : { tokens: result.data as TokenPayload }
  }
  return { reason: failureReason(result.error) }
}
