/**
 * The theme switch: saved on the server, kept across a reload and a new login. The test puts the
 * dark default back (the HTTP server is shared in 'server' mode). axe-core on every screen and
 * dialog in both themes runs in the Storybook check (storybook-tests/stories.spec.ts; which story
 * is which menu screen: storybook-tests/screens.spec.ts), once per screen.
 */
import type { Page } from '@playwright/test'
import {
  REFRESH_PATH,
  accountButton,
  login,
  logout,
  okAnswer,
  themeSwitch,
  reloadApp,
} from './support/app'
import { ADMIN } from './support/env'
import { expect, test } from './support/test'

/** Switches the theme and waits until the server has it (save, then the token refresh). */
async function switchTheme(page: Page): Promise<void> {
  const saved = okAnswer(page, 'POST', /\/api\/auth\/savepreferenze$/)
  const refreshed = okAnswer(page, 'POST', new RegExp(`${REFRESH_PATH}$`))
  await themeSwitch(page).click()
  await Promise.all([saved, refreshed])
}

/** The top bar's background (antd's colorBgContainer: white in the light theme). */
const topBarBackground = (page: Page): Promise<string> =>
  page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor)

test('the theme switch is kept across a reload and a new login', async ({ page }) => {
  await page.goto('/login')
  await login(page, ADMIN)
  // Dark is the default.
  await expect(themeSwitch(page)).toBeChecked()
  const dark = await topBarBackground(page)

  await switchTheme(page)
  await expect(themeSwitch(page)).not.toBeChecked()
  await expect.poll(() => topBarBackground(page)).toBe('rgb(255, 255, 255)')

  await reloadApp(page)
  await expect(accountButton(page, ADMIN)).toBeVisible()
  await expect(themeSwitch(page)).not.toBeChecked()
  await expect.poll(() => topBarBackground(page)).toBe('rgb(255, 255, 255)')

  // Saved on the server: a new session starts light too.
  await logout(page, ADMIN)
  await login(page, ADMIN)
  await expect(themeSwitch(page)).not.toBeChecked()

  await switchTheme(page)
  await expect(themeSwitch(page)).toBeChecked()
  await expect.poll(() => topBarBackground(page)).toBe(dark)
})
