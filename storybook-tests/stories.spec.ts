import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { axe as axeOn, blockingViolations } from '../e2e/support/a11y'
import { expectItalianNames } from '../e2e/support/english'
import { animationsDone } from '../e2e/support/app'
import {
  expect,
  test as base,
  type ConsoleMessage,
  type Page,
  type Response,
} from '@playwright/test'

/**
 * Every story of the built Storybook (storybook-static/index.json), in each theme it shows: it
 * renders and its play function finishes with no console error, no page error and no failed play;
 * axe finds no serious or critical violation (every rule in the first theme, contrast in the
 * second); its screenshot matches the committed baseline.
 * A story whose own `globals` pin the theme (the "…Chiaro"/"…Scuro" pairs) is checked in that theme
 * only; every other story in both, except a story whose light twin "<name> Chiaro" exists (that
 * twin is its light theme). The first theme a story is shown in (the page's, to spare a load: the
 * two themes are the same DOM) gets every axe rule and the check that no English reaches a screen
 * reader; its second theme (or its light twin: same DOM, other colours) the contrast rule alone.
 * This is the one axe pass per screen and dialog: the e2e flows add axe only on states a story
 * does not show.
 * One page per worker, the stories shown one after the other in it (openStory): each one starts
 * from the fake backend's demo data and empty storage, as after a load (.storybook/preview.tsx).
 */

type Theme = 'dark' | 'light'
const THEMES: Theme[] = ['dark', 'light']
const other = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark')

interface IndexEntry {
  type: 'story' | 'docs'
  id: string
  title: string
  name: string
}

const INDEX = 'storybook-static/index.json'
if (!existsSync(INDEX)) throw new Error(`${INDEX} not found: run \`npm run build-storybook\` first`)
const entries = Object.values(
  (JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story')

/** Where each test's axe counts go (figures for the report: violations of every impact). */
const AXE_LOG = 'test-results/storybook/axe.jsonl'

/** The preview's channel events the check waits for or fails on. */
interface SbEvent {
  event: string
  payload: unknown
}
/** The part of the preview's channel the check uses. */
interface SbChannel {
  on: (name: string, listener: (payload: unknown) => void) => void
  emit: (name: string, payload: unknown) => void
}
declare global {
  interface Window {
    __sbEvents: SbEvent[]
    __STORYBOOK_ADDONS_CHANNEL__?: SbChannel
  }
}

/**
 * Before any script of the page: records the events of Storybook's channel as soon as the preview
 * creates it (it assigns globalThis.__STORYBOOK_ADDONS_CHANNEL__).
 */
function recordChannel(): void {
  const names = [
    'globalsUpdated',
    'storyRendered',
    'storyFinished',
    'storyErrored',
    'storyMissing',
    'storyThrewException',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
  ]
  window.__sbEvents = []
  let channel: SbChannel | undefined
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: SbChannel | undefined) => {
      channel = value
      for (const name of names)
        value?.on(name, (payload) => window.__sbEvents.push({ event: name, payload }))
    },
  })
}

const DONE = new Set(['storyFinished', 'storyMissing'])
const FAILED = new Set([
  'storyErrored',
  'storyMissing',
  'storyThrewException',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
])

const test = base.extend<{ errors: () => string[] }, { sbPage: Page }>({
  sbPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId, deviceScaleFactor } = workerInfo.project.use
      const context = await browser.newContext({
        baseURL,
        viewport,
        locale,
        timezoneId,
        deviceScaleFactor,
      })
      await context.addInitScript(recordChannel)
      const page = await context.newPage()
      // Screens that show "today" (expiries, weeks since a maximum, date pickers) look the same on
      // every day the check runs: the clock stands still at the demo data's time; timers still run.
      await page.clock.setFixedTime(new Date('2026-11-25T10:00:00+01:00'))
      // A story left with unsaved changes must not hold the next one up ("leave the page?").
      page.on('dialog', (dialog) => void dialog.accept())
      await provide(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
  errors: async ({ sbPage }, provide) => {
    const logged: Array<{ text: string; url: string }> = []
    const pageErrors: string[] = []
    // Answers of the fake backend with a 4xx status (the "not found" stories ask for them).
    const answered4xx = new Set<string>()
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error')
        logged.push({ text: message.text(), url: message.location().url })
    }
    const onPageError = (error: Error) => {
      // MSW's worker.start() calls registration.update() without awaiting it; when the test moves
      // the page on to the next story meanwhile, the aborted update is reported as unhandled.
      if (!/^Failed to update a ServiceWorker for scope/.test(error.message))
        pageErrors.push(`page error: ${error.message}`)
    }
    const onResponse = (response: Response) => {
      if (response.fromServiceWorker() && response.status() >= 400 && response.status() < 500)
        answered4xx.add(response.url())
    }
    sbPage.on('console', onConsole)
    sbPage.on('pageerror', onPageError)
    sbPage.on('response', onResponse)
    // Chromium logs every 4xx answer and failed call as "Failed to load resource": only the fake
    // backend's are expected (an error is what such a story shows); anything else is an error.
    await provide(() => [
      ...pageErrors.splice(0),
      ...logged
        .splice(0)
        .filter(
          ({ text, url }) =>
            !(
              (/^Failed to load resource: .* status of 4\d\d/.test(text) && answered4xx.has(url)) ||
              // A story whose fake backend fails a call on purpose (HttpResponse.error()).
              (/^Failed to load resource: net::ERR_FAILED$/.test(text) &&
                new URL(url).pathname.startsWith('/api/'))
            ),
        )
        .map(({ text, url }) => `console.error: ${text}${url ? ` (${url})` : ''}`),
    ])
    sbPage.off('console', onConsole)
    sbPage.off('pageerror', onPageError)
    sbPage.off('response', onResponse)
  },
})

