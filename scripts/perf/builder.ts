/**
 * The sheet builder with a large sheet: 3 groups x 100 exercises (and a group D of 30, to copy),
 * made through the API of the fake HTTP server, opened in the build with a base URL (what users
 * get). Four figures, measured in the page (performance.now()), median of `runs`:
 * - first group: from the answer of the groups call (its Resource Timing responseEnd) to the frame
 *   after its 100 rows are in the page;
 * - reorder: from the click on "Sposta giù" of the first row to the frame after the new order is
 *   in the page (the change is shown at once; its save goes on in the background);
 * - undo: from Ctrl+Z (that reorder undone) to the frame that shows the first order again;
 * - paste: group D (30 rows) copied, then from Ctrl+V in group A to the frame that shows its 130
 *   rows (undone afterwards, so each run starts from the same sheet).
 */
import type { Browser, Page } from '@playwright/test'
import { login } from '../../e2e/support/app'
import { ISTRUTTORE, MOCK_ORIGIN } from '../../e2e/support/env'
import { median } from './median'

const REVISION = 'v1.0.27'
export const GRUPPI = 3
export const ESERCIZI = 100
/** The rows of the group copied and pasted. */
export const INCOLLATI = 30

async function api<T>(token: string | null, path: string, method = 'GET', body?: object) {
  const response = await fetch(`${MOCK_ORIGIN}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify({ ...body, frontendRevisionNumber: REVISION }) : undefined,
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Makes the large sheet on the fake HTTP server; answers its id. */
export async function creaSchedaGrande(): Promise<number> {
  const { token } = await api<{ token: string }>(null, '/api/login_check', 'POST', {
    username: ISTRUTTORE.email,
    password: ISTRUTTORE.password,
  })
  const esercizi = await api<{ data: { id: number; nomenclatura: string }[] }>(
    token,
    '/api/esercizio/slim/?firstRecord=0&pageSize=-1',
  )
  const scheda = await api<{ id: number }>(token, '/api/scheda/', 'POST', {
    nome: `Benchmark ${GRUPPI}x${ESERCIZI}`,
    isTemplate: true,
    isCliente: false,
    isBozza: true,
    cliente: null,
  })
  for (let g = 0; g <= GRUPPI; g += 1) {
    const gruppo = await api<{ id: number }>(token, '/api/schedagruppo/', 'POST', {
      schedaId: scheda.id,
      nome: String.fromCharCode(65 + g),
      ordine: g,
      metodologiaBase: null,
    })
    for (let i = 0; i < (g < GRUPPI ? ESERCIZI : INCOLLATI); i += 1) {
      const e = esercizi.data[(g * ESERCIZI + i) % esercizi.data.length]!
      await api(token, '/api/schedadettaglio/', 'POST', {
        gruppoId: gruppo.id,
        ordine: i,
        esercizio: { id: e.id, nomenclatura: e.nomenclatura },
        metodologia: null,
        serie: 3 + (i % 3),
        ripetizioni: '10',
        recupero: 90,
        carico: 20 + (i % 8) * 2.5,
        caricoUnita: 'kg',
        note: i % 4 === 0 ? 'Scendere lentamente in 3 secondi.' : null,
      })
    }
  }
  return scheda.id
}

/**
 * Records, from the page's start, when the first group's rows are all painted. A string: tsx adds
 * helpers to compiled functions that do not exist in the page.
 */
const watchFirstGroup = (expected: number) => `
  (() => {
    const check = () => {
      if (window.__primoGruppo !== undefined) return
      if (document.querySelectorAll('[role="tabpanel"] [role="listitem"]').length >= ${expected}) {
        requestAnimationFrame(() => { window.__primoGruppo ??= performance.now() })
      }
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true })
  })()
`

async function firstGroupMs(page: Page, url: string): Promise<number> {
  await page.goto(url)
  await page.waitForFunction(
    () => (window as unknown as { __primoGruppo?: number }).__primoGruppo !== undefined,
    undefined,
    { timeout: 60_000 },
  )
  return page.evaluate(() => {
    const answer = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/schedagruppo/byscheda/'))
      .map((e) => (e as PerformanceResourceTiming).responseEnd)
      .sort((a, b) => b - a)[0]
    const painted = (window as unknown as { __primoGruppo: number }).__primoGruppo
    return answer === undefined ? Number.NaN : painted - answer
  })
}

/** Clicks "Sposta giù" of the first row; ms until the frame that shows the new order. */
const reorderMs = (page: Page): Promise<number> =>
  page.evaluate(`
    new Promise((resolve, reject) => {
      const list = document.querySelector('[role="tabpanel"] [role="list"]')
      const first = () => list?.querySelector('[role="listitem"]')?.getAttribute('aria-label')
      const before = first()
      const nome = before?.replace(/^\\d+\\.\\s*/, '')
      const button = document.querySelector('button[aria-label="Sposta giù ' + nome + '"]')
      if (!list || !button) {
        reject(new Error('no list or no "Sposta giù" button'))
        return
      }
      const observer = new MutationObserver(() => {
        if (first() === before) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - start))
      })
      observer.observe(list, { childList: true, subtree: true, attributes: true })
      const start = performance.now()
      button.click()
    })
  `)

/**
 * Presses `key` (with Ctrl) on the page; ms until the frame after `done()` holds in the shown
 * group's list. A string: tsx adds helpers to compiled functions that do not exist in the page.
 */
const keyUntil = (page: Page, key: string, done: string): Promise<number> =>
  page.evaluate(`
    new Promise((resolve, reject) => {
      const list = document.querySelector('[role="tabpanel"] [role="list"]')
      if (!list) {
        reject(new Error('no list'))
        return
      }
      const rows = () => list.querySelectorAll('[role="listitem"]')
      const first = () => rows()[0]?.getAttribute('aria-label')
      const observer = new MutationObserver(() => {
        if (!(${done})) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - start))
      })
      observer.observe(list, { childList: true, subtree: true, attributes: true })
      const start = performance.now()
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: '${key}', ctrlKey: true, bubbles: true, cancelable: true }),
      )
    })
  `)

const saved = (page: Page) =>
  page.getByText('Tutte le modifiche sono salvate').waitFor({ timeout: 60_000 })

/** Shows group `lettera` and waits for its rows. */
async function showGroup(page: Page, lettera: string, rows: number) {
  await page.getByRole('tab', { name: new RegExp(`^Gruppo ${lettera} `) }).click()
  await page
    .locator('[role="tabpanel"] [role="listitem"]')
    .nth(rows - 1)
    .waitFor({ timeout: 30_000 })
}

export interface BuilderFigures {
  firstGroupMs: number[]
  reorderMs: number[]
  undoMs: number[]
  pasteMs: number[]
  firstGroupMedian: number
  reorderMedian: number
  undoMedian: number
  pasteMedian: number
}

/** Opens the large sheet `runs` times (one reorder each time) in the build at `origin`. */
export async function measureBuilder(
  browser: Browser,
  origin: string,
  schedaId: number,
  runs: number,
): Promise<BuilderFigures> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  await context.addInitScript({ content: watchFirstGroup(ESERCIZI) })
  const page = await context.newPage()
  await page.goto(`${origin}/login`)
  await login(page, ISTRUTTORE)
  const first: number[] = []
  const reorder: number[] = []
  const undo: number[] = []
  const paste: number[] = []
  try {
    for (let run = 0; run < runs; run += 1) {
      first.push(await firstGroupMs(page, `${origin}/librerie/schede/${schedaId}`))
      // Let the page settle (panel, methodologies) so the reorder is measured alone.
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
      const primo = await page
        .locator('[role="tabpanel"] [role="listitem"]')
        .first()
        .getAttribute('aria-label')
      reorder.push(await reorderMs(page))
      await saved(page)
      await page.waitForTimeout(300)
      undo.push(await keyUntil(page, 'z', `first() === ${JSON.stringify(primo)}`))
      await saved(page)
      // Group D copied whole, pasted at the end of group A.
      await showGroup(page, 'D', INCOLLATI)
      await page.getByRole('button', { name: 'Copia gruppo' }).click()
      await showGroup(page, 'A', ESERCIZI)
      await page.waitForTimeout(300)
      paste.push(await keyUntil(page, 'v', `rows().length === ${ESERCIZI + INCOLLATI}`))
      await saved(page)
      await keyUntil(page, 'z', `rows().length === ${ESERCIZI}`)
      await saved(page)
    }
  } finally {
    await context.close()
  }
  return {
    firstGroupMs: first,
    reorderMs: reorder,
    undoMs: undo,
    pasteMs: paste,
    firstGroupMedian: median(first),
    reorderMedian: median(reorder),
    undoMedian: median(undo),
    pasteMedian: median(paste),
  }
}
