import { useEffect, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { notify } from '@/features/feedback/feedback'
import { it } from '@/i18n/it'
import { selectHasInvalidToken, selectIsLoggedIn } from './session'
import { loggedOut } from './session-slice'

/** Where the login page sends the user back to: the location that was asked for. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string }
}

/**
 * The authentication guard (SPEC sections 4 and 8). No token, or the text "false": to /login,
 * remembering the wanted location. A token that cannot be decoded: the toast "Token di
 * autorizzazione invalido, contattare l'assistenza.", logout, then /login. An expired token is
 * left to the base query, which refreshes it on the first call.
 *
 * Use it as a layout route element (renders <Outlet/>) or around children.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn)
  const invalid = useAppSelector(selectHasInvalidToken)
  const dispatch = useAppDispatch()
  const location = useLocation()

  useEffect(() => {
    if (!invalid) return
    notify.error(it.errori.tokenInvalido)
    dispatch(loggedOut())
  }, [invalid, dispatch])

  if (invalid) return null
  if (!loggedIn) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    }
    return <Navigate to="/login" replace state={state} />
  }
  return children ?? <Outlet />
}
