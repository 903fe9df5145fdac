import { useEffect, useState } from 'react'
import { Layout, Spin } from 'antd'
import '@/config/dayjs-it'
import { Outlet, useLocation, useNavigation } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import type { RootState } from '@/app/store'
import { ConfirmHost } from '@/components/use-confirm'
import { MENU_WIDTH_COLLAPSED, MENU_WIDTH_EXPANDED } from '@/config/constants'
import { HelpModal } from '@/features/help/HelpModal'
import { menuCollapsedSet } from '@/features/ui/ui-slice'
import { UnsavedChangesGuard } from '@/features/unsaved-changes/UnsavedChangesGuard'
import { WelcomeDialog } from '@/features/welcome/WelcomeDialog'
import { it } from '@/i18n/it'
import { matchAppRoute } from '../routes'
import { Logo } from './Logo'
import { SideMenu } from './SideMenu'
import { TopBar } from './TopBar'
import { canToggle, effectiveCollapsed } from './sidebar-rules'

/** True while any API call (query or mutation) is waiting for its answer. */
const selectApiPending = (s: RootState): boolean =>
  Object.values(s.api.queries).some((q) => q?.status === 'pending') ||
  Object.values(s.api.mutations).some((m) => m?.status === 'pending')

/**
 * The page under its loading overlay. On its own so that the start and end of every call, which
 * toggle the overlay, draw again only this and not the menu and the top bar.
 */
function PageArea() {
  const apiPending = useAppSelector(selectApiPending)
  const ownLoading = useAppSelector((s) => s.ui.ownLoading)
  const navigation = useNavigation()
  // Waiting for an answer (unless the page shows its own), or for the code of the next page.
  const pending = (apiPending && !ownLoading) || navigation.state === 'loading'
  // antd makes the overlay's wrapper a polite live region: here it would hold the whole page,
  // and a screen reader would read out every change of it. aria-busy still says it is loading.
  return (
    <Spin spinning={pending} delay={300} description={it.applicazione.caricamento} aria-live="off">
      <Outlet />
    </Spin>
  )
}

/** The page area with the page's padding. */
function PageContent() {
  return (
    <Layout.Content style={{ padding: 24, minWidth: 0 }}>
      <PageArea />
    </Layout.Content>
  )
}

/**
 * A page without the menu and the top bar, as Storybook's page stories show it (the shell has
 * stories of its own): the page area, its loading overlay, its confirmations and the
 * unsaved-changes guard, as in AppLayout.
 */
export function PageLayout() {
  return (
    <ConfirmHost>
      <Layout style={{ minHeight: '100vh' }}>
        <PageContent />
        <UnsavedChangesGuard />
      </Layout>
    </ConfirmHost>
  )
}

/**
 * The authenticated layout: the left menu (180 px, 60 px collapsed; the logo toggles it within the
 * sidebar preference), the top bar, the page area (the window minus the menu) under a loading
 * overlay, the help popup, the welcome dialog and the unsaved-changes guard.
 */
export function AppLayout() {
  const dispatch = useAppDispatch()
  const sidebar = useAppSelector((s) => s.preferences.preferenze.sidebar)
  const dark = useAppSelector((s) => s.preferences.preferenze.theme) === 'dark'
  const stored = useAppSelector((s) => s.ui.menuCollapsed)
  const collapsed = effectiveCollapsed(sidebar, stored)
  const toggleAllowed = canToggle(sidebar, collapsed)
  const { pathname } = useLocation()
  const route = matchAppRoute(pathname)
  const [helpOpen, setHelpOpen] = useState(false)
  const [infoOpen, setInfoOpen] = useState(false)

  // A forcing preference also becomes the stored state, so switching to dinamica keeps it.
  useEffect(() => {
    if (collapsed !== stored) dispatch(menuCollapsedSet(collapsed))
  }, [collapsed, stored, dispatch])

  const width = collapsed ? MENU_WIDTH_COLLAPSED : MENU_WIDTH_EXPANDED

  return (
    <ConfirmHost>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider
          width={MENU_WIDTH_EXPANDED}
          collapsedWidth={MENU_WIDTH_COLLAPSED}
          collapsed={collapsed}
          trigger={null}
          theme={dark ? 'dark' : 'light'}
          style={{
            position: 'fixed',
            insetBlock: 0,
            insetInlineStart: 0,
            overflow: 'auto',
            zIndex: 20,
          }}
        >
          <button
            type="button"
            aria-label={collapsed ? it.menu.espandi : `${it.menu.logo}: ${it.menu.comprimi}`}
            aria-expanded={!collapsed}
            aria-disabled={!toggleAllowed}
            onClick={() => {
              if (toggleAllowed) dispatch(menuCollapsedSet(!collapsed))
            }}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: collapsed ? 'center' : 'flex-start',
              width: '100%',
              height: 56,
              paddingInline: collapsed ? 0 : 16,
              border: 'none',
              background: 'transparent',
              color: dark ? '#fff' : 'inherit',
              cursor: toggleAllowed ? 'pointer' : 'default',
            }}
          >
            <Logo withName={!collapsed} />
          </button>
          <SideMenu dark={dark} collapsed={collapsed} />
        </Layout.Sider>
        <Layout style={{ marginInlineStart: width, minWidth: 0, transition: 'margin 0.2s' }}>
          <TopBar onInfo={() => setInfoOpen(true)} onHelp={() => setHelpOpen(true)} />
          <PageContent />
        </Layout>
        <HelpModal
          open={helpOpen}
          section={route?.help ?? 'dashboard'}
          title={route?.title}
          onClose={() => setHelpOpen(false)}
        />
        <WelcomeDialog infoOpen={infoOpen} onInfoClose={() => setInfoOpen(false)} />
        <UnsavedChangesGuard />
      </Layout>
    </ConfirmHost>
  )
}
