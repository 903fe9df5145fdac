/**
 * The login page drawn at build time: vite.config.ts (plugin fitlab:prerender-login) loads this
 * through Vite's SSR loader after the build and writes login.html, which paints the form from its
 * HTML and the build's CSS before any script runs; main.tsx then hydrates it. The tree is the app's
 * own (App, the route table at /login) with a store that starts empty: nobody logged in, the
 * default theme. main.tsx hydrates only when the browser's first render draws the same
 * (drawsThePrerenderedLogin), and renders over it otherwise.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter } from 'react-router-dom'
import { App } from '@/app/App'
import { buildRoutes, routerReady } from '@/app/router'
import { appRoutes, documentTitle } from '@/app/routes'
import { makeStore } from '@/app/store'

export interface PrerenderedLogin {
  /** The markup inside #root. */
  html: string
  /** The theme's CSS variables as <style> elements (antd makes them while rendering). */
  styles: string
  /** The document's title at /login. */
  title: string
}

/** The cache-path map extractStyle adds: the build's CSS file has the real one (antd.gen.css). */
const CACHE_PATH_STYLE = /<style[^>]*data-ant-cssinjs-cache-path[^>]*>[^<]*<\/style>/g

export async function renderLogin(): Promise<PrerenderedLogin> {
  const { store, persistor } = makeStore({})
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve()
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve())
  })
  const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/login'] })
  await routerReady(router)
  const failed = Object.values(router.state.errors ?? {})[0]
  if (failed) throw failed instanceof Error ? failed : new Error(JSON.stringify(failed))
  const cache = createCache()
  const html = renderToString(
    <StyleProvider cache={cache}>
      <StrictMode>
        <App store={store} persistor={persistor} router={router} />
      </StrictMode>
    </StyleProvider>,
  )
  router.dispose()
  const styles = extractStyle(cache, { types: ['token', 'cssVar'] }).replace(CACHE_PATH_STYLE, '')
  const route = appRoutes.find((r) => r.name === 'login')
  return { html, styles, title: documentTitle(route?.title ?? '') }
}
