import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { getDb } from '@mocks/db/store'
import { browserNavigation } from '@/api/base-query'
import { AppLayout } from '@/app/layout/AppLayout'
import { server } from '@/test/server'
import {
  eserciziShown,
  field,
  openScheda,
  reloadScheda,
  righeMostrate,
  saved,
  saveStatus,
  SCHEDA_DEMO,
  tab,
} from '@/test/builder'
import { calls, findDialog, pageRoutes, queryDialog, recordRequests } from '@/test/harness'

/**
 * The builder at trainer speed: rows that fill themselves, blocks made from a selection,
 * undo and redo of every kind of change (after a reload too), copy and paste between sheets, the
 * keyboard, and a page left without a needless question.
 *
 * Sheet 2 "Split 3 giorni ipertrofia": group A (base SS-03: rows 1, 3, 4 with SS-03), B (4 rows,
 * 2 and 3 with STR-01), C (5 rows, no base methodology; row 2 with SF-05), Stretching (3).
 */
const ROUTE = SCHEDA_DEMO
const open = openScheda
const reload = reloadScheda
const righe = righeMostrate
const status = saveStatus

const seleziona = (n: number) =>
  screen.getByLabelText(new RegExp(`^Seleziona ${n}\\. `)) as HTMLInputElement

/** A key on the page, as the trainer presses it (on the element with the focus). */
const key = (k: string, init: KeyboardEventInit = {}) => {
  const focused = document.activeElement
  fireEvent.keyDown(focused?.isConnected ? focused : document.body, { key: k, ...init })
}

const showGroup = async (user: Awaited<ReturnType<typeof open>>['user'], label: string) => {
  await user.click(tab(label))
  await waitFor(() => expect(tab(label)).toHaveAttribute('aria-selected', 'true'))
}

const addFromPanel = async (user: Awaited<ReturnType<typeof open>>['user'], gruppo: string) => {
  const [add] = await screen.findAllByLabelText(new RegExp(`^Aggiungi .* in ${gruppo}$`))
  const nome = add!.getAttribute('aria-label')!.replace(/^Aggiungi (.*) in .*$/, '$1')
  await user.click(add!)
  return nome
}

