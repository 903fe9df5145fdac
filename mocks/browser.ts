/**
 * The fake backend in the browser: an MSW service worker with every handler, one database for
 * every tab of the browser kept in IndexedDB (edits survive a reload and every tab sees every
 * other tab's writes: mocks/db/shared.ts), and the app's events:
 * - 'mock:reset' -> demo data restored for every tab, then 'mock:reset-done';
 * - 'mock:size' -> the demo's size written into the event's detail;
 * - 'mock:changed' (sent) -> another tab saved a change: the page may ask again.
 *
 * main.tsx calls startMockBackend() once and awaits it (through backendStarting) before the first
 * API call; nothing else.
 */
import { setupWorker } from 'msw/browser'
import { backendStarting } from '@/config/backend-ready'
import { DEFAULT_CLIENTS_PER_ACTIVE_TENANT, DEFAULT_ESERCIZI } from './db/database'
import { demoSize, enableBrowserPersistence, resetDemo } from './db/store'
import { handlers } from './handlers'

export const worker = setupWorker(...handlers)

export const MOCK_RESET_EVENT = 'mock:reset'
export const MOCK_RESET_DONE_EVENT = 'mock:reset-done'
/**
 * The app asks the demo's size: the listener writes `detail.clienti` and `detail.esercizi`
 * (synchronously).
 */
export const MOCK_SIZE_EVENT = 'mock:size'
/** Sent on window when another tab of the browser saved a change to the fake database. */
export const MOCK_CHANGED_EVENT = 'mock:changed'
/** The sizes the demo may have: fitlab's clients, fitlab's exercises. */
export const DEMO_SIZES = [DEFAULT_CLIENTS_PER_ACTIVE_TENANT, 10_000] as const
export const DEMO_ESERCIZI = [DEFAULT_ESERCIZI, 5_000] as const

const START_OPTIONS = {
  onUnhandledRequest: 'bypass',
  quiet: true,
  serviceWorker: { url: '/mockServiceWorker.js' },
} as const

/** A reset may carry a new size (`detail.clienti` of DEMO_SIZES, `detail.esercizi` of DEMO_ESERCIZI). */
async function onReset(event: Event): Promise<void> {
  const detail = event instanceof CustomEvent ? (event.detail as Record<string, unknown>) : null
  const clienti = DEMO_SIZES.find((n) => n === detail?.clienti)
  const esercizi = DEMO_ESERCIZI.find((n) => n === detail?.esercizi)
  // Saved before the app reloads the page: 10,000 clients take a while to seed and store.
  await resetDemo({ clienti, esercizi })
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

/**
 * On `beforeunload` MSW tells its service worker that this page is closing and stops its keep-alive
 * pings: from then on the worker lets the page's requests through to the network (404 from the
 * static server). When the user answers "Stay" to the leave prompt (the unsaved-changes guard),
 * the page went on without its backend. The prompt holds the page's timers, so a timer set in
 * `beforeunload` runs once it is answered: it tells the worker again that this page is served
 * (the message MSW's own start sends), resumes the pings (without them an idle worker is stopped
 * and forgets its pages), and the API calls of the next moments wait for the worker to have taken
 * it (backendStarting). Kept this small on purpose: when the page does leave, the timer may run
 * while the next page of the tab loads, and MSW's own stop and start run then (or a listener of
 * the worker's messages) kept that next page from starting its backend. A page that leaves only
 * leaves its id among the worker's served pages, as any closed tab does.
 */
function keepServingAfterStay(): void {
  let pings: ReturnType<typeof setInterval> | undefined
  window.addEventListener('beforeunload', () => {
    window.setTimeout(() => {
      const container = navigator.serviceWorker
      const controller = container?.controller
      if (!controller) return
      controller.postMessage('MOCK_ACTIVATE')
      // API calls of the next moments wait for the worker to have taken the message.
      backendStarting(() => new Promise((resolve) => window.setTimeout(resolve, 100)))
      clearInterval(pings)
      pings = setInterval(() => container.controller?.postMessage('KEEPALIVE_REQUEST'), 5000)
    }, 0)
  })
}

/** Another tab saved: the page asks again, a little after a burst of writes settles. */
function announceChanges(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  return () => {
    clearTimeout(timer)
    timer = setTimeout(() => window.dispatchEvent(new Event(MOCK_CHANGED_EVENT)), 150)
  }
}

let starting: Promise<void> | undefined

/** Loads the browser's database, starts the worker and listens for the app's events. Idempotent. */
export function startMockBackend(): Promise<void> {
  starting ??= (async () => {
    await enableBrowserPersistence(announceChanges())
    window.addEventListener(MOCK_RESET_EVENT, resetListener)
    window.addEventListener(MOCK_SIZE_EVENT, sizeListener)
    await worker.start(START_OPTIONS)
    keepServingAfterStay()
  })()
  return starting
}

/** The messages the fake backend would have emailed (the demo mailbox of the login page). */
export { lastDemoEmail } from './lib/mailbox'
