/**
 * Reading the session: the user decoded from the token (memoized), whether someone is logged in,
 * roles. Components use the hooks; non-React code the selectors.
 */
import { createSelector } from '@reduxjs/toolkit'
import { useAppSelector } from '@/app/hooks'
import { usableToken } from '@/config/auth'
import type { SessionRoot } from '@/api/session-slice'
import { decodeSessionUser, type Role, type SessionUser } from '@/api/session-user'

/** The stored access token, or null; the text "false" counts as no token (SPEC section 4). */
export const selectToken = (state: SessionRoot): string | null => usableToken(state.session.token)

/** The logged-in user, or null when there is no token or it cannot be decoded. */
export const selectSessionUser = createSelector([selectToken], (token) => decodeSessionUser(token))

export const selectIsLoggedIn = (state: SessionRoot): boolean => selectSessionUser(state) !== null

/** A token is stored but it does not decode to a user: the session must end. */
export const selectHasInvalidToken = (state: SessionRoot): boolean =>
  selectToken(state) !== null && selectSessionUser(state) === null

/** True when the user holds at least one of `roles` (no roles given: any logged-in user). */
export function hasRole(user: SessionUser | null, ...roles: readonly Role[]): boolean {
  if (!user) return false
  if (roles.length === 0) return true
  return roles.some((role) => user.roles.includes(role))
}

export function useSessionUser(): SessionUser | null {
  return useAppSelector(selectSessionUser)
}

/** Whether the logged-in user holds one of `roles` (none given: any logged-in user). */
export function useHasRole(...roles: readonly Role[]): boolean {
  return hasRole(useSessionUser(), ...roles)
}
