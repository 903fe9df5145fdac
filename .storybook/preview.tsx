import { useEffect, useState, type ReactNode } from 'react'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { ConfigProvider, Layout } from 'antd'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { handlers } from '@mocks/handlers'
import { forgetDb } from '@mocks/db/store'
import { lastDemoEmail } from '@mocks/lib/mailbox'
import { AppProviders } from '@/app/providers'
import { ConfirmHost } from '@/components/use-confirm'
import { buildRoutes } from '@/app/router'
import { PERSIST_KEY } from '@/config/constants'
import { provideDemoMailbox } from '@/config/demo-mailbox'
import { makeStore } from '@/app/store'
import { tokensReceived, type TokenPayload } from '@/api/session-slice'
import { preferenzeChanged } from '@/features/preferences/preferences-slice'
import { storyLogin, type StorySession } from './session'
// The page and splash styles the app's index.html links too.
import '@/app/splash.css'
import '@/config/dayjs-it'

/**
 * Story parameters:
 * - session: { user: 'admin' | 'istruttore', showWelcomeMessage? } logs in first;
 * - route: the URL the memory router starts at (default '/');
 * - app: true renders the story's page through the app's route table (guards, lazy pages, the
 *   page area with its loading overlay and unsaved-changes guard), without the menu and the top
 *   bar; app: 'shell' with them, the whole app (the shell's own stories).
 */
declare module 'storybook/internal/csf' {
  interface Parameters {
    session?: StorySession
    route?: string
    app?: boolean | 'shell'
  }
}

/** The fake backend, the same handlers as the app's. They survive the reset between stories. */
const mswLoaderWithHandlers = mswLoader(async () => {
  const worker = setupWorker(...handlers)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
  })
  return worker
})

// The demo mailbox of "Password dimenticata?", as the app has it with the in-browser backend.
provideDemoMailbox(lastDemoEmail)

/**
 * Every story starts as after a page load: the fake backend's demo data, no storage left by the
 * story before (the Storybook check shows the stories one after the other in one page), then
 * the story's session, if it asks for one.
 */
const storyStart: Loader = async ({ parameters }) => {
  forgetDb()
  localStorage.clear()
  sessionStorage.clear()
  return {
    session: parameters.session ? await storyLogin(parameters.session as StorySession) : null,
  }
}

type Theme = 'light' | 'dark'
/** The toolbar's values: a theme, or both side by side ("Chiaro | Scuro", for review). */
type ThemeGlobal = Theme | 'affiancati'

function StoryShell({
  session,
  theme,
  route,
  routes,
}: {
  session: TokenPayload | null
  theme: Theme
  route: string
  routes: RouteObject[]
}) {
  // A fresh store per story, not rehydrated from an earlier story's storage.
  const [app] = useState(() => {
    localStorage.removeItem(`persist:${PERSIST_KEY}`)
    const made = makeStore()
    if (session) made.store.dispatch(tokensReceived(session))
    return made
  })
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [route] }))

  useEffect(() => {
    app.store.dispatch(preferenzeChanged({ theme }))
  }, [app, theme])

  return (
    <AppProviders store={app.store} persistor={app.persistor}>
      <ConfirmHost>
        <RouterProvider router={router} />
      </ConfirmHost>
    </AppProviders>
  )
}

/**
 * One half of the side-by-side view: its own app (store, theme) in a box that holds its dialogs and
 * menus too (antd's popups go to the container ConfigProvider names; the transform makes the
 * box, not the window, the frame of their fixed masks).
 */
function Half({ label, children }: { label: string; children: ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  return (
    <section
      aria-label={label}
      ref={setBox}
      style={{
        flex: '1 1 50%',
        minWidth: 0,
        height: '100vh',
        overflow: 'auto',
        position: 'relative',
        transform: 'translateZ(0)',
      }}
    >
      {box && <ConfigProvider getPopupContainer={() => box}>{children}</ConfigProvider>}
    </section>
  )
}

const withApp: Decorator = (Story, context) => {
  const { parameters, loaded, globals } = context
  const session = (loaded.session as TokenPayload | null | undefined) ?? null
  const routes = (): RouteObject[] =>
    parameters.app
      ? buildRoutes({ shell: parameters.app === 'shell' })
      : [
          {
            path: '*',
            element: (
              <Layout style={{ minHeight: '100vh' }}>
                <Story />
              </Layout>
            ) as ReactNode,
          },
        ]
  const shell = (theme: Theme) => (
    <StoryShell
      key={`${context.id}-${theme}`}
      session={session}
      theme={theme}
      route={parameters.route ?? '/'}
      routes={routes()}
    />
  )
  const chosen = (globals.theme as ThemeGlobal | undefined) ?? 'dark'
  if (chosen !== 'affiancati') return shell(chosen)
  return (
    <div style={{ display: 'flex' }}>
      <Half label="Chiaro">{shell('light')}</Half>
      <Half label="Scuro">{shell('dark')}</Half>
    </div>
  )
}

const preview: Preview = {
  loaders: [mswLoaderWithHandlers, storyStart],
  decorators: [withApp],
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Scuro' },
          { value: 'light', title: 'Chiaro' },
          { value: 'affiancati', title: 'Chiaro | Scuro' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // The accessibility panel: axe on every story, its violations listed (not failing the story
    // in the UI: `npm run test:storybook` fails on serious and critical ones).
    a11y: { test: 'todo' },
  },
}

export default preview
