import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { Persistor } from 'redux-persist'
import { App } from '@/app/App'
import { afterPaint } from '@/components/after-paint'
import { prepareNumberFormats } from '@/components/format-number'
import { AppProviders } from '@/app/providers'
import { createAppRouter, routerReady } from '@/app/router'
import { makeStore, type AppStore } from '@/app/store'
import { backendStarting, warmBackend } from '@/config/backend-ready'
import { DEFAULT_THEME } from '@/config/constants'
import { installAnswerChecker } from '@/config/contract-drift'
import { provideDemoMailbox } from '@/config/demo-mailbox'
import { applyRuntimeConfig, BUILD_DEFAULTS, readingRuntimeConfig, usesMocks } from '@/config/env'
import {
  assertConnectAllowed,
  loadRuntimeConfig,
  RuntimeConfigError,
  type RuntimeConfig,
} from '@/config/runtime-config'
import { loginNotice } from '@/features/auth/LoginNotice'
import { selectSessionUser } from '@/features/auth/session'
import { isAt } from '@/config/paths'

const { store, persistor } = makeStore()

const container = document.getElementById('root')
if (!container) throw new Error('#root missing in index.html')

/** config.json next to index.html (src/config/runtime-config.ts), checked against the CSP. */
async function deployConfig(): Promise<RuntimeConfig> {
  const config = await loadRuntimeConfig('/config.json', BUILD_DEFAULTS)
  const policy = document
    .querySelector('meta[http-equiv="Content-Security-Policy"]')
    ?.getAttribute('content')
  assertConnectAllowed(config, policy ?? null, window.location.origin)
  return config
}

/**
 * config.json is read beside the first render, not before it: the page paints at once and the
 * first API call waits for the configuration (backendReady). A bad configuration then replaces the
 * page with the error page, and no call is ever made.
 */
const configured = deployConfig().then((config) => {
  applyRuntimeConfig(config)
  return config
})
readingRuntimeConfig(configured)

// The backend's start, run at the first call or when warmed (src/config/backend-ready.ts): the
// configuration, then the in-browser fake backend when the build has it and config.json asks for
// it. With a base URL, __USE_MOCKS__ is false and the import of mocks/ is dropped from the build.
backendStarting(() =>
  configured.then(
    async () => {
      if (!(__USE_MOCKS__ && usesMocks())) return
      const { startMockBackend, lastDemoEmail } = await import('@mocks/browser')
      provideDemoMailbox(lastDemoEmail)
      await startMockBackend()
    },
    // A bad configuration: calls wait for ever, the error page is on its way.
    () => new Promise<never>(() => undefined),
  ),
)
// QA build only: the contract check of every answer (none of it in other builds).
if (__QA__) installAnswerChecker(import('@mocks/lib/answer-check').then((m) => m.checkAnswer))

/** Resolves when redux-persist has read the stored state (session, preferences, UI state). */
function storedStateRead(persistor: Persistor): Promise<void> {
  if (persistor.getState().bootstrapped) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * Whether the login prerendered by the build (login.html, see vite.config.ts) is what the app's
 * first render draws now: the login page, nobody logged in, no notice above the form, the theme it
 * was drawn in. Then it is hydrated (kept, made live); otherwise the app renders over it.
 */
function drawsThePrerenderedLogin(store: AppStore): boolean {
  if (container?.dataset.prerender !== 'login' || !isAt('login', window.location.pathname)) {
    return false
  }
  const state = store.getState()
  const locationState = (window.history.state as { usr?: unknown } | null)?.usr
  return (
    selectSessionUser(state) === null &&
    loginNotice(state.session.ended, locationState) === null &&
    state.preferences.preferenze.theme === DEFAULT_THEME
  )
}

/**
 * The browser gets its main thread back (a keystroke in the painted login form, a frame) between
 * two steps of the start, each tens of milliseconds on a phone's CPU.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve))

async function boot(): Promise<Root> {
  await storedStateRead(persistor)
  await nextTask()
  const router = createAppRouter()
  const app = (
    <StrictMode>
      <App store={store} persistor={persistor} router={router} />
    </StrictMode>
  )
  if (drawsThePrerenderedLogin(store)) {
    await routerReady(router)
    await nextTask()
    // As a transition, the hydration yields to the browser every few milliseconds: the form,
    // already painted, stays responsive while it comes alive.
    let root: Root | undefined
    startTransition(() => {
      root = hydrateRoot(container!, app)
    })
    return root!
  }
  const root = createRoot(container!)
  root.render(app)
  return root
}

const rendered = boot()

// Logged in: the fake backend starts once the page has painted (its pages call at once), and the
// number formats are made while the page's data are on their way. The login page warms the
// backend when the user starts typing, and makes the formats once its call has gone (LoginPage).
void rendered.then(() => {
  if (!selectSessionUser(store.getState())) return
  afterPaint(() => {
    warmBackend()
    prepareNumberFormats()
  })
})

void Promise.all([rendered, configured]).catch(async (error: unknown) => {
  if (!(error instanceof RuntimeConfigError)) throw error
  console.error(`config.json: ${error.message}`)
  // Loaded only then: the first load of a well configured app carries none of it.
  const [root, { ConfigErrorPage }] = await Promise.all([
    rendered,
    import('@/features/errors/ConfigErrorPage'),
  ])
  root.render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <ConfigErrorPage message={error.message} />
      </AppProviders>
    </StrictMode>,
  )
})
