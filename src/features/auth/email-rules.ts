import type { FormRule } from 'antd'
import { login } from '@/i18n/aree/login'

/** The login email's rules: the login form and the password recovery dialog ask the same. */
export const loginEmailRules: FormRule[] = [
  { required: true, message: login.emailObbligatoria },
  { type: 'email', message: login.emailNonValida },
]
