import { readFile } from 'node:fs/promises'
import { login } from './support/app'
import { ADMIN } from './support/env'
import { expect, test } from './support/test'

/**
 * Exports people open: Analisi Dati → Esporta CSV saves a file that Italian
 * Excel opens as it is: UTF-8 with BOM, ";" between fields, Italian headers and months, and the
 * totals shown on screen.
 */
test('the Analisi Dati export opens in Italian Excel: parsed with ";"', async ({ page }) => {
  await page.goto('/login')
  await login(page, ADMIN)
  await page.goto('/analisi-dati')
  const table = page.getByRole('table', { name: 'Andamento mensile' })
  await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(12)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Esporta CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^analisi-dati-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = await readFile((await file.path())!)

  // What Excel looks at: the byte order mark (UTF-8), the separator, the line ends.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.subarray(3).toString('utf8')
  expect(text).toContain('\r\n')
  const rows = text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'))
  expect(rows[0]).toEqual(['Mese', 'Nuovi clienti', 'Nuove schede'])

  // The months as on screen, in Italian, with the same figures.
  const shown = await table
    .locator('tbody tr[data-row-key]')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    )
  expect(rows.slice(1, 13)).toEqual(shown)
  expect(rows[1]![0]).toMatch(
    /^(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}$/,
  )
  expect(rows[13]![0]).toBe('Totale degli ultimi 12 mesi')

  // The totals shown on screen (the cards), as plain numbers.
  const totali = new Map(rows.slice(16, 23).map(([label, value]) => [label, value]))
  const labels = ['Tenants', 'Clienti', 'Istruttori', 'Esercizi', 'Schede', 'Protocolli']
  for (const label of [...labels, 'Metodologie']) {
    const card = page.getByRole('group', { name: label, exact: true })
    // The card reads "Clienti" then the figure, grouped the Italian way ("1.234").
    const figure = (await card.innerText()).trim().split('\n').at(-1)!.replace(/\./g, '')
    expect({ label, csv: totali.get(label) }).toEqual({ label, csv: figure.trim() })
  }
})
