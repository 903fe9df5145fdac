/**
 * The clients list with 10,000 clients, in the build with the fake backend in the browser: the
 * demo is grown with Preferenze → Dati dimostrativi → 10.000 clienti (what a user does), then,
 * measured in the page (performance.now(), median of `runs`):
 * - first page: from the click on Clienti > Cerca in the menu to the frame after its 10 rows are in
 *   the page;
 * - Tutti: from the click on "Tutti" to the frame after the page of 10,000 rows is in the page;
 * - scrolling that page as a wheel does (120 px a frame for 300 frames), once the page is
 *   interactive: long tasks (> 50 ms) seen by a PerformanceObserver.
 */
import { it } from '@/i18n/it'
import type { Browser, Page } from '@playwright/test'
import { expectDashboard, login, sideMenu } from '../../e2e/support/app'
import { ISTRUTTORE } from '../../e2e/support/env'
import { median } from './median'

export const LISTA_CLIENTI = 10_000

/** Grows the demo to 10,000 clients through Preferenze; ends logged in again. */
async function growDemo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`)
  await login(page, ISTRUTTORE)
  await page.goto(`${origin}/preferenze`)
  const choice = page.getByRole('radio', { name: '10.000 clienti' })
  if (!(await choice.isChecked())) {
    await page.locator('label', { hasText: '10.000 clienti' }).click()
    const confirm = page.getByRole('dialog')
    await confirm.getByRole('button', { name: 'Rigenera' }).click()
    // The fake backend seeds and saves the data, then the page reloads on the login form.
    await page.getByRole('button', { name: 'Accedi' }).waitFor({ timeout: 180_000 })
    await login(page, ISTRUTTORE)
  }
  await page.goto(`${origin}/`)
  await expectDashboard(page, ISTRUTTORE, 60_000)
}

/** Clicks `selector` in the page; ms until the frame after `done()` holds. A string: see builder. */
const timedClick = (click: string, done: string) => `
  new Promise((resolve, reject) => {
    const target = ${click}
    if (!target) { reject(new Error('nothing to click')); return }
    let finished = false
    const check = () => {
      if (finished || !(${done})) return
      finished = true
      observer.disconnect()
      requestAnimationFrame(() => resolve(performance.now() - start))
    }
    const observer = new MutationObserver(check)
    observer.observe(document, { childList: true, subtree: true, attributes: true })
    const start = performance.now()
    target.click()
  })
