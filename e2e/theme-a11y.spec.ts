/**
 * The theme, and axe-core on every screen of the menu in both themes. One file: its tests run one
 * after the other, since the theme is saved on the server (the HTTP server is shared in 'server'
 * mode) and each test puts the dark default back.
 */
import type { Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import {
  REFRESH_PATH,
  accountButton,
  login,
  logout,
  okAnswer,
  sideMenu,
  themeSwitch,
} from './support/app'
import { ADMIN, ISTRUTTORE, type DemoUser } from './support/env'
import { expect, test } from './support/test'

/**
 * A screen: its entry of the left menu (with its group, if any) or, for a screen the menu does not
 * list, its URL; and the page title it shows.
 */
type Screen = { title: string } & (
  { group?: 'Clienti' | 'Istruttori'; entry: string } | { url: string; label: string }
)

const SCREENS: Record<'istruttore' | 'fuoriMenu' | 'admin', Screen[]> = {
  istruttore: [
    { entry: 'Dashboard', title: 'Dashboard' },
    { group: 'Clienti', entry: 'Cerca', title: 'Cerca clienti' },
    { group: 'Clienti', entry: 'Nuovo', title: 'Cliente' },
    { group: 'Istruttori', entry: 'Cerca', title: 'Cerca istruttori' },
    { group: 'Istruttori', entry: 'Nuovo', title: 'Istruttore' },
    { entry: 'Esercizi', title: 'Esercizi' },
    { entry: 'Metodologie', title: 'Metodologie' },
    { entry: 'Librerie', title: 'Librerie' },
    { entry: 'Preferenze', title: 'Preferenze' },
  ],
  /** Screens the menu does not list: a folder, the types of methodology, a new methodology. */
  fuoriMenu: [
    { url: '/librerie/cartelle/13', label: 'Cartella Kettlebell', title: 'Cartella' },
    { url: '/metodologie?tab=tipi', label: 'Tipi di metodologia', title: 'Metodologie' },
    { url: '/metodologie/nuovo', label: 'Nuova metodologia', title: 'Metodologia' },
  ],
  admin: [
    { entry: 'Dashboard', title: 'Dashboard' },
    { entry: 'Esercizi', title: 'Esercizi' },
    { entry: 'Tenants', title: 'Tenants' },
    { entry: 'Reset User Password', title: 'Reset User Password' },
    { entry: 'Analisi Dati', title: 'Analisi Dati' },
  ],
}

async function open(page: Page, screen: Screen): Promise<void> {
  if ('url' in screen) {
    await page.goto(screen.url)
    await expect(page).toHaveTitle(`${screen.title} · FitLab`)
    await page.waitForLoadState('networkidle')
    return
  }
  const menu = sideMenu(page)
  const scope = screen.group
    ? menu.locator('li').filter({ has: page.getByRole('menuitem', { name: screen.group }) })
    : menu
  const link = scope.getByRole('link', { name: screen.entry, exact: true })
  if (screen.group && !(await link.isVisible())) {
    await menu.getByRole('menuitem', { name: screen.group }).click()
  }
  await link.click()
  await expect(page).toHaveTitle(`${screen.title} · FitLab`)
  await page.waitForLoadState('networkidle')
}

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

  await page.reload()
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

type Theme = 'dark' | 'light'

async function everyScreen(page: Page, user: DemoUser, screens: Screen[], theme: Theme) {
  await page.goto('/login')
  await login(page, user)
  if (theme === 'light') await switchTheme(page)
  await expect(themeSwitch(page)).toBeChecked({ checked: theme === 'dark' })
  for (const screen of screens) {
    await open(page, screen)
    const name = 'url' in screen ? screen.label : screen.title
    await expectAccessible(page, `${name}, ${theme} theme`)
  }
  // Back to dark (the fake HTTP server keeps its data for the whole run).
  if (theme === 'light') await switchTheme(page)
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`accessibility of every screen of the menu, ${theme} theme`, () => {
    // Nine screens, each waiting for its data, then axe: more than the default time.
    test.slow()

    test('instructor screens', async ({ page }) => {
      await everyScreen(page, ISTRUTTORE, SCREENS.istruttore, theme)
    })

    test('instructor screens outside the menu', async ({ page }) => {
      await everyScreen(page, ISTRUTTORE, SCREENS.fuoriMenu, theme)
    })

    test('administrator screens', async ({ page }) => {
      await everyScreen(page, ADMIN, SCREENS.admin, theme)
    })
  })
}
