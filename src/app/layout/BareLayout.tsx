import { Layout } from 'antd'
import { Outlet } from 'react-router-dom'

/** The layout of the login page: no menu, no top bar. */
export function BareLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
    </Layout>
  )
}