`

const TABLE = `document.querySelector('table[aria-label="Elenco dei clienti"]')`
const rowsIn = `((${TABLE})?.querySelectorAll('tbody tr[data-row-key]').length ?? 0)`
// The list's total as the app writes it ("10.000 elementi": Italian grouping).
const totale = `document.body.innerText.includes('${it.lista.totale(LISTA_CLIENTI)}')`

async function firstPageMs(page: Page): Promise<number> {
  // Clienti > Cerca in the left menu (the group opened once).
  const link = sideMenu(page)
    .locator('li')
    .filter({ has: page.getByRole('menuitem', { name: 'Clienti' }) })
    .getByRole('link', { name: 'Cerca' })
  if (!(await link.isVisible()))
    await sideMenu(page).getByRole('menuitem', { name: 'Clienti' }).click()
  await link.evaluate((a) => a.setAttribute('data-perf-click', ''))
  return page.evaluate(
    timedClick(
      `document.querySelector('[data-perf-click]')`,
      `location.pathname.endsWith('/clienti') && ${rowsIn} >= 10 && ${totale}`,
    ),
  ) as Promise<number>
}

async function pageSize(page: Page, label: string): Promise<number> {
  await page.getByRole('combobox', { name: 'Elementi per pagina' }).click()
  await page.locator(`.ant-select-item-option[title="${label}"]`).waitFor()
  const all = label === 'Tutti'
  return page.evaluate(
    timedClick(
      `document.querySelector('.ant-select-item-option[title="${label}"]')`,
      all
        ? `(${TABLE})?.getAttribute('aria-rowcount') === '${LISTA_CLIENTI + 1}' && ${rowsIn} > 10`
        : `!(${TABLE})?.hasAttribute('aria-rowcount') && ${rowsIn} === ${label}`,
    ),
  ) as Promise<number>
}

/** Wheel-like scrolling: this many pixels a frame (a fast flick, ~7,000 px/s)... */
const SCROLL_PX = 120
/** ...for this many frames (about 650 rows of the page). */
const SCROLL_FRAMES = 300

/**
 * The page counts as interactive after this long without a long task (Lighthouse's "time to
 * interactive" asks 5 s; the page here has already painted and answered the click).
 */
const QUIET_MS = 1000

/**
 * Once the page is interactive (the fake backend in the page has built and sent the 10,000 rows,
 * and the garbage of that is collected), scrolls it down SCROLL_PX a frame; the long tasks seen
 * while scrolling.
 */
const scrollLongTasks = (page: Page): Promise<{ longTasks: number; longestMs: number }> =>
  page.evaluate(`
    new Promise((resolve) => {
      let tasks = []
      const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()))
      observer.observe({ type: 'longtask' })
      const quiet = () => {
        const last = Math.max(0, ...tasks.map((t) => t.startTime + t.duration))
        if (performance.now() - last < ${QUIET_MS}) { setTimeout(quiet, 100); return }
        tasks = []
        requestAnimationFrame(step)
      }
      const scroller = document.scrollingElement
      let frames = 0
      const step = () => {
        const before = scroller.scrollTop
        window.scrollBy(0, ${SCROLL_PX})
        frames += 1
        if (scroller.scrollTop === before || frames >= ${SCROLL_FRAMES}) {
          setTimeout(() => {
            observer.disconnect()
            resolve({
              longTasks: tasks.length,
              longestMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
            })
          }, 500)
          return
        }
        requestAnimationFrame(step)
      }
      setTimeout(quiet, ${QUIET_MS})
    })
  `)

export interface ListaFigures {
  firstPageMs: number[]
  tuttiMs: number[]
  firstPageMedian: number
  tuttiMedian: number
  /** Long tasks while scrolling each Tutti page, their median, and the longest one. */
  longTasks: number[]
  longTasksMedian: number
  longestMs: number
  /** Rows in the page at the end of the scroll (a check that the rows followed). */
  rowsAtEnd: number
}

export async function measureLista(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<ListaFigures> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  const page = await context.newPage()
  const first: number[] = []
  const tutti: number[] = []
  const longTasks: number[] = []
  let longestMs = 0
  let rowsAtEnd = 0
  try {
    await growDemo(page, origin)
    for (let run = 0; run < runs; run += 1) {
      await sideMenu(page).getByRole('link', { name: 'Dashboard' }).click()
      await expectDashboard(page, ISTRUTTORE, 60_000)
      await page.waitForTimeout(300)
      first.push(await firstPageMs(page))
      await page.waitForLoadState('networkidle')
      tutti.push(await pageSize(page, 'Tutti'))
      await page.waitForTimeout(300)
      const scroll = await scrollLongTasks(page)
      longTasks.push(scroll.longTasks)
      longestMs = Math.max(longestMs, scroll.longestMs)
      rowsAtEnd = (await page.evaluate(
        `document.body.innerText.includes('Elementi per pagina') ? ${rowsIn} : 0`,
      )) as number
      await page.evaluate('window.scrollTo(0, 0)')
      // Back to pages of 10 for the next run (the list keeps its size).
      await pageSize(page, '10')
    }
  } finally {
    await context.close()
  }
  return {
    firstPageMs: first,
    tuttiMs: tutti,
    firstPageMedian: median(first),
    tuttiMedian: median(tutti),
    longTasks,
    longTasksMedian: median(longTasks),
    longestMs,
    rowsAtEnd,
  }
}
