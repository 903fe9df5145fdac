import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/App'
import { AppProviders } from '@/app/providers'
import { makeStore } from '@/app/store'
import { backendStarting } from '@/config/backend-ready'
import { installAnswerChecker } from '@/config/contract-drift'
import { provideDemoMailbox } from '@/config/demo-mailbox'
import { applyRuntimeConfig, BUILD_DEFAULTS, usesMocks } from '@/config/env'
import {
  assertConnectAllowed,
  loadRuntimeConfig,
  RuntimeConfigError,
  type RuntimeConfig,
} from '@/config/runtime-config'

const { store, persistor } = makeStore()

const container = document.getElementById('root')
if (!container) throw new Error('#root missing in index.html')
const root = createRoot(container)

/** config.json next to index.html (src/config/runtime-config.ts), checked against the CSP. */
async function deployConfig(): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig('/config.json', BUILD_DEFAULTS)
  const policy = document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute('content')
  assertConnectAllowed(config, policy ?? null, window.location.origin)
  return config
}

async function boot(): Promise<void> {
  let config: RuntimeConfig
  try {
    config = await deployConfig()
  } catch (error) {
    if (!(error instanceof RuntimeConfigError)) throw error
    console.error(`config.json: ${error.message}`)
    // Loaded only then: the first load of a well configured app carries none of it.
    const { ConfigErrorPage } = await import('@/features/errors/ConfigErrorPage')
    root.render(
      <StrictMode>
        <AppProviders store={store} persistor={persistor}>
          <ConfigErrorPage message={error.message} />
        </AppProviders>
      </StrictMode>,
    )
    return
  }
  applyRuntimeConfig(config)

  // The fake backend starts beside the first render: the page paints at once and the first API
  // call waits for the worker (backendReady). With a base URL, __USE_MOCKS__ is false and the
  // import of mocks/ is dropped from the build; config.json naming a server turns it off.
  if (__USE_MOCKS__ && usesMocks()) {
    backendStarting(
      import('@mocks/browser').then(({ startMockBackend, lastDemoEmail }) => {
        provideDemoMailbox(lastDemoEmail)
        return startMockBackend()
      }),
    )
  }
  // QA build only: the contract check of every answer (none of it in other builds).
  if (__QA__) installAnswerChecker(import('@mocks/lib/answer-check').then((m) => m.checkAnswer))

  root.render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  )
}

void boot()
