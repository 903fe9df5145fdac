import type { FormRule } from 'antd'
import { it } from '@/i18n/it'

/** The login email's rules: the login form and the password recovery dialog ask the same. */
export const loginEmailRules: FormRule[] = [
  { required: true, message: it.login.emailObbligatoria },
  { type: 'email', message: it.login.emailNonValida },
]
