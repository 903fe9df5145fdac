/**
 * What the app expects from a backend's authentication: the one place to look (and to change) when
 * the app meets a backend that words things differently. src/api/base-query.ts, the session
 * selectors (src/features/auth/session.ts, src/api/session-user.ts), the login page and the auth
 * calls read it from here. The auth paths are the contract's (AUTH_PATHS in src/api/contract.ts).
 *
 * - Messages of a 401 answer (the `message` field of the body), compared after trimming, without
 *   a final full stop and ignoring case (see `messageIn`):
 *   EXPIRED_TOKEN_MESSAGES: the access token expired: one refresh, then the call again (SPEC 8);
 *   NO_TOKEN_MESSAGES: the server saw no token: the session ends ("Sessione scaduta");
 *   INVALID_TOKEN_MESSAGES: the toast "Token di autorizzazione invalido..." and the session ends;
 *   BAD_CREDENTIALS_MESSAGES: a login refused for wrong credentials: the toast says it all (any
 *   other 401 text of the login, e.g. a deactivated tenant, is shown above the form).
 * - NO_TOKEN_TEXT: a stored token equal to this text counts as no token (SPEC section 4).
 * - REQUIRED_CLAIMS: the claims of the access token the app cannot do without (the top bar's name,
 *   the menu's roles); a login whose token lacks one is refused on the login page, naming it.
 * - PAGES_WITHOUT_SESSION: the pages a user types on before logging in; a call that gets no answer
 *   there shows a message and stays (elsewhere the browser goes back to the base address, SPEC 8).
 */
import { isAt, type RouteName } from '@/config/paths'

export const EXPIRED_TOKEN_MESSAGES: readonly string[] = [
  'Expired Token',
  'Expired JWT Token',
  'JWT Token expired',
  'Token expired',
  'Token has expired',
  'The token has expired',
  'jwt expired',
  'Access token expired',
]

export const NO_TOKEN_MESSAGES: readonly string[] = ['JWT Token not found']

export const INVALID_TOKEN_MESSAGES: readonly string[] = ['Invalid JWT Token']

export const BAD_CREDENTIALS_MESSAGES: readonly string[] = ['Invalid credentials']

export const NO_TOKEN_TEXT = 'false'

/** Claim -> the check its value must pass. */
export const REQUIRED_CLAIMS = {
  nome: (value: unknown) => typeof value === 'string',
  cognome: (value: unknown) => typeof value === 'string',
  roles: (value: unknown) => Array.isArray(value),
} as const

export type RequiredClaim = keyof typeof REQUIRED_CLAIMS

/** The pages open to nobody logged in. */
export const PAGES_WITHOUT_SESSION: readonly RouteName[] = ['login', 'reset-password']

const normalized = (text: string): string => text.trim().replace(/\.$/, '').toLocaleLowerCase('en')

/** Whether a server message is one of `list` (trimmed, no final full stop, any case). */
export function messageIn(message: string | null | undefined, list: readonly string[]): boolean {
  if (typeof message !== 'string') return false
  const wanted = normalized(message)
  return list.some((entry) => normalized(entry) === wanted)
}

/** The stored token when it is one; null for none or the text "false". */
export function usableToken(token: string | null | undefined): string | null {
  return token && token !== NO_TOKEN_TEXT ? token : null
}

/** The required claims a decoded token lacks (or carries with the wrong type), in order. */
export function missingClaims(claims: Record<string, unknown>): RequiredClaim[] {
  return (Object.keys(REQUIRED_CLAIMS) as RequiredClaim[]).filter(
    (name) => !REQUIRED_CLAIMS[name](claims[name]),
  )
}

/** Whether the path of the page is one of PAGES_WITHOUT_SESSION. */
export function isPageWithoutSession(pathname: string): boolean {
  return PAGES_WITHOUT_SESSION.some((page) => isAt(page, pathname))
}
