/**
 * Rendering for tests: a fresh store (or the one given), a memory data router and the app's
 * providers, as the app has them. Returns the store, the router and a user-event instance.
 */
import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { AppProviders } from '@/app/providers'
import { ConfirmHost } from '@/components/use-confirm'
import { makeStore, type RootState } from '@/app/store'

export type TestApp = ReturnType<typeof makeStore>

/** The stores rendered by the running test (src/test/setup.ts lets their saves finish). */
export const renderedStores = new Set<TestApp['store']>()

export interface RenderWithProvidersOptions {
  /** The URL the router starts at; default '/'. */
  route?: string
  /** Route table; default: `ui` at every path. */
  routes?: RouteObject[]
  /** Initial state of a fresh store (ignored when `store` is given). */
  preloadedState?: Partial<RootState>
  /** A store made by makeStore() (both store and persistor), to share or inspect it. */
  store?: TestApp
}

export interface RenderWithProvidersResult extends RenderResult {
  store: TestApp['store']
  persistor: TestApp['persistor']
  router: ReturnType<typeof createMemoryRouter>
  user: UserEvent
}

export function renderWithProviders(
  ui: ReactElement | null,
  { route = '/', routes, preloadedState, store }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const app = store ?? makeStore(preloadedState)
  renderedStores.add(app.store)
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [route],
  })
  const user = userEvent.setup({ delay: null })
  const result = render(
    <AppProviders store={app.store} persistor={app.persistor}>
      <ConfirmHost>
        <RouterProvider router={router} />
      </ConfirmHost>
    </AppProviders>,
  )
  return { ...result, store: app.store, persistor: app.persistor, router, user }
}
