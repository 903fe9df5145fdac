import { Alert, Button, Form, Typography } from 'antd'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { errorStatus, setFormErrors } from '@/api/errors'
import { BareCard } from '@/components/BareCard'
import { NewPasswordFields } from '@/components/NewPasswordFields'
import type { LoginRedirectState } from '@/features/auth/RequireAuth'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import { useAuthResetPasswordMutation } from './auth-api'

interface Values {
  password: string
  confirm_password: string
}

const t = it.reimpostaPassword

/**
 * The page the password-reset email links to (/reset-password/<token>, bare layout, no login):
 * the new password twice, with the rules; the server's 422 on the fields; a link that is no
 * longer good said so, with the way to ask for a new one. Done: to the login page, which says
 * that the password changed.
 */
export default function ResetPasswordPage() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const [resetPassword, { isLoading }] = useAuthResetPasswordMutation()
  const [linkNonValido, setLinkNonValido] = useState(false)

  const submit = async (values: Values) => {
    const result = await resetPassword({ resetToken: token, body: values })
    if (!result.error) {
      const state: LoginRedirectState = { notice: 'passwordAggiornata' }
      navigate(href('login'), { replace: true, state })
      return
    }
    if (errorStatus(result.error) === 404) setLinkNonValido(true)
    else setFormErrors(form, result.error)
  }

  return (
    <BareCard>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {it.menu.titoli.reimpostaPassword}
      </Typography.Title>
      {linkNonValido ? (
        <Alert
          type="error"
          showIcon
          title={t.linkNonValido}
          description={<Link to={href('login')}>{t.nuovoLink}</Link>}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t.testo}</Typography.Paragraph>
          <Form form={form} name="reimposta-password" layout="vertical" onFinish={submit}>
            <NewPasswordFields />
            <Form.Item style={{ marginBottom: 8 }}>
              <Button type="primary" htmlType="submit" block loading={isLoading}>
                {t.salva}
              </Button>
            </Form.Item>
          </Form>
          <Link to={href('login')}>{t.tornaAccesso}</Link>
        </>
      )}
    </BareCard>
  )
}
