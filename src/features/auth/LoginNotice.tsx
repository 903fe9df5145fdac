import { Alert } from 'antd'
import { useLocation } from 'react-router-dom'
import { useAppSelector } from '@/app/hooks'
import { login } from '@/i18n/aree/login'
import type { LoginRedirectState } from './RequireAuth'

const style = { marginBottom: 16 }

/**
 * What the login page says above the form, before anyone types: that the password was just
 * changed (the reset page sends here), or why the last session ended when the user did not end
 * it: it expired, or it was closed in another tab.
 */
export function LoginNotice() {
  const location = useLocation()
  const ended = useAppSelector((state) => state.session.ended)
  if ((location.state as LoginRedirectState | null)?.notice === 'passwordAggiornata') {
    return <Alert type="success" showIcon title={login.passwordAggiornata} style={style} />
  }
  if (ended?.reason === 'scaduta') {
    return <Alert type="warning" showIcon title={login.sessioneScaduta} style={style} />
  }
  if (ended?.reason === 'altraScheda') {
    return <Alert type="info" showIcon title={login.sessioneAltraScheda} style={style} />
  }
  return null
}
