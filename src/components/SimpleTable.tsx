import { theme } from 'antd'
import type { CSSProperties, ReactNode } from 'react'

export interface SimpleColumn<T> {
  title: string
  render: (row: T) => ReactNode
  align?: 'left' | 'right'
}

/**
 * A small read-only table (header, rows, an empty text) drawn with the theme's tokens, for the
 * dashboard: antd's Table brings sorting, selection, filters and pagination along (about 100 KiB
 * gzip with Select, Radio and Checkbox), which the first screen after login does not need. Lists
 * that sort, page or select use ResourceTable.
 */
export function SimpleTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  /** The table's accessible name. */
  label: string
  columns: SimpleColumn<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string | number
  emptyText: string
}) {
  const { token } = theme.useToken()
  const cell = (align: 'left' | 'right' = 'left'): CSSProperties => ({
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
    textAlign: align,
  })
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr style={{ background: token.colorFillAlter }}>
          {columns.map((c) => (
            <th key={c.title} scope="col" style={{ ...cell(c.align), fontWeight: 600 }}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} style={{ ...cell(), color: token.colorTextTertiary }}>
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.title} style={cell(c.align)}>
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}
