import type { Page } from '@playwright/test'
import type { Role } from '../src/api/session-user'
import { menuOutline } from '../src/app/routes'
import { expectAccessible } from './support/a11y'
import { accountButton, login, sideMenu, sider, reloadApp } from './support/app'
import { ADMIN, ISTRUTTORE, type DemoUser } from './support/env'
import { expect, test } from './support/test'

/** The labels of the top-level entries of the left menu, in order. */
async function topLevelEntries(page: Page): Promise<string[]> {
  const entries = sideMenu(page).locator(':scope > ul > li').filter({ visible: true })
  return (await entries.allInnerTexts()).map((text) => text.trim().split('\n')[0] ?? '')
}

const siderWidth = async (page: Page): Promise<number> =>
  Math.round((await sider(page).boundingBox())?.width ?? Number.NaN)

/** The demo users and their roles (README, the demo table). */
const USERS: { who: string; user: DemoUser; roles: Role[] }[] = [
  { who: 'an administrator', user: ADMIN, roles: ['ROLE_ADMIN'] },
  { who: 'an instructor', user: ISTRUTTORE, roles: ['ROLE_ISTRUTTORE'] },
]

test.describe('layout', () => {
  // The menu as the route table gives it (menuOutline); the spec's order is checked against the
  // table once, in src/app/layout/AppLayout.test.tsx.
  for (const { who, user, roles } of USERS) {
    test(`${who} sees the menu of the route table, and each entry leads to its route`, async ({
      page,
    }) => {
      const outline = menuOutline(roles)
      await page.goto('/login')
      await login(page, user)
      await expect.poll(() => topLevelEntries(page)).toEqual(outline.map((entry) => entry.label))
      for (const entry of outline) {
        if (!('children' in entry)) {
          await sideMenu(page).getByRole('link', { name: entry.label, exact: true }).click()
          await expect(page).toHaveURL((url) => url.pathname === entry.to)
          continue
        }
        const group = sideMenu(page)
          .locator(':scope > ul > li')
          .filter({ has: page.getByRole('menuitem', { name: entry.label, exact: true }) })
        for (const child of entry.children) {
          // A group opens as the user opens it, and stays open while its pages are shown.
          if (!(await group.getByRole('link').first().isVisible())) {
            await group.getByRole('menuitem', { name: entry.label, exact: true }).click()
          }
          await expect(group.getByRole('link')).toHaveText(entry.children.map((c) => c.label))
          await group.getByRole('link', { name: child.label, exact: true }).click()
          await expect(page).toHaveURL((url) => url.pathname === child.to)
        }
      }
    })
  }

  test('the logo collapses the menu to 60 px and expands it back to 180 px', async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
    await expect.poll(() => siderWidth(page)).toBe(180)
    await page.getByRole('button', { name: 'FitLab: Comprimi il menu' }).click()
    await expect.poll(() => siderWidth(page)).toBe(60)
    await expectAccessible(page, 'dashboard with the menu collapsed')
    // The state survives a reload.
    await reloadApp(page)
    await expect(accountButton(page, ISTRUTTORE)).toBeVisible()
    await expect.poll(() => siderWidth(page)).toBe(60)
    await page.getByRole('button', { name: 'Espandi il menu' }).click()
    await expect.poll(() => siderWidth(page)).toBe(180)
  })
})
