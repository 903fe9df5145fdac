import { Form, Typography } from 'antd'
import type { components } from '@/api/schema.gen'
import { FormDialog } from '@/features/forms/FormDialog'
import { NewPasswordFields } from '@/components/NewPasswordFields'
import { it } from '@/i18n/it'
import { useUtenteResetPasswordDaAdminMutation } from './api'

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

/**
 * The admin's reset of another user's password: "Nuova password" and "Conferma password", both
 * required, 8 to 128 characters and equal. A 422 answer lands on the fields and the dialog stays
 * open; on success (toast from the base query) the fields are cleared and the dialog closes.
 */
export function ResetPasswordDialog({ open, utente, onClose }: ResetPasswordDialogProps) {
  const [form] = Form.useForm<FormValues>()
  const [reset] = useUtenteResetPasswordDaAdminMutation()

  return (
    <FormDialog<FormValues>
      open={open}
      title={it.utente.reimposta}
      okText={it.comune.salva}
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
      <NewPasswordFields onPressEnter={() => form.submit()} />
    </FormDialog>
  )
}
