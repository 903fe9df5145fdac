import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Tooltip } from 'antd'
import './hover-tooltip.css'

/** antd's own delays before a tooltip opens and closes, in ms. */
const ENTER_DELAY = 100
const LEAVE_DELAY = 100

/**
 * antd's Tooltip for controls repeated on every row of a list (row actions, a status tag): the
 * tooltip itself is made the first time the pointer rests on its control. An antd Tooltip costs a
 * popup trigger on every row drawn (its state, a resize observer, a second render as it mounts),
 * which made scrolling a long page stutter though few rows are ever pointed at; and rows that
 * only pass under a still pointer while the page scrolls draw nothing.
 *
 * The tooltip points at an empty box laid over the control, so the control is never redrawn
 * or replaced when the tooltip is made (a click under way, the focus and a test's element stay).
 */
export function HoverTooltip({ title, children }: { title: ReactNode; children: ReactNode }) {
  // undefined until the pointer first rests here: no tooltip made yet.
  const [open, setOpen] = useState<boolean>()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const after = (ms: number, next: boolean) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(next), ms)
  }
  if (!title) return children
  return (
    <span
      className="hover-tooltip"
      onMouseEnter={() => after(ENTER_DELAY, true)}
      onMouseLeave={() => {
        if (open === undefined) clearTimeout(timer.current)
        else after(LEAVE_DELAY, false)
      }}
    >
      {children}
      {open !== undefined && (
        <Tooltip title={title} open={open}>
          <span aria-hidden className="hover-tooltip-anchor" />
        </Tooltip>
      )}
    </span>
  )
}
