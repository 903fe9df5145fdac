import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { Persistor } from 'redux-persist'
import { AppProviders } from './providers'
import { createAppRouter } from './router'
import type { AppStore } from './store'

/** The whole app: providers around the data router. */
export function App({ store, persistor }: { store: AppStore; persistor: Persistor }) {
  const [router] = useState(createAppRouter)
  return (
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
