import type { Page } from '@playwright/test'
import type { Role } from '../src/api/session-user'
import { appRoutes, canSee, matchAppRoute } from '../src/app/routes'
import { login } from './support/app'
import { ADMIN, ISTRUTTORE, type DemoUser } from './support/env'
import { expect, test } from './support/test'
import { VIEWPORTS, openInApp, screenAtRest, sweep, type CoveredControl } from './support/sweep'

/**
 * Every screen works from 1280x720 to 1920x1080, menu open or closed: on every
 * route of each role, at the three laptop screens, with the menu expanded and collapsed, no
 * control is under another element (the point at its centre, once scrolled to, belongs to it) and
 * the page does not scroll sideways. The screens are opened one after another in the app, as its
 * links do; the groups of the expanded menu opened on the way stay open, as they do for the user.
 * Demo ids: client 1 (3 sheets), sheet 19 (hers), protocol 8
 * (3 sheets), folder 6, exercise 181, methodology 18, instructor 8.
 */

const SCHERMI_ISTRUTTORE = [
  '/',
  '/clienti',
  '/clienti/nuovo',
  '/clienti/1?tab=anagrafica',
  '/clienti/1?tab=caratteristiche',
  '/clienti/1?tab=test',
  '/clienti/1?tab=schede',
  '/clienti/1?tab=massimali',
  '/clienti/1/schede/confronto',
  '/istruttori',
  '/istruttori/nuovo',
  '/istruttori/8',
  '/esercizi',
  '/esercizi/181',
  '/metodologie',
  '/metodologie/18',
  '/librerie?tab=cartelle',
  '/librerie?tab=protocolli',
  '/librerie?tab=modelli',
  '/librerie/schede',
  '/librerie/schede/nuova',
  '/librerie/schede/19',
  '/librerie/protocolli/8',
  '/librerie/cartelle/6',
  '/preferenze',
]

const SCHERMI_ADMIN = ['/', '/tenants', '/reset-user-password', '/analisi-dati', '/metodologie']

type Menu = 'aperto' | 'chiuso'

/** Expands or collapses the left menu with the logo, as the user does. */
async function setMenu(page: Page, menu: Menu): Promise<void> {
  const collapse = page.getByRole('button', { name: 'FitLab: Comprimi il menu' })
  const expand = page.getByRole('button', { name: 'Espandi il menu' })
  if (menu === 'chiuso' && (await collapse.isVisible())) await collapse.click()
  if (menu === 'aperto' && (await expand.isVisible())) await expand.click()
  await expect(menu === 'chiuso' ? expand : collapse).toBeVisible()
}

interface Finding {
  screen: string
  viewport: string
  covered: CoveredControl[]
  horizontalScroll: number
}

/** Sweeps `screens` at every viewport; reports the figures and fails on any finding. */
async function sweepScreens(page: Page, who: string, menu: Menu, screens: readonly string[]) {
  const findings: Finding[] = []
  const perViewport = new Map<string, { controls: number; covered: number }>()
  for (const screen of screens) {
    await page.setViewportSize({ width: 1920, height: 1080 })
    // The first screen is loaded, the next ones opened in the app (see openInApp).
    if (page.url().startsWith('http')) await openInApp(page, screen)
    else {
      await page.goto(screen)
      await screenAtRest(page)
    }
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      const result = await sweep(page)
      const key = `${viewport.width}x${viewport.height}`
      const figures = perViewport.get(key) ?? { controls: 0, covered: 0 }
      figures.controls += result.controls
      figures.covered += result.covered.length
      perViewport.set(key, figures)
      if (result.covered.length > 0 || result.horizontalScroll > 0) {
        findings.push({ screen, viewport: key, ...result })
      }
    }
  }
  for (const [viewport, figures] of perViewport) {
    const line = `${who}, menu ${menu}, ${viewport}: ${figures.covered} controlli coperti su ${figures.controls}`
    test.info().annotations.push({ type: 'sweep', description: line })
    console.log(`[sweep] ${line}`)
  }
  for (const f of findings) {
    const what = f.covered.map((c) => `${c.control} [${c.area}] sotto ${c.by}`)
    if (f.horizontalScroll > 0) what.push(`scorrimento orizzontale di ${f.horizontalScroll} px`)
    console.log(`[sweep] ${f.screen} ${f.viewport}:\n  ${what.join('\n  ')}`)
  }
  await test.info().attach(`sweep ${who} menu ${menu}`, {
    body: JSON.stringify(findings, null, 2),
    contentType: 'application/json',
  })
  expect(findings, 'controls under another element, or a page scrolling sideways').toEqual([])
}

