import type { ReactNode } from 'react'
import './row-avatar.css'

const SIZE = 24

/**
 * A person's name in a list row after their photo or initials (decorative: the name says who).
 * Drawn by CSS with the theme's variables, no antd component: antd's Avatar measures its text
 * after every mount, and any antd component reads the theme per row, costs a long page ("Tutti")
 * paid on every scroll.
 */
export function RowAvatar({
  foto,
  iniziali,
  children,
}: {
  foto?: string | null
  iniziali: string
  children: ReactNode
}) {
  return (
    <span className="row-avatar">
      <span aria-hidden className="row-avatar-picture">
        {foto ? <img src={foto} alt="" width={SIZE} height={SIZE} /> : iniziali}
      </span>
      {children}
    </span>
  )
}
