import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { RequireAuth } from '@/features/auth/RequireAuth'
import ErrorPage from '@/features/errors/ErrorPage'
import { it } from '@/i18n/it'
import { AppLayout } from './layout/AppLayout'
import { BareLayout } from './layout/BareLayout'
import { RoutePage } from './RoutePage'
import { appRoutes } from './routes'

/**
 * The route objects built from the route table: /login on the bare layout outside the guard;
 * every other page inside RequireAuth + AppLayout, each behind its roles; unknown paths and
 * render errors show the error page. Shared by the browser router, tests and Storybook.
 */
/** A render error above the layouts: the error page as the whole screen. */
const rootError = (
  <main>
    <ErrorPage />
  </main>
)

export function buildRoutes(): RouteObject[] {
  const bare = appRoutes.filter((r) => r.bare)
  const guarded = appRoutes.filter((r) => !r.bare)
  return [
    {
      element: <BareLayout />,
      errorElement: rootError,
      children: bare.map((r) => ({ path: r.path, element: <RoutePage route={r} /> })),
    },
    {
      element: (
        <RequireAuth>
          <AppLayout />
        </RequireAuth>
      ),
      errorElement: rootError,
      children: [
        ...guarded.map((r) => ({
          path: r.path,
          element: <RoutePage route={r} />,
          errorElement: <ErrorPage />,
        })),
        { path: '*', element: <ErrorPage message={it.errori.paginaNonTrovata} /> },
      ],
    },
  ]
}

/** The app's data router (needed by useBlocker). */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes())
}