/** The theme of each page's toolbar (its user globals): the one of its last load. */
const toolbarTheme = new WeakMap<Page, Theme>()

/**
 * Shows the story and waits until it has rendered and its play function has finished. In the
 * theme the page's toolbar has (`theme` omitted) or in `theme`: a story in the toolbar's theme is
 * switched to in the loaded preview, as Storybook's sidebar does it (a page load per story cost
 * a second or two more, the preview's ~100 files again); another theme loads the page with it.
 * Each story starts from the demo data and empty storage either way (.storybook/preview.tsx).
 * Returns the story's channel events and the theme it is shown in (the one it pins, if any).
 */
async function openStory(
  page: Page,
  id: string,
  theme?: Theme,
): Promise<{ events: SbEvent[]; shown: Theme }> {
  const toolbar = toolbarTheme.get(page)
  if (toolbar && (theme === undefined || theme === toolbar)) {
    await page.evaluate((storyId) => {
      window.__sbEvents = []
      ;(document.activeElement as HTMLElement | null)?.blur()
      window.scrollTo(0, 0)
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' })
    }, id)
  } else {
    const loaded = theme ?? THEMES[0]!
    await page.goto(
      `/iframe.html?id=${encodeURIComponent(id)}&globals=theme:${loaded};a11y.manual:!true&viewMode=story`,
    )
    toolbarTheme.set(page, loaded)
  }
  await page.waitForFunction(
    (done) => window.__sbEvents?.some((e) => done.includes(e.event)),
    [...DONE],
    { timeout: 45_000 },
  )
  const events = await page.evaluate(() => window.__sbEvents)
  const failures = events.filter(
    (e) =>
      FAILED.has(e.event) ||
      (e.event === 'storyFinished' && (e.payload as { status?: string }).status !== 'success'),
  )
  expect(failures, `story ${id} failed to render or play`).toEqual([])
  // The data of a screen arrives after its first render, and a lazy page after the splash:
  // give the spinners and the splash time to go (5 s: a story of a loading state keeps them).
  await page
    .waitForFunction(
      () => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, .splash'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => console.log(`[storybook] ${id}: a spinner or the splash still shown after 5 s`))
  return { events, shown: pinnedTheme(events) ?? toolbarTheme.get(page)! }
}

/** The theme the story pins in its own globals, if any. */
function pinnedTheme(events: SbEvent[]): Theme | undefined {
  const update = events.filter((e) => e.event === 'globalsUpdated').at(-1)
  const theme = (update?.payload as { storyGlobals?: { theme?: string } } | undefined)?.storyGlobals
    ?.theme
  return theme === 'dark' || theme === 'light' ? theme : undefined
}

/**
 * axe on the story: every rule, or (`contrastOnly`, the second theme of a story) the contrast rule
 * alone: a theme changes colours, not the DOM, so the other rules would find the same in both.
 */
async function expectAccessible(
  page: Page,
  id: string,
  theme: Theme,
  contrastOnly: boolean,
): Promise<void> {
  // A dialog still fading in fails contrast checks: the page at rest first.
  await animationsDone(page)
  const axe = axeOn(page).exclude('#storybook-docs')
  const results = await (contrastOnly ? axe.withRules(['color-contrast']) : axe).analyze()
  mkdirSync('test-results/storybook', { recursive: true })
  appendFileSync(
    AXE_LOG,
    `${JSON.stringify({ id, theme, violations: results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })) })}\n`,
  )
  const blocking = blockingViolations(results)
  expect(blocking, `serious or critical accessibility violations in ${id} (${theme})`).toEqual([])
}

/** Stories by title and name: a story's light twin is "<name> Chiaro" (or "Chiaro" of "Scuro"). */
const byName = new Set(entries.map((entry) => `${entry.title}\u0000${entry.name}`))
const exists = (title: string, name: string) => byName.has(`${title}\u0000${name}`)
/** The story has a light twin: checked in the dark theme only. */
const hasLightTwin = (entry: IndexEntry) => exists(entry.title, `${entry.name} Chiaro`)
/** The story is the light twin of another: same DOM as that one, so contrast is what is left. */
function isLightTwin(entry: IndexEntry): boolean {
  if (entry.name === 'Chiaro') return exists(entry.title, 'Scuro')
  const base = /^(.*) Chiaro$/.exec(entry.name)?.[1]
  return base !== undefined && (exists(entry.title, base) || exists(entry.title, `${base} Scuro`))
}

for (const entry of entries) {
  test(`${entry.title} / ${entry.name}`, async ({ sbPage: page, errors }) => {
    // First in the theme the page is in (no load), unless the story is checked dark only.
    const { events, shown } = await openStory(
      page,
      entry.id,
      hasLightTwin(entry) ? 'dark' : undefined,
    )
    const pinned = pinnedTheme(events)
    const themes: Theme[] = pinned || hasLightTwin(entry) ? [shown] : [shown, other(shown)]
    const twin = isLightTwin(entry)
    for (const [i, theme] of themes.entries()) {
      if (i > 0) await openStory(page, entry.id, theme)
      const second = i > 0 || twin
      await test.step(`${theme}: a11y`, async () => {
        await expectAccessible(page, entry.id, theme, second)
        if (!second) await expectItalianNames(page, `${entry.id} (${theme})`)
      })
      await test.step(`${theme}: screenshot`, () =>
        expect(page).toHaveScreenshot(`${entry.id}--${theme}.png`))
      expect(errors(), `console or page errors in ${entry.id} (${theme})`).toEqual([])
    }
  })
}
