import { theme } from 'antd'
import type { ReactNode } from 'react'

/**
 * A short read-only list (a main line, a secondary line, a note on the right) drawn with the
 * theme's tokens, for the dashboard. antd's List is deprecated in antd 6.6 and brings Pagination
 * and Select along; its replacement Listy is a virtual list, meant for long ones.
 */
export function SimpleList<T>({
  label,
  rows,
  rowKey,
  title,
  description,
  extra,
  emptyText,
}: {
  /** The list's accessible name. */
  label: string
  rows: readonly T[]
  rowKey: (row: T) => string | number
  title: (row: T) => ReactNode
  description?: (row: T) => ReactNode
  extra?: (row: T) => ReactNode
  emptyText: string
}) {
  const { token } = theme.useToken()
  if (rows.length === 0) {
    return (
      <div style={{ padding: token.paddingSM, color: token.colorTextTertiary }}>{emptyText}</div>
    )
  }
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row, index) => (
        <li
          key={rowKey(row)}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: token.paddingSM,
            padding: `${token.paddingSM}px 0`,
            borderTop:
              index === 0 ? undefined : `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          }}
        >
          <div style={{ minWidth: 0 }}>
            <div>{title(row)}</div>
            {description && (
              <div style={{ color: token.colorTextTertiary }}>{description(row)}</div>
            )}
          </div>
          {extra && (
            <div style={{ color: token.colorTextTertiary, flexShrink: 0 }}>{extra(row)}</div>
          )}
        </li>
      ))}
    </ul>
  )
}
