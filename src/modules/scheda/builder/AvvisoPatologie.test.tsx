import { screen, waitFor, within } from '@testing-library/react'
import { getDb } from '@mocks/db/store'
import { calls, recordRequests, renderPage } from '@/test/harness'

/**
 * The pathology demo (mocks/db/scenari/patologie.ts): Ilaria Albanese has a knee pathology; in
 * group A of her sheet "Postura novembre 2025" the paused squat is contraindicated by its own list
 * and the calf raise loads the knee; the other exercises are clean.
 */
const SQUAT = 'Squat con bilanciere con fermo'
const CALF = 'Calf raise in piedi unilaterale'

const schedaDemo = () => {
  const db = getDb()
  const cliente = db.cliente.find((c) => c.nome === 'Ilaria' && c.cognome === 'Albanese')!
  return db.scheda.find((s) => s.cliente?.id === cliente.id && s.nome === 'Postura novembre 2025')!
}

const open = async (route: string) => {
  const app = await renderPage(route, { pointerEventsCheck: false })
  await screen.findByText(/^1\. /)
  return app
}

// Label queries, not role queries: jsdom computes every style of this large page for each role query.
const status = () => screen.getByLabelText('Stato del salvataggio')
const saved = () =>
  waitFor(() => expect(status()).toHaveTextContent('Tutte le modifiche sono salvate'))

const row = (nome: string) => {
  const found = Array.from(document.querySelectorAll('[role="listitem"]')).find((el) =>
    el.getAttribute('aria-label')?.endsWith(`. ${nome}`),
  )
  if (!found) throw new Error(`No row ${nome}`)
  return found as HTMLElement
}

const field = (campo: string, nome: string) =>
  within(row(nome)).getByLabelText(new RegExp(`^${campo}, esercizio \\d+:`)) as HTMLInputElement

describe('pathology warnings in the sheet builder', () => {
  it('warns on a client sheet, replaces in one click keeping the values, keeps another', async () => {
    const scheda = schedaDemo()
    const route = `/librerie/schede/${scheda.id}`
    const seen = recordRequests()
    const app = await open(route)

    // The client's pathologies above the groups, and a warning with its reason on each row.
    expect(
      await screen.findByText(/Patologie del cliente: Ginocchio\. 2 esercizi con un avviso\./),
    ).toBeInTheDocument()
    const squat = screen.getByLabelText(`Attenzione: ${SQUAT} è controindicato per Ginocchio`)
    expect(squat).toHaveTextContent('Ginocchio: è tra le controindicazioni dell’esercizio.')
    const calf = screen.getByLabelText(`Attenzione: ${CALF} è controindicato per Ginocchio`)
    expect(calf).toHaveTextContent('Ginocchio: l’esercizio carica questa articolazione.')
    // Clean exercises warn about nothing.
    expect(within(row('Crunch')).queryByText(/Attenzione/)).not.toBeInTheDocument()

    // Three alternatives for the squat, ranked; the first replaces it in one click.
    const proposte = within(squat).getAllByLabelText(/^Sostituisci /)
    expect(proposte).toHaveLength(3)
    const prima = proposte[0]!.getAttribute('aria-label')!.replace(/^Sostituisci .* con /, '')
    const before = {
      serie: field('Serie', SQUAT).value,
      ripetizioni: field('Ripetizioni', SQUAT).value,
      recupero: field('Recupero', SQUAT).value,
      carico: field('Carico', SQUAT).value,
    }
    await app.user.click(proposte[0]!)
    expect(field('Serie', prima).value).toBe(before.serie)
    expect(field('Ripetizioni', prima).value).toBe(before.ripetizioni)
    expect(field('Recupero', prima).value).toBe(before.recupero)
    expect(field('Carico', prima).value).toBe(before.carico)
    expect(screen.queryByLabelText(new RegExp(`Attenzione: ${SQUAT}`))).not.toBeInTheDocument()

    // The calf raise is kept: the warning turns into a quiet tag, which takes the focus.
    await app.user.click(screen.getByLabelText(`Mantieni esercizio ${CALF} nonostante l’avviso`))
    const ignorato = screen.getByLabelText(new RegExp(`^Avviso ignorato: ${CALF}`))
    expect(ignorato).toHaveTextContent('Avviso ignorato')
    expect(ignorato).toHaveFocus()
    await saved()
    const puts = calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/).map((c) => c.body)
    expect(puts).toEqual([
      expect.objectContaining({
        esercizio: expect.objectContaining({ nomenclatura: prima }),
        patologieIgnorateArticolazioni: [],
      }),
      expect.objectContaining({
        esercizio: expect.objectContaining({ nomenclatura: CALF }),
        patologieIgnorateArticolazioni: [expect.objectContaining({ nome: 'Ginocchio' })],
      }),
    ])
    expect(
      screen.getByText(/1 esercizio con un avviso|0 esercizi con un avviso/),
    ).toHaveTextContent('0 esercizi con un avviso, 1 mantenuto.')

    // After a reload both choices are still there, and the kept warning can be opened again.
    app.unmount()
    const again = await open(route)
    expect(await screen.findByText(/0 esercizi con un avviso, 1 mantenuto\./)).toBeInTheDocument()
    expect(field('Serie', prima).value).toBe(before.serie)
    const tag = screen.getByLabelText(new RegExp(`^Avviso ignorato: ${CALF}`))
    await again.user.click(tag)
    await again.user.click(screen.getByLabelText(`Riattiva avviso per ${CALF}`))
    expect(
      screen.getByLabelText(`Mantieni esercizio ${CALF} nonostante l’avviso`),
    ).toBeInTheDocument()
    await saved()
  })

  it('marks conflicting exercises in the construction panel without hiding them', async () => {
    const app = await open(`/librerie/schede/${schedaDemo().id}`)
    await screen.findByText(/Patologie del cliente: Ginocchio/)
    await app.user.type(screen.getByLabelText('Cerca esercizio'), 'squat con bilanciere con fermo')
    const add = await screen.findByLabelText(`Aggiungi ${SQUAT} in Gruppo A`)
    expect(add).toHaveAccessibleDescription('Controindicato per Ginocchio')
    const item = add.closest('li')!
    expect(within(item).getByTitle('Controindicato per Ginocchio')).toBeInTheDocument()
    // A clean one has no mark.
    await app.user.clear(screen.getByLabelText('Cerca esercizio'))
    await app.user.type(screen.getByLabelText('Cerca esercizio'), 'squat al trx')
    const clean = await screen.findByLabelText('Aggiungi Squat al TRX in Gruppo A')
    expect(clean).not.toHaveAccessibleDescription(/Controindicato/)
    expect(clean.closest('li')!.querySelector('[title^="Controindicato"]')).toBeNull()
  })

  it('warns about nothing on a library template (no client), nor asks for the catalogue', async () => {
    const seen = recordRequests()
    await open('/librerie/schede/2')
    expect(screen.queryByText(/Patologie del cliente/)).not.toBeInTheDocument()
    expect(screen.queryByText(/^Attenzione:/)).not.toBeInTheDocument()
    expect(calls(seen, 'GET', /^\/api\/cliente\//)).toEqual([])
  })
})
