/**
 * The sheet construction panel with a 5,000-exercise library: the fake HTTP server started
 * with MOCK_ESERCIZI=5000, a sheet opened in the builder of the build with a base URL. Measured in
 * the page (performance.now()), median of `runs`:
 * - panel open: from the answer of the panel's list call (`esercizio_slimList`, its Resource
 *   Timing responseEnd) to the frame after the panel shows its first exercises;
 * - keystroke: from a letter typed in "Cerca esercizio" to the frame after the results changed;
 * - scrolling: long tasks (> 50 ms) while the panel's list is scrolled down for 300 frames (the
 *   next exercises drawn as the end nears; "Mostra altri" clicked if the end is reached first);
 * - the catalogue call's size (the body as received and as decoded).
 */
import type { Browser, Page } from '@playwright/test'
import { login } from '../../e2e/support/app'
import { ISTRUTTORE } from '../../e2e/support/env'
import { median } from './median'

export const CATALOGO_ESERCIZI = 5000

export interface Catalogo {
  openMs: number[]
  openMedian: number
  keyMs: number[]
  keyMedian: number
  longTasks: number[]
  longTasksMedian: number
  longestMs: number
  /** The catalogue call's body: bytes on the wire, decoded; the exercises it carried. */
  encodedBytes: number
  decodedBytes: number
  righe: number
}

const CATALOGO = '/api/esercizio/slim/?'

/** Records, from the page's start, when the panel's list first shows exercises (a string: tsx). */
const watchPanel = `
  (() => {
    const check = () => {
      if (window.__pannello !== undefined) return
      if (document.querySelector('[role="complementary"] .scheda-panel-item')) {
        requestAnimationFrame(() => { window.__pannello ??= performance.now() })
      }
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true })
  })()
`

async function openMs(page: Page, url: string) {
  // The body's size as the browser received it: the fake server is another origin without
  // Timing-Allow-Origin, so Resource Timing gives its times but not its sizes.
  const answer = page.waitForResponse((r) => r.url().includes(CATALOGO), { timeout: 60_000 })
  await page.goto(url)
  await page.waitForFunction(
    () => (window as unknown as { __pannello?: number }).__pannello !== undefined,
    undefined,
    { timeout: 60_000 },
  )
  const response = await answer
  const [sizes, body] = await Promise.all([response.request().sizes(), response.body()])
  const ms = await page.evaluate((path) => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(path))
      .map((e) => e as PerformanceResourceTiming)
      .sort((a, b) => b.responseEnd - a.responseEnd)[0]
    const painted = (window as unknown as { __pannello: number }).__pannello
    return entry === undefined ? Number.NaN : painted - entry.responseEnd
  }, CATALOGO)
  return { ms, encoded: sizes.responseBodySize, decoded: body.length }
}

/**
 * Types `text` in the panel's search (the value set and an input event, as a keystroke does); ms
 * until the frame after the panel's counter of results changed.
 */
const keyMs = (page: Page, text: string): Promise<number> =>
  page.evaluate(`
    new Promise((resolve, reject) => {
      const panel = document.querySelector('[role="complementary"]')
      const field = panel?.querySelector('input[aria-label="Cerca esercizio"]')
      const counter = panel?.querySelector('[aria-live="polite"]')
      if (!panel || !field || !counter) {
        reject(new Error('no panel, search or counter'))
        return
      }
      const before = counter.textContent
      const timer = setTimeout(() => reject(new Error('the results did not change')), 10000)
      const observer = new MutationObserver(() => {
        if (counter.textContent === before) return
        observer.disconnect()
        clearTimeout(timer)
        requestAnimationFrame(() => resolve(performance.now() - start))
      })
      observer.observe(panel, { childList: true, subtree: true, characterData: true })
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
      const start = performance.now()
      setValue.call(field, ${JSON.stringify(text)})
      field.dispatchEvent(new Event('input', { bubbles: true }))
    })
  `)

/** Scrolls the panel's list to its end for 300 frames, "Mostra altri" clicked when reached. */
const scrollLongTasks = (page: Page): Promise<{ count: number; longest: number }> =>
  page.evaluate(`
    new Promise((resolve) => {
      const scroller = document.querySelector('[role="complementary"] .scheda-panel-scroll')
      const tasks = []
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push(e.duration)
      })
      observer.observe({ type: 'longtask' })
      let frame = 0
      const step = () => {
        frame += 1
        scroller.scrollTop += 120
        if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) {
          // The list's last child holds "Mostra altri" (not a query over every row's button).
          const more = scroller.lastElementChild?.querySelector('button')
          if (more?.textContent.startsWith('Mostra altri')) more.click()
        }
        if (frame < 300) requestAnimationFrame(step)
        else
          setTimeout(() => {
            observer.disconnect()
            resolve({ count: tasks.length, longest: Math.round(Math.max(0, ...tasks)) })
          }, 100)
      }
      requestAnimationFrame(step)
    })
  `)

export async function measureCatalogo(
  browser: Browser,
  origin: string,
  /** A sheet in the builder. */
  path: string,
  runs: number,
): Promise<Catalogo> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/login`)
    await login(page, ISTRUTTORE)
    await page.addInitScript(watchPanel)
    const url = `${origin}${path}`
    const open: number[] = []
    const key: number[] = []
    const longTasks: number[] = []
    let longestMs = 0
    let encodedBytes = 0
    let decodedBytes = 0
    for (let i = 0; i < runs; i += 1) {
      const opened = await openMs(page, url)
      open.push(opened.ms)
      encodedBytes = opened.encoded
      decodedBytes = opened.decoded
      // A word, then the search cleared (the panel's whole list again): each changes the results.
      for (const text of ['panca', '', 'squat', '', 'curl', '']) key.push(await keyMs(page, text))
      await page.waitForTimeout(300)
      const scroll = await scrollLongTasks(page)
      longTasks.push(scroll.count)
      longestMs = Math.max(longestMs, scroll.longest)
    }
    const righe = await page
      .locator('[role="complementary"] [aria-live="polite"]')
      .first()
      .textContent()
    return {
      openMs: open,
      openMedian: median(open),
      keyMs: key,
      keyMedian: median(key),
      longTasks,
      longTasksMedian: median(longTasks),
      longestMs,
      encodedBytes,
      decodedBytes,
      righe: Number((righe ?? '').replace(/\D/g, '')),
    }
  } finally {
    await context.close()
  }
}
