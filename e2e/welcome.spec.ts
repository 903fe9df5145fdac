import type { Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import {
  REFRESH_PATH,
  closeButton,
  dialogReady,
  login,
  logout,
  okAnswer,
  welcomeDialog,
} from './support/app'
import { ISTRUTTORE } from './support/env'
import { expect, test } from './support/test'

/** Clicks the option and waits until the server has the new flag and the token is refreshed. */
async function toggleDontShow(page: Page, dialog: ReturnType<typeof welcomeDialog>): Promise<void> {
  const saved = okAnswer(page, 'POST', /\/api\/utente\/updateshowwelcomemessage$/)
  const refreshed = okAnswer(page, 'POST', new RegExp(`${REFRESH_PATH}$`))
  await dialog.getByRole('checkbox', { name: 'Non mostrare più questo messaggio' }).click()
  await Promise.all([saved, refreshed])
}

test('the welcome message opens after login until the user asks not to see it again', async ({
  page,
}) => {
  await page.goto('/login')
  const first = await login(page, ISTRUTTORE, { keepWelcome: true })
  expect(first.showWelcomeMessage).toBe(true)

  const important = welcomeDialog(page, 'IMPORTANTE')
  await dialogReady(important)
  await expect(important.getByText('1920x1080')).toBeVisible()
  await expectAccessible(page, 'welcome dialog (IMPORTANTE)')
  const dontShow = important.getByRole('checkbox', { name: 'Non mostrare più questo messaggio' })
  await expect(dontShow).not.toBeChecked()
  await toggleDontShow(page, important)
  await expect(dontShow).toBeChecked()
  await closeButton(important).click()
  await expect(important).toBeHidden()

  // Not shown after a new login.
  await logout(page, ISTRUTTORE)
  const second = await login(page, ISTRUTTORE, { keepWelcome: true })
  expect(second.showWelcomeMessage).toBe(false)
  await page.waitForTimeout(500)
  await expect(important).toBeHidden()

  // Info opens it by hand, titled INFORMAZIONI: untick the option to have it back.
  await page.getByRole('button', { name: 'Tutorial e guide' }).click()
  await page.getByRole('menuitem', { name: 'Info' }).click()
  const info = welcomeDialog(page, 'INFORMAZIONI')
  await dialogReady(info)
  await expect(
    info.getByRole('checkbox', { name: 'Non mostrare più questo messaggio' }),
  ).toBeChecked()
  await toggleDontShow(page, info)
  // Still the dialog the user opened.
  await expect(info).toBeVisible()
  await closeButton(info).click()
  await expect(info).toBeHidden()

  await logout(page, ISTRUTTORE)
  const third = await login(page, ISTRUTTORE, { keepWelcome: true })
  expect(third.showWelcomeMessage).toBe(true)
  await expect(important).toBeVisible()
})
