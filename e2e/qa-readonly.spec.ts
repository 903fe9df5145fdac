/**
 * @readonly: the main screens against any deployment, changing nothing. With
 * E2E_BASE_URL set it is all `npm run e2e` runs (as E2E_USER / E2E_PASSWORD, a HAR of the run in
 * test-results/qa.har); in the msw and server modes it runs with the rest, as the demo instructor.
 * Screens the user's role does not have in the menu are noted in the report and passed over; any
 * call that writes (other than login, token refresh and logout) fails the test.
 */
import type { Page, Response } from '@playwright/test'
import {
  LOGIN_PATH,
  REFRESH_PATH,
  expectLoginForm,
  firstDataRow,
  loginWith,
  logout,
  okAnswer,
  sideMenu,
} from './support/app'
import { QA_CREDENTIALS, READONLY_TAG } from './support/env'
import { expect, test } from './support/test'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const SESSION_CALLS = [LOGIN_PATH, REFRESH_PATH, '/api/token/invalidate']

/** A call to the API that changes data: any write but the session's own calls. */
const isDataWrite = (method: string, pathname: string): boolean =>
  WRITES.has(method) &&
  /\/(api|anagrafiche)\//.test(pathname) &&
  !SESSION_CALLS.some((path) => pathname.endsWith(path))

/** Notes in the report a screen this user's menu does not offer. */
function passOver(screen: string, why: string): void {
  test.info().annotations.push({ type: 'passed over', description: `${screen}: ${why}` })
}

/** The entry of the left menu, inside its group when it has one. */
function menuLink(page: Page, entry: string, group?: string) {
  const menu = sideMenu(page)
  const scope = group
    ? menu.locator('li').filter({ has: page.getByRole('menuitem', { name: group }) })
    : menu
  return scope.getByRole('link', { name: entry, exact: true })
}

/**
 * Opens a list from the left menu and waits for its answer; resolves with the rows the backend
 * counts, or null when the menu has no such entry for this user.
 */
async function openList(
  page: Page,
  screen: { group?: string; entry: string; title: string; call: RegExp },
): Promise<number | null> {
  const menu = sideMenu(page)
  if (screen.group) {
    const group = menu.getByRole('menuitem', { name: screen.group })
    if ((await group.count()) === 0) return null
    if (!(await menuLink(page, screen.entry, screen.group).isVisible())) await group.click()
  } else if ((await menuLink(page, screen.entry).count()) === 0) {
    return null
  }
  const answer = okAnswer(page, 'GET', screen.call)
  await menuLink(page, screen.entry, screen.group).click()
  await expect(page).toHaveTitle(`${screen.title} · FitLab`)
  return countOf(await answer)
}

const countOf = async (answer: Response): Promise<number> =>
  Number(((await answer.json()) as { count?: unknown }).count ?? 0)

/** Opens the first row of the list on screen (Enter, as a click) and waits for its page. */
async function openFirstRow(page: Page, table: string, url: RegExp): Promise<void> {
  const row = firstDataRow(page.getByRole('table', { name: table }))
  await expect(row).toBeVisible()
  await row.press('Enter')
  await expect(page).toHaveURL(url)
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
}

test(
  'the main screens of a deployment, without changing any data',
  { tag: READONLY_TAG },
  async ({ page, context }) => {
    const writes: string[] = []
    context.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (isDataWrite(request.method(), pathname)) writes.push(`${request.method()} ${pathname}`)
    })

    await page.goto('/login')
    const { user } = await loginWith(page, QA_CREDENTIALS.email, QA_CREDENTIALS.password)
    await expect(page).toHaveTitle('Dashboard · FitLab')

    await test.step('clients: the list and one client', async () => {
      const count = await openList(page, {
        group: 'Clienti',
        entry: 'Cerca',
        title: 'Cerca clienti',
        call: /\/api\/cliente\/?$/,
      })
      if (count === null) return passOver('Clienti', 'not in the menu of this user')
      if (count === 0) return passOver('a client', 'the list is empty')
      await openFirstRow(page, 'Elenco dei clienti', /\/clienti\/\d+$/)
    })

    await test.step('instructors: the list and one instructor', async () => {
      const count = await openList(page, {
        group: 'Istruttori',
        entry: 'Cerca',
        title: 'Cerca istruttori',
        call: /\/api\/istruttore\/?$/,
      })
      if (count === null) return passOver('Istruttori', 'not in the menu of this user')
      if (count === 0) return passOver('an instructor', 'the list is empty')
      await openFirstRow(page, 'Elenco degli istruttori', /\/istruttori\/\d+$/)
    })

    await test.step('exercises', async () => {
      const count = await openList(page, {
        entry: 'Esercizi',
        title: 'Esercizi',
        call: /\/api\/esercizio\/?$/,
      })
      if (count === null) return passOver('Esercizi', 'not in the menu of this user')
      if (count > 0) {
        await expect(
          firstDataRow(page.getByRole('table', { name: 'Elenco degli esercizi' })),
        ).toBeVisible()
      }
    })

    await test.step('sheets: the list of the library', async () => {
      const answer = okAnswer(page, 'GET', /\/api\/scheda\/?$/)
      await page.goto('/librerie/schede')
      await expect(page).toHaveTitle('Schede · FitLab')
      if ((await countOf(await answer)) > 0) {
        await expect(firstDataRow(page.getByRole('table').first())).toBeVisible()
      }
    })

    await test.step('dashboard again, then logout', async () => {
      await menuLink(page, 'Dashboard').click()
      await expect(page).toHaveTitle('Dashboard · FitLab')
      await logout(page, user)
      await expectLoginForm(page)
    })

    expect(writes, 'calls that change data').toEqual([])
  },
)
