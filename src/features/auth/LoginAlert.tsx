import { Alert, type AlertProps } from 'antd'

/**
 * An alert above the login form (a notice, why a login failed). Its own module, loaded when there
 * is one: the login's first load carries no Alert.
 */
export default function LoginAlert(props: Pick<AlertProps, 'type' | 'title'>) {
  return <Alert showIcon style={{ marginBottom: 16 }} {...props} />
}
