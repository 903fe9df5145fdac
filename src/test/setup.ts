import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import '@/config/dayjs-it'
import { clearPendingFeedback } from '@/components/feedback'
import { forgetDb } from '@mocks/db/store'
import { server } from './server'

// How long findBy* and waitFor wait, for every test (the test's own limit is in jest.config.ts). A
// passing wait ends as soon as the screen shows what it waits for: this only bounds a failure. A
// big antd page settles in well under a second alone, in a few seconds on a 2-core machine running
// two workers next to other work: 15 s keeps a busy run from failing.
configure({ asyncUtilTimeout: 15_000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
// Every test starts from the fake backend's demo data (made at its first use, from a copy).
beforeEach(() => forgetDb())
afterEach(() => {
  server.resetHandlers()
  // The request recorders of src/test/harness.tsx.
  server.events.removeAllListeners()
  localStorage.clear()
  clearPendingFeedback()
})
afterAll(() => server.close())
