/**
 * Lighthouse 12 (desktop preset) through its Node API, on Debian's Chromium. The browser is a
 * Playwright persistent context opened with a remote-debugging port: Lighthouse audits in that same
 * profile, so a session created first through the real login form (localStorage, and IndexedDB for
 * the in-browser fake backend) is there when the dashboard is audited. Before each run the HTTP cache
 * and service workers are dropped (Lighthouse's storage reset, which leaves localStorage and
 * IndexedDB alone), so every run is a cold load of a logged-in user.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/env'

export interface LighthouseRun {
  performance: number
  accessibility: number
  finalUrl: string
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Accessibility audits that failed (id: title). */
  failedA11y: string[]
}

/**
 * desktop: Lighthouse's desktop preset (no CPU slowdown, a fast network); mobile: its default (a
 * phone's screen, slow 4G and a CPU 4x slower, simulated).
 */
export type FormFactor = 'desktop' | 'mobile'

export interface LighthouseResult {
  url: string
  runs: LighthouseRun[]
  /** The run with the median performance score. */
  median: LighthouseRun
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

/** Up to three HTML snippets of the elements an audit points at. */
function nodesOf(details: unknown): string[] {
  const items = (details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? []
  return items
    .map((item) => item.node?.snippet)
    .filter((snippet): snippet is string => Boolean(snippet))
    .slice(0, 3)
    .map((snippet) => snippet.slice(0, 120))
}

const score = (value: number | null | undefined): number => Math.round((value ?? 0) * 100)

/** A page to audit: its URL, and where a run must end (a lost session ends on /login instead). */
export interface AuditedPage {
  url: string
  isExpected: (finalUrl: string) => boolean
}

/**
 * Audits each page `runs` times (the pages in turn, run after run) in one browser profile;
 * `prepare` runs first in a Playwright page of that profile (e.g. logging in). Answers one result
 * per page, in the pages' order.
 */
export async function auditPages(
  pages: readonly AuditedPage[],
  runs: number,
  prepare: ((page: Page) => Promise<void>) | null,
  formFactor: FormFactor = 'desktop',
): Promise<LighthouseResult[]> {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'perf-lighthouse-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  })
  try {
    if (prepare) {
      const page = await context.newPage()
      await prepare(page)
      await page.close()
    }
    const results = pages.map((): LighthouseRun[] => [])
    for (let i = 0; i < runs; i += 1) {
      for (const [index, { url, isExpected }] of pages.entries()) {
        results[index]?.push(await auditOnce(port, url, isExpected, formFactor))
      }
    }
    return pages.map(({ url }, index) => {
      const done = results[index] ?? []
      const sorted = [...done].sort((a, b) => a.performance - b.performance)
      const median = sorted[Math.floor(sorted.length / 2)]
      if (!median) throw new Error(`no Lighthouse run of ${url}`)
      return { url, runs: done, median }
    })
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** One Lighthouse run of `url` through the browser on `port`. */
async function auditOnce(
  port: number,
  url: string,
  isExpected: (finalUrl: string) => boolean,
  formFactor: FormFactor,
): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  const finalUrl = lhr.finalDisplayedUrl
  if (!isExpected(finalUrl)) {
    throw new Error(`Lighthouse on ${url} ended on ${finalUrl}, not on the expected page`)
  }
  const metric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN
  const a11yRefs = lhr.categories.accessibility?.auditRefs ?? []
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    finalUrl,
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    failedA11y: a11yRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a !== undefined && a.score !== null && a.score < 1)
      .map((a) => `${a?.id ?? ''} [${nodesOf(a?.details).join(' | ')}]`),
  }
}
