import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { login, okAnswer, REFRESH_PATH, themeSwitch, reloadApp } from './support/app'
import { ISTRUTTORE } from './support/env'
import { expect, test } from './support/test'

/** Valentina Bernasconi (client 1): her last two sheets are the demo's progression. */
const CLIENTE = 1
const DICEMBRE = 'Dimagrimento dicembre 2025'
const MARZO = 'Dimagrimento marzo 2026'

const gruppo = (page: Page, nome: string) =>
  page.getByRole('table', { name: `Confronto del gruppo ${nome}` })
const riga = (table: Locator, esercizio: string) =>
  table.getByRole('row').filter({ hasText: esercizio })

/** Switches the theme and waits until the server has it (save, then the token refresh). */
async function switchTheme(page: Page): Promise<void> {
  const saved = okAnswer(page, 'POST', /\/api\/auth\/savepreferenze$/)
  const refreshed = okAnswer(page, 'POST', new RegExp(`${REFRESH_PATH}$`))
  await themeSwitch(page).click()
  await Promise.all([saved, refreshed])
}

test.describe('sheet comparison', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test("two of a client's sheets, chosen on the Schede tab, side by side", async ({ page }) => {
    // Both themes with axe, screenshots and a reload: 78 s on CI's 2 cores, over 90 on a busier one.
    test.setTimeout(180_000)
    await page.goto(`/clienti/${CLIENTE}`)
    await expect(page.getByRole('heading', { name: 'Bernasconi Valentina' })).toBeVisible()
    await page.getByRole('tab', { name: 'Schede' }).click()
    const storico = page.getByRole('table', { name: 'Storico schede' })
    const confronta = page.getByRole('button', { name: 'Confronta' })
    await expect(confronta).toBeDisabled()
    await storico.getByRole('checkbox', { name: `Seleziona ${MARZO} per il confronto` }).check()
    await storico.getByRole('checkbox', { name: `Seleziona ${DICEMBRE} per il confronto` }).check()
    await expect(page.getByText('Si possono confrontare due schede alla volta.')).toBeVisible()
    await expectAccessible(page, 'client sheets, two chosen')
    await confronta.click()

    // The older sheet is A, whichever was chosen first; the address can be shared.
    await expect(page).toHaveURL(
      new RegExp(`/clienti/${CLIENTE}/schede/confronto\\?a=\\d+&b=\\d+$`),
    )
    await expect(page.getByRole('heading', { name: 'Confronto schede' })).toBeVisible()
    await expect(page).toHaveTitle('Confronto schede · FitLab')
    await expect(page.getByText('Dal 27/12/2025 al 20/03/2026')).toBeVisible()
    await expect(page.getByText('Dal 31/03/2026 al 22/06/2026')).toBeVisible()

    const a = gruppo(page, 'A')
    await expect(riga(a, 'Panca piana con bilanciere')).toContainText('Sostituito')
    await expect(riga(a, 'Panca piana con bilanciere')).toContainText('Chest press')
    await expect(riga(a, 'Crunch')).toContainText('Modificato')
    await expect(riga(a, 'Crunch')).toContainText('Serie: 5 → 6')
    const b = gruppo(page, 'B')
    await expect(riga(b, 'Pendolo di Codman')).toContainText('Rimosso')
    await expect(riga(b, 'Hip thrust con bilanciere')).toContainText('Aggiunto')

    const muscoli = page.getByRole('table', { name: 'Variazioni per muscolo' })
    const primo = muscoli.getByRole('row').nth(1)
    await expect(primo.getByRole('cell')).toHaveText([
      'Grande gluteo',
      '3',
      '7',
      '+4',
      'primario +4',
      '+307,5 kg',
    ])
    await expectAccessible(page, 'sheet comparison')
    await page.screenshot({ path: test.info().outputPath('confronto-scuro.png'), fullPage: true })
    // The light theme too (then the dark one back: in 'server' mode the preference is shared).
    await switchTheme(page)
    await expect(themeSwitch(page)).not.toBeChecked()
    await expectAccessible(page, 'sheet comparison, light theme')
    await page.screenshot({ path: test.info().outputPath('confronto-chiaro.png'), fullPage: true })
    await switchTheme(page)
    await expect(themeSwitch(page)).toBeChecked()

    // A reload shows the same comparison (deep link); the back link returns to the client's sheets.
    await reloadApp(page)
    await expect(riga(gruppo(page, 'B'), 'Hip thrust con bilanciere')).toContainText('Aggiunto')
    await page.getByRole('link', { name: 'Torna a Bernasconi Valentina' }).click()
    await expect(page).toHaveURL(new RegExp(`/clienti/${CLIENTE}\\?tab=schede$`))
    await expect(page.getByRole('tab', { name: 'Schede' })).toHaveAttribute('aria-selected', 'true')
  })
})
