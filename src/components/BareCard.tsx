import { Flex, theme } from 'antd'
import type { ReactNode } from 'react'

/**
 * The centred card of the pages outside the app's layout (login, new password), drawn with the
 * theme's tokens: antd's Card would bring Tabs and Skeleton into the login's first load. What
 * follows the card (a dialog) goes in `after`.
 */
export function BareCard({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const { token } = theme.useToken()
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 24 }}>
      <section
        style={{
          width: '100%',
          maxWidth: 400,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        {children}
      </section>
      {after}
    </Flex>
  )
}
