/**
 * How a user drives the app, by what is on the screen (roles, labels, texts). Shared by the specs
 * and the performance scripts.
 */
import { expect, type Locator, type Page, type Response } from '@playwright/test'
import type { DemoUser } from './env'

export const LOGIN_PATH = '/api/login_check'
export const REFRESH_PATH = '/anagrafiche/userdetail/refreshtoken'

/**
 * The first successful answer to a call of `method` on a path matching `path`. With short-lived
 * tokens a call may first get 401 "Expired Token", then go through again after the refresh.
 */
export const okAnswer = (page: Page, method: string, path: RegExp): Promise<Response> =>
  page.waitForResponse(
    (r) => r.ok() && r.request().method() === method && path.test(new URL(r.url()).pathname),
  )

/**
 * Waits until no finite CSS animation or transition runs (a half-faded dialog fails contrast
 * checks, and a button still zooming in can miss a click); endless ones (spinners) are left alone.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  )
}

/**
 * Waits until `dialog` is open and done zooming in: antd's dialogs grow from the pointer, and a
 * click on a button or checkbox still growing can land beside it (seen in server mode).
 */
export async function dialogReady(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible()
  await animationsDone(dialog.page())
}

/** The claims of an access token the fake backend signed (README, "The token's claims"). */
export interface TokenClaims {
  sub: string
  nome: string
  cognome: string
  roles: string[]
  preferenze: { sidebar: string; theme: string; showTooltip: string }
  showWelcomeMessage: boolean
  exp: number
}

export function decodeToken(token: string): TokenClaims {
  const payload = token.split('.')[1]
  if (!payload) throw new Error(`not a JWT: ${token.slice(0, 20)}`)
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims
}

/** A JWT anywhere in a text. */
export const JWT_PATTERN = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/

export const loginButton = (page: Page) => page.getByRole('button', { name: 'Accedi' })

/** The login form is on screen. */
export async function expectLoginForm(page: Page, timeout?: number): Promise<void> {
  await expect(loginButton(page)).toBeVisible({ timeout })
}

/**
 * How long the answer of a login may take: with the in-browser fake backend it includes the
 * backend's start (its code, the demo data seeded), which begins when the user starts typing.
 */
const LOGIN_ANSWER_MS = 30_000

/**
 * Reloads the page and waits until its calls have been answered (no request for 500 ms): in 'msw'
 * mode the in-browser backend starts again first, which took 7.5 s to its first answer on a busy
 * CI machine, more than an expectation's 10 s.
 */
export async function reloadApp(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'networkidle', timeout: 45_000 })
}

/** Fills and sends the login form; resolves with the answer of the login call. */
export async function submitLogin(page: Page, email: string, password: string): Promise<Response> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  const answer = page.waitForResponse(
    (r) => r.url().endsWith(LOGIN_PATH) && r.request().method() === 'POST',
    { timeout: LOGIN_ANSWER_MS },
  )
  await loginButton(page).click()
  return answer
}

/** The account button of the top bar shows the user's first name and surname. */
export const accountButton = (page: Page, user: DemoUser) =>
  page.getByRole('button', { name: `${user.nome} ${user.cognome}` })

/** The dashboard of `user` is on screen. */
export async function expectDashboard(page: Page, user: DemoUser, timeout?: number): Promise<void> {
  await expect(accountButton(page, user)).toBeVisible({ timeout })
  await expect(page).toHaveURL((url) => url.pathname === '/')
}

export const welcomeDialog = (page: Page, title: 'IMPORTANTE' | 'INFORMAZIONI') =>
  page.getByRole('dialog', { name: title })

/** The dialog's Chiudi button (the one with the text, not the corner icon also named Chiudi). */
export const closeButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Chiudi' }).filter({ hasText: 'Chiudi' })

/**
 * Logs `user` in from the login page (already open) and waits for the dashboard. When the token says
 * the welcome message is due, the IMPORTANTE dialog must open: it is closed with Chiudi unless
 * `keepWelcome`. Resolves with the token's claims.
 */
export async function login(
  page: Page,
  user: DemoUser,
  options: { keepWelcome?: boolean } = {},
): Promise<TokenClaims> {
  return (await loginWith(page, user.email, user.password, { ...options, expected: user })).claims
}

/**
 * Logs in with any credentials (QA against a deployment): as `login`, the user's name read from the
 * token unless `expected` gives it. Resolves with the claims and the user as the top bar shows it.
 */
export async function loginWith(
  page: Page,
  email: string,
  password: string,
  options: { keepWelcome?: boolean; expected?: DemoUser } = {},
): Promise<{ claims: TokenClaims; user: DemoUser }> {
  await expectLoginForm(page)
  const answer = await submitLogin(page, email, password)
  expect(answer.status(), `login of ${email}`).toBe(200)
  const claims = decodeToken(((await answer.json()) as { token: string }).token)
  const user = options.expected ?? { email, password, nome: claims.nome, cognome: claims.cognome }
  await expectDashboard(page, user)
  if (claims.showWelcomeMessage && !options.keepWelcome) {
    const dialog = welcomeDialog(page, 'IMPORTANTE')
    await dialogReady(dialog)
    await closeButton(dialog).click()
    await expect(dialog).toBeHidden()
  }
  return { claims, user }
}

/** Opens the account menu (IL MIO ACCOUNT) and logs out. */
export async function logout(page: Page, user: DemoUser): Promise<void> {
  await accountButton(page, user).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
}

/** Everything in localStorage, as one text. */
export const localStorageText = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.stringify({ ...window.localStorage }))

/** The left menu (its nav landmark) and the sider that holds it. */
/**
 * The first row of data of a table: not its header, nor the one-cell row antd shows while the list
 * loads (visible, but not a row that opens: a key pressed on it went to the element that had the
 * focus, the menu link just clicked, which opened the list again).
 */
export const firstDataRow = (table: Locator): Locator =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell').nth(1) })
    .first()

export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principale' })

/**
 * Opens `group` > `entry` of the left menu as a user does: the group opened first when closed, and
 * its motion let finish (a click on a link of a group still growing open was seen to land beside
 * it, the page left where it was). `click`: how to click (a spec that counts the user's clicks).
 */
export async function openMenuEntry(
  page: Page,
  group: string,
  entry: string,
  click: (target: Locator) => Promise<void> = (target) => target.click(),
): Promise<void> {
  const title = sideMenu(page).getByRole('menuitem', { name: group })
  const link = sideMenu(page)
    .locator('li')
    .filter({ has: page.getByRole('menuitem', { name: group }) })
    .getByRole('link', { name: entry })
  if (!(await link.isVisible())) {
    await click(title)
    await animationsDone(page)
  }
  await click(link)
}

export const sider = (page: Page) => page.locator('aside').filter({ has: sideMenu(page) })

export const themeSwitch = (page: Page) => page.getByRole('switch', { name: 'Tema chiaro o scuro' })
