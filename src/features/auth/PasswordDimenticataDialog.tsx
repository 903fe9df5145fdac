import { Alert, Button, Form, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { setFormErrors } from '@/api/errors'
import { it } from '@/i18n/it'
import { useRequireResetPasswordMutation } from '@/modules/authentication/api'

interface Values {
  email: string
}

/** "Password dimenticata?": asks the account email, then says what happens next. */
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
  const [requireReset, { isLoading }] = useRequireResetPasswordMutation()
  const [sent, setSent] = useState(false)

  const close = () => {
    setSent(false)
    form.resetFields()
    onClose()
  }

  const submit = async ({ email }: Values) => {
    const result = await requireReset(email.trim())
    if (result.error) {
      setFormErrors(form, result.error)
      return
    }
    setSent(true)
  }

  return (
    <Modal
      open={open}
      title={it.login.recuperoTitolo}
      onCancel={close}
      destroyOnHidden
      footer={
        sent ? (
          <Button type="primary" onClick={close}>
            {it.login.recuperoChiudi}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{it.login.recuperoAnnulla}</Button>
            <Button type="primary" loading={isLoading} onClick={() => form.submit()}>
              {it.login.recuperoInvia}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert type="success" showIcon title={it.login.recuperoFatto} />
      ) : (
        <>
          <Typography.Paragraph>{it.login.recuperoTesto}</Typography.Paragraph>
          <Form
            form={form}
            name="recupero-password"
            layout="vertical"
            initialValues={{ email: initialEmail ?? '' }}
            onFinish={submit}
          >
            <Form.Item
              label={it.login.email}
              name="email"
              rules={[
                { required: true, message: it.login.emailObbligatoria },
                { type: 'email', message: it.login.emailNonValida },
              ]}
            >
              <Input inputMode="email" autoComplete="email" />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  )
}