describe('the builder at trainer speed', () => {
  it('fills a new row from the row above (serie, ripetizioni, recupero), never the load', async () => {
    const seen = recordRequests()
    const app = await open()
    await showGroup(app.user, 'Gruppo C')
    const nome = await addFromPanel(app.user, 'Gruppo C')
    await saved()
    // Row 5 (Pulley basso presa neutra): 2 x 8-10, recupero 3:00, 25 kg.
    expect(calls(seen, 'POST', '/api/schedadettaglio/')[0]!.body).toMatchObject({
      esercizio: { nomenclatura: nome },
      ordine: 5,
      serie: 2,
      ripetizioni: '8-10',
      recupero: 180,
      carico: null,
      metodologia: null,
    })
    expect(field('Serie', 6)).toHaveValue('2')
    expect(field('Recupero', 6)).toHaveValue('3:00')
    expect(field('Carico', 6)).toHaveValue('')
    // What was filled says so (to the eye and to screen readers) until changed.
    for (const campo of ['Serie', 'Ripetizioni', 'Recupero']) {
      expect(field(campo, 6)).toHaveAttribute('data-auto', 'true')
      expect(field(campo, 6)).toHaveAccessibleDescription(/Compilato in automatico/)
    }
    expect(field('Carico', 6)).not.toHaveAttribute('data-auto')
  })

  it('makes a superserie of two rows in one action, lettered A1 A2, and announces a split', async () => {
    const seen = recordRequests()
    const app = await open()
    await showGroup(app.user, 'Gruppo C')
    const before = eserciziShown()

    // Rows 3 and 5 selected (click, then Shift+click makes a range from row 3 to 4).
    await app.user.click(seleziona(3))
    await app.user.keyboard('{Shift>}')
    await app.user.click(seleziona(4))
    await app.user.keyboard('{/Shift}')
    const bar = screen.getByRole('toolbar', { name: 'Azioni sugli esercizi selezionati' })
    expect(bar).toHaveTextContent('2 esercizi selezionati')
    // A triserie needs three rows: it says so.
    expect(within(bar).getByText('Triserie').closest('button')).toBeDisabled()
    await app.user.click(within(bar).getByText('Superserie'))
    await saved()

    // One action: both rows take SS-01 (the superserie methodology, not the potency contrast).
    const puts = calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/).map((c) => c.body)
    expect(puts).toEqual([
      expect.objectContaining({ metodologia: expect.objectContaining({ codice: 'SS-01' }) }),
      expect.objectContaining({ metodologia: expect.objectContaining({ codice: 'SS-01' }) }),
    ])
    expect(
      screen.getByText('SS-01 Superserie agonisti-antagonisti: 2 esercizi eseguiti di seguito'),
    ).toBeInTheDocument()
    expect(righe()[2]).toHaveAccessibleDescription('A1, esercizio 1 di 2 del blocco A')
    expect(righe()[3]).toHaveAccessibleDescription('A2, esercizio 2 di 2 del blocco A')
    expect(screen.queryByRole('toolbar', { name: 'Azioni sugli esercizi selezionati' })).toBeNull()

    // The last row of the block moved down leaves it: said so, never silently, with Annulla.
    await app.user.click(screen.getByLabelText(`Sposta giù ${before[3]}`))
    expect(eserciziShown()).toEqual([before[0], before[1], before[2], before[4], before[3]])
    expect(
      await screen.findByText(`Superserie A sciolta: ${before[3]} non è più eseguito di seguito`),
    ).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(eserciziShown()).toEqual(before))
    expect(
      screen.getByText('SS-01 Superserie agonisti-antagonisti: 2 esercizi eseguiti di seguito'),
    ).toBeInTheDocument()
    await saved()
  })

  it('undoes and redoes each kind of change, through the server, also after a reload', async () => {
    const seen = recordRequests()
    let app = await open()
    const before = eserciziShown()
    const annulla = () => screen.getByLabelText(/^Annulla: /)
    const ripeti = () => screen.getByLabelText(/^Ripeti: /)

    // A field, a move, a deletion, a methodology removed, a group added and renamed.
    fireEvent.change(field('Carico', 2), { target: { value: '22,5' } })
    fireEvent.blur(field('Carico', 2))
    await app.user.click(screen.getByLabelText(`Sposta giù ${before[1]}`))
    await app.user.click(screen.getByLabelText(`Elimina ${before[0]}`))
    await saved()
    expect(eserciziShown()).toEqual([before[2], before[3], before[1]])
    expect(annulla()).toHaveAccessibleName(`Annulla: Elimina ${before[0]} (Ctrl+Z)`)

    // Ctrl+Z (not while typing in a field with unsaved text): the row comes back where it was.
    key('z', { ctrlKey: true })
    await waitFor(() =>
      expect(eserciziShown()).toEqual([before[0], before[2], before[3], before[1]]),
    )
    await saved()
    expect(calls(seen, 'POST', '/api/schedadettaglio/').at(-1)!.body).toMatchObject({ ordine: 0 })
    expect(ripeti()).toHaveAccessibleName(`Ripeti: Elimina ${before[0]} (Ctrl+Maiusc+Z)`)

    // Every change of the session on this sheet can be undone after a reload too.
    app = await reload(app)
    expect(eserciziShown()).toEqual([before[0], before[2], before[3], before[1]])
    expect(annulla()).toHaveAccessibleName(`Annulla: Sposta ${before[1]} (Ctrl+Z)`)
    await app.user.click(annulla())
    await waitFor(() => expect(eserciziShown()).toEqual(before))
    await app.user.click(annulla())
    await saved()
    expect(field('Carico', 2)).toHaveValue('16')

    // Redo: Ctrl+Shift+Z and Ctrl+Y make them again.
    key('z', { ctrlKey: true, shiftKey: true })
    await waitFor(() => expect(field('Carico', 2)).toHaveValue('22,5'))
    key('y', { ctrlKey: true })
    await waitFor(() =>
      expect(eserciziShown()).toEqual([before[0], before[2], before[3], before[1]]),
    )
    await saved()

    // Group changes: added, renamed, deleted with its rows; each undone.
    await app.user.click(screen.getByText('Aggiungi gruppo D'))
    await saved()
    expect(tab('Gruppo D')).toHaveAttribute('aria-selected', 'true')
    await showGroup(app.user, 'Gruppo B')
    const gruppoB = eserciziShown()
    await app.user.click(screen.getByLabelText('Altre azioni di Gruppo B'))
    await app.user.click(await screen.findByText('Elimina gruppo'))
    await saved()
    expect(() => tab('Gruppo B')).toThrow()
    key('z', { ctrlKey: true })
    await waitFor(() => expect(tab('Gruppo B').textContent).toBe('Gruppo B 4 esercizi'))
    await saved()
    await showGroup(app.user, 'Gruppo B')
    expect(eserciziShown()).toEqual(gruppoB)
    // The rows came back with their methodologies and values.
    expect(screen.getByLabelText(/^Metodologia, esercizio 2: .*: STR-01/)).toBeInTheDocument()
    expect(field('Ripetizioni', 2)).toHaveValue('8-10/MAX/MAX')
    key('z', { ctrlKey: true })
    await waitFor(() => expect(() => tab('Gruppo D')).toThrow())
    await saved()

    app = await reload(app)
    expect(() => tab('Gruppo D')).toThrow()
    expect(tab('Gruppo B').textContent).toBe('Gruppo B 4 esercizi')
  })

  it('pastes rows copied in one sheet into another, keeping order, values and methodologies', async () => {
    const seen = recordRequests()
    const app = await open()
    // After user-event's set-up, which puts a clipboard of its own.
    const writeText = jest.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await showGroup(app.user, 'Gruppo B')
    const copiate = eserciziShown()

    // Ctrl+A on a selection control selects the group; Ctrl+C copies it.
    act(() => seleziona(1).focus())
    key('a', { ctrlKey: true })
    expect(
      screen.getByRole('toolbar', { name: 'Azioni sugli esercizi selezionati' }),
    ).toHaveTextContent('4 esercizi selezionati')
    key('c', { ctrlKey: true })
    expect(await screen.findByText('4 esercizi copiati: incollarli con Ctrl+V')).toBeInTheDocument()
    // The system clipboard gets them as text, to paste in a message.
    expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/^Gruppo B\n1\. .+ · 4 × MAX · recupero 1:30 · 45 kg\n2\. /),
    )

    // Another sheet (3, "Forza 5x5"): pasted at the end of its first group.
    await act(() => app.router.navigate('/librerie/schede/3'))
    await screen.findByText('Forza 5x5', { selector: 'h2' })
    await screen.findByText(/^1\. /)
    const prima = eserciziShown()
    key('v', { ctrlKey: true })
    await waitFor(() => expect(eserciziShown()).toEqual([...prima, ...copiate]))
    await saved()
    const posts = calls(seen, 'POST', '/api/schedadettaglio/').map((c) => c.body)
    expect(posts.map((b) => b?.esercizio)).toEqual(
      copiate.map((nome) => expect.objectContaining({ nomenclatura: nome })),
    )
    expect(posts.map((b) => b?.ordine)).toEqual([0, 1, 2, 3].map((i) => prima.length + i))
    expect(posts[1]).toMatchObject({
      metodologia: { codice: 'STR-01' },
      serie: 3,
      ripetizioni: '8-10/MAX/MAX',
      recupero: 0,
      carico: 30,
    })
    expect(await screen.findByText(/^4 esercizi incollati in Gruppo /)).toBeInTheDocument()

    // The whole group can also be pasted as a new group of this sheet.
    await act(() => app.router.navigate(ROUTE))
    await screen.findByText(/^1\. /)
    await showGroup(app.user, 'Gruppo C')
    await app.user.click(screen.getByText('Copia gruppo'))
    await app.user.click(screen.getByLabelText('Altri modi di aggiungere un gruppo'))
    await app.user.click(await screen.findByText('Incolla Gruppo C come nuovo gruppo'))
    await waitFor(() => expect(tab('Gruppo D').textContent).toBe('Gruppo D 5 esercizi'))
    await saved()
  })

  it('keyboard: Canc deletes the selection, Esc clears it, ? lists the shortcuts, not while typing', async () => {
    const app = await open()
    await showGroup(app.user, 'Gruppo C')
    const before = eserciziShown()

    // "?" typed in a field is text, not a shortcut.
    const note = field('Note', 1)
    act(() => note.focus())
    await app.user.keyboard('?')
    expect(queryDialog('Scorciatoie da tastiera')).toBeNull()
    // Arrows go to the same field of the row below and above.
    key('ArrowDown')
    expect(document.activeElement).toBe(field('Note', 2))
    key('ArrowUp')
    expect(document.activeElement).toBe(field('Note', 1))
    // Esc leaves the field, saving it, onto the row's box: "/" then goes to the panel's search.
    await app.user.type(field('Note', 1), ' lento')
    key('Escape')
    expect(document.activeElement).toBe(seleziona(1))
    await saved()
    expect(field('Note', 1).value).toMatch(/\?? lento$/)
    await app.user.keyboard('/')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Cerca esercizio' }))

    act(() => seleziona(2).focus())
    key(' ')
    key('ArrowDown', { shiftKey: true })
    expect(
      screen.getByRole('toolbar', { name: 'Azioni sugli esercizi selezionati' }),
    ).toHaveTextContent('2 esercizi selezionati')
    key('Escape')
    expect(screen.queryByRole('toolbar', { name: 'Azioni sugli esercizi selezionati' })).toBeNull()

    act(() => seleziona(2).focus())
    key(' ')
    key('Delete')
    await waitFor(() =>
      expect(eserciziShown()).toEqual([before[0], before[2], before[3], before[4]]),
    )
    expect(await screen.findByText(`Esercizio eliminato: ${before[1]}`)).toBeInTheDocument()

    act(() => seleziona(1).focus())
    key('?')
    const dialog = await findDialog('Scorciatoie da tastiera')
    expect(dialog).toHaveTextContent('Ctrl+ZAnnullare l’ultima modifica')
    expect(dialog).toHaveTextContent('/Cerca un esercizio nel pannello di costruzione')
    await saved()
  })

  it('leaves the page without asking while typing, saving the text; asks for a field in error', async () => {
    const seen = recordRequests()
    const routes = [{ element: <AppLayout />, children: pageRoutes }]
    const app = await open(ROUTE, { routes })
    const note = field('Note', 2)
    fireEvent.change(note, { target: { value: 'Gomiti stretti' } })
    // Another page of the app: no question, and the text is saved on the way out.
    await act(() => app.router.navigate('/librerie'))
    expect(queryDialog('Si sta abbandonando la pagina senza aver salvato, continuare?')).toBeNull()
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/librerie'))
    await waitFor(() =>
      expect(calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/).at(-1)?.body).toMatchObject({
        note: 'Gomiti stretti',
      }),
    )

    // A field that cannot be saved: then the question comes.
    await act(() => app.router.navigate(ROUTE))
    await screen.findByText(/^1\. /)
    fireEvent.change(field('Recupero', 3), { target: { value: '1:75' } })
    fireEvent.blur(field('Recupero', 3))
    act(() => void app.router.navigate('/librerie'))
    const ask = await findDialog('Si sta abbandonando la pagina senza aver salvato, continuare?')
    await app.user.click(within(ask).getByText('No'))
    expect(app.router.state.location.pathname).toBe(ROUTE)
  })

  it('keeps the edits when the server does not answer, says so, and sends them again', async () => {
    // SPEC 8: with no answer at all the browser goes back to the base address; here it stays.
    const goToBase = jest.spyOn(browserNavigation, 'goToBase').mockImplementation(() => {})
    let down = true
    server.use(
      http.put('*/api/schedadettaglio/:id', () => (down ? HttpResponse.error() : undefined)),
    )
    const app = await open()
    fireEvent.change(field('Carico', 2), { target: { value: '20' } })
    fireEvent.blur(field('Carico', 2))
    await waitFor(() => expect(status()).toHaveTextContent('Server non raggiungibile'))
    // Nothing is lost: the value stays on screen, and leaving would ask.
    expect(field('Carico', 2)).toHaveValue('20')
    expect(app.store.getState().ui.editable).toBe(true)
    down = false
    await app.user.click(within(status()).getByText('Riprova'))
    await saved()
    expect(app.store.getState().ui.editable).toBe(false)
    expect(getDb().schedadettaglio.find((d) => d.id === 13)!.carico).toBe(20)
    goToBase.mockRestore()
  })

  it('keeps what is typed across a reload (F5 while typing), then saves it', async () => {
    const goToBase = jest.spyOn(browserNavigation, 'goToBase').mockImplementation(() => {})
    // The server is out of reach when the page goes, and when it comes back.
    let down = true
    server.use(
      http.put('*/api/schedadettaglio/:id', () => (down ? HttpResponse.error() : undefined)),
    )
    const app = await open()
    fireEvent.change(field('Note', 2), { target: { value: 'Gomiti stretti' } })
    act(() => void window.dispatchEvent(new Event('pagehide')))
    const reloaded = await reload(app)
    // The text typed is back in its field, not yet on the server, and said so.
    await waitFor(() => expect(field('Note', 2)).toHaveValue('Gomiti stretti'))
    await waitFor(() => expect(status()).toHaveTextContent('Server non raggiungibile'))
    expect(getDb().schedadettaglio.find((d) => d.id === 13)!.note).not.toBe('Gomiti stretti')
    down = false
    await reloaded.user.click(within(status()).getByText('Riprova'))
    await saved()
    expect(getDb().schedadettaglio.find((d) => d.id === 13)!.note).toBe('Gomiti stretti')
    goToBase.mockRestore()
  })
})
