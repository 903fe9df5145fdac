import { expectAccessible } from './support/a11y'
import {
  JWT_PATTERN,
  REFRESH_PATH,
  accountButton,
  expectDashboard,
  expectLoginForm,
  firstDataRow,
  localStorageText,
  login,
  logout,
  sideMenu,
  submitLogin,
  reloadApp,
} from './support/app'
import { ADMIN, ISTRUTTORE, MODE, SERVER_TOKEN_TTL_SECONDS } from './support/env'
import { expect, test } from './support/test'

test.describe('login and logout', () => {
  test('without a session every page leads to the login form', async ({ page }) => {
    await page.goto('/clienti')
    await expect(page).toHaveURL(/\/login$/)
    await expectLoginForm(page)
    await expect(page).toHaveTitle(/FitLab/)
    await expectAccessible(page, 'login')
  })

  test('a wrong password is refused with the toast and no session', async ({ page }) => {
    await page.goto('/login')
    const answer = await submitLogin(page, ADMIN.email, 'Sbagliata2026!')
    expect(answer.status()).toBe(401)
    await expect(page.getByText('Autenticazione fallita, riprovare')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    expect(await localStorageText(page)).not.toMatch(JWT_PATTERN)
    await expectAccessible(page, 'login with the failure toast')
  })

  test('an administrator logs in to the dashboard and logs out', async ({ page }) => {
    await page.goto('/login')
    const claims = await login(page, ADMIN)
    expect(claims.roles).toContain('ROLE_ADMIN')
    await expect(accountButton(page, ADMIN)).toBeVisible()
    expect(await localStorageText(page)).toMatch(JWT_PATTERN)
    await expectAccessible(page, 'dashboard (admin)')

    await logout(page, ADMIN)
    await expect(page).toHaveURL(/\/login$/)
    await expectLoginForm(page)
    await expect(sideMenu(page)).toBeHidden()
    expect(await localStorageText(page)).not.toMatch(JWT_PATTERN)
    // The session is gone for good: the dashboard asks for a login again after a reload.
    await page.goto('/')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('an instructor logs in to the dashboard and keeps the session across a reload', async ({
    page,
  }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
    await reloadApp(page)
    await expectDashboard(page, ISTRUTTORE)
    await expectAccessible(page, 'dashboard (instructor)')
  })

  test('an expired access token is refreshed and the request goes through', async ({
    page,
    apiCalls,
  }) => {
    if (MODE === 'msw') await page.clock.install()
    await page.goto('/login')
    const claims = await login(page, ISTRUTTORE)
    // Let the access token expire: real time against the HTTP server (short TTL), page time
    // against the fake backend in the browser (it checks the token with the page's clock).
    if (MODE === 'server') {
      await page.waitForTimeout((SERVER_TOKEN_TTL_SECONDS + 1) * 1000)
    } else {
      await page.clock.fastForward((claims.exp - Math.floor(Date.now() / 1000) + 60) * 1000)
    }
    await sideMenu(page).getByRole('link', { name: 'Esercizi' }).click()
    await expect(page).toHaveURL(/\/esercizi(\?|$)/)
    await expect(firstDataRow(page.getByRole('table'))).toBeVisible()
    // However many calls failed with "Expired Token", one refresh served them all.
    await expect
      .poll(() => apiCalls.matching('POST', new RegExp(`${REFRESH_PATH}$`)).length)
      .toBe(1)
    await expect(accountButton(page, ISTRUTTORE)).toBeVisible()
    expect(await localStorageText(page)).toMatch(JWT_PATTERN)
  })
})

test.describe('two tabs, one session', () => {
  // The fake HTTP server (short-lived tokens) is the one backend both tabs share; in 'msw' mode
  // each tab would run a fake backend of its own.
  test.skip(MODE !== 'server', 'needs the shared fake HTTP server')

  test('a refresh done in one tab serves the other; a logout in one ends both', async ({
    page,
    context,
    apiCalls,
  }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
    const cognome = `Schede${Date.now().toString(36)}`
    await page.goto('/clienti/nuovo')
    await page.getByLabel('Cognome').fill(cognome)
    await page.getByLabel('Nome', { exact: true }).fill('Anna')
    await page.getByRole('button', { name: 'Salva' }).click()
    await expect(page.getByRole('heading', { name: `${cognome} Anna` })).toBeVisible()
    // Tab A has unsaved edits when its access token expires.
    await page.getByLabel('Nome', { exact: true }).fill('Annalisa')
    await page.waitForTimeout((SERVER_TOKEN_TTL_SECONDS + 1) * 1000)

    // Tab B opens: its first call refreshes (the refresh token rotates).
    const tabB = await context.newPage()
    await tabB.goto('/')
    await expectDashboard(tabB, ISTRUTTORE)
    await expect
      .poll(() => apiCalls.matching('POST', new RegExp(`${REFRESH_PATH}$`)).length)
      .toBe(1)

    // Tab A saves: it takes B's tokens instead of spending its own rotated refresh token (which
    // the server would take for theft): nothing lost, every refresh answered 200.
    await page.getByRole('button', { name: 'Salva' }).click()
    await expect(page.getByRole('heading', { name: `${cognome} Annalisa` })).toBeVisible()
    await expect(page).toHaveURL(/\/clienti\/\d+$/)
    const refreshes = apiCalls.matching('POST', new RegExp(`${REFRESH_PATH}$`))
    const statuses = await Promise.all(
      refreshes.map(async (call) => (await call.request.response())?.status()),
    )
    expect(statuses.every((status) => status === 200)).toBe(true)

    // A logout in tab B ends tab A's session too, saying why.
    await logout(tabB, ISTRUTTORE)
    await expectLoginForm(tabB)
    await expect(
      page.getByText("Sessione chiusa in un'altra scheda del browser: accedere di nuovo."),
    ).toBeVisible()
    await expectLoginForm(page)
  })
})
