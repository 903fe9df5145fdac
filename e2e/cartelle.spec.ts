/**
 * A folder's exercises, as a trainer uses them: open a folder from Librerie, add two exercises
 * picked by search, remove one, and after a reload the folder holds what was left. In 'server'
 * mode the data is shared by the whole run: the test takes its exercises out again at the end.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { FRONTEND_REVISION } from '../src/config/constants'
import { expectAccessible } from './support/a11y'
import { instructorAuth } from './support/api'
import { dialogReady, login, okAnswer, sideMenu, reloadApp } from './support/app'
import { ISTRUTTORE, MOCK_ORIGIN, MODE } from './support/env'
import { expect as baseExpect, test } from './support/test'

// Lists of a few hundred exercises, searched and refetched after each change: on a busy machine
// an answer can take longer than the suite's default 10 s.
test.use({ actionTimeout: 30_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

const ASSOCIATE = /\/api\/cartella-associateesercizi$/
const DISASSOCIATE = /\/api\/cartella-disassociateesercizi$/

/**
 * The fake HTTP server's data is shared by the whole run ('server' mode): the folder's exercises
 * are read first and put back at the end through the API, so a retry (or the next spec) starts
 * from the seed even when the test stopped half way. Each call logs in again (short tokens).
 */
function api(request: APIRequestContext) {
  const headers = () => instructorAuth(request)
  return {
    async esercizi(idCartella: number): Promise<number[]> {
      const r = await request.get(`${MOCK_ORIGIN}/api/cartella/${idCartella}`, {
        headers: await headers(),
      })
      const body = (await r.json()) as { esercizi: { id: number }[] }
      return body.esercizi.map((e) => e.id)
    },
    async togli(idCartella: number, idEsercizio: number): Promise<void> {
      const r = await request.post(`${MOCK_ORIGIN}/api/cartella-disassociateesercizi`, {
        headers: await headers(),
        data: { idCartella, idEsercizio, frontendRevisionNumber: FRONTEND_REVISION },
      })
      expect(r.status(), `exercise ${idEsercizio} taken out again`).toBe(200)
    },
  }
}

/** The folder's list of exercises, searched for `text` ('' shows every exercise). */
async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('main').getByRole('textbox', { name: 'Cerca' })
  await box.fill(text)
  await box.press('Enter')
}

/** Takes `nomenclatura` out of the folder, confirming the question. */
async function remove(page: Page, nomenclatura: string): Promise<void> {
  await search(page, nomenclatura)
  await page
    .getByRole('button', { name: `Rimuovi ${nomenclatura} dalla cartella`, exact: true })
    .click()
  const confirm = page.getByRole('dialog', {
    name: `Togliere "${nomenclatura}" dalla cartella Kettlebell?`,
  })
  await dialogReady(confirm)
  const answered = okAnswer(page, 'POST', DISASSOCIATE)
  await confirm.getByRole('button', { name: 'Rimuovi' }).click()
  await answered
  await expect(page.getByText('Nessun elemento trovato')).toBeVisible()
}

test('a folder: open it, add two exercises, remove one, reload', async ({
  page,
  apiCalls,
  request,
}) => {
  test.slow()
  await page.goto('/login')
  await login(page, ISTRUTTORE)
  await sideMenu(page).getByRole('link', { name: 'Librerie', exact: true }).click()
  await page
    .getByRole('table', { name: 'Cartelle' })
    .getByRole('cell', { name: 'Kettlebell', exact: true })
    // The folder's name, before its equipment (also Kettlebell).
    .first()
    .click()
  await expect(page).toHaveURL(/\/librerie\/cartelle\/\d+/)
  const idCartella = Number(/\/librerie\/cartelle\/(\d+)/.exec(page.url())?.[1])
  const server = MODE === 'server' ? api(request) : null
  const prima = server ? await server.esercizi(idCartella) : []
  try {
    await expect(page.getByRole('heading', { name: 'Kettlebell', level: 2 })).toBeVisible()
    await expect(page.getByText('10 elementi')).toBeVisible()

    await page.getByRole('button', { name: 'Aggiungi esercizi' }).click()
    const dialog = page.getByRole('dialog', { name: 'Aggiungi esercizi alla cartella Kettlebell' })
    const cerca = dialog.getByRole('textbox', { name: 'Cerca' })
    for (const nomenclatura of ['Rematore con bilanciere', 'French press']) {
      await cerca.fill(nomenclatura)
      await cerca.press('Enter')
      await dialog.getByRole('checkbox', { name: `Seleziona ${nomenclatura}`, exact: true }).check()
    }
    await expectAccessible(page, 'folder, add exercises dialog')
    const added = page.waitForResponse((r) => ASSOCIATE.test(new URL(r.url()).pathname) && r.ok())
    await dialog.getByRole('button', { name: 'Aggiungi 2 esercizi' }).click()
    await added
    await expect(dialog).toBeHidden()
    // One association per exercise. In 'server' mode a call sent as the short token expires is
    // refused (401) and sent again after the refresh: count the ones the server accepted.
    const answers = await Promise.all(
      apiCalls.matching('POST', ASSOCIATE).map(async (c) => (await c.request.response())?.status()),
    )
    expect(answers.filter((status) => status !== 401)).toEqual([200, 200])
    await expect(page.getByText('12 elementi')).toBeVisible()

    await remove(page, 'French press')
    await search(page, '')
    await expect(page.getByText('11 elementi')).toBeVisible()
    await expectAccessible(page, 'folder detail')

    await reloadApp(page)
    await expect(page.getByRole('heading', { name: 'Kettlebell', level: 2 })).toBeVisible()
    await expect(page.getByText('11 elementi')).toBeVisible()
    await search(page, 'Rematore con bilanciere')
    await expect(
      page.getByRole('main').getByRole('cell', { name: 'Rematore con bilanciere', exact: true }),
    ).toBeVisible()
    await search(page, 'French press')
    await expect(page.getByText('Nessun elemento trovato')).toBeVisible()

    // Back as it was, through the screen.
    await remove(page, 'Rematore con bilanciere')
  } finally {
    // And through the API, also after a failure (the fake HTTP server keeps its data for the run).
    if (server) {
      for (const id of await server.esercizi(idCartella)) {
        if (!prima.includes(id)) await server.togli(idCartella, id)
      }
    }
  }
})
