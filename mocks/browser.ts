/**
 * The fake backend in the browser: an MSW service worker with every handler, the database kept
 * in IndexedDB (edits survive a reload), and the app's reset action: window event 'mock:reset'
 * -> saved data cleared, demo data restored, then 'mock:reset-done'.
 */
import { setupWorker } from 'msw/browser'
import { DEFAULT_CLIENTS_PER_ACTIVE_TENANT } from './db/database'
import {
  changesSaved,
  clearBrowserPersistence,
  demoSize,
  enableBrowserPersistence,
  resetDb,
  setDemoSize,
} from './db/store'
import { handlers } from './handlers'

export const worker = setupWorker(...handlers)

export const MOCK_RESET_EVENT = 'mock:reset'
export const MOCK_RESET_DONE_EVENT = 'mock:reset-done'
/** The app asks the demo's size: the listener writes `detail.clienti` (synchronously). */
export const MOCK_SIZE_EVENT = 'mock:size'
/** The sizes the demo may have (fitlab's clients). */
export const DEMO_SIZES = [DEFAULT_CLIENTS_PER_ACTIVE_TENANT, 10_000] as const

/** A reset may carry a new size (`detail.clienti`, one of DEMO_SIZES). */
async function onReset(event: Event): Promise<void> {
  const wanted =
    event instanceof CustomEvent ? (event.detail as { clienti?: unknown })?.clienti : null
  if (DEMO_SIZES.some((n) => n === wanted)) await setDemoSize(wanted as number)
  await clearBrowserPersistence()
  resetDb()
  // Saved before the app reloads the page: 10,000 clients take a while to seed and store.
  await changesSaved()
  window.dispatchEvent(new Event(MOCK_RESET_DONE_EVENT))
}

const resetListener = (event: Event): void => {
  onReset(event).catch((error: unknown) => console.error('[mock] reset failed', error))
}

const sizeListener = (event: Event): void => {
  if (event instanceof CustomEvent && typeof event.detail === 'object' && event.detail) {
    ;(event.detail as { clienti?: number }).clienti =
      demoSize() ?? DEFAULT_CLIENTS_PER_ACTIVE_TENANT
  }
}

let starting: Promise<void> | undefined

/** Loads the saved database, starts the worker and listens for the reset event. Idempotent. */
export function startMockBackend(): Promise<void> {
  starting ??= (async () => {
    await enableBrowserPersistence()
    window.addEventListener(MOCK_RESET_EVENT, resetListener)
    window.addEventListener(MOCK_SIZE_EVENT, sizeListener)
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
    })
  })()
  return starting
}

/** The messages the fake backend would have emailed (the demo mailbox of the login page). */
export { lastDemoEmail } from './lib/mailbox'
