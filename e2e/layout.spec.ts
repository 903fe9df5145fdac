import type { Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { accountButton, login, sideMenu, sider } from './support/app'
import { ADMIN, ISTRUTTORE } from './support/env'
import { expect, test } from './support/test'

/** The labels of the top-level entries of the left menu, in order. */
async function topLevelEntries(page: Page): Promise<string[]> {
  const entries = sideMenu(page).locator(':scope > ul > li').filter({ visible: true })
  return (await entries.allInnerTexts()).map((text) => text.trim().split('\n')[0] ?? '')
}

const siderWidth = async (page: Page): Promise<number> =>
  Math.round((await sider(page).boundingBox())?.width ?? Number.NaN)

test.describe('layout', () => {
  test('an administrator sees the admin areas and no client or instructor areas', async ({
    page,
  }) => {
    await page.goto('/login')
    await login(page, ADMIN)
    await expect
      .poll(() => topLevelEntries(page))
      .toEqual([
        'Dashboard',
        'Esercizi',
        'Metodologie',
        'Librerie',
        'Preferenze',
        'Tenants',
        'Reset User Password',
        'Analisi Dati',
      ])
  })

  test('an instructor sees clients and instructors (Cerca, Nuovo) and no admin areas', async ({
    page,
  }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
    await expect
      .poll(() => topLevelEntries(page))
      .toEqual([
        'Dashboard',
        'Clienti',
        'Istruttori',
        'Esercizi',
        'Metodologie',
        'Librerie',
        'Preferenze',
      ])
    const clienti = sideMenu(page).getByRole('menuitem', { name: 'Clienti' })
    const group = sideMenu(page)
      .locator('li')
      .filter({ has: page.getByRole('menuitem', { name: 'Clienti' }) })
    await clienti.click()
    await expect(group.getByRole('link', { name: 'Cerca' })).toBeVisible()
    await expect(group.getByRole('link', { name: 'Nuovo' })).toBeVisible()
    await group.getByRole('link', { name: 'Cerca' }).click()
    await expect(page).toHaveURL(/\/clienti(\?|$)/)
  })

  test('the logo collapses the menu to 60 px and expands it back to 180 px', async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
    await expect.poll(() => siderWidth(page)).toBe(180)
    await page.getByRole('button', { name: 'FitLab: Comprimi il menu' }).click()
    await expect.poll(() => siderWidth(page)).toBe(60)
    await expectAccessible(page, 'dashboard with the menu collapsed')
    // The state survives a reload.
    await page.reload()
    await expect(accountButton(page, ISTRUTTORE)).toBeVisible()
    await expect.poll(() => siderWidth(page)).toBe(60)
    await page.getByRole('button', { name: 'Espandi il menu' }).click()
    await expect.poll(() => siderWidth(page)).toBe(180)
  })
})
