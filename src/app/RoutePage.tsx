import { useEffect, type ComponentType } from 'react'
import { RequireRole } from '@/features/auth/RequireRole'
import { documentTitle, type AppRoute } from './routes'

/** One page of the route table: its title in the browser tab, its roles, its component. */
export function RoutePage({ route, page: Page }: { route: AppRoute; page: ComponentType }) {
  useEffect(() => {
    document.title = documentTitle(route.title)
  }, [route.title])

  return route.bare ? (
    <Page />
  ) : (
    <RequireRole roles={route.roles}>
      <Page />
    </RequireRole>
  )
}
