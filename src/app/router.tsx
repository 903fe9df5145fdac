import { lazy, Suspense, useEffect } from 'react'
import { createBrowserRouter, useMatches, type RouteObject } from 'react-router-dom'
import { RequireAuth } from '@/features/auth/RequireAuth'
import ErrorPage from '@/features/errors/ErrorPage'
import { it } from '@/i18n/it'
import { BareLayout } from './layout/BareLayout'
import { PageFallback, RoutePage } from './RoutePage'
import { appRoutes, type AppRoute } from './routes'

/**
 * The route objects built from the route table: /login on the bare layout outside the guard;
 * every other page inside RequireAuth + AppLayout, each behind its roles; unknown paths and
 * render errors show the error page. Shared by the browser router, tests and Storybook.
 */
/**
 * The menu, the top bar and their dialogs load with the first guarded page, never with /login: the
 * login's first load stays within its budget (issue 5).
 */
const AppLayout = lazy(() => import('./layout/AppLayout').then((m) => ({ default: m.AppLayout })))

/**
 * Logged in, the page asked for loads beside the layout instead of after it (the layout's chunk
 * would otherwise have to run before the page's is even requested): one round trip less before
 * the first page shows.
 */
function PreloadMatchedPage() {
  const matches = useMatches()
  useEffect(() => {
    for (const match of matches) void (match.handle as AppRoute | undefined)?.page.preload()
  }, [matches])
  return null
}

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
          <PreloadMatchedPage />
          <Suspense fallback={<PageFallback />}>
            <AppLayout />
          </Suspense>
        </RequireAuth>
      ),
      errorElement: rootError,
      children: [
        ...guarded.map((r) => ({
          path: r.path,
          handle: r,
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
