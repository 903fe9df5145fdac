import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { login, sideMenu } from './support/app'
import { ISTRUTTORE, MODE } from './support/env'
import { expect, test } from './support/test'

/**
 * The trainer's whole job in the sheet builder: a new blank sheet for a client, two groups of six
 * exercises with their fields and methodologies, a reorder by keyboard, and everything still there
 * after a reload. Clicks and typed fields are counted as the trainer would make them.
 */

const builderRows = (page: Page) =>
  page.getByRole('tabpanel').getByRole('list').first().getByRole('listitem')

/** The exercises of the shown group, in order. */
async function eserciziMostrati(page: Page): Promise<string[]> {
  const labels = await builderRows(page).evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('aria-label') ?? ''),
  )
  return labels.map((label) => label.replace(/^\d+\.\s*/, ''))
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name })
const status = (page: Page) => page.getByRole('status', { name: 'Stato del salvataggio' })
/** Every edit made so far is saved (each one is a call the fake backend answers in turn). */
const expectSaved = (page: Page) =>
  expect(status(page)).toContainText('Tutte le modifiche sono salvate', { timeout: 30_000 })
const campo = (page: Page, label: string, n: number) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}, esercizio ${n}:`) })

class Counter {
  clicks = 0
  typed = 0
  async click(target: Locator): Promise<void> {
    this.clicks += 1
    await target.click()
  }
  async type(target: Locator, text: string): Promise<void> {
    this.typed += 1
    await target.fill(text)
  }
}

/** Adds the first `n` exercises the panel finds for `search` with their + buttons. */
async function aggiungiDalPannello(
  page: Page,
  count: Counter,
  search: string,
  n: number,
  gruppo: string,
): Promise<string[]> {
  const panel = page.getByRole('complementary', { name: 'Costruzione scheda' })
  await count.type(panel.getByRole('textbox', { name: 'Cerca esercizio' }), search)
  const add = panel.getByRole('button', { name: new RegExp(`^Aggiungi .* in ${gruppo}$`) })
  // The list of the search (not the one before it) is on screen.
  await expect(add.first()).toHaveAttribute('aria-label', new RegExp(search, 'i'))
  const names: string[] = []
  for (let i = 0; i < n; i += 1) {
    const button = add.nth(i)
    const label = (await button.getAttribute('aria-label')) ?? ''
    names.push(label.replace(/^Aggiungi (.*) in .*$/, '$1'))
    await count.click(button)
  }
  return names
}

/** Opens a methodology picker, searches `codice` and picks it with Enter (the first match). */
async function scegliMetodologia(page: Page, count: Counter, picker: Locator, codice: string) {
  await count.click(picker)
  const search = page.getByRole('combobox', { expanded: true })
  await expect(search).toBeFocused()
  await count.type(search, codice)
  await expect(page.getByRole('option', { name: new RegExp(`^${codice} `) })).toBeAttached()
  await search.press('Enter')
  await expect(search).toBeHidden()
}

test.describe('sheet builder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test('a new sheet for a client: 2 groups x 6 exercises, keyboard reorder, reload', async ({
    page,
    apiCalls,
  }) => {
    // The whole job in one test: a few dozen edits, each saved by the fake backend.
    test.setTimeout(240_000)
    const count = new Counter()
    // Clienti > Cerca, the client, Schede, then "Nuova scheda".
    const cerca = sideMenu(page).getByRole('link', { name: 'Cerca' }).first()
    if (!(await cerca.isVisible()))
      await count.click(sideMenu(page).getByRole('menuitem', { name: 'Clienti' }))
    await count.click(cerca)
    const firstRow = page.getByRole('table', { name: 'Elenco dei clienti' }).getByRole('row').nth(1)
    await count.click(firstRow.getByRole('cell').first())
    await expect(page).toHaveURL(/\/clienti\/\d+$/)
    const clienteId = new URL(page.url()).pathname.split('/').pop()
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
    await count.click(page.getByRole('tab', { name: 'Schede' }))
    await count.click(page.getByRole('button', { name: 'Nuova scheda' }))
    await expect(page).toHaveURL(new RegExp(`/librerie/schede/nuova\\?cliente=${clienteId}$`))
    await expect(page.getByRole('heading', { name: 'Nuova scheda' })).toBeVisible()
    await expectAccessible(page, 'new sheet')
    await count.click(page.getByRole('button', { name: 'Crea scheda' }))
    await expect(page).toHaveURL(/\/librerie\/schede\/\d+$/, { timeout: 30_000 })
    const schedaUrl = page.url()
    await expect(tab(page, /^Gruppo A 0 esercizi$/)).toHaveAttribute('aria-selected', 'true')

    // Group A: a base methodology, then six exercises that take its cycles' values.
    await scegliMetodologia(
      page,
      count,
      page.getByRole('button', { name: /^Metodologia di base, Gruppo A:/ }),
      'SF-01',
    )
    const gruppoA = await aggiungiDalPannello(page, count, 'panca', 6, 'Gruppo A')
    await expect(builderRows(page)).toHaveCount(6)
    expect(await eserciziMostrati(page)).toEqual(gruppoA)
    await expect(campo(page, 'Serie', 1)).toHaveValue('3')
    await expect(campo(page, 'Recupero', 1)).toHaveValue('1:30')

    // Italian numbers and durations as a trainer types them.
    await count.type(campo(page, 'Carico', 1), '22,5')
    await count.type(campo(page, 'Recupero', 2), "2'")
    await count.type(campo(page, 'Ripetizioni', 3), '12/10/8')
    await campo(page, 'Ripetizioni', 3).press('Enter')
    await expectSaved(page)
    await expect(campo(page, 'Carico', 1)).toHaveValue('22,5')
    await expect(campo(page, 'Recupero', 2)).toHaveValue('2:00')

    // Group B, with its own exercises and a superserie on two of them.
    await count.click(page.getByRole('button', { name: 'Aggiungi gruppo B' }))
    await expect(tab(page, /^Gruppo B 0 esercizi$/)).toHaveAttribute('aria-selected', 'true')
    const gruppoB = await aggiungiDalPannello(page, count, 'squat', 6, 'Gruppo B')
    await expect(builderRows(page)).toHaveCount(6)
    for (const n of [1, 2]) {
      await scegliMetodologia(
        page,
        count,
        page.getByRole('button', { name: new RegExp(`^Metodologia, esercizio ${n}:`) }),
        'SS-01',
      )
    }
    await expect(page.getByText(/SS-01 Superserie agonisti-antagonisti: 2 esercizi/)).toBeVisible()

    // Keyboard reorder: the first exercise goes two places down (Space, arrows, Space).
    const handle = page.getByRole('button', { name: `Trascina 1. ${gruppoB[0]}` })
    await handle.focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Space')
    const riordinato = [gruppoB[1], gruppoB[2], gruppoB[0], ...gruppoB.slice(3)]
    await expect.poll(() => eserciziMostrati(page)).toEqual(riordinato)
    await expectSaved(page)
    expect(
      apiCalls.matching('POST', /\/api\/schedadettaglio\/changeposition\/\d+$/).length,
    ).toBeGreaterThan(0)
    await expectAccessible(page, 'sheet builder')

    // Everything is still there after a reload.
    await page.reload()
    await expect(page).toHaveURL(schedaUrl)
    await expect(tab(page, /^Gruppo A 6 esercizi$/)).toBeVisible()
    await expect(tab(page, /^Gruppo B 6 esercizi$/)).toBeVisible()
    expect(await eserciziMostrati(page)).toEqual(gruppoA)
    await expect(campo(page, 'Carico', 1)).toHaveValue('22,5')
    await expect(campo(page, 'Recupero', 2)).toHaveValue('2:00')
    await expect(campo(page, 'Ripetizioni', 3)).toHaveValue('12/10/8')
    await tab(page, /^Gruppo B 6 esercizi$/).click()
    await expect.poll(() => eserciziMostrati(page)).toEqual(riordinato)
    await expect(
      page.getByRole('button', { name: /^Metodologia, esercizio 1:.*SS-01/ }),
    ).toBeVisible()

    test.info().annotations.push({
      type: 'conteggio',
      description: `${MODE}: ${count.clicks} clic e ${count.typed} campi digitati`,
    })
    console.log(`[${MODE}] whole job: ${count.clicks} clicks, ${count.typed} typed fields`)
  })
})
