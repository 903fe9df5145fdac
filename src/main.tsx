import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/App'
import { makeStore } from '@/app/store'
import { backendStarting } from '@/config/backend-ready'
import { provideDemoMailbox } from '@/config/demo-mailbox'

const { store, persistor } = makeStore()

// The fake backend starts beside the first render: the page paints at once and the first API call
// waits for the worker (backendReady). With a base URL, __USE_MOCKS__ is false and the import of
// mocks/ is dropped from the build.
if (__USE_MOCKS__) {
  backendStarting(
    import('@mocks/browser').then(({ startMockBackend, lastDemoEmail }) => {
      provideDemoMailbox(lastDemoEmail)
      return startMockBackend()
    }),
  )
}

const container = document.getElementById('root')
if (!container) throw new Error('#root missing in index.html')

createRoot(container).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
)
