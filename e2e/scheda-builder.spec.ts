import type { Locator, Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { login, reloadApp, openMenuEntry } from './support/app'
import { ISTRUTTORE, MODE } from './support/env'
import { expect, test } from './support/test'

/**
 * The trainer's ordinary Monday job, as a practised trainer does it: a new client with a
 * knee problem, then a sheet from scratch with Gruppo A (7 exercises), Gruppo B (7) and Stretching
 * (6), serie/ripetizioni/recupero/carico on every row, three methodologies, one superserie, a
 * reorder by mouse and one by keyboard, an exercise moved to another group, and a reload. Clicks,
 * typed fields and keys are counted as the trainer makes them, and printed (target: at most 45
 * clicks and 50 typed fields, from 90 and 112; keys not more than the 92 of before).
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
  expect(status(page)).toContainText('Tutte le modifiche sono salvate', { timeout: 60_000 })
const campo = (page: Page, label: string, n: number) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}, esercizio ${n}:`) })
const panel = (page: Page) => page.getByRole('complementary', { name: 'Costruzione scheda' })
const cercaEsercizio = (page: Page) => panel(page).getByRole('textbox', { name: 'Cerca esercizio' })
/** The panel's results, in order. */
const risultati = (page: Page) =>
  panel(page).getByRole('list', { name: 'Costruzione scheda' }).getByRole('listitem')

/** What the trainer's hands do, counted. */
class Counter {
  clicks = 0
  typed = 0
  keys = 0
  constructor(private readonly page: Page) {}
  async click(target: Locator, options: { modifiers?: 'Shift'[] } = {}): Promise<void> {
    this.clicks += 1
    await target.click(options)
  }
  /** A drag with the mouse: one press, a move (in steps, as a hand does), one release. */
  async drag(source: Locator, target: Locator): Promise<void> {
    this.clicks += 1
    // The row dragged on screen (rows with a pathology warning are tall), its target above it.
    await source.scrollIntoViewIfNeeded()
    const from = await source.boundingBox()
    const to = await target.boundingBox()
    if (!from || !to) throw new Error('drag: source or target not on screen')
    const x = from.x + from.width / 2
    await this.page.mouse.move(x, from.y + from.height / 2)
    await this.page.mouse.down()
    await this.page.mouse.move(x, from.y + from.height / 2 - 12, { steps: 4 })
    await this.page.mouse.move(x, to.y + 2, { steps: 25 })
    await this.page.waitForTimeout(400)
    await this.page.mouse.up()
  }
  async type(target: Locator, text: string): Promise<void> {
    this.typed += 1
    await target.fill(text)
  }
  /** Keys on the element that has the focus. */
  async press(...keys: string[]): Promise<void> {
    for (const key of keys) {
      this.keys += 1
      await this.page.keyboard.press(key)
    }
  }
}

/**
 * Adds `n` exercises the panel finds, by keyboard: "/", the words (or `null`: the last search
 * again, its text kept), Enter for the first result of a new search, then Down and Enter for each
 * next one. Answers their names.
 */
async function aggiungiDaTastiera(page: Page, count: Counter, search: string | null, n: number) {
  await count.press('/')
  await expect(cercaEsercizio(page)).toBeFocused()
  if (search !== null) {
    await count.type(cercaEsercizio(page), search)
    await expect(risultati(page).first()).toContainText(new RegExp(search.split(' ')[0]!, 'i'))
  }
  for (let i = 0; i < n; i += 1) {
    if (i > 0 || search === null) await count.press('ArrowDown')
    const before = await builderRows(page).count()
    await count.press('Enter')
    await expect(builderRows(page)).toHaveCount(before + 1)
  }
  return (await eserciziMostrati(page)).slice(-n)
}

/** Opens a methodology picker, searches `codice` and picks it with Enter (the first match). */
async function scegliMetodologia(page: Page, count: Counter, picker: Locator, codice: string) {
  await count.click(picker)
  const search = page.getByRole('combobox', { expanded: true })
  await expect(search).toBeFocused()
  await count.type(search, codice)
  await expect(page.getByRole('option', { name: new RegExp(`^${codice} `) })).toBeAttached()
  await count.press('Enter')
  await expect(search).toBeHidden()
}

/** Types the loads of `n` rows from the first: a click in the first, then value and Enter. */
async function carichi(page: Page, count: Counter, values: string[]) {
  await count.click(campo(page, 'Carico', 1))
  for (const [i, value] of values.entries()) {
    await expect(campo(page, 'Carico', i + 1)).toBeFocused()
    await count.type(campo(page, 'Carico', i + 1), value)
    await count.press('Enter')
  }
}

/** Serie, ripetizioni, recupero of row 1 (the next rows take them when added), then out. */
async function valoriPrimaRiga(page: Page, count: Counter, [serie, rip, rec]: string[]) {
  await count.click(campo(page, 'Serie', 1))
  await count.type(campo(page, 'Serie', 1), serie!)
  await count.press('Tab')
  await count.type(campo(page, 'Ripetizioni', 1), rip!)
  await count.press('Tab')
  await count.type(campo(page, 'Recupero', 1), rec!)
  // Esc saves and leaves the field: "/" is then the panel's search again.
  await count.press('Escape')
}

test.describe('sheet builder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login')
    await login(page, ISTRUTTORE)
  })

  test('the Monday job: a new client with a knee problem and a 3-group sheet', async ({
    page,
    apiCalls,
  }) => {
    // The whole job in one test: a hundred edits, each saved by the fake backend in turn.
    test.setTimeout(420_000)
    const count = new Counter(page)
    const cognome = `Lunedi${Date.now().toString(36)}`

    // Clienti > Nuovo: the client, and their knee in "Caratteristiche e patologie".
    await openMenuEntry(page, 'Clienti', 'Nuovo', (target) => count.click(target))
    await expect(page.getByRole('heading', { name: 'Nuovo cliente' })).toBeVisible()
    await count.type(page.getByLabel('Cognome'), cognome)
    await count.type(page.getByLabel('Nome', { exact: true }), 'Giulia')
    await count.click(page.getByRole('tab', { name: 'Caratteristiche e patologie' }))
    const articolazioni = page.getByRole('combobox', { name: 'Articolazioni' })
    await count.click(articolazioni)
    await count.type(articolazioni, 'Ginocchio')
    await expect(page.getByTitle('Ginocchio', { exact: true })).toBeVisible()
    await count.press('Enter', 'Escape')
    await count.click(page.getByRole('button', { name: 'Salva' }))
    await expect(page).toHaveURL(/\/clienti\/\d+$/)
    const clienteId = new URL(page.url()).pathname.split('/').pop()

    // Its Schede tab, "Nuova scheda", "Crea scheda": a blank sheet with Gruppo A ready.
    await count.click(page.getByRole('tab', { name: 'Schede' }))
    await count.click(page.getByRole('button', { name: 'Nuova scheda' }))
    await expect(page).toHaveURL(new RegExp(`/librerie/schede/nuova\\?cliente=${clienteId}$`))
    await count.click(page.getByRole('button', { name: 'Crea scheda' }))
    await expect(page).toHaveURL(/\/librerie\/schede\/\d+$/, { timeout: 30_000 })
    const schedaUrl = page.url()
    await expect(tab(page, /^Gruppo A 0 esercizi$/)).toHaveAttribute('aria-selected', 'true')

    // Gruppo A: a base methodology, then 7 exercises by keyboard: they take its cycles' values.
    await scegliMetodologia(
      page,
      count,
      page.getByRole('button', { name: /^Metodologia di base, Gruppo A:/ }),
      'SF-01',
    )
    const gruppoA = await aggiungiDaTastiera(page, count, 'panca', 7)
    await expect(builderRows(page)).toHaveCount(7)
    for (const n of [1, 7]) {
      await expect(campo(page, 'Serie', n)).toHaveValue('3')
      await expect(campo(page, 'Ripetizioni', n)).toHaveValue('10')
      await expect(campo(page, 'Recupero', n)).toHaveValue('1:30')
    }
    await carichi(page, count, ['40', '42,5', '20', '22,5', '30', '12', '14'])
    await expectSaved(page)
    await expect(campo(page, 'Carico', 2)).toHaveValue('42,5')

    // Gruppo B: the first exercise with its values; the next six take them from the row above.
    await count.click(page.getByRole('button', { name: 'Aggiungi gruppo B' }))
    await expect(tab(page, /^Gruppo B 0 esercizi$/)).toHaveAttribute('aria-selected', 'true')
    await aggiungiDaTastiera(page, count, 'squat', 1)
    await valoriPrimaRiga(page, count, ['4', '8', '2:00'])
    await aggiungiDaTastiera(page, count, null, 6)
    await expect(builderRows(page)).toHaveCount(7)
    await expect(campo(page, 'Ripetizioni', 7)).toHaveValue('8')
    await expect(campo(page, 'Recupero', 7)).toHaveValue('2:00')
    await carichi(page, count, ['60', '50', '40', '30', '25', '20', '16'])
    // One superserie of rows 2 and 3: selected (click, Shift+click), made in one action.
    await count.click(page.getByRole('checkbox', { name: /^Seleziona 2\./ }))
    await count.click(page.getByRole('checkbox', { name: /^Seleziona 3\./ }), {
      modifiers: ['Shift'],
    })
    await count.click(page.getByRole('button', { name: 'Superserie', exact: true }))
    await expect(
      page.getByText('SS-01 Superserie agonisti-antagonisti: 2 esercizi eseguiti di seguito'),
    ).toBeVisible()
    // The third methodology, on row 5: it applies at once, the values typed stay.
    await scegliMetodologia(
      page,
      count,
      page.getByRole('button', { name: /^Metodologia, esercizio 5:/ }),
      'PIR-01',
    )
    await expect(campo(page, 'Carico', 5)).toHaveValue('25')
    await expectSaved(page)

    // Stretching, 6 exercises, the same way.
    await count.click(page.getByRole('button', { name: 'Altri modi di aggiungere un gruppo' }))
    await count.click(page.getByRole('menuitem', { name: 'Aggiungi Stretching' }))
    await expect(tab(page, /^Stretching 0 esercizi$/)).toHaveAttribute('aria-selected', 'true')
    await aggiungiDaTastiera(page, count, 'stretching', 1)
    await valoriPrimaRiga(page, count, ['1', '30 sec', '15'])
    await aggiungiDaTastiera(page, count, null, 5)
    await expect(builderRows(page)).toHaveCount(6)
    await carichi(page, count, ['0', '0', '0', '0', '0', '0'])
    await expectSaved(page)

    // Gruppo B again: a reorder by mouse (row 5 dragged onto row 4's place)...
    await count.click(tab(page, /^Gruppo B /))
    const gruppoB = await eserciziMostrati(page)
    await count.drag(
      page.getByRole('button', { name: `Trascina 5. ${gruppoB[4]}` }),
      page.getByRole('button', { name: `Trascina 4. ${gruppoB[3]}` }),
    )
    const trascinato = [...gruppoB.slice(0, 3), gruppoB[4], gruppoB[3], ...gruppoB.slice(5)]
    await expect.poll(() => eserciziMostrati(page)).toEqual(trascinato)
    // ...the superserie (rows 2 and 3) down one place as one block, by its button...
    await count.click(page.getByRole('button', { name: 'Sposta giù il blocco A' }))
    await expect
      .poll(() => eserciziMostrati(page))
      .toEqual([gruppoB[0], gruppoB[4], gruppoB[1], gruppoB[2], gruppoB[3], ...gruppoB.slice(5)])
    // ...and one by keyboard: the last row up one place (Alt+Up in its field).
    await count.click(campo(page, 'Carico', 7))
    await count.press('Alt+ArrowUp')
    const riordinato = [
      gruppoB[0],
      gruppoB[4],
      gruppoB[1],
      gruppoB[2],
      gruppoB[3],
      gruppoB[6],
      gruppoB[5],
    ]
    await expect.poll(() => eserciziMostrati(page)).toEqual(riordinato)
    await expectSaved(page)
    expect(
      apiCalls.matching('POST', /\/api\/schedadettaglio\/changeposition\/\d+$/).length,
    ).toBeGreaterThan(0)

    // One exercise to Gruppo A.
    const spostato = riordinato[6]!
    await count.click(page.getByRole('button', { name: `Sposta ${spostato} in un altro gruppo` }))
    await count.click(page.getByRole('dialog').getByRole('button', { name: 'Sposta in Gruppo A' }))
    await expect(tab(page, /^Gruppo A 8 esercizi$/)).toBeVisible()
    await expectSaved(page)
    await expectAccessible(page, 'sheet builder')

    // Everything is still there after a reload (F5).
    count.keys += 1
    await reloadApp(page)
    await expect(page).toHaveURL(schedaUrl)
    await expect(tab(page, /^Gruppo A 8 esercizi$/)).toBeVisible()
    await expect(tab(page, /^Gruppo B 6 esercizi$/)).toBeVisible()
    await expect(tab(page, /^Stretching 6 esercizi$/)).toBeVisible()
    await expect.poll(() => eserciziMostrati(page)).toEqual([...gruppoA, spostato])
    await expect(campo(page, 'Carico', 2)).toHaveValue('42,5')
    await expect(campo(page, 'Recupero', 7)).toHaveValue('1:30')
    await tab(page, /^Gruppo B /).click()
    await expect.poll(() => eserciziMostrati(page)).toEqual(riordinato.slice(0, 6))
    await expect(
      page.getByText('SS-01 Superserie agonisti-antagonisti: 2 esercizi eseguiti di seguito'),
    ).toBeVisible()
    await expect(
      page.getByRole('button', { name: /^Metodologia, esercizio \d: .*PIR-01/ }),
    ).toBeVisible()
    // The undo history came through the reload: the last change can still be taken back.
    await expect(page.getByRole('button', { name: /^Annulla: Sposta / })).toBeEnabled()

    const figures = `${count.clicks} clic, ${count.typed} campi digitati, ${count.keys} tasti`
    test.info().annotations.push({ type: 'conteggio', description: `${MODE}: ${figures}` })
    console.log(`[${MODE}] the Monday job: ${figures}`)
    expect(count.clicks).toBeLessThanOrEqual(45)
    expect(count.typed).toBeLessThanOrEqual(50)
    expect(count.keys).toBeLessThanOrEqual(92)
  })
})
