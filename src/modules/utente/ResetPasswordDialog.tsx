import { useState } from 'react'
import { Form, Input, Modal, Typography } from 'antd'
import type { components } from '@/api/schema.gen'
import { formFieldErrors } from '@/api/errors'
import { it } from '@/i18n/it'
import { useResetPasswordDaAdminMutation } from './api'

export type Utente = components['schemas']['Utente']

export interface ResetPasswordDialogProps {
  open: boolean
  /** The user whose password is set (kept while the dialog closes). */
  utente: Utente | null
  /** Cancel, Esc, or after a successful reset: the caller sets open to false. */
  onClose: () => void
}

interface FormValues {
  password: string
  confirm_password: string
}

const FIELDS = ['password', 'confirm_password'] as const
const MIN = 8
const MAX = 128

/**
 * The admin's reset of another user's password: "Nuova password" and "Conferma password", both
 * required, 8 to 128 characters and equal. A 422 answer lands on the fields and the dialog stays
 * open; on success (toast from the base query) the fields are cleared and the dialog closes.
 */
export function ResetPasswordDialog({ open, utente, onClose }: ResetPasswordDialogProps) {
  const [form] = Form.useForm<FormValues>()
  const [reset] = useResetPasswordDaAdminMutation()
  const [saving, setSaving] = useState(false)

  const close = () => {
    form.resetFields()
    onClose()
  }

  const submit = async () => {
    if (!utente) return
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    setSaving(true)
    try {
      await reset({
        userId: utente.id,
        password: values.password,
        confirm_password: values.confirm_password,
        isReadUtenteDaAdmin: true,
      }).unwrap()
    } catch (error) {
      const known: readonly string[] = FIELDS
      form.setFields(
        formFieldErrors(error)
          .filter((field) => known.includes(field.name.join('.')))
          .map((field) => ({
            name: field.name.join('.') as (typeof FIELDS)[number],
            errors: field.errors,
          })),
      )
      return
    } finally {
      setSaving(false)
    }
    close()
  }

  const lengthRules = [
    { min: MIN, message: it.utente.passwordCorta },
    { max: MAX, message: it.utente.passwordLunga },
  ]

  return (
    <Modal
      open={open}
      title={it.utente.dialogTitolo}
      okText={it.utente.salva}
      cancelText={it.utente.annulla}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={close}
      forceRender
    >
      {utente && (
        <Typography.Paragraph>
          {it.utente.utenteDi(`${utente.nome} ${utente.cognome}`, utente.email)}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={it.utente.nuovaPassword}
          rules={[{ required: true, message: it.utente.passwordObbligatoria }, ...lengthRules]}
        >
          <Input.Password autoComplete="new-password" onPressEnter={() => void submit()} />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={it.utente.confermaPassword}
          dependencies={['password']}
          rules={[
            { required: true, message: it.utente.confermaObbligatoria },
            ...lengthRules,
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(it.utente.passwordDiverse)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" onPressEnter={() => void submit()} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
