/**
 * One browser, several tabs: with the in-browser fake backend every tab sees every
 * other tab's writes (one database per browser, not per tab); a save over a change made in
 * another tab is held and offers to reload or overwrite; "Stay" in the leave prompt keeps the
 * page working (its save goes through). The same flows run against the fake HTTP server.
 */
import type { Page } from '@playwright/test'
import { login, okAnswer, reloadApp } from './support/app'
import { ISTRUTTORE } from './support/env'
import { expect, test } from './support/test'

const CLIENTE = /\/api\/cliente\/\d+$/
const saveButton = (page: Page) => page.getByRole('button', { name: 'Salva', exact: true })
/**
 * Salva in this tab just after the other tab saved: the page asks again for what changed (the
 * other tab's save is announced) and its loading overlay takes no click until the answers come,
 * more than the usual 10 s on a busy 2-core machine (seen in CI).
 */
const saveAfterTheOtherTab = (page: Page) => saveButton(page).click({ timeout: 30_000 })
const saved = (page: Page) => page.getByText('Operazione conclusa con successo').first()
const conflict = (page: Page) =>
  page.getByRole('dialog', { name: 'Modificato altrove nel frattempo' })

/** Creates a client from Clienti > Nuovo; resolves with its page's path. */
async function newClient(page: Page, cognome: string): Promise<string> {
  await page.goto('/clienti/nuovo')
  await page.getByLabel('Cognome').fill(cognome)
  await page.getByLabel('Nome', { exact: true }).fill('Anna')
  await saveButton(page).click()
  await expect(saved(page)).toBeVisible()
  await expect(page).toHaveURL(/\/clienti\/\d+$/)
  return new URL(page.url()).pathname
}

/** A client's page, loaded. */
async function openClient(page: Page, path: string, cognome: string): Promise<void> {
  await page.goto(path)
  // A page load starts the tab's fake backend again (MSW mode): seconds on a busy machine.
  await expect(page.getByRole('heading', { name: `${cognome} Anna` })).toBeVisible({
    timeout: 30_000,
  })
}

test.describe('several tabs of one browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test("two tabs create and edit: no tab's save loses the other's", async ({ page, context }) => {
    // Two tabs, four creates and edits, eight page loads: more than one test's usual time.
    test.slow()
    const stamp = Date.now().toString(36)
    const second = await context.newPage()
    await second.goto('/clienti')
    await expect(second.getByRole('heading', { name: 'Clienti' })).toBeVisible()

    // Tab A creates a client, then tab B (opened before) creates another one and edits the first.
    const first = await newClient(page, `PrimaScheda${stamp}`)
    const other = await newClient(second, `SecondaScheda${stamp}`)
    await openClient(second, first, `PrimaScheda${stamp}`)
    await second.getByLabel('Note').fill('Scritto nella seconda scheda')
    await saveButton(second).click()
    await expect(saved(second)).toBeVisible()

    // Tab A writes again, on its own client: everything is still there, in both tabs.
    await openClient(page, other, `SecondaScheda${stamp}`)
    await page.getByLabel('Telefono').fill('3331234567')
    await saveButton(page).click()
    await expect(saved(page)).toBeVisible()

    for (const tab of [page, second]) {
      await tab.goto(`/clienti?search=${stamp}`)
      await expect(
        tab.getByRole('cell', { name: `PrimaScheda${stamp}`, exact: true }),
      ).toBeVisible()
      await expect(
        tab.getByRole('cell', { name: `SecondaScheda${stamp}`, exact: true }),
      ).toBeVisible()
      await openClient(tab, first, `PrimaScheda${stamp}`)
      await expect(tab.getByLabel('Note')).toHaveValue('Scritto nella seconda scheda')
      await openClient(tab, other, `SecondaScheda${stamp}`)
      await expect(tab.getByLabel('Telefono')).toHaveValue('3331234567')
    }
  })

  test('a save over a change made in another tab is held: reload or overwrite', async ({
    page,
    context,
    apiCalls,
  }) => {
    const cognome = `Conflitto${Date.now().toString(36)}`
    const path = await newClient(page, cognome)
    const other = await context.newPage()
    await openClient(other, path, cognome)

    // This tab starts typing; the other tab saves a note meanwhile.
    await page.getByLabel('Telefono').fill('3339876543')
    await other.getByLabel('Note').fill('Nota del collega')
    await saveButton(other).click()
    await expect(saved(other)).toBeVisible()

    const putsBefore = apiCalls.matching('PUT', CLIENTE).length
    await saveAfterTheOtherTab(page)
    const dialog = conflict(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText("un'altra scheda del browser")
    await dialog.getByRole('button', { name: 'Torna alle mie modifiche' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByLabel('Telefono')).toHaveValue('3339876543')
    expect(apiCalls.matching('PUT', CLIENTE)).toHaveLength(putsBefore)

    // Reload: the note saved in the other tab appears, what was typed here goes.
    await saveAfterTheOtherTab(page)
    await conflict(page).getByRole('button', { name: 'Ricarica i dati salvati' }).click()
    await expect(page.getByLabel('Note')).toHaveValue('Nota del collega')
    await expect(page.getByLabel('Telefono')).toHaveValue('')

    // Overwrite: typed again over a newer change of the other tab, and saved anyway.
    await other.getByLabel('Note').fill('Seconda nota del collega')
    await saveButton(other).click()
    await expect(saved(other)).toBeVisible()
    await page.getByLabel('Telefono').fill('3330000001')
    await saveAfterTheOtherTab(page)
    const put = okAnswer(page, 'PUT', CLIENTE)
    await conflict(page).getByRole('button', { name: 'Sovrascrivi' }).click()
    const body = (await put).request().postDataJSON() as { telefono: string; note: string }
    expect(body).toMatchObject({ telefono: '3330000001', note: 'Nota del collega' })
    await expect(saved(page)).toBeVisible()
  })

  test('"Stay" in the leave prompt: the page keeps its backend and Salva saves', async ({
    page,
    apiCalls,
  }) => {
    const cognome = `Resto${Date.now().toString(36)}`
    const path = await newClient(page, cognome)
    await openClient(page, path, cognome)
    // A click first: the browser asks before leaving only a page the user has interacted with.
    await page.getByLabel('Note').click()
    await page.getByLabel('Note').fill('Scritto prima di restare')
    // The guard listens for the leave once React has run the effects of the typing (a frame).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
    )

    // F5: the browser asks whether to leave; the user stays.
    const asked = page.waitForEvent('dialog')
    void page.evaluate(() => window.location.reload()).catch(() => undefined)
    const prompt = await asked
    expect(prompt.type()).toBe('beforeunload')
    await prompt.dismiss()

    const put = okAnswer(page, 'PUT', CLIENTE)
    await saveButton(page).click()
    expect((await put).status()).toBe(200)
    await expect(saved(page)).toBeVisible()
    await expect(page.getByText('Si è verificato un errore tecnico')).toHaveCount(0)
    await expect(page.getByText('Elemento non trovato')).toHaveCount(0)
    // The save reached the data: a fresh load shows it.
    await reloadApp(page)
    await expect(page.getByLabel('Note')).toHaveValue('Scritto prima di restare')
    expect(apiCalls.all.filter((call) => call.path.startsWith('/api/cliente/'))).not.toHaveLength(0)
  })
})
