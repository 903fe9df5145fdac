import { Alert, Button, Form, Input, Modal, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { setFormErrors } from '@/api/errors'
import { demoEmailTo, type DemoEmail } from '@/config/demo-mailbox'
import { it } from '@/i18n/it'
import { loginEmailRules } from './email-rules'
import { useAuthRequireResetPasswordMutation } from '@/features/auth/auth-api'

interface Values {
  email: string
}

/** With the demo data no email leaves the browser: the link the message carries, to follow it. */
function DemoMailbox({ email }: { email: DemoEmail }) {
  // antd's link (the theme's link colour; the browser's own blue gives 2.3:1 on the dark dialog),
  // followed by the router.
  const navigate = useNavigate()
  return (
    <section aria-label={it.login.casellaDemo} style={{ marginTop: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {it.login.casellaDemo}
      </Typography.Title>
      <Typography.Paragraph>{it.login.casellaDemoTesto(email.to)}</Typography.Paragraph>
      <Typography.Link
        href={email.path}
        onClick={(event) => {
          event.preventDefault()
          void navigate(email.path)
        }}
      >
        {it.login.casellaDemoLink}
      </Typography.Link>
    </section>
  )
}

/**
 * "Password dimenticata?": asks the account email (the one typed on the login page, each time it
 * opens), then says what happens next; with the demo data, also the link the email carries.
 */
export function PasswordDimenticataDialog({
  open,
  initialEmail,
  onClose,
}: {
  open: boolean
  initialEmail?: string
  onClose: () => void
}) {
  const [form] = Form.useForm<Values>()
  const [requireReset, { isLoading }] = useAuthRequireResetPasswordMutation()
  const [sent, setSent] = useState<{ demo: DemoEmail | undefined } | null>(null)

  // Every opening starts from the email of the login page, not from the previous opening's.
  useEffect(() => {
    if (open) form.setFieldsValue({ email: initialEmail ?? '' })
    else setSent(null)
  }, [open, initialEmail, form])

  const submit = async ({ email }: Values) => {
    const result = await requireReset(email.trim())
    if (result.error) {
      setFormErrors(form, result.error)
      return
    }
    setSent({ demo: demoEmailTo(email.trim()) })
  }

  return (
    <Modal
      open={open}
      title={it.login.recuperoTitolo}
      onCancel={onClose}
      destroyOnHidden
      footer={
        sent ? (
          <Button type="primary" onClick={onClose}>
            {it.comune.chiudi}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{it.comune.annulla}</Button>
            <Button type="primary" loading={isLoading} onClick={() => form.submit()}>
              {it.login.recuperoInvia}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <>
          <Alert type="success" showIcon title={it.login.recuperoFatto} />
          {sent.demo && <DemoMailbox email={sent.demo} />}
        </>
      ) : (
        <>
          <Typography.Paragraph>{it.login.recuperoTesto}</Typography.Paragraph>
          <Form form={form} name="recupero-password" layout="vertical" onFinish={submit}>
            <Form.Item label={it.comune.email} name="email" rules={loginEmailRules}>
              <Input inputMode="email" autoComplete="email" />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  )
}
