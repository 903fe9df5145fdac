import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { resetDb } from '@mocks/db/store'
import { server } from '@/test/server'
import { calls, findDialog, recordRequests, renderLibreria } from '@/modules/libreria/test-utils'

beforeEach(() => resetDb())
afterEach(() => server.events.removeAllListeners())

/**
 * Sheet 2 "Split 3 giorni ipertrofia" (template): groups A (id 3, base methodology SS-03, 4
 * exercises), B (4), C (5), Stretching (3).
 */
const open = async () => {
  const app = await renderLibreria('/librerie/schede/2')
  await screen.findByText(/^1\. /)
  return app
}

/** The exercises of the group shown, in order. */
const eserciziShown = (gruppoId = 3) =>
  Array.from(
    document.querySelectorAll(`[data-rfd-droppable-id="gruppo-${gruppoId}"] [role="group"]`),
  ).map((el) => el.getAttribute('aria-label')?.replace(/^\d+\. /, ''))

const tab = (label: string) => {
  const found = Array.from(document.querySelectorAll('[role="tab"]')).find(
    (el) => el.textContent === label,
  )
  if (!found) throw new Error(`No tab ${label}`)
  return found
}

describe('sheet detail', () => {
  it('shows the header, the groups as tabs and the exercises of the first group', async () => {
    await open()
    expect(screen.getByText('Split 3 giorni ipertrofia', { selector: 'h2' })).toBeInTheDocument()
    expect(screen.getByText('Modello')).toBeInTheDocument()
    for (const nome of ['Gruppo A', 'Gruppo B', 'Gruppo C', 'Stretching']) {
      expect(tab(nome)).toBeInTheDocument()
    }
    expect(tab('Gruppo A')).toHaveAttribute('aria-selected', 'true')
    expect(eserciziShown()).toHaveLength(4)
    expect(screen.getAllByText('SS-03 Triserie').length).toBeGreaterThan(0)
  })

  it('moves an exercise down (changeposition) and shows the new order', async () => {
    const seen = recordRequests()
    const { user } = await open()
    const before = eserciziShown()
    await user.click(screen.getByLabelText(`Sposta giù ${before[0]}`))
    expect(eserciziShown()).toEqual([before[1], before[0], before[2], before[3]])
    await waitFor(() =>
      expect(calls(seen, 'POST', '/api/schedadettaglio/changeposition/3')[0]?.body).toMatchObject({
        oldIndex: 0,
        newIndex: 1,
      }),
    )
    await waitFor(() =>
      expect(calls(seen, 'GET', '/api/schedadettaglio/byschedagruppo/3').length).toBeGreaterThan(1),
    )
    expect(eserciziShown()).toEqual([before[1], before[0], before[2], before[3]])
    await user.click(screen.getByLabelText(`Sposta su ${before[3]}`))
    await waitFor(() =>
      expect(calls(seen, 'POST', '/api/schedadettaglio/changeposition/3')[1]?.body).toMatchObject({
        oldIndex: 3,
        newIndex: 2,
      }),
    )
    expect(eserciziShown()).toEqual([before[1], before[0], before[3], before[2]])
  })

  it('deletes an exercise by position after confirmation', async () => {
    const seen = recordRequests()
    const { user } = await open()
    const before = eserciziShown()
    await user.click(screen.getByLabelText(`Elimina ${before[1]}`))
    const dialog = await waitFor(() => findDialog(`Eliminare ${before[1]} dal gruppo?`))
    await user.click(within(dialog).getByText('Elimina'))
    await waitFor(() => expect(eserciziShown()).toEqual([before[0], before[2], before[3]]))
    expect(calls(seen, 'DELETE', '/api/schedadettaglio/deletebyposition/3/1')).toHaveLength(1)
  })

  it('remembers the previous group when switching to Stretching', async () => {
    const { user } = await open()
    await user.click(tab('Gruppo B'))
    await waitFor(() => expect(tab('Gruppo B')).toHaveAttribute('aria-selected', 'true'))
    await user.click(tab('Stretching'))
    await waitFor(() => expect(tab('Stretching')).toHaveAttribute('aria-selected', 'true'))
    await user.click(await screen.findByText('Torna al gruppo B'))
    await waitFor(() => expect(tab('Gruppo B')).toHaveAttribute('aria-selected', 'true'))
    expect(screen.queryByText('Torna al gruppo B')).not.toBeInTheDocument()
  })

  it('steps the construction panel 340 -> 170 -> 340 and adds an exercise to the group', async () => {
    const seen = recordRequests()
    const { user } = await open()
    const panel = screen.getByLabelText('Costruzione scheda', { selector: '.ant-card' })
    expect(panel).toHaveStyle({ width: '340px' })
    expect(screen.getByLabelText('Espandi pannello')).toBeDisabled()
    await user.click(screen.getByLabelText('Riduci pannello'))
    expect(panel).toHaveStyle({ width: '170px' })
    expect(screen.getByLabelText('Riduci pannello')).toBeDisabled()
    await user.click(screen.getByLabelText('Espandi pannello'))
    expect(panel).toHaveStyle({ width: '340px' })

    await waitFor(() =>
      expect(calls(seen, 'GET', '/api/esercizio/')[0]?.query.get('isCostruzioneScheda')).toBe(
        'true',
      ),
    )
    const [add] = await screen.findAllByLabelText(/^Aggiungi .* al gruppo A$/)
    const nome = add!.getAttribute('aria-label')!.replace(/^Aggiungi (.*) al gruppo A$/, '$1')
    await user.click(add!)
    await waitFor(() => expect(eserciziShown()).toHaveLength(5))
    expect(eserciziShown()[4]).toBe(nome)
    expect(calls(seen, 'POST', '/api/schedadettaglio/')[0]!.body).toMatchObject({
      gruppoId: 3,
      ordine: 4,
      esercizio: { nomenclatura: nome },
      metodologia: { codice: 'SS-03' },
    })
  })

  it('an edited exercise keeps the page unsaved until "Salva"', async () => {
    const seen = recordRequests()
    const { user, store } = await open()
    const [first] = eserciziShown()
    const card = screen.getByLabelText(`1. ${first}`)
    const note = within(card).getByLabelText('Note')
    await user.clear(note)
    await user.type(note, 'Lento in discesa')
    await waitFor(() => expect(store.getState().ui.editable).toBe(true))
    expect(within(card).getByText('Non salvato')).toBeInTheDocument()
    await user.click(screen.getByLabelText(`Salva ${first}`))
    await waitFor(() => expect(store.getState().ui.editable).toBe(false))
    const put = calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/)
    expect(put).toHaveLength(1)
    expect(put[0]!.body).toMatchObject({ note: 'Lento in discesa', gruppoId: 3, ordine: 0 })
  })

  it('removes the base methodology and a detail methodology, and empties the group', async () => {
    const seen = recordRequests()
    const { user } = await open()
    await user.click(screen.getByLabelText('Rimuovi la metodologia di base'))
    expect(await screen.findByText('Nessuna metodologia di base')).toBeInTheDocument()
    expect(calls(seen, 'PUT', '/api/schedagruppo/removemetodologiabase/3')).toHaveLength(1)

    const [remove] = screen.getAllByLabelText(/^Rimuovi la metodologia .* dal gruppo$/)
    const codice = remove!.getAttribute('aria-label')!.split(' ')[3]!
    await user.click(remove!)
    await waitFor(() =>
      expect(
        calls(seen, 'PUT', /^\/api\/schedadettaglio\/removemetodologiabyid\/3\/\d+$/),
      ).toHaveLength(1),
    )
    await waitFor(() =>
      expect(
        screen.queryAllByLabelText(`Rimuovi la metodologia ${codice} dal gruppo`),
      ).toHaveLength(0),
    )
    expect(
      calls(seen, 'PUT', /^\/api\/schedadettaglio\/removemetodologiabyid\/3\/\d+$/),
    ).toHaveLength(1)

    await user.click(screen.getAllByText('Svuota gruppo')[0]!)
    const dialog = await waitFor(() => findDialog('Svuotare il gruppo A?'))
    await user.click(within(dialog).getByText('Svuota'))
    expect(
      await screen.findByText(
        'Nessun esercizio nel gruppo: aggiungerli dal pannello di costruzione.',
      ),
    ).toBeInTheDocument()
    expect(calls(seen, 'POST', '/api/schedagruppo/cleardettaglio/3')).toHaveLength(1)
  })

  it('adds a group (next letter, before Stretching)', async () => {
    const seen = recordRequests()
    const { user } = await open()
    await user.click(screen.getByText('Aggiungi gruppo'))
    const dialog = await waitFor(() => findDialog('Aggiungi gruppo'))
    expect(within(dialog).getByLabelText('Gruppo D')).toBeChecked()
    fireEvent.click(within(dialog).getAllByText('Aggiungi gruppo').at(-1)!)
    await waitFor(() => expect(tab('Gruppo D')).toHaveAttribute('aria-selected', 'true'))
    expect(calls(seen, 'POST', '/api/schedagruppo/')[0]!.body).toMatchObject({
      schedaId: 2,
      nome: 'D',
      ordine: 3,
    })
  })

  it('prints the sheet: the PDF is fetched with the token and opened from an object URL', async () => {
    const seen: { auth: string | null }[] = []
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/schedaprintscheda/2')
        seen.push({ auth: request.headers.get('Authorization') })
    })
    const tab = { location: { href: '' }, close: jest.fn() }
    const openSpy = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window)
    URL.createObjectURL = jest.fn(() => 'blob:scheda-2')
    URL.revokeObjectURL = jest.fn()
    const { user } = await open()
    await user.click(screen.getByText('Stampa'))
    await waitFor(() => expect(tab.location.href).toBe('blob:scheda-2'))
    expect(seen[0]!.auth).toMatch(/^Bearer /)
    openSpy.mockRestore()
  })
})
