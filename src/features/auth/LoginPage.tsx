import { Button, Form, theme, type InputRef } from 'antd'
// Input and Input.Password without the rest of antd's input module (TextArea, Search, OTP: 7 KiB
// gzip), which the login's first load does not need.
import Input from 'antd/es/input/Input'
import Password from 'antd/es/input/Password'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useAppDispatch } from '@/app/hooks'
import { BareCard } from '@/components/BareCard'
import { useHydrated } from '@/components/use-hydrated'
import { warmBackend } from '@/config/backend-ready'
import { prepareNumberFormats } from '@/components/format-number'
import { useOpenedOnce } from '@/components/use-opened-once'
import { applicazione } from '@/i18n/aree/applicazione'
import { errori } from '@/i18n/aree/errori'
import { login } from '@/i18n/aree/login'
import { tokensReceived } from '@/api/session-slice'
import { href, isAt } from '@/config/paths'
import { loginEmailRules } from './email-rules'
import { LoginAlert, LoginNotice } from './LoginNotice'
import type { LoginRedirectState } from './RequireAuth'
import { useSessionUser } from './session'

interface Values {
  email: string
  password: string
}

/** Loaded when first asked for: the login's first load carries no dialog code. */
const PasswordDimenticataDialog = lazy(() =>
  import('./PasswordDimenticataDialog').then((m) => ({ default: m.PasswordDimenticataDialog })),
)

/**
 * The login's call (with the one API: RTK Query, the base query), loaded when the user starts
 * typing: the first load of /login carries none of it, and the call is ready when it is sent.
 */
const loadLoginCall = () => import('./login-call')

/**
 * The user is about to log in: the login's call and the backend (the in-browser fake one, when
 * the build has it) get ready meanwhile.
 */
function prepareLogin(): void {
  warmBackend()
  void loadLoginCall().catch(() => undefined)
}

/**
 * "Accedi", disabled until the page is alive: the browser would send the prerendered form itself
 * (a reload that loses what was typed). A component of its own: the render that follows the
 * hydration, when it comes alive, redraws this button, not the whole form.
 */
function SubmitButton({ busy }: { busy: boolean }) {
  const live = useHydrated()
  return (
    <Button type="primary" htmlType="submit" block loading={busy} disabled={!live}>
      {login.accedi}
    </Button>
  )
}

/**
 * Where the user goes after logging in: the page their own session was on when it ended (or the
 * link opened with nobody logged in); the dashboard otherwise. Never where someone else was.
 */
function wantedLocation(state: unknown, userId: number): string {
  const { from, forUser } = (state as LoginRedirectState | null) ?? {}
  if (!from?.pathname || isAt('login', from.pathname)) return href('index')
  if (forUser !== undefined && forUser !== null && forUser !== userId) return href('index')
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
}

/**
 * Login (bare layout). A failure toasts "Autenticazione fallita, riprovare" (the base query does,
 * for the login call); when the server says why (tenant deactivated or expired) the reason is also
 * shown above the form, and so is a server that cannot be reached (the form keeps what was
 * typed) or tokens the app cannot use. On success the tokens are stored and the user goes where
 * they wanted to.
 */
export default function LoginPage() {
  const user = useSessionUser()
  const location = useLocation()
  const dispatch = useAppDispatch()
  const [form] = Form.useForm<Values>()
  const { token } = theme.useToken()
  const [busy, setBusy] = useState(false)
  const [reason, setReason] = useState<string | null>(null)
  /** The forgotten-password dialog, open with the email typed so far. */
  const [resetEmail, setResetEmail] = useState<string | null>(null)
  const resetAsked = useOpenedOnce(resetEmail !== null)
  const emailInput = useRef<InputRef>(null)
  const passwordInput = useRef<InputRef>(null)

  // What was typed into the prerendered form before the page came alive: the form takes it over.
  useEffect(() => {
    const typed = Object.entries({
      email: emailInput.current?.input?.value ?? '',
      password: passwordInput.current?.input?.value ?? '',
    }).filter(([, value]) => value !== '')
    if (typed.length === 0) return
    form.setFieldsValue(Object.fromEntries(typed))
    prepareLogin()
  }, [form])

  if (user) return <Navigate to={wantedLocation(location.state, user.id)} replace />

  const submit = async ({ email, password }: Values) => {
    setReason(null)
    setBusy(true)
    try {
      const { sendLogin } = await loadLoginCall()
      // Once the call has gone, while its answer is on its way: the number formats of the pages
      // after the login.
      setTimeout(prepareNumberFormats)
      const outcome = await sendLogin(dispatch, email.trim(), password)
      if ('tokens' in outcome) dispatch(tokensReceived(outcome.tokens))
      else setReason(outcome.reason)
    } catch {
      // The call's code could not be loaded (the connection dropped, a new version deployed).
      setReason(errori.tecnico)
    } finally {
      setBusy(false)
    }
  }

  return (
    <BareCard
      after={
        resetAsked && (
          <Suspense fallback={null}>
            <PasswordDimenticataDialog
              open={resetEmail !== null}
              initialEmail={resetEmail ?? ''}
              onClose={() => setResetEmail(null)}
            />
          </Suspense>
        )
      }
    >
      {/* Typography's look with the theme's tokens: antd's Typography would bring Tooltip's
          ellipsis and the editable text into the first load. */}
      <h2
        style={{
          margin: '0 0 0.5em',
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSizeHeading2,
          lineHeight: token.lineHeightHeading2,
          wordBreak: 'break-word',
        }}
      >
        {applicazione.nome}
      </h2>
      <p style={{ margin: '0 0 1em', color: token.colorTextDescription, wordBreak: 'break-word' }}>
        {login.sottotitolo}
      </p>
      <LoginNotice />
      {reason && (
        <Suspense fallback={null}>
          <LoginAlert type="error" title={reason} />
        </Suspense>
      )}
      <Form
        form={form}
        name="login"
        layout="vertical"
        onFinish={submit}
        onValuesChange={prepareLogin}
        requiredMark={false}
      >
        <Form.Item label={login.email} name="email" rules={loginEmailRules}>
          <Input ref={emailInput} inputMode="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label={login.password}
          name="password"
          rules={[{ required: true, message: login.passwordObbligatoria }]}
        >
          <Password ref={passwordInput} autoComplete="current-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <SubmitButton busy={busy} />
        </Form.Item>
      </Form>
      <Button
        type="link"
        style={{ paddingInline: 0 }}
        onClick={() => setResetEmail(String(form.getFieldValue('email') ?? ''))}
      >
        {login.passwordDimenticata}
      </Button>
    </BareCard>
  )
}