const ROLES: { who: string; user: DemoUser; roles: Role[]; screens: readonly string[] }[] = [
  { who: 'istruttore', user: ISTRUTTORE, roles: ['ROLE_ISTRUTTORE'], screens: SCHERMI_ISTRUTTORE },
  { who: 'admin', user: ADMIN, roles: ['ROLE_ADMIN'], screens: SCHERMI_ADMIN },
]

/**
 * What the screen lists leave out of the route table: a route (bare ones aside: /login is swept
 * on its own) no list opens, and a listed URL that is no route its role may open.
 */
function routesNotSwept(): string[] {
  const swept = new Set<string>()
  const wrong: string[] = []
  for (const { who, roles, screens } of ROLES) {
    for (const screen of screens) {
      const route = matchAppRoute(new URL(screen, 'http://fitlab').pathname)
      if (route && canSee(route, roles)) swept.add(route.name)
      else wrong.push(`${screen}: no route ${who} may open`)
    }
  }
  const missing = appRoutes
    .filter((route) => !route.bare && !swept.has(route.name))
    .map((route) => `${route.name}: in no list`)
  return [...missing, ...wrong]
}

test.describe('every screen from 1280x720 to 1920x1080', () => {
  // Many screens, three viewports each.
  test.describe.configure({ timeout: 600_000 })
  // Layout does not depend on which fake backend answers: server mode leaves this spec out
  // (SERVER_SPECS, playwright.config.ts).
  test('the sweep finds a control under another element, and one out of reach', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[0])
    await page.goto('/login')
    await screenAtRest(page)
    const clean = await sweep(page)
    expect(clean.covered).toEqual([])
    // A box laid over the Accedi button's row, and a button pushed beyond the page's left edge.
    await page.evaluate(() => {
      const accedi = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Accedi',
      )!
      const row = accedi.parentElement!
      row.style.position = 'relative'
      const cover = document.createElement('div')
      Object.assign(cover.style, { position: 'absolute', inset: '0', zIndex: '9999' })
      const away = document.createElement('button')
      away.textContent = 'Irraggiungibile'
      Object.assign(away.style, { position: 'fixed', left: '-500px', top: '10px' })
      row.append(cover)
      document.body.append(away)
    })
    const found = await sweep(page)
    expect(found.covered.map((c) => [c.control, c.by])).toEqual(
      expect.arrayContaining([
        ['button "Accedi"', 'div ""'],
        ['button "Irraggiungibile"', 'fuori dalla finestra'],
      ]),
    )
  })

  test('the screen lists cover every route of the table', () => {
    expect(
      routesNotSwept(),
      'add a URL of the route to SCHERMI_ISTRUTTORE or SCHERMI_ADMIN',
    ).toEqual([])
  })

  test('the login page', async ({ page }) => {
    await sweepScreens(page, 'anonimo', 'aperto', ['/login'])
  })

  for (const { who, user, screens } of ROLES) {
    for (const menu of ['aperto', 'chiuso'] as const) {
      test(`${who}, menu ${menu}`, async ({ page }) => {
        await page.goto('/login')
        await login(page, user)
        await setMenu(page, menu)
        await sweepScreens(page, who, menu, screens)
      })
    }
  }
})
