/**
 * Resetting the in-browser fake backend's data (mock mode only): the app asks with the window event
 * 'mock:reset' and the fake backend answers 'mock:reset-done' once the demo data are back.
 */
export const MOCK_RESET_EVENT = 'mock:reset'
export const MOCK_RESET_DONE_EVENT = 'mock:reset-done'

/** The app asks the demo's size with this event; the fake backend fills `detail.clienti`. */
export const MOCK_SIZE_EVENT = 'mock:size'
/** The sizes the demo may have: the clients of FitLab Milano. */
export const DEMO_SIZES = [240, 10_000] as const

/** Back to the demo data; with `clienti`, of that size from now on (kept by the fake backend). */
export function resetDemoData(clienti?: number): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener(MOCK_RESET_DONE_EVENT, () => resolve(), { once: true })
    window.dispatchEvent(
      clienti === undefined
        ? new Event(MOCK_RESET_EVENT)
        : new CustomEvent(MOCK_RESET_EVENT, { detail: { clienti } }),
    )
  })
}

/** The demo's size (FitLab Milano's clients); null when no fake backend answers. */
export function demoDataSize(): number | null {
  const detail: { clienti?: number } = {}
  window.dispatchEvent(new CustomEvent(MOCK_SIZE_EVENT, { detail }))
  return detail.clienti ?? null
}

/** The page reload after the reset; an object so that tests can replace it. */
export const browserReload = {
  reload(): void {
    window.location.reload()
  },
}
