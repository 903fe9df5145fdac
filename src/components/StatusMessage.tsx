import { Flex, Typography } from 'antd'
import type { ReactNode } from 'react'

/**
 * A full-width status message laid out like antd's Result (big icon, title, text, actions) without
 * its illustrations, which would weigh on the first load of every page: the error page and the
 * 403 text use it. The icon is decoration (aria-hidden is up to the caller's icon).
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
  return (
    <Flex vertical align="center" gap={16} style={{ paddingBlock: 48, textAlign: 'center' }}>
      <span aria-hidden style={{ fontSize: 72, lineHeight: 1 }}>
        {icon}
      </span>
      <Typography.Text style={{ fontSize: 24 }}>{title}</Typography.Text>
      {text && <Typography.Text type="secondary">{text}</Typography.Text>}
      {extra}
    </Flex>
  )
}
