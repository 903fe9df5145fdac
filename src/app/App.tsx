import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { Persistor } from 'redux-persist'
import { AppProviders } from './providers'
import { createAppRouter, type AppRouter } from './router'
import type { AppStore } from './store'

/**
 * The whole app: providers around the data router. main.tsx gives the router it made (ready before
 * a prerendered page is hydrated); the build's prerender gives one at /login.
 */
export function App({
  store,
  persistor,
  router: given,
}: {
  store: AppStore
  persistor: Persistor
  router?: AppRouter
}) {
  const [router] = useState(() => given ?? createAppRouter())
  return (
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
