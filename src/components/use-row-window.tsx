import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react'

/** Pages longer than this draw only the rows in view (10 to 100 rows are drawn whole). */
export const WINDOW_FROM = 100
/** Rows drawn above and below the ones in view, so a scroll never shows a gap. */
const OVERSCAN = 12
/** The window moves by this many rows at a time: a slow scroll redraws every few rows only. */
const STEP = 16
/** Height of a row before one is measured (antd's middle-size row with a button). */
const ROW_HEIGHT = 55

const spacer = (height: number): CSSProperties => ({ height, padding: 0, border: 0 })

/** The heights of the rows left out above and below the window, in px. */
interface Spacers {
  top: number
  bottom: number
}

const SpacersContext = createContext<Spacers>({ top: 0, bottom: 0 })

/**
 * The table body of a windowed page: the rows in view between two empty rows as high as the rows
 * left out, so the scrollbar and the positions are those of the whole page. Hidden from screen
 * readers (the table carries aria-rowcount, each row its aria-rowindex). Stable, so a scroll never
 * remounts the rows: the heights come through a context, which redraws only the two spacers (a
 * CSS variable on the table would restyle every cell below it).
 */
function WindowBody({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  const { top, bottom } = useContext(SpacersContext)
  return (
    <tbody {...rest}>
      <tr aria-hidden data-window-spacer="top">
        <td colSpan={1000} style={spacer(top)} />
      </tr>
      {children}
      <tr aria-hidden data-window-spacer="bottom">
        <td colSpan={1000} style={spacer(bottom)} />
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
  /** On the element around the table (RowWindowFrame): where the rows are. */
  ref: RefObject<HTMLDivElement | null>
  /** The spacers' heights (RowWindowFrame hands them to the body). */
  spacers: Spacers
  /** The table's `components` while windowed. */
  components: typeof COMPONENTS
  /**
   * The header cells' widths as first drawn, once windowed: the table then keeps them (a fixed
   * layout), so the columns do not shift as other rows come into view.
   */
  widths?: number[]
}

/** Around the table of a RowWindow: where it measures the rows, and the spacers' heights. */
export function RowWindowFrame({ window, children }: { window: RowWindow; children: ReactNode }) {
  return (
    <div ref={window.ref} style={window.windowed ? { overflowX: 'auto' } : undefined}>
      <SpacersContext.Provider value={window.spacers}>{children}</SpacersContext.Provider>
    </div>
  )
}

/**
 * Which rows of a long page are in view, from the table body's position in the viewport: it
 * follows any scrolling ancestor (the page or a panel) and the window's size, once a frame.
 */
export function useRowWindow(total: number): RowWindow {
  const windowed = total > WINDOW_FROM
  const el = useRef<HTMLDivElement | null>(null)
  const [range, setRange] = useState({ start: 0, end: 0, height: ROW_HEIGHT })
  const lastAsked = useRef(range)
  const [widths, setWidths] = useState<number[] | undefined>(undefined)
  if (!windowed && widths) setWidths(undefined)

  // Before the first paint of a windowed page: the widths its first rows gave the columns.
  useLayoutEffect(() => {
    if (!windowed || widths) return
    const cells = el.current?.querySelectorAll<HTMLElement>('thead th')
    if (cells?.length) setWidths([...cells].map((th) => th.getBoundingClientRect().width))
  }, [windowed, widths])

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
      // Only a new window is asked for: any update, even to the same window, would restart the
      // drawing under way from scratch.
      const asked = lastAsked.current
      if (asked.start === start && asked.end === end && asked.height === height) return
      lastAsked.current = { start, end, height }
      // A transition: React draws the new rows in slices it can interrupt, so a fast scroll
      // never blocks a frame (the overscan covers the rows still being drawn).
      startTransition(() => setRange({ start, end, height }))
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
  const top = start * range.height
  const bottom = (total - end) * range.height
  const spacers = useMemo(() => ({ top, bottom }), [top, bottom])
  return { windowed, start, end, ref: el, spacers, components: COMPONENTS, widths }
}
