import type { Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { login, okAnswer, sideMenu, openMenuEntry } from './support/app'
import { ISTRUTTORE } from './support/env'
import { expect, test } from './support/test'

/**
 * Loads from the client's maximums on the demo data: Franco Tomaselli's running sheet
 * "Forza con i massimali" (group A: Squat 75 %, Panca 70 %, Stacco 80 %, Rematore 65 % with no
 * maximum, Curl 25 kg). The page's clock is set to 10/11/2026, so the demo's dates (around the
 * seed's reference date, 01/11/2026) read the same whenever the suite runs: Squat's maximum of
 * 23/08/2026 is 11 weeks old, to retest after the default 8.
 */
const OGGI = new Date('2026-11-10T10:00:00+01:00')

const campoCarico = (page: Page, n: number) =>
  page.getByRole('textbox', { name: new RegExp(`^Carico, esercizio ${n}:`) })
const riga = (page: Page, nome: string) =>
  page.getByRole('tabpanel').getByRole('listitem', { name: new RegExp(`^\\d+\\. ${nome}$`) })
const status = (page: Page) => page.getByRole('status', { name: 'Stato del salvataggio' })
const expectSaved = (page: Page) =>
  expect(status(page)).toContainText('Tutte le modifiche sono salvate', { timeout: 60_000 })

/** Clienti > Cerca, the search, the client's page. */
async function apriTomaselli(page: Page): Promise<void> {
  await openMenuEntry(page, 'Clienti', 'Cerca')
  const search = page.getByRole('textbox', { name: 'Cerca' })
  await search.fill('Tomaselli')
  await search.press('Enter')
  const row = page
    .getByRole('table', { name: 'Elenco dei clienti' })
    .locator('tr[data-row-key]')
    .filter({ hasText: 'Tomaselli' })
  await row.getByRole('cell').first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Tomaselli Franco' })).toBeVisible()
}

/** Preferenze: the plate step chosen, saved. */
async function arrotondamento(page: Page, passo: string): Promise<void> {
  await sideMenu(page).getByRole('link', { name: 'Preferenze' }).click()
  await expect(page.getByRole('heading', { name: 'Preferenze' })).toBeVisible()
  await page.getByRole('radio', { name: passo, exact: true }).check()
  const saved = okAnswer(page, 'POST', /\/api\/auth\/savepreferenze$/)
  await page.getByRole('button', { name: 'Salva' }).click()
  await saved
  await expect(page.getByText('Operazione conclusa con successo')).toBeVisible()
}

test.describe('loads from the maximums', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(OGGI)
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test('kg next to a %, following the typing; a stale and a missing maximum; the rounding', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await apriTomaselli(page)

    // Massimali: what the running sheet uses is marked, with a text equivalent of the chart.
    await page.getByRole('tab', { name: 'Massimali' }).click()
    const attuali = page.getByRole('table', { name: 'Massimali attuali' })
    await expect(
      attuali.getByRole('row').filter({ hasText: 'Squat con bilanciere' }),
    ).toContainText('usato nelle schede in corso')
    await expect(
      attuali.getByRole('row').filter({ hasText: 'Lento avanti con bilanciere' }),
    ).not.toContainText('usato nelle schede in corso')
    await page.getByRole('combobox', { name: 'Esercizio da visualizzare' }).click()
    await page.getByTitle('Tutti gli esercizi').click()
    const elenco = page.getByRole('list', { name: 'Massimali usati nelle schede in corso' })
    await expect(elenco.getByRole('listitem')).toHaveText([
      'Panca piana con bilanciere: 97,5 kg del 29/10/2026',
      'Squat con bilanciere: 115 kg del 23/08/2026',
      'Stacco da terra: 140 kg del 22/10/2026',
    ])
    await expect(page.locator('.recharts-surface g[data-usato="true"]')).toHaveCount(3)
    await expectAccessible(page, 'maximums used by the running sheet')

    // The running sheet, from the client's Schede tab.
    await page.getByRole('tab', { name: 'Schede' }).click()
    await page.getByRole('link', { name: 'Apri la scheda Forza con i massimali' }).first().click()
    await expect(page).toHaveURL(/\/librerie\/schede\/\d+$/)
    const schedaUrl = page.url()

    const panca = riga(page, 'Panca piana con bilanciere')
    await expect(panca).toContainText('≈ 67,5 kg') // 70 % of 97,5 = 68,25
    await expect(campoCarico(page, 2)).toHaveAccessibleDescription(
      '67,5 kg dal massimale di 97,5 kg del 29/10/2026',
    )
    const squat = riga(page, 'Squat con bilanciere')
    await expect(squat).toContainText('≈ 87,5 kg') // 75 % of 115 = 86,25
    await expect(squat).toContainText('massimale di 11 settimane fa: da ritestare')
    await expect(panca).not.toContainText('da ritestare')
    await expect(riga(page, 'Rematore con bilanciere')).toContainText(
      'nessun massimale per questo esercizio',
    )
    await expect(riga(page, 'Curl con bilanciere')).not.toContainText('≈')
    await expectAccessible(page, 'builder with loads from maximums')

    // The kg follow the percentage as it is typed, and stay once it is saved; then it is put back.
    await campoCarico(page, 2).fill('80')
    await expect(panca).toContainText('≈ 77,5 kg') // 78
    await campoCarico(page, 2).press('Enter')
    await expectSaved(page)
    await expect(panca).toContainText('≈ 77,5 kg')
    await campoCarico(page, 2).fill('70')
    await campoCarico(page, 2).press('Enter')
    await expect(panca).toContainText('≈ 67,5 kg')
    await expectSaved(page)

    // A finer plate step in Preferenze: 68,25 -> 68,75 and 86,25 as it is.
    await arrotondamento(page, '1,25')
    await page.goto(schedaUrl)
    await expect(panca).toContainText('≈ 68,75 kg')
    await expect(squat).toContainText('≈ 86,25 kg')

    // Put back (the fake HTTP server keeps preferences for every later test).
    await arrotondamento(page, '2,5')
    await page.goto(schedaUrl)
    await expect(panca).toContainText('≈ 67,5 kg')
  })
})
