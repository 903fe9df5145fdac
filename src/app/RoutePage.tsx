import { Suspense, useEffect } from 'react'
import { Flex, Spin } from 'antd'
import { RequireRole } from '@/features/auth/RequireRole'
import { it } from '@/i18n/it'
import { documentTitle, type AppRoute } from './routes'

export function PageFallback() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin description={it.app.caricamento} />
    </Flex>
  )
}

/** One page of the route table: its title in the browser tab, its roles, its lazy component. */
export function RoutePage({ route }: { route: AppRoute }) {
  const Page = route.page
  useEffect(() => {
    document.title = documentTitle(route.title)
  }, [route.title])

  const page = (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  )
  return route.bare ? page : <RequireRole roles={route.roles}>{page}</RequireRole>
}
