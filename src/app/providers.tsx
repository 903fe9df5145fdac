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
import dayjs from 'dayjs'
import 'dayjs/locale/it'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import type { Persistor } from 'redux-persist'
import { PersistGate } from 'redux-persist/integration/react'
import { STATUS_ICONS_CONFIG } from '@/components/status-icons'
import { useSessionSync } from '@/features/auth/session-sync'
import { useRefetchOnFakeBackendChanges } from '@/features/preferences/demo-reset'
import { FeedbackHost } from '@/components/FeedbackHost'
import { useAppSelector } from './hooks'
import { Splash } from './Splash'
import type { AppStore } from './store'
import { themeConfig } from './theme'
// antd's component styles made ahead of time (scripts/gen-antd-css.tsx): none made while rendering.
import './antd.gen.css'

// Italian locale: Italian month and day names, weeks starting on Monday (SPEC section 9).
dayjs.locale('it')

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
        <FeedbackHost />
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
  return (
    <Provider store={store}>
      <SessionSync />
      <ThemedApp>
        <PersistGate persistor={persistor} loading={<Splash />}>
          {children}
        </PersistGate>
      </ThemedApp>
    </Provider>
  )
}
