import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type RefObject,
} from 'react'

/** Pages longer than this draw only the rows in view (10 to 100 rows are drawn whole). */
export const WINDOW_FROM = 100
/** Rows drawn above and below the ones in view, so a scroll never shows a gap. */
const OVERSCAN = 8
/** The window moves by this many rows at a time: a slow scroll redraws every few rows only. */
const STEP = 8
/** Height of a row before one is measured (antd's middle-size row with a button). */
const ROW_HEIGHT = 55

const spacer = (height: string): CSSProperties => ({ height, padding: 0, border: 0 })

/**
 * The table body of a windowed page: the rows in view between two empty rows as high as the rows
 * left out, so the scrollbar and the positions are those of the whole page. Hidden from screen
 * readers (the table carries aria-rowcount, each row its aria-rowindex). Stable: the heights come
 * from CSS variables set on the wrapper, so a scroll never remounts the rows.
 */
function WindowBody({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <tbody {...rest}>
      <tr aria-hidden data-window-spacer="top">
        <td colSpan={1000} style={spacer('var(--row-window-top, 0px)')} />
      </tr>
      {children}
      <tr aria-hidden data-window-spacer="bottom">
        <td colSpan={1000} style={spacer('var(--row-window-bottom, 0px)')} />
      </tr>
    </tbody>
  )
}

const COMPONENTS = { body: { wrapper: WindowBody } }

export interface RowWindow {
  /** True when the page is long enough to be drawn in part. */
  windowed: boolean
  /** First row drawn and the one after the last (indexes in the page). */
  start: number
  end: number
  /** On the element around the table: where the rows are. */
  ref: RefObject<HTMLDivElement | null>
  /** On the same element: the spacers' heights. */
  style: CSSProperties
  /** The table's `components` while windowed. */
  components: typeof COMPONENTS
}

/**
 * Which rows of a long page are in view, from the table body's position in the viewport: it
 * follows any scrolling ancestor (the page or a panel) and the window's size, once a frame.
 */
export function useRowWindow(total: number): RowWindow {
  const windowed = total > WINDOW_FROM
  const el = useRef<HTMLDivElement | null>(null)
  const [range, setRange] = useState({ start: 0, end: 0, height: ROW_HEIGHT })

  useEffect(() => {
    if (!windowed) return
    let frame = 0
    const measure = () => {
      frame = 0
      const body = el.current?.querySelector('tbody')
      if (!body) return
      const row = body.querySelector<HTMLElement>('tr[data-row-key]')
      const height = row?.offsetHeight || ROW_HEIGHT
      const top = Math.floor(-body.getBoundingClientRect().top / height)
      const first = Math.min(total, Math.max(0, Math.floor(top / STEP) * STEP))
      const inView = Math.ceil((window.innerHeight || 800) / height)
      const start = Math.max(0, first - OVERSCAN)
      const end = Math.min(total, first + inView + STEP + OVERSCAN)
      setRange((r) =>
        r.start === start && r.end === end && r.height === height ? r : { start, end, height },
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    document.addEventListener('scroll', schedule, { capture: true, passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('scroll', schedule, { capture: true })
      window.removeEventListener('resize', schedule)
    }
  }, [windowed, total])

  // Before the first measure: the top of the page.
  const start = Math.min(range.start, total)
  const end = range.end > start ? Math.min(range.end, total) : Math.min(total, 40)
  const style = {
    '--row-window-top': `${start * range.height}px`,
    '--row-window-bottom': `${(total - end) * range.height}px`,
  } as CSSProperties
  return { windowed, start, end, ref: el, style, components: COMPONENTS }
}
