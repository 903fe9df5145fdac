import { format } from 'node:util'
import '@testing-library/jest-dom'
import { cleanup, configure, waitFor } from '@testing-library/react'
import '@/config/dayjs-it'
import { clearPendingFeedback } from '@/components/feedback'
import { fermaRiprova } from '@/modules/scheda/builder/run-op'
import { forgetDb } from '@mocks/db/store'
import { renderedStores } from './render'
import { server } from './server'

// How long findBy* and waitFor wait, for every test (the test's own limit is in jest.config.ts). A
// passing wait ends as soon as the screen shows what it waits for: this only bounds a failure. A
// big antd page settles in well under a second alone, in a few seconds on a 2-core machine running
// two workers next to other work: 15 s keeps a busy run from failing.
configure({ asyncUtilTimeout: 15_000 })

/**
 * console.error during a test fails it: React's key warnings, an error thrown while rendering,
 * antd's deprecations, an error the app logs. What a test provokes on purpose it silences itself
 * (`jest.spyOn(console, 'error').mockImplementation(...)`) and checks. CONSOLE_ERRORS_ALLOWED
 * holds what is left, each with why.
 */
const CONSOLE_ERRORS_ALLOWED: readonly RegExp[] = [
  // rc-trigger compares the root nodes of a field and its popup, which jsdom gives apart for the
  // date pickers of a dialog; in a browser they are one document (e2e).
  /trigger element and popup element should in same shadow root/,
  // React's act() warning: state set in timers after the test's last action, outside act(), by
  // antd's motion, toasts, tooltips and form items, the data router and the app's lazy parts.
  // Which components warn changes from run to run (two full runs: 10 tests, then 4 others); each
  // test has to wait for what the user sees once those timers end before this can go.
  /inside a test was not wrapped in act\(/,
]
const consoleError = console.error.bind(console)
let consoleErrors: string[] = []

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  // Every test starts from the fake backend's demo data (made at its first use, from a copy).
  forgetDb()
  consoleErrors = []
  console.error = (...args: unknown[]) => {
    const text = format(...args)
    if (!CONSOLE_ERRORS_ALLOWED.some((allowed) => allowed.test(text))) consoleErrors.push(text)
    consoleError(...args)
  }
})
afterEach(async () => {
  // Leaving a sheet sends what was typed in it, as the app does: those calls belong to this test,
  // so the page is unmounted and its builder's queue waits to empty (or to have no server) here.
  cleanup()
  await waitFor(() => {
    for (const store of renderedStores) {
      const { ops, esito } = store.getState().schedaBuilder
      if (ops.length > 0 && esito !== 'irraggiungibile') throw new Error('Il builder sta salvando')
    }
  })
  renderedStores.clear()
  fermaRiprova()
  server.resetHandlers()
  // The request recorders of src/test/harness.tsx.
  server.events.removeAllListeners()
  localStorage.clear()
  // What a page keeps for the tab (the builder's undo history) belongs to its test.
  sessionStorage.clear()
  clearPendingFeedback()
  console.error = consoleError
  const errors = consoleErrors
  consoleErrors = []
  if (errors.length > 0) {
    throw new Error(
      `console.error during the test (${errors.length}):\n${errors.map((e) => e.slice(0, 800)).join('\n---\n')}`,
    )
  }
})
afterAll(() => server.close())
