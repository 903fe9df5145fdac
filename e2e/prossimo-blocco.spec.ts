import type { Locator } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { instructorAuth } from './support/api'
import { dialogReady, login } from './support/app'
import { ISTRUTTORE, MOCK_ORIGIN, MODE } from './support/env'
import { expect, test } from './support/test'

/** Valentina Bernasconi's latest sheet (demo scenario progressione). */
const MARZO = 19
const NOME = 'Dimagrimento marzo 2026'
const NUOVA = `${NOME} · Blocco 2`

/** Clicks of the flow, counted as the user makes them (the report's figure). */
async function clic(clicks: { n: number }, target: Locator) {
  await target.click()
  clicks.n += 1
}

test.describe('Prossimo blocco', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test('next block with +2,5 kg on the loaded lifts, previewed, created whole', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    await page.goto(`/librerie/schede/${MARZO}`)
    await expect(page.getByRole('heading', { level: 2, name: NOME })).toBeVisible()
    const clicks = { n: 0 }
    await clic(clicks, page.getByRole('button', { name: 'Prossimo blocco' }))
    const dialog = page.getByRole('dialog', { name: `Prossimo blocco di «${NOME}»` })
    await dialogReady(dialog)
    const carico = dialog.getByLabel('Aumento del carico in kg')
    await expect(carico).toBeFocused()
    await carico.fill('2,5')
    await expect(dialog.getByText('Dal 23/06/2026 al 14/09/2026')).toBeVisible()
    await expectAccessible(page, 'next block, rules')
    await page.screenshot({ path: test.info().outputPath('regole-1920.png') })
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.screenshot({ path: test.info().outputPath('regole-1366.png') })

    await clic(clicks, dialog.getByRole('button', { name: 'Anteprima' }))
    const a = dialog.getByRole('table', { name: 'Confronto del gruppo A' })
    const chest = a.getByRole('row').filter({ hasText: 'Chest press presa larga' })
    await expect(chest).toContainText('Modificato')
    await expect(chest).toContainText('Carico: 50 kg → 52,5 kg')
    await expect(a.getByRole('row').filter({ hasText: 'Crunch' })).toContainText('Invariato')
    await page.screenshot({ path: test.info().outputPath('anteprima-1366.png') })
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.screenshot({ path: test.info().outputPath('anteprima-1920.png') })
    await expectAccessible(page, 'next block, preview')

    await clic(clicks, dialog.getByRole('button', { name: 'Crea il prossimo blocco' }))
    await expect(page.getByRole('heading', { level: 2, name: NUOVA })).toBeVisible()
    await expect(page.getByText('23/06/2026')).toBeVisible()
    await expect(page.getByText('14/09/2026')).toBeVisible()
    const id = Number(/\/librerie\/schede\/(\d+)$/.exec(page.url())?.[1])
    expect(id).toBeGreaterThan(MARZO)
    // "Prossimo blocco" from the client's sheet: the clicks (the typing of 2,5 aside).
    expect(clicks.n).toBe(3)
    test.info().annotations.push({ type: 'clicks', description: String(clicks.n) })
    if (MODE === 'server') {
      // The fake HTTP server's data is shared by the run: put it back.
      const answer = await request.delete(`${MOCK_ORIGIN}/api/scheda/${id}`, {
        headers: await instructorAuth(request),
      })
      expect(answer.ok()).toBe(true)
    }
  })
})
