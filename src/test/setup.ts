import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import { clearPendingFeedback } from '@/components/feedback'
import { server } from './server'

// antd renders slowly in jsdom (CSS-in-JS), more so on a busy machine: wait up to 5 s for findBy*.
configure({ asyncUtilTimeout: 5000 })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  localStorage.clear()
  clearPendingFeedback()
})
afterAll(() => server.close())
