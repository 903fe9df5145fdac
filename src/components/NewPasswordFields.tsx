import { Form, Input } from 'antd'
import { it } from '@/i18n/it'

const MIN = 8
const MAX = 128

const lengthRules = [
  { min: MIN, message: it.utente.passwordCorta },
  { max: MAX, message: it.utente.passwordLunga },
]

/**
 * "Nuova password" and "Conferma password" (fields `password`, `confirm_password`): both required,
 * 8 to 128 characters (the contract's bounds) and equal. Enter in either sends the form.
 */
export function NewPasswordFields({ onPressEnter }: { onPressEnter?: () => void }) {
  return (
    <>
      <Form.Item
        name="password"
        label={it.utente.nuovaPassword}
        rules={[{ required: true, message: it.utente.passwordObbligatoria }, ...lengthRules]}
      >
        <Input.Password autoComplete="new-password" onPressEnter={onPressEnter} />
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
        <Input.Password autoComplete="new-password" onPressEnter={onPressEnter} />
      </Form.Item>
    </>
  )
}
