import { Alert, Button, Form, Input, Typography } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { errorMessage, errorStatus } from '@/api/errors'
import { useAppDispatch } from '@/app/hooks'
import { BareCard } from '@/components/BareCard'
import { useOpenedOnce } from '@/components/use-opened-once'
import { AUTH_PATHS } from '@/api/contract'
import { BAD_CREDENTIALS_MESSAGES, messageIn } from '@/config/auth'
import { apiBaseUrl, apiUrl } from '@/config/env'
import { app } from '@/i18n/aree/app'
import { backend } from '@/i18n/aree/backend'
import { login } from '@/i18n/aree/login'
import { loginEmailRules } from './email-rules'
import { useAuthLoginMutation } from '@/features/auth/auth-api'
import { LoginNotice } from './LoginNotice'
import type { LoginRedirectState } from './RequireAuth'
import { useSessionUser } from './session'
import { tokensReceived, type TokenPayload } from '@/api/session-slice'
import { tokenProblem } from '@/api/session-user'

interface Values {
  email: string
  password: string
}

/** Loaded when first asked for: the login's first load carries no dialog code. */
const PasswordDimenticataDialog = lazy(() =>
  import('./PasswordDimenticataDialog').then((m) => ({ default: m.PasswordDimenticataDialog })),
)

/**
 * Why a login that got an answer cannot go on, above the form: a 401's reason (a deactivated
 * tenant...; wrong credentials have the toast only), a server with no login there, an answer
 * that is not JSON. For no answer at all (server down, CORS): the address the app tried.
 */
function failureReason(error: unknown): string | null {
  const status = errorStatus(error)
  const kind = (error as { status?: unknown } | undefined)?.status
  if (kind === 'FETCH_ERROR' || kind === 'TIMEOUT_ERROR') {
    return backend.irraggiungibile(apiBaseUrl())
  }
  if (kind === 'PARSING_ERROR') return backend.rispostaLoginNonValida
  const message = errorMessage(error)
  if (status === 401 && message && !messageIn(message, BAD_CREDENTIALS_MESSAGES)) return message
  if (status === 404 || status === 405) {
    return backend.loginNonTrovato(apiUrl(AUTH_PATHS.login), status)
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
  if (!isTokenPair(data)) return backend.rispostaLoginNonValida
  const problem = tokenProblem(data.token)
  if (problem?.kind === 'illeggibile') return backend.tokenIlleggibile
  if (problem?.kind === 'claimMancanti') return backend.tokenSenzaClaim(problem.claims)
  return null
}

/**
 * Where the user goes after logging in: the page their own session was on when it ended (or the
 * link opened with nobody logged in); the dashboard otherwise. Never where someone else was.
 */
function wantedLocation(state: unknown, userId: number): string {
  const { from, forUser } = (state as LoginRedirectState | null) ?? {}
  if (!from?.pathname || from.pathname === '/login') return '/'
  if (forUser !== undefined && forUser !== null && forUser !== userId) return '/'
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
  const [sendLogin, { isLoading }] = useAuthLoginMutation()
  const [reason, setReason] = useState<string | null>(null)
  /** The forgotten-password dialog, open with the email typed so far. */
  const [resetEmail, setResetEmail] = useState<string | null>(null)
  const resetAsked = useOpenedOnce(resetEmail !== null)

  if (user) return <Navigate to={wantedLocation(location.state, user.id)} replace />

  const submit = async ({ email, password }: Values) => {
    setReason(null)
    const result = await sendLogin({ username: email.trim(), password })
    if (result.data) {
      const refused = refusal(result.data)
      if (refused) setReason(refused)
      else dispatch(tokensReceived(result.data))
      return
    }
    setReason(failureReason(result.error))
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
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {app.nome}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{login.sottotitolo}</Typography.Paragraph>
      <LoginNotice />
      {reason && <Alert type="error" showIcon title={reason} style={{ marginBottom: 16 }} />}
      <Form form={form} name="login" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label={login.email} name="email" rules={loginEmailRules}>
          <Input inputMode="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item
          label={login.password}
          name="password"
          rules={[{ required: true, message: login.passwordObbligatoria }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {login.accedi}
          </Button>
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
