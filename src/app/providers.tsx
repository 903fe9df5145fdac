import {
  CheckOutlined,
  CloseOutlined,
  DownOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LoadingOutlined,
} from '@ant-design/icons'
import { ConfigProvider, theme } from 'antd'
import itIT from 'antd/locale/it_IT'
import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import type { Persistor } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import { STATUS_ICONS_CONFIG } from '@/components/status-icons'
import { useSessionSync } from '@/features/auth/session-sync'
import { useRefetchOnFakeBackendChanges } from '@/features/preferences/demo-reset'
import { whenHostWanted } from '@/components/feedback'
import { useAppSelector } from './hooks'
import { Splash } from './Splash'
import type { AppStore } from './store'
import { themeConfig } from './theme'
// antd's component styles made ahead of time (scripts/gen-antd-css.tsx): none made while rendering.
import './antd.gen.css'

/** The text defaults of the theme for everything inside (what antd's App would set). */
function ThemedRoot({ children }: { children: ReactNode }) {
  const { token } = theme.useToken()
  return (
    <div
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  )
}

/** The password's show/hide toggle as a 24 px target (WCAG 2.5.8), antd's own icons inside. */
const inputPassword = {
  iconRender: (visible: boolean) => (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 24,
        minHeight: 24,
      }}
    >
      {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
    </span>
  ),
}

/**
 * The tabs of the browser follow each other's session (login, refresh, logout), and each other's
 * changes to the in-browser fake backend's data.
 */
function SessionSync() {
  useSessionSync()
  useRefetchOnFakeBackendChanges()
  return null
}

/**
 * The icons antd draws in every Select (arrow, ticks, tag removal, loading), silent for screen
 * readers: antd's icons name themselves in English ("down", "check").
 */
const select = {
  suffixIcon: <DownOutlined aria-hidden />,
  menuItemSelectedIcon: <CheckOutlined aria-hidden />,
  removeIcon: <CloseOutlined aria-hidden />,
  loadingIcon: <LoadingOutlined spin aria-hidden />,
}

/**
 * A button's loading icon, silent too: antd's names itself "loading", so a busy "Accedi" was read
 * out as "loading Accedi" (the e2e scan of English names caught it on a slow login).
 */
const button = { loadingIcon: <LoadingOutlined aria-hidden /> }

/**
 * The toasts' host (FeedbackHost), loaded with the first toast: no first load carries antd's
 * message. A toast raised meanwhile waits for it (components/feedback).
 */
function LazyFeedbackHost() {
  const [Host, setHost] = useState<ComponentType | null>(null)
  useEffect(
    () =>
      whenHostWanted(() => {
        void import('@/components/FeedbackHost').then((m) => setHost(() => m.FeedbackHost))
      }),
    [],
  )
  return Host ? <Host /> : null
}

function ThemedApp({ children }: { children: ReactNode }) {
  const mode = useAppSelector((state) => state.preferences.preferenze.theme)
  return (
    <ConfigProvider
      locale={itIT}
      theme={themeConfig(mode)}
      inputPassword={inputPassword}
      select={select}
      button={button}
      alert={STATUS_ICONS_CONFIG}
      modal={STATUS_ICONS_CONFIG}
    >
      <ThemedRoot>
        <LazyFeedbackHost />
        {children}
      </ThemedRoot>
    </ConfigProvider>
  )
}

/**
 * Everything the app, Storybook and the tests wrap around the pages: the store, the wait for the
 * stored state, antd in Italian with the theme of the preferences (dark by default), the toasts.
 * Confirmation dialogs are hosted by the app layout (ConfirmHost), not here.
 * The router goes inside (children).
 *
 * The wait for the stored state (PersistGate, with the splash) is there only when the state is not
 * read yet: main.tsx renders after reading it, so that the first render is the page itself (the
 * prerendered login is hydrated with the same markup).
 */
export function AppProviders({
  store,
  persistor,
  children,
}: {
  store: AppStore
  persistor: Persistor
  children: ReactNode
}) {
  const [read] = useState(() => persistor.getState().bootstrapped)
  return (
    <Provider store={store}>
      <SessionSync />
      <ThemedApp>
        {read ? (
          children
        ) : (
          <PersistGate persistor={persistor} loading={<Splash />}>
            {children}
          </PersistGate>
        )}
      </ThemedApp>
    </Provider>
  )
}
