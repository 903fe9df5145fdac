/**
 * Resetting the in-browser fake backend's data (mock mode only): the app asks with the window event
 * 'mock:reset' and the fake backend answers 'mock:reset-done' once the demo data are back.
 */
export const MOCK_RESET_EVENT = 'mock:reset'
export const MOCK_RESET_DONE_EVENT = 'mock:reset-done'

export function resetDemoData(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener(MOCK_RESET_DONE_EVENT, () => resolve(), { once: true })
    window.dispatchEvent(new Event(MOCK_RESET_EVENT))
  })
}

/** The page reload after the reset; an object so that tests can replace it. */
export const browserReload = {
  reload(): void {
    window.location.reload()
  },
}
