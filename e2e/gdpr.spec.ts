import type { Download, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { dialogReady, login } from './support/app'
import { ISTRUTTORE } from './support/env'
import { expect, test } from './support/test'

/** The demo's richest client: 3 sheets, 45 exercises, 37 maximums, a pathology. */
const RICCA = { id: 167, nome: 'Tiberti Alice' }

const registro = (page: Page) => page.getByRole('table', { name: 'Registro dei consensi' })

async function text(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8')
}

test.describe('client GDPR record', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test('the export of the richest client: JSON and Italian summary, logged', async ({ page }) => {
    await page.goto(`/clienti/${RICCA.id}`)
    await expect(page.getByRole('heading', { level: 2, name: RICCA.nome })).toBeVisible()
    await expect(registro(page)).toBeVisible()
    const prima = await registro(page).getByRole('row').count()

    // Clicks: Esporta dati del cliente, the health-data box, Scarica.
    await page.getByRole('button', { name: 'Esporta dati del cliente' }).click()
    const dialog = page.getByRole('dialog', { name: 'Esporta dati del cliente' })
    await dialogReady(dialog)
    await dialog.getByRole('checkbox', { name: /Includi i dati sanitari/ }).check()
    const downloads: Download[] = []
    page.on('download', (d) => downloads.push(d))
    await dialog.getByRole('button', { name: 'Scarica' }).click()
    await expect.poll(() => downloads.length).toBe(2)
    const [jsonFile, htmlFile] = downloads as [Download, Download]
    expect(jsonFile.suggestedFilename()).toMatch(/^dati-cliente-167-\d{4}-\d{2}-\d{2}\.json$/)
    expect(htmlFile.suggestedFilename()).toMatch(/^dati-cliente-167-\d{4}-\d{2}-\d{2}\.html$/)
    const json = await text(jsonFile)
    const html = await text(htmlFile)
    const dati = JSON.parse(json) as Record<string, unknown>
    expect(Object.keys(dati)).toEqual([
      'formato',
      'versioneFormato',
      'generatoIl',
      'datiSanitariInclusi',
      'anagrafica',
      'consensi',
      'caratteristiche',
      'patologie',
      'test',
      'massimali',
      'storicoMassimali',
      'schede',
      'accessi',
    ])
    const schede = dati.schede as { gruppi: { dettagli: unknown[] }[] }[]
    expect(schede).toHaveLength(3)
    const dettagli = schede.flatMap((s) => s.gruppi).flatMap((g) => g.dettagli).length
    expect(dettagli).toBeGreaterThan(0)
    expect(html).toContain(`<h1>Dati del cliente ${RICCA.nome}</h1>`)
    const sezioni = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])
    // The figures of the export, for the note.
    console.log(
      `[gdpr] export of ${RICCA.nome}: JSON ${Buffer.byteLength(json)} B, HTML ${Buffer.byteLength(html)} B; ` +
        `${schede.length} sheets, ${dettagli} exercises, ` +
        `${(dati.storicoMassimali as unknown[]).length} maximums in the history; sections: ${sezioni.join(', ')}`,
    )
    // Logged in the register.
    await expect(registro(page).getByRole('row')).toHaveCount(prima + 1)
    await expect(registro(page).getByRole('row').last()).toContainText('Esportazione dei dati')
  })

  test('erasing a client anonymises it after the typed name', async ({ page }) => {
    const cognome = `Oblio${Date.now().toString(36)}`
    await page.goto('/clienti/nuovo')
    await page.getByLabel('Cognome').fill(cognome)
    await page.getByLabel('Nome', { exact: true }).fill('Carla')
    await page.getByLabel('Telefono').fill('333 1234567')
    await page.getByRole('button', { name: 'Salva' }).click()
    await expect(page.getByRole('heading', { level: 2, name: `${cognome} Carla` })).toBeVisible()

    // Clicks: Cancella i dati del cliente, (type the name), Cancella i dati.
    await page.getByRole('button', { name: 'Cancella i dati del cliente' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancella i dati del cliente' })
    await dialogReady(dialog)
    await expect(dialog.getByText(/Perché anonimizzare e non eliminare/)).toBeVisible()
    await dialog.getByLabel('Nome del cliente').fill('Carla')
    await dialog.getByRole('button', { name: 'Cancella i dati' }).click()
    await expect(
      dialog.getByText('Il nome scritto non corrisponde a quello del cliente'),
    ).toBeVisible()
    await dialog.getByLabel('Nome del cliente').fill(`${cognome} Carla`)
    await dialog.getByRole('button', { name: 'Cancella i dati' }).click()
    await expect(
      page.getByRole('heading', { level: 2, name: /^Anonimo Cliente \d+$/ }),
    ).toBeVisible()
    await expect(page.getByLabel('Telefono')).toHaveValue('')
    await expect(registro(page).getByRole('row').last()).toContainText(
      'Cancellazione (anonimizzazione)',
    )
  })
})
