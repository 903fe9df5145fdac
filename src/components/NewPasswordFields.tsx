import { Flex, Form, Input, Typography } from 'antd'
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons'
import {
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordChecks,
  type PasswordCheck,
} from '@/config/password-rules'
import { it } from '@/i18n/it'

const lengthRules = [
  { min: PASSWORD_MIN_LENGTH, message: it.utente.passwordCorta },
  { max: PASSWORD_MAX_LENGTH, message: it.utente.passwordLunga },
]

const RULES: Record<PasswordCheck, string> = {
  lunghezza: it.utente.regolaLunghezza,
  nonComune: it.utente.regolaNonComune,
}

/**
 * The rules of a new password, each marked kept or not as the password is typed: the field's
 * `extra` (antd ties it to the input with aria-describedby).
 */
function PasswordRules({ password }: { password: string }) {
  const checks = passwordChecks(password)
  return (
    <Flex vertical gap={2} style={{ marginTop: 4 }}>
      <span>{it.utente.regolePassword}</span>
      <ul style={{ margin: 0, paddingLeft: 0 }}>
        {(Object.keys(RULES) as PasswordCheck[]).map((rule) => (
          <li key={rule} style={{ listStyle: 'none' }}>
            <Typography.Text type={checks[rule] ? 'success' : 'secondary'}>
              {checks[rule] ? (
                <CheckCircleFilled aria-label={it.utente.regolaRispettata} />
              ) : (
                <CloseCircleOutlined aria-label={it.utente.regolaNonRispettata} />
              )}{' '}
              {RULES[rule]}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Flex>
  )
}

/**
 * "Nuova password" and "Conferma password" (fields `password`, `confirm_password`): both required,
 * equal, and by the rule of src/config/password-rules.ts (8 to 128 characters, not a common
 * password), which is shown under the first field and marked as the password is typed (the same
 * rule the server applies). Enter in either sends the form. The one pair of new-password fields:
 * the administrator's reset and the reset email's page.
 */
export function NewPasswordFields({ onPressEnter }: { onPressEnter?: () => void }) {
  const form = Form.useFormInstance()
  const password = (Form.useWatch('password', form) as string | undefined) ?? ''
  return (
    <>
      <Form.Item
        name="password"
        label={it.menu.titoli.reimpostaPassword}
        extra={<PasswordRules password={password} />}
        rules={[
          { required: true, message: it.utente.passwordObbligatoria },
          ...lengthRules,
          {
            validator: (_rule, value: string | undefined) =>
              !value || value.length < PASSWORD_MIN_LENGTH || !isCommonPassword(value)
                ? Promise.resolve()
                : Promise.reject(new Error(it.utente.passwordComune)),
          },
        ]}
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
