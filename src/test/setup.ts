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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// Every test starts from the fake backend's demo data (made at its first use, from a copy).
beforeEach(() => forgetDb())
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
})
afterAll(() => server.close())
