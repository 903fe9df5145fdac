import { theme } from 'antd'
import type { CSSProperties } from 'react'

const SIZE = 24

/**
 * A person's photo or initials in a list row, decorative (the row names the person). Not antd's
 * Avatar: that one measures its text after every mount to fit it, a forced layout per row that
 * made scrolling a long page ("Tutti") stutter.
 */
export function RowAvatar({ foto, iniziali }: { foto?: string | null; iniziali: string }) {
  const { token } = theme.useToken()
  const style: CSSProperties = {
    width: SIZE,
    height: SIZE,
    flex: 'none',
    borderRadius: '50%',
    overflow: 'hidden',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: token.fontSizeSM,
    lineHeight: 1,
    color: token.colorText,
    background: token.colorFillSecondary,
  }
  return (
    <span aria-hidden style={style}>
      {foto ? (
        <img src={foto} alt="" width={SIZE} height={SIZE} style={{ objectFit: 'cover' }} />
      ) : (
        iniziali
      )}
    </span>
  )
}
