import { ArrowLeftOutlined } from '@ant-design/icons'
import { Link, useLocation } from 'react-router-dom'

/**
 * The way back: a link that opens a page tells it where the trainer was (`da`), and the
 * page's "Torna" leads there (the client's Schede tab, the library, the protocol...), else to the
 * page's own default. Kept in the history entry's state: Back, a reload and a new tab behave as
 * the browser does.
 */
export interface Provenienza {
  /** Path and query to go back to. */
  to: string
  /** The link's text: "Torna alle schede di Verdi Giulia". */
  label: string
}

/** The state of a link or navigate() call: `navigate(url, { state: da(here, label) })`. */
export const da = (to: string, label: string): { da: Provenienza } => ({ da: { to, label } })

/** Where the page was opened from, when the link said so (an odd state is no provenance). */
export function leggiProvenienza(state: unknown): Provenienza | null {
  if (state === null || typeof state !== 'object') return null
  const value = (state as { da?: unknown }).da
  if (value === null || typeof value !== 'object') return null
  const { to, label } = value as Record<string, unknown>
  // Only a path of this app: never another site.
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return null
  if (typeof label !== 'string' || label.trim() === '') return null
  return { to, label }
}

/** The current page's own provenance (or `fallback`), and its address as a provenance target. */
export function useProvenienza(fallback: Provenienza): {
  indietro: Provenienza
  /** This page's path and query: what a link from here passes as `da(qui, ...)`. */
  qui: string
  /** The state this page was opened with, to pass on when it hands over to another page. */
  stato: unknown
} {
  const location = useLocation()
  return {
    indietro: leggiProvenienza(location.state) ?? fallback,
    qui: `${location.pathname}${location.search}`,
    stato: location.state,
  }
}

/** "← Torna ...": back where the trainer came from, else to `fallback`. */
export function TornaLink({ fallback }: { fallback: Provenienza }) {
  const { indietro } = useProvenienza(fallback)
  return (
    <Link to={indietro.to}>
      <ArrowLeftOutlined aria-hidden /> {indietro.label}
    </Link>
  )
}
