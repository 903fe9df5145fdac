import type { Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import {
  dialogReady,
  firstDataRow,
  login,
  okAnswer,
  sideMenu,
  reloadApp,
  openMenuEntry,
} from './support/app'
import { ISTRUTTORE } from './support/env'
import { expect, test } from './support/test'

const PICTURE_MAX_BYTES = 5244928
const UPLOAD = /\/api\/cliente\/uploadpicture\/?$/

/** A 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** Opens Clienti > `entry` from the left menu. */
async function openClienti(page: Page, entry: 'Cerca' | 'Nuovo'): Promise<void> {
  await openMenuEntry(page, 'Clienti', entry)
  const path = entry === 'Nuovo' ? '/clienti/nuovo' : '/clienti'
  await expect(page).toHaveURL((url) => url.pathname === path)
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Salva' })

/** Picks a file through the upload button, as a user would in the file dialog. */
async function choosePicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: /Carica foto|Cambia foto/ }).click()
  await (await chooser).setFiles(file)
}

test.describe('clients', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test('a new client is created, found in the list and edited', async ({ page }) => {
    const cognome = `Collaudo${Date.now().toString(36)}`
    await openClienti(page, 'Nuovo')
    await expect(page).toHaveURL(/\/clienti\/nuovo$/)
    await expect(page.getByRole('heading', { name: 'Nuovo cliente' })).toBeVisible()
    await expectAccessible(page, 'new client')

    await page.getByLabel('Cognome').fill(cognome)
    await page.getByLabel('Nome', { exact: true }).fill('Anna')
    await saveButton(page).click()
    await expect(page.getByText('Operazione conclusa con successo')).toBeVisible()
    await expect(page).toHaveURL(/\/clienti\/\d+$/)
    await expect(page.getByRole('heading', { name: `${cognome} Anna` })).toBeVisible()
    await expectAccessible(page, 'client detail')

    // In the list, found by the search box.
    await openClienti(page, 'Cerca')
    await expect(page).toHaveURL(/\/clienti(\?|$)/)
    const search = page.getByRole('textbox', { name: 'Cerca' })
    await search.fill(cognome)
    await search.press('Enter')
    const row = page
      .getByRole('table', { name: 'Elenco dei clienti' })
      .getByRole('row')
      .filter({ hasText: cognome })
    await expect(row).toHaveCount(1)
    await expectAccessible(page, 'client list')

    // Edited from its page; the change is kept after a reload.
    await row.getByText(cognome).click()
    await expect(page.getByRole('heading', { name: `${cognome} Anna` })).toBeVisible()
    await page.getByLabel('Nome', { exact: true }).fill('Annalisa')
    await saveButton(page).click()
    await expect(page.getByRole('heading', { name: `${cognome} Annalisa` })).toBeVisible()
    await reloadApp(page)
    await expect(page.getByRole('heading', { name: `${cognome} Annalisa` })).toBeVisible()
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Annalisa')
  })

  test('a picture over 5 MB is refused and nothing is sent; a small one is sent', async ({
    page,
    apiCalls,
  }) => {
    await openClienti(page, 'Cerca')
    const firstRow = firstDataRow(page.getByRole('table', { name: 'Elenco dei clienti' }))
    await expect(firstRow).toBeVisible()
    await firstRow.getByRole('cell').first().click()
    await expect(page).toHaveURL(/\/clienti\/\d+$/)
    const photo = page.getByRole('group', { name: 'Foto profilo' })
    await expect(photo).toBeVisible()

    await choosePicture(page, {
      name: 'troppo-grande.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(PICTURE_MAX_BYTES + 1, 0xff),
    })
    await expect(page.getByText('Il file non può essere più grande di 5MB').first()).toBeVisible()
    await page.waitForTimeout(500)
    expect(apiCalls.matching('POST', UPLOAD)).toHaveLength(0)

    const sent = okAnswer(page, 'POST', UPLOAD)
    await choosePicture(page, { name: 'piccola.png', mimeType: 'image/png', buffer: TINY_PNG })
    await sent
    await expect(photo.getByRole('img', { name: /^Foto profilo di / })).toBeVisible()
  })

  test('leaving a form with unsaved changes asks first', async ({ page }) => {
    await openClienti(page, 'Nuovo')
    await page.getByLabel('Cognome').fill('Bozza')
    const dashboard = sideMenu(page).getByRole('link', { name: 'Dashboard' })
    const question = page.getByRole('dialog').filter({
      hasText: 'Si sta abbandonando la pagina senza aver salvato, continuare?',
    })

    await dashboard.click()
    await dialogReady(question)
    await expectAccessible(page, 'unsaved-changes question')
    await question.getByRole('button', { name: 'No' }).click()
    await expect(question).toBeHidden()
    await expect(page).toHaveURL(/\/clienti\/nuovo$/)
    await expect(page.getByLabel('Cognome')).toHaveValue('Bozza')

    await dashboard.click()
    await dialogReady(question)
    await question.getByRole('button', { name: 'Sì' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')
  })
})
