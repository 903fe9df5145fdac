import type { Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { firstDataRow, login, reloadApp, openMenuEntry } from './support/app'
import { ISTRUTTORE } from './support/env'
import { expect, test } from './support/test'

// The demo slots end by 21:30: this one never overlaps them.
const SLOT = { giorno: 'Domenica', inizio: '22:00', fine: '23:00' }
const removeSlot = (page: Page) =>
  page.getByRole('button', {
    name: `Rimuovi disponibilità ${SLOT.giorno} ${SLOT.inizio}-${SLOT.fine}`,
  })

/** Saves the instructor and waits for the server's answer. */
async function save(page: Page): Promise<void> {
  const answer = page.waitForResponse(
    (r) =>
      r.ok() &&
      ['PUT', 'POST'].includes(r.request().method()) &&
      /\/api\/istruttore\//.test(new URL(r.url()).pathname),
  )
  await page.getByRole('button', { name: 'Salva' }).click()
  await answer
  await expect(page.getByText('Operazione conclusa con successo')).toBeVisible()
}

async function typeTime(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByLabel(label)
  await input.click()
  await input.fill(value)
  await input.press('Enter')
  await expect(input).toHaveValue(value)
}

test('an instructor availability slot is kept across a reload, and so is its removal', async ({
  page,
}) => {
  await page.goto('/login')
  await login(page, ISTRUTTORE)
  await openMenuEntry(page, 'Istruttori', 'Cerca')
  const table = page.getByRole('table', { name: 'Elenco degli istruttori' })
  await expect(firstDataRow(table)).toBeVisible()
  await expectAccessible(page, 'instructor list')
  // Rows open with Enter, as with a click outside the row's controls.
  await firstDataRow(table).press('Enter')
  await expect(page).toHaveURL(/\/istruttori\/\d+$/)
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
  await expectAccessible(page, 'instructor detail')

  await page.getByLabel('Giorno').click()
  // antd's listbox exposes only the options near the active one: pick from the visible list.
  await page.getByTitle(SLOT.giorno, { exact: true }).click()
  await expect(page.getByLabel('Giorno')).toHaveAttribute('aria-expanded', 'false')
  await typeTime(page, 'Ora di inizio', SLOT.inizio)
  await typeTime(page, 'Ora di fine', SLOT.fine)
  await page.getByRole('button', { name: 'Aggiungi disponibilità' }).click()
  await expect(removeSlot(page)).toBeVisible()
  await save(page)

  await reloadApp(page)
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(removeSlot(page)).toBeVisible()

  await removeSlot(page).click()
  await expect(removeSlot(page)).toBeHidden()
  await save(page)
  await reloadApp(page)
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Rimuovi disponibilità / }).first()).toBeVisible()
  await expect(removeSlot(page)).toBeHidden()
})
