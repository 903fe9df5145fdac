import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { animationsDone } from './app'
import { expectItalianNames } from './english'

const BLOCKING = new Set(['serious', 'critical'])

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/**
 * axe on the page, its violations in full: the rules that pass or do not apply are reported by
 * one node each (`resultTypes`), which makes a run on a full screen about a fifth quicker.
 * Legacy mode runs `axe.run` in the page itself; the default mode finishes every run in a blank
 * page it opens for the purpose: a client's page took 2.1-2.3 s that way, 0.8 s in legacy mode
 * (same violations, same passes). What legacy mode gives up, frames of another origin, the app
 * does not have.
 */
export const axe = (page: Page): AxeBuilder =>
  new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })

/** The serious and critical violations of an axe run, short enough to read in a test's failure. */
export function blockingViolations(results: AxeResults) {
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(' '),
        html: node.html.slice(0, 160),
        why: node.failureSummary,
      })),
    }))
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, then
 * checks that no English reaches a screen reader (expectItalianNames). The
 * page comes from the test's own context (made by `browser.newContext()`). The full result is
 * attached to the test's report.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // The page at rest: no hover effect left by the last click.
  const viewport = page.viewportSize()
  if (viewport) await page.mouse.move(viewport.width - 1, viewport.height - 1)
  await animationsDone(page)
  const results = await axe(page).analyze()
  const blocking = blockingViolations(results)
  await test.info().attach(`axe: ${screen}`, {
    body: JSON.stringify(
      {
        url: results.url,
        violations: results.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          nodes: v.nodes.length,
        })),
        passes: results.passes.length,
      },
      null,
      2,
    ),
    contentType: 'application/json',
  })
  expect(blocking, `serious or critical accessibility violations on ${screen}`).toEqual([])
  await expectItalianNames(page, screen)
}
