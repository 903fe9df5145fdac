import { lazy, Suspense, type ComponentProps } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { runtimeConfigApplied } from '@/config/env'
import { RequireAuth } from '@/features/auth/RequireAuth'
import { errori } from '@/i18n/aree/errori'
import { BareLayout } from './layout/BareLayout'
import { RoutePage } from './RoutePage'
import { appRoutes, type AppRoute } from './routes'
import { Splash } from './Splash'

const LazyErrorPage = lazy(() => import('@/features/errors/ErrorPage'))

/** The error page, loaded when there is an error to show: no first load carries it. */
function ErrorPage(props: ComponentProps<typeof LazyErrorPage>) {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage {...props} />
    </Suspense>
  )
}

/** A render error above the layouts: the error page as the whole screen. */
const rootError = (
  <main>
    <ErrorPage />
  </main>
)

/**
 * A page of the route table. The router loads its module (`lazy`) before the route first renders,
 * together with the other routes it matches: the layout and the page arrive side by side and show
 * in one go, with no spinner in between. On a later navigation the current page stays until the
 * next one is ready (the layout's loading overlay shows meanwhile).
 */
function pageRoute(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: route,
    lazy: async () => {
      const { default: page } = await route.load()
      return { element: <RoutePage route={route} page={page} /> }
    },
  }
}

/**
 * The route objects built from the route table: /login on the bare layout outside the guard;
 * every other page inside RequireAuth + AppLayout, each behind its roles; unknown paths and
 * render errors show the error page. Shared by the browser router, tests and Storybook.
 * `shell: false` (Storybook's page stories) puts the pages in PageLayout, without the menu and
 * the top bar: a change of the shell then changes the shell's pictures, not every page's.
 */
export function buildRoutes({ shell = true }: { shell?: boolean } = {}): RouteObject[] {
  const bare = appRoutes.filter((r) => r.bare)
  const guarded = appRoutes.filter((r) => !r.bare)
  return [
    {
      element: <BareLayout />,
      errorElement: rootError,
      hydrateFallbackElement: <Splash />,
      children: bare.map(pageRoute),
    },
    {
      element: <RequireAuth />,
      errorElement: rootError,
      hydrateFallbackElement: <Splash />,
      children: [
        {
          // The menu, the top bar and their dialogs: a chunk of their own, never in /login's load.
          // It renders once config.json is applied (the app paints the login before that).
          lazy: async () => {
            const [{ AppLayout, PageLayout }] = await Promise.all([
              import('./layout/AppLayout'),
              runtimeConfigApplied(),
            ])
            return { Component: shell ? AppLayout : PageLayout }
          },
          children: [
            ...guarded.map((r) => ({ ...pageRoute(r), errorElement: <ErrorPage /> })),
            { path: '*', element: <ErrorPage message={errori.paginaNonTrovata} /> },
          ],
        },
      ],
    },
  ]
}

/** The app's data router (needed by useBlocker). */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes())
}

/** The router of the app, or a memory one over the same routes (the build's prerender). */
export type AppRouter = ReturnType<typeof createBrowserRouter>

/**
 * Resolves when the router has loaded the code of the routes it starts at (their `lazy`): from then
 * on it renders the page, not the fallback.
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}
