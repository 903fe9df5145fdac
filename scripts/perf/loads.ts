/**
 * What the browser loads: every request of a first visit (cold context, HTTP cache off) until the
 * network is idle, matched to the build's files by URL path to sum the gzip size of the scripts and
 * to see which libraries came along. Plus the check that the in-browser fake backend never holds
 * back the first paint.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expectLoginForm, login } from '../../e2e/support/app'
import type { DemoUser } from '../../e2e/support/env'
import { filesWith, isScript, type Build, type BuildFile, type Library } from './build-files'

export interface FirstLoad {
  /** Scripts requested, from the build. */
  scripts: BuildFile[]
  scriptGzipBytes: number
  /** Libraries found in anything requested from the build. */
  libraries: Set<Library>
  /** Same-origin URL paths requested that are not files of the build (API calls, routes). */
  other: string[]
  /**
   * antd component styles made in the browser while loading (style elements of cssinjs that are not
   * CSS variables): 0 when src/app/antd.gen.css covers every component on the page.
   */
  runtimeStyles: number
}

/** Counts cssinjs's style elements other than the theme's CSS variables (`.css-var-…{--ant-…}`). */
const countRuntimeStyles = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('style[data-css-hash]')].filter(
        (style) => !/^\s*\.css-var-[^{]*\{--/.test(style.textContent ?? ''),
      ).length,
  )

const VIEWPORT = { width: 1920, height: 1080 }

/** Lets the page settle: network idle, then one more quiet second for lazy chunks. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
  await page.waitForLoadState('networkidle')
}

/**
 * Loads `path` of the app at `origin` in a fresh context; with `user`, a session is made first in
 * another context (through the login form) and carried over (localStorage and IndexedDB), so the
 * visit measured is the first one of a logged-in user with an empty HTTP cache.
 */
export async function firstLoad(
  browser: Browser,
  origin: string,
  build: Build,
  path: string,
  user: DemoUser | null,
  ready: (page: Page) => Promise<void>,
): Promise<FirstLoad> {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined
  if (user) {
    const loginContext = await browser.newContext({ viewport: VIEWPORT })
    const loginPage = await loginContext.newPage()
    await loginPage.goto(`${origin}/login`)
    await login(loginPage, user)
    storageState = await loginContext.storageState({ indexedDB: true })
    await loginContext.close()
  }
  const context = await browser.newContext({ viewport: VIEWPORT, storageState })
  const requested = new Set<string>()
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === origin) requested.add(url.pathname)
  })
  // Routing every request turns the HTTP cache off: each load is a cold one.
  await context.route('**/*', (route) => route.continue())
  const page = await context.newPage()
  await page.goto(`${origin}${path}`)
  await ready(page)
  await settle(page)
  const runtimeStyles = await countRuntimeStyles(page)
  await context.close()

  const scripts: BuildFile[] = []
  const libraries = new Set<Library>()
  const other: string[] = []
  for (const urlPath of requested) {
    const file = build.files.get(urlPath)
    if (!file) {
      other.push(urlPath)
      continue
    }
    if (isScript(urlPath)) scripts.push(file)
    for (const library of file.libraries) libraries.add(library)
  }
  const scriptGzipBytes = scripts.reduce((sum, file) => sum + file.gzipBytes, 0)
  return { scripts, scriptGzipBytes, libraries, other, runtimeStyles }
}

export interface PaintWithHeldMocks {
  /** Scripts of the fake backend (msw, faker) that were held back. */
  held: string[]
  /** The page asked for them before the hold ended (so they were really held back). */
  requested: boolean
  /** The login form was visible while they were still held. */
  formPaintedWhileHeld: boolean
  /** First contentful paint, ms after navigation start. */
  fcpMs: number
  /** How long the fake backend's scripts were held, ms after navigation start. */
  heldForMs: number
}

/**
 * The page's first contentful paint. The prerendered login form can be in the DOM, and visible to
 * Playwright, a frame before the browser records the paint: wait for the entry (NaN without one).
 */
async function fcpOf(page: Page): Promise<number> {
  await page
    .waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined)
  return page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  )
}

/**
 * Default build: holds every script of the fake backend (msw, faker) for `holdMs` and checks the
 * login form is painted meanwhile; then lets them through.
 */
export async function paintWithHeldMocks(
  browser: Browser,
  origin: string,
  build: Build,
  holdMs: number,
): Promise<PaintWithHeldMocks> {
  const held = new Set(
    [...filesWith(build, 'msw'), ...filesWith(build, 'faker')]
      .map((file) => file.urlPath)
      .filter((urlPath) => urlPath.startsWith('/assets/') && isScript(urlPath)),
  )
  const context = await browser.newContext({ viewport: VIEWPORT })
  let requested = false
  let released = false
  let release = (): void => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await context.route(
    (url) => held.has(url.pathname),
    async (route) => {
      if (!released) requested = true
      await gate
      await route.continue()
    },
  )
  const page = await context.newPage()
  const start = Date.now()
  const timer = setTimeout(() => {
    released = true
    release()
  }, holdMs)
  await page.goto(`${origin}/login`, { waitUntil: 'commit' })
  let formPaintedWhileHeld = false
  try {
    await expectLoginForm(page, holdMs)
    formPaintedWhileHeld = !released
  } catch {
    formPaintedWhileHeld = false
  }
  const fcpMs = await fcpOf(page)
  // Wait for the hold to end so the page really asked for the held scripts (or never did).
  await gate
  const heldForMs = Date.now() - start
  await page.waitForLoadState('networkidle')
  clearTimeout(timer)
  await context.close()
  return { held: [...held], requested, formPaintedWhileHeld, fcpMs, heldForMs }
}

export interface NaturalPaint {
  fcpMs: number
  /**
   * When the last script of the fake backend finished loading, ms after navigation start; null
   * when the login did not load it (it does when the user starts typing).
   */
  mocksLoadedMs: number | null
}

/** Default build, nothing held: first paint against the end of the fake backend's download. */
export async function naturalPaint(
  browser: Browser,
  origin: string,
  build: Build,
): Promise<NaturalPaint> {
  const mockFiles = [...filesWith(build, 'msw'), ...filesWith(build, 'faker')]
    .map((file) => file.urlPath)
    .filter(isScript)
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  await page.goto(`${origin}/login`)
  await expectLoginForm(page, 15_000)
  await settle(page)
  const fcpMs = await fcpOf(page)
  const loaded = await page.evaluate(
    (paths) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => paths.includes(new URL(entry.name).pathname))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    mockFiles,
  )
  const mocksLoadedMs = loaded.length > 0 ? Math.max(...loaded) : null
  await context.close()
  return { fcpMs, mocksLoadedMs }
}
