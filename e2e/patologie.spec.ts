import type { APIRequestContext, Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { instructorAuth } from './support/api'
import { login, reloadApp, openMenuEntry } from './support/app'
import { ISTRUTTORE, MOCK_ORIGIN, MODE } from './support/env'
import { expect, test } from './support/test'

/**
 * Pathology warnings on the demo data (mocks/db/scenari/patologie.ts): Ilaria Albanese has a
 * knee pathology; on her sheet "Postura novembre 2025" the paused squat is contraindicated by its
 * own list and the calf raise loads the knee. The trainer replaces the squat with the first
 * alternative, keeps the calf raise, reloads and finds both choices saved.
 */
const SQUAT = 'Squat con bilanciere con fermo'
const CALF = 'Calf raise in piedi unilaterale'

const status = (page: Page) => page.getByRole('status', { name: 'Stato del salvataggio' })
const expectSaved = (page: Page) =>
  expect(status(page)).toContainText('Tutte le modifiche sono salvate', { timeout: 30_000 })
const row = (page: Page, nome: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ has: page.getByText(new RegExp(`^\\d+\\. ${nome}$`)) })
const campo = (page: Page, label: string, nome: string) =>
  row(page, nome).getByRole('textbox', { name: new RegExp(`^${label}, esercizio \\d+:`) })
const avviso = (page: Page, nome: string) =>
  page.getByRole('group', { name: `Attenzione: ${nome} è controindicato per Ginocchio` })

type Dettaglio = { id: number; esercizio: { nomenclatura: string } } & Record<string, unknown>

/**
 * The fake HTTP server's data is shared by the whole run ('server' mode): the details this test
 * changes are read first and put back at the end, through the API. Access tokens last 12 s in that
 * mode: each call logs in again.
 */
function api(request: APIRequestContext) {
  const headers = () => instructorAuth(request)
  return {
    async dettagli(schedaId: string): Promise<Dettaglio[]> {
      const r = await request.get(`${MOCK_ORIGIN}/api/schedagruppo/byscheda/${schedaId}`, {
        headers: await headers(),
        params: { firstRecord: 0, pageSize: 100 },
      })
      const body = (await r.json()) as { data: { dettagli: Dettaglio[] }[] }
      return body.data.flatMap((g) => g.dettagli)
    },
    async put({ id, ...dettaglio }: Dettaglio): Promise<void> {
      const r = await request.put(`${MOCK_ORIGIN}/api/schedadettaglio/${id}`, {
        headers: await headers(),
        data: dettaglio,
      })
      expect(r.status(), `detail ${id} put back`).toBe(200)
    },
  }
}

test.describe('pathology warnings', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test("a client's sheet: warning, one-click alternative, kept exercise, reload", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    // Clienti > Cerca, the demo client found by name, her Schede tab, the sheet.
    await openMenuEntry(page, 'Clienti', 'Cerca')
    const search = page.getByRole('textbox', { name: 'Cerca' })
    await search.fill('Albanese')
    await search.press('Enter')
    const cliente = page
      .getByRole('table', { name: 'Elenco dei clienti' })
      .getByRole('row')
      .filter({ hasText: 'Ilaria' })
    await cliente.getByRole('cell').first().click()
    await expect(page).toHaveURL(/\/clienti\/\d+$/)
    await page.getByRole('tab', { name: 'Schede' }).click()
    await page.getByRole('link', { name: 'Apri la scheda Postura novembre 2025' }).first().click()
    await expect(page).toHaveURL(/\/librerie\/schede\/\d+$/)
    const schedaId = new URL(page.url()).pathname.split('/').pop()!

    const server = MODE === 'server' ? api(request) : null
    const prima = server ? await server.dettagli(schedaId) : []
    try {
      // The client's pathologies, and a warning on each conflicting row with its reason.
      await expect(page.getByText(/Patologie del cliente: Ginocchio\./)).toContainText(
        '2 esercizi con un avviso.',
      )
      await expect(avviso(page, SQUAT)).toContainText(
        'Ginocchio: è tra le controindicazioni dell’esercizio.',
      )
      await expect(avviso(page, CALF)).toContainText(
        'Ginocchio: l’esercizio carica questa articolazione.',
      )
      // The construction panel marks contraindicated exercises without hiding them.
      const panel = page.getByRole('complementary', { name: 'Costruzione scheda' })
      await panel
        .getByRole('textbox', { name: 'Cerca esercizio' })
        .fill('squat con bilanciere con fermo')
      await expect(
        panel.getByRole('button', { name: `Aggiungi ${SQUAT} in Gruppo A` }),
      ).toHaveAccessibleDescription('Controindicato per Ginocchio')
      await expectAccessible(page, 'pathology warnings')

      // Replace the squat with the first alternative: its values stay.
      const valori = async (nome: string) =>
        Promise.all(
          ['Serie', 'Ripetizioni', 'Recupero', 'Carico'].map((l) =>
            campo(page, l, nome).inputValue(),
          ),
        )
      const before = await valori(SQUAT)
      const sostituisci = avviso(page, SQUAT).getByRole('button', { name: /^Sostituisci / })
      await expect(sostituisci).toHaveCount(3)
      const label = (await sostituisci.first().getAttribute('aria-label')) ?? ''
      const alternativa = label.replace(/^Sostituisci .* con /, '')
      await sostituisci.first().click()
      await expect(row(page, alternativa)).toBeVisible()
      expect(await valori(alternativa)).toEqual(before)
      await expect(avviso(page, SQUAT)).toHaveCount(0)

      // Keep the calf raise: a quiet tag instead of the warning.
      await page
        .getByRole('button', { name: `Mantieni esercizio ${CALF} nonostante l’avviso` })
        .click()
      const tag = page.getByRole('button', { name: new RegExp(`^Avviso ignorato: ${CALF}`) })
      await expect(tag).toBeVisible()
      await expectSaved(page)

      // Both choices are there after a reload.
      await reloadApp(page)
      await expect(row(page, alternativa)).toBeVisible()
      expect(await valori(alternativa)).toEqual(before)
      await expect(row(page, SQUAT)).toHaveCount(0)
      await expect(tag).toBeVisible()
      await expect(avviso(page, CALF)).toHaveCount(0)
      await expect(page.getByText(/Patologie del cliente: Ginocchio\./)).toContainText(
        '0 esercizi con un avviso, 1 mantenuto.',
      )
      // The kept warning opens again on demand.
      await tag.click()
      await expect(avviso(page, CALF)).toBeVisible()
      await expectAccessible(page, 'kept warning reopened')
    } finally {
      for (const d of prima) {
        if (d.esercizio.nomenclatura === SQUAT || d.esercizio.nomenclatura === CALF) {
          // The seed's details dismiss nothing (a field absent from a PUT would be kept).
          await server!.put({
            patologieIgnorateMuscoli: [],
            patologieIgnorateArticolazioni: [],
            patologieIgnorateOssa: [],
            ...d,
          })
        }
      }
    }
  })
})
