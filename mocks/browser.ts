/**
 * The fake backend in the browser: an MSW service worker with every handler, the database kept
 * in IndexedDB (edits survive a reload), and the app's reset action: window event 'mock:reset'
 * -> saved data cleared, demo data restored, then 'mock:reset-done'.
 */
import { setupWorker } from 'msw/browser'
import { clearBrowserPersistence, enableBrowserPersistence, resetDb } from './db/store'
import { handlers } from './handlers'

export const worker = setupWorker(...handlers)

export const MOCK_RESET_EVENT = 'mock:reset'
export const MOCK_RESET_DONE_EVENT = 'mock:reset-done'

async function onReset(): Promise<void> {
  await clearBrowserPersistence()
  resetDb()
  window.dispatchEvent(new Event(MOCK_RESET_DONE_EVENT))
}

const resetListener = (): void => {
  onReset().catch((error: unknown) => console.error('[mock] reset failed', error))
}

let starting: Promise<void> | undefined

/** Loads the saved database, starts the worker and listens for the reset event. Idempotent. */
export function startMockBackend(): Promise<void> {
  starting ??= (async () => {
    await enableBrowserPersistence()
    window.addEventListener(MOCK_RESET_EVENT, resetListener)
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
