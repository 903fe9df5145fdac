import { Form, Input, Typography } from 'antd'
import type { components } from '@/api/schema.gen'
import { FormDialog } from '@/components/FormDialog'
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

  const lengthRules = [
    { min: MIN, message: it.utente.passwordCorta },
    { max: MAX, message: it.utente.passwordLunga },
  ]

  return (
    <FormDialog<FormValues>
      open={open}
      title={it.utente.dialogTitolo}
      okText={it.utente.salva}
      name="reset-password"
      form={form}
      onSubmit={async (values) => {
        if (!utente) return
        await reset({
          userId: utente.id,
          password: values.password,
          confirm_password: values.confirm_password,
          isReadUtenteDaAdmin: true,
        }).unwrap()
      }}
      onClose={onClose}
    >
      {utente && (
        <Typography.Paragraph>
          {it.utente.utenteDi(`${utente.nome} ${utente.cognome}`, utente.email)}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="password"
        label={it.utente.nuovaPassword}
        rules={[{ required: true, message: it.utente.passwordObbligatoria }, ...lengthRules]}
      >
        <Input.Password autoComplete="new-password" onPressEnter={() => form.submit()} />
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
        <Input.Password autoComplete="new-password" onPressEnter={() => form.submit()} />
      </Form.Item>
    </FormDialog>
  )
}
