/**
 * The app and the in-browser fake backend (mock mode only), by window events: resetting the demo
 * data ('mock:reset', answered 'mock:reset-done' once the data are back), its size ('mock:size'),
 * and the news that another tab of the browser changed the data ('mock:changed').
 */
import { useEffect } from 'react'
import { useAppDispatch } from '@/app/hooks'
import { whenApiLoaded } from '@/api/api-loaded'

export const MOCK_RESET_EVENT = 'mock:reset'
export const MOCK_RESET_DONE_EVENT = 'mock:reset-done'
/** Sent by the fake backend when another tab saved a change to the browser's one database. */
export const MOCK_CHANGED_EVENT = 'mock:changed'

/**
 * The app asks the demo's size with this event; the fake backend fills `detail.clienti` and
 * `detail.esercizi`.
 */
export const MOCK_SIZE_EVENT = 'mock:size'
/** The sizes the demo may have: the clients of FitLab Milano... */
export const DEMO_SIZES = [240, 10_000] as const
/** ...and its exercise library (a large one: the construction panel and Esercizi at scale). */
export const DEMO_ESERCIZI = [365, 5_000] as const

/** The demo's size: FitLab Milano's clients and exercises. */
export interface DemoDataSize {
  clienti: number
  esercizi: number
}

/** Back to the demo data; with a size, of that size from now on (kept by the fake backend). */
export function resetDemoData(size?: Partial<DemoDataSize>): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener(MOCK_RESET_DONE_EVENT, () => resolve(), { once: true })
    window.dispatchEvent(
      size === undefined
        ? new Event(MOCK_RESET_EVENT)
        : new CustomEvent(MOCK_RESET_EVENT, { detail: size }),
    )
  })
}

/** The demo's size; null when no fake backend answers. */
export function demoDataSize(): DemoDataSize | null {
  const detail: Partial<DemoDataSize> = {}
  window.dispatchEvent(new CustomEvent(MOCK_SIZE_EVENT, { detail }))
  return detail.clienti === undefined
    ? null
    : { clienti: detail.clienti, esercizi: detail.esercizi ?? DEMO_ESERCIZI[0] }
}

/**
 * Another tab changed the fake backend's data: every answer shown is asked again (the cache is
 * kept meanwhile, so a form being edited keeps what was typed; its save then checks the row,
 * useDetailForm). Nothing happens with a real backend: the event never comes.
 */
export function useRefetchOnFakeBackendChanges(): void {
  const dispatch = useAppDispatch()
  useEffect(() => {
    // The API is loaded by then (the fake backend answered a call); this hook, in the app's
    // providers, does not import it: /login's first load carries none of it.
    const refetch = () =>
      whenApiLoaded(({ api, tagTypes }) => dispatch(api.util.invalidateTags([...tagTypes])))
    window.addEventListener(MOCK_CHANGED_EVENT, refetch)
    return () => window.removeEventListener(MOCK_CHANGED_EVENT, refetch)
  }, [dispatch])
}

/** The page reload after the reset; an object so that tests can replace it. */
export const browserReload = {
  reload(): void {
    window.location.reload()
  },
}
