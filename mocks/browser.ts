/**
 * The fake backend in the browser: an MSW service worker with every handler, the database kept
 * in IndexedDB (edits survive a reload), and the app's reset action: window event 'mock:reset'
 * -> saved data cleared, demo data restored, then 'mock:reset-done'.
 */
import { setupWorker } from 'msw/browser'
import { DEFAULT_CLIENTS_PER_ACTIVE_TENANT, DEFAULT_ESERCIZI } from './db/database'
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
/**
 * The app asks the demo's size: the listener writes `detail.clienti` and `detail.esercizi`
 * (synchronously).
 */
export const MOCK_SIZE_EVENT = 'mock:size'
/** The sizes the demo may have: fitlab's clients, fitlab's exercises. */
export const DEMO_SIZES = [DEFAULT_CLIENTS_PER_ACTIVE_TENANT, 10_000] as const
export const DEMO_ESERCIZI = [DEFAULT_ESERCIZI, 5_000] as const

/** A reset may carry a new size (`detail.clienti` of DEMO_SIZES, `detail.esercizi` of DEMO_ESERCIZI). */
async function onReset(event: Event): Promise<void> {
  const detail = event instanceof CustomEvent ? (event.detail as Record<string, unknown>) : null
  const clienti = DEMO_SIZES.find((n) => n === detail?.clienti)
  const esercizi = DEMO_ESERCIZI.find((n) => n === detail?.esercizi)
  if (clienti !== undefined || esercizi !== undefined) await setDemoSize({ clienti, esercizi })
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
    const size = demoSize()
    Object.assign(event.detail as object, {
      clienti: size.clienti ?? DEFAULT_CLIENTS_PER_ACTIVE_TENANT,
      esercizi: size.esercizi ?? DEFAULT_ESERCIZI,
    })
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
