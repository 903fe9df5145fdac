import type { Page } from '@playwright/test'
import { login, okAnswer } from './support/app'
import { ISTRUTTORE } from './support/env'
import { expect, test } from './support/test'

/**
 * Search as people type: every word, in any order, accents and case ignored,
 * the best matches first, in the lists the trainer searches every day.
 */

/** Types `text` in the list's Cerca box and waits for the list call it makes. */
async function cerca(page: Page, path: RegExp, text: string): Promise<void> {
  const answer = okAnswer(page, 'GET', path)
  await page.getByRole('textbox', { name: 'Cerca' }).fill(text)
  await answer
}

const firstRow = (page: Page) => page.locator('tbody tr[data-row-key]').first()

test.describe('search as people type', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test('a client is found by "nome cognome", and by surname and initial', async ({ page }) => {
    await page.goto('/clienti')
    await expect(firstRow(page)).toBeVisible()
    await cerca(page, /^\/api\/cliente\/$/, 'Valentina Bernasconi')
    await expect(firstRow(page)).toContainText('Bernasconi')
    await expect(firstRow(page)).toContainText('Valentina')
    await cerca(page, /^\/api\/cliente\/$/, 'BERNASCONI v')
    await expect(firstRow(page)).toContainText('Valentina')
    await cerca(page, /^\/api\/cliente\/$/, 'bernasconi mario')
    await expect(page.getByText('Nessun elemento trovato')).toBeVisible()
  })

  test('an exercise is found by two words in the other order', async ({ page }) => {
    await page.goto('/esercizi')
    await expect(firstRow(page)).toBeVisible()
    // "Distensioni con manubri su panca piana": two of its words, the other way round.
    await cerca(page, /^\/api\/esercizio\//, 'panca distensioni')
    const rows = page.locator('tbody tr[data-row-key]')
    const target = page.getByRole('cell', {
      name: 'Distensioni con manubri su panca piana',
      exact: true,
    })
    await expect(rows.filter({ has: target })).toHaveCount(1)
    // Every row has both words.
    for (const text of await rows.allInnerTexts()) {
      expect(text.toLowerCase()).toContain('panca')
      expect(text.toLowerCase()).toContain('distensioni')
    }
  })
})
