import { Flex, theme } from 'antd'
import type { ReactNode } from 'react'

/**
 * A full-width status message laid out like antd's Result (big icon, title, text, actions) without
 * its illustrations, which would weigh on the first load of every page: the error page and the
 * 403 text use it. The icon is decoration (aria-hidden is up to the caller's icon). Texts in
 * Typography's look from the theme's tokens: Typography itself would bring its ellipsis tooltip and
 * editable text into every first load.
 */
export function StatusMessage({
  icon,
  title,
  text,
  extra,
}: {
  icon: ReactNode
  title: string
  text?: string
  extra?: ReactNode
}) {
  const { token } = theme.useToken()
  return (
    <Flex vertical align="center" gap={16} style={{ paddingBlock: 48, textAlign: 'center' }}>
      <span aria-hidden style={{ fontSize: 72, lineHeight: 1 }}>
        {icon}
      </span>
      <span style={{ fontSize: 24, wordBreak: 'break-word' }}>{title}</span>
      {text && (
        <span style={{ color: token.colorTextDescription, wordBreak: 'break-word' }}>{text}</span>
      )}
      {extra}
    </Flex>
  )
}
