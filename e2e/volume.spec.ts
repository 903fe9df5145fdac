import type { Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { login } from './support/app'
import { ISTRUTTORE } from './support/env'
import { expect, test } from './support/test'

/**
 * The muscle-volume map on the demo data: a sheet's map (table, imbalances, heat-map figure) that
 * follows the sets as they are typed, and a protocol's map of its sheets together. The sheet's
 * edit is put back at the end: in 'server' mode the fake server's data is shared.
 */

const status = (page: Page) => page.getByRole('status', { name: 'Stato del salvataggio' })
const expectSaved = (page: Page) =>
  expect(status(page)).toContainText('Tutte le modifiche sono salvate', { timeout: 60_000 })
const serie = (page: Page, n: number) =>
  page.getByRole('textbox', { name: new RegExp(`^Serie, esercizio ${n}:`) })
/** The map's total weighted sets of a muscle: its row's cell in the "Totale pesato" column. */
const totale = (panel: ReturnType<Page['getByRole']>, muscolo: string) =>
  panel.getByRole('row').filter({ hasText: muscolo }).getByRole('cell').nth(1)

test.describe('muscle-volume map', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test('a sheet’s map follows the sets typed; the figure rotates', async ({ page }) => {
    // Sheet 2 "Split 3 giorni ipertrofia": Deltoide anteriore, primary in 8 sets, synergist in 4.
    await page.goto('/librerie/schede/2')
    await expect(serie(page, 3)).toHaveValue('3')
    await page.getByRole('button', { name: 'Volume muscolare' }).click()
    const panel = page.getByRole('complementary', { name: 'Volume muscolare della scheda' })
    await expect(panel).toBeFocused()
    await expect(totale(panel, 'Deltoide anteriore')).toHaveText('10')
    await expect(
      panel.getByText(/Spinta [\d,]+ serie pesate contro trazione [\d,]+: squilibrio verso/),
    ).toBeVisible()
    await expect(panel.getByText(/il sinergico 0,5, lo stabilizzatore 0,25/)).toBeVisible()
    const figura = panel.getByRole('img', { name: /^Vista frontale\. Mappa del volume, più/ })
    await expect(figura).toBeVisible()
    await expectAccessible(page, 'muscle-volume map of a sheet')

    // Typed, not saved yet: the map counts it already; then saved.
    await serie(page, 3).fill('5')
    await expect(totale(panel, 'Deltoide anteriore')).toHaveText('12')
    await serie(page, 3).press('Enter')
    await expectSaved(page)
    await expect(totale(panel, 'Deltoide anteriore')).toHaveText('12')

    // Ruota: frontal, lateral, posterior.
    await panel.getByRole('button', { name: 'Ruota' }).click()
    await expect(
      panel.getByRole('img', { name: /^Vista laterale\. Mappa del volume/ }),
    ).toBeVisible()
    await panel.getByRole('button', { name: 'Ruota' }).click()
    await expect(
      panel.getByRole('img', { name: /^Vista posteriore\. Mappa del volume, più allenati: / }),
    ).toBeVisible()

    // Put the sheet back as it was.
    await serie(page, 3).fill('3')
    await serie(page, 3).press('Enter')
    await expectSaved(page)
    await expect(totale(panel, 'Deltoide anteriore')).toHaveText('10')
    await panel.getByRole('button', { name: 'Chiudi' }).click()
    await expect(panel).toBeHidden()
  })

  test('a protocol’s map sums its sheets', async ({ page, apiCalls }) => {
    // Protocol 1 "Percorso principianti 3 mesi": Full body principianti, Functional training.
    await page.goto('/librerie/protocolli/1')
    await expect(
      page.getByRole('link', { name: 'Apri la scheda Functional training' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Volume muscolare' }).click()
    const panel = page.getByRole('complementary', { name: 'Volume muscolare del protocollo' })
    await expect(
      panel.getByText(/La mappa somma i gruppi delle 2 schede del protocollo/),
    ).toBeVisible()
    await expect(totale(panel, 'Quadricipite femorale')).toHaveText(/^\d+(,\d+)?$/)
    await expect(panel.getByRole('list', { name: 'Squilibri' })).toContainText(
      'serie pesate contro',
    )
    await expect(
      panel.getByRole('img', { name: /^Vista frontale\. Mappa del volume, più allenati: / }),
    ).toBeVisible()
    expect(apiCalls.matching('GET', /^\/api\/scheda\/(1|15)$/)).toHaveLength(2)
    await expectAccessible(page, 'muscle-volume map of a protocol')
  })
})
