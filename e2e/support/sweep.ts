import { expect, type Page, type Request } from '@playwright/test'
import { animationsDone } from './app'

/**
 * The viewport sweep: on a screen as it is now, every control the user can reach is
 * brought to the middle of the window (as scrolling would) and the point at its centre must belong
 * to it; the page must not scroll sideways.
 */

/** The laptop screens every page must work on (the developers' guide: 1280x720 to 1920x1080). */
export const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const

export interface CoveredControl {
  /** The control as a screen reader names it (or its text). */
  control: string
  /** What is on top of it at its centre. */
  by: string
  /** Where the control is: the named region or card it sits in (e.g. "Costruzione scheda"). */
  area: string
}

export interface SweepResult {
  /** Controls looked at. */
  controls: number
  covered: CoveredControl[]
  /** How far the page scrolls sideways (0: not at all). */
  horizontalScroll: number
}

/** Runs in the page: the check itself. */
function sweepInPage(): SweepResult {
  const CONTROLS = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="combobox"]',
    '[role="menuitem"]',
    '[role="slider"]',
  ].join(',')
  /** A widget drawn as several elements: a hit on any of them is a hit on the control. */
  const WIDGET = [
    'label',
    '.ant-select',
    '.ant-picker',
    '.ant-input-number',
    '.ant-input-affix-wrapper',
    '.ant-checkbox-wrapper',
    '.ant-radio-wrapper',
    '.ant-radio-button-wrapper',
    '.ant-switch',
    '.ant-segmented-item',
    '.ant-tabs-tab',
    '.ant-menu-item',
    '.ant-menu-submenu-title',
    '.ant-pagination-item',
    '.ant-upload',
    '.ant-input-search',
  ].join(',')

  const describe = (el: Element): string => {
    const aria = el.getAttribute('aria-label')
    const text = (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ')
    const name = aria || text || el.getAttribute('title') || el.getAttribute('placeholder') || ''
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase()
    return `${role} "${name.slice(0, 60)}"`
  }
  const area = (el: Element): string => {
    const region = el.closest('[role="complementary"], [role="dialog"], nav, header')
    const named = region?.getAttribute('aria-label')
    if (named) return named
    const card = el.closest('.ant-card')
    const title = card?.querySelector(':scope > .ant-card-head .ant-card-head-title')
    if (title?.textContent) return `card ${title.textContent.trim()}`
    return region ? region.tagName.toLowerCase() : 'pagina'
  }
  /** Hidden on purpose behind a widget's own "more" menu (antd tabs that do not fit). */
  const folded = (el: Element): boolean =>
    el.closest('.ant-tabs-nav-list') !== null && el.closest('.ant-tabs-tab') !== null

  const candidates = [...document.querySelectorAll(CONTROLS)].filter((el) => {
    if (el.closest('[aria-hidden="true"], [inert]')) return false
    if ((el as HTMLInputElement).disabled) return false
    const style = getComputedStyle(el)
    if (style.pointerEvents === 'none') return false
    if (!el.checkVisibility({ visibilityProperty: true })) return false
    const box = el.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  })
  // An input inside a widget counts once, as its widget.
  const controls = candidates.filter(
    (el) => !candidates.some((other) => other !== el && other.contains(el)),
  )

  /** The point at the control's centre is the control's (or its widget's); null: out of the window. */
  const owns = (el: Element): boolean | null => {
    const box = el.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return null
    const hit = document.elementFromPoint(x, y)
    if (!hit) return true
    const owner = el.closest(WIDGET) ?? el
    return el.contains(hit) || owner.contains(hit)
  }
  /** What is at the control's centre, for the report. */
  const onTop = (el: Element): string => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit ? describe(hit) : ''
  }

  const covered: CoveredControl[] = []
  for (const el of controls) {
    // Reachable where it is (nothing scrolled): the user can use it as it is. Otherwise it is
    // brought to the middle of the window, as the user would scroll to it, and looked at again.
    // Scrolling only when needed keeps the sweep of a long page (the builder: 800 controls) short.
    if (owns(el) === true) continue
    el.scrollIntoView({ block: 'center', inline: 'center' })
    const there = owns(el)
    if (there === true || folded(el)) continue
    covered.push({
      control: describe(el),
      by: there === null ? 'fuori dalla finestra' : onTop(el),
      area: area(el),
    })
  }
  window.scrollTo(0, 0)
  const root = document.scrollingElement ?? document.documentElement
  return {
    controls: controls.length,
    covered,
    horizontalScroll: Math.max(0, root.scrollWidth - root.clientWidth),
  }
}

/** The screen has finished loading: no call pending, no skeleton, no spinner, no animation. */
export async function screenAtRest(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(
    () =>
      document.querySelector('.ant-skeleton-active, .ant-spin-spinning, .ant-spin-dot-spin') ===
      null,
    undefined,
    { timeout: 20_000 },
  )
  await animationsDone(page)
}

/**
 * Opens `url` in the app already loaded, as its own links do (the router follows the browser's
 * history), and waits as a load's "network idle" does: no call pending for 500 ms; then as
 * `screenAtRest`. A load per screen cost the sweep ~2 s a screen (the app's start and, in the
 * default build, the in-browser backend's), 2/3 of the sweep's time; the layout under test is the
 * same however the route was reached.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  const pending = new Set<Request>()
  let lastChange = Date.now()
  const started = (r: Request) => {
    pending.add(r)
    lastChange = Date.now()
  }
  const ended = (r: Request) => {
    pending.delete(r)
    lastChange = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, url)
    await expect
      .poll(() => pending.size === 0 && Date.now() - lastChange >= 500, {
        intervals: [100],
        timeout: 20_000,
      })
      .toBe(true)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
  await screenAtRest(page)
}

/** The sweep of the screen as it is now, at the page's current viewport. */
export async function sweep(page: Page): Promise<SweepResult> {
  const viewport = page.viewportSize()
  // No hover effect (tooltip, open submenu) left by the last action.
  if (viewport) await page.mouse.move(viewport.width - 1, viewport.height - 1)
  await screenAtRest(page)
  return page.evaluate(sweepInPage)
}
