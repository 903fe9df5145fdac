import { useEffect, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { notify } from '@/components/feedback'
import { errori } from '@/i18n/aree/errori'
import { href } from '@/config/paths'
import { selectHasInvalidToken, selectIsLoggedIn } from './session'
import { loggedOut } from '@/api/session-slice'

/** Where the login page sends the user back to: the location that was asked for. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string }
  /**
   * The user whose session asked for `from` (it ended while they were there): only they go back
   * to it. Absent when nobody was logged in (a link opened from outside): whoever logs in.
   */
  forUser?: number | null
  /** A message for the login page (the reset-password page sends the user there). */
  notice?: 'passwordAggiornata'
}

/**
 * The authentication guard (SPEC sections 4 and 8). No token, or the text "false": to /login,
 * remembering the wanted location for the user it belonged to (none after a logout: the next
 * person starts from the dashboard). A token that cannot be decoded: the toast "Token di
 * autorizzazione invalido, contattare l'assistenza.", logout, then /login. An expired token is
 * left to the base query, which refreshes it on the first call.
 *
 * Use it as a layout route element (renders <Outlet/>) or around children.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn)
  const invalid = useAppSelector(selectHasInvalidToken)
  const ended = useAppSelector((state) => state.session.ended)
  const dispatch = useAppDispatch()
  const location = useLocation()

  useEffect(() => {
    if (!invalid) return
    notify.error(errori.tokenInvalido)
    dispatch(loggedOut('tokenInvalido'))
  }, [invalid, dispatch])

  if (invalid) return null
  if (!loggedIn) {
    const state: LoginRedirectState =
      ended?.reason === 'logout'
        ? {}
        : {
            from: { pathname: location.pathname, search: location.search, hash: location.hash },
            forUser: ended?.userId ?? null,
          }
    return <Navigate to={href('login')} replace state={state} />
  }
  return children ?? <Outlet />
}
