import type { AlertProps } from 'antd'
import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router-dom'
import { useAppSelector } from '@/app/hooks'
import type { SessionEnd } from '@/api/session-slice'
import { login } from '@/i18n/aree/login'
import type { LoginRedirectState } from './RequireAuth'

/** Loaded when there is something to say: the first load of /login has no alert. */
export const LoginAlert = lazy(() => import('./LoginAlert'))

/**
 * What the login page says above the form, before anyone types: that the password was just
 * changed (the reset page sends here), or why the last session ended when the user did not end
 * it: it expired, or it was closed in another tab. Null: nothing (main.tsx hydrates the login
 * prerendered without a notice only then).
 */
export function loginNotice(
  ended: SessionEnd | null,
  locationState: unknown,
): Pick<AlertProps, 'type' | 'title'> | null {
  if ((locationState as LoginRedirectState | null)?.notice === 'passwordAggiornata') {
    return { type: 'success', title: login.passwordAggiornata }
  }
  if (ended?.reason === 'scaduta') return { type: 'warning', title: login.sessioneScaduta }
  if (ended?.reason === 'altraScheda') return { type: 'info', title: login.sessioneAltraScheda }
  return null
}

/** The notice above the login form (loginNotice), if any. */
export function LoginNotice() {
  const location = useLocation()
  const ended = useAppSelector((state) => state.session.ended)
  const notice = loginNotice(ended, location.state)
  return (
    notice && (
      <Suspense fallback={null}>
        <LoginAlert {...notice} />
      </Suspense>
    )
  )
}
