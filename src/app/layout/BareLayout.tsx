import { theme } from 'antd'
import { Outlet } from 'react-router-dom'

/**
 * The layout of the login page: no menu, no top bar. A plain <main> on the theme's layout colour
 * (antd's Layout would bring its Sider into the login's first load).
 */
export function BareLayout() {
  const { token } = theme.useToken()
  return (
    <main style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Outlet />
    </main>
  )
}
