import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { calls, findDialog, recordRequests, renderPage } from '@/test/harness'

/** The names of the protocol's sheets, in the order shown. */
const schedeShown = () =>
  Array.from(
    document.querySelectorAll(
      'ol[aria-label="Schede del protocollo"] [data-rfd-drag-handle-draggable-id]',
    ),
  ).map((handle) => handle.textContent?.replace(/^\d+\.\s*/, ''))

/** Protocol 1 "Percorso principianti 3 mesi": Full body principianti (1), Functional training (15). */
const open = async () => {
  const app = await renderPage('/librerie/protocolli/1', { pointerEventsCheck: false })
  await screen.findByLabelText('Apri la scheda Functional training')
  return app
}

describe('protocol detail', () => {
  it('shows the protocol and saves its data (PUT)', async () => {
    const seen = recordRequests()
    const { user, store } = await open()
    expect(screen.getByText('Percorso principianti 3 mesi', { selector: 'h2' })).toBeInTheDocument()
    expect(schedeShown()).toEqual(['Full body principianti', 'Functional training'])

    const nome = screen.getByLabelText('Nome')
    await user.clear(nome)
    await user.type(nome, 'Percorso base')
    await user.click(screen.getByLabelText('Bozza'))
    await waitFor(() => expect(store.getState().ui.editable).toBe(true))
    await user.click(screen.getByText('Salva'))

    await waitFor(() => expect(calls(seen, 'PUT', '/api/protocollo/1')).toHaveLength(1))
    expect(calls(seen, 'PUT', '/api/protocollo/1')[0]!.body).toMatchObject({
      nome: 'Percorso base',
      isCertificato: true,
      isBozza: true,
      isCartella: false,
    })
    expect(await screen.findByText('Percorso base', { selector: 'h2' })).toBeInTheDocument()
    await waitFor(() => expect(store.getState().ui.editable).toBe(false))
  })

  it('reorders the sheets with the move buttons (changeposition) and shows the new order', async () => {
    const seen = recordRequests()
    const { user } = await open()
    await user.click(screen.getByLabelText('Sposta giù Full body principianti'))
    expect(schedeShown()).toEqual(['Functional training', 'Full body principianti'])
    await waitFor(() =>
      expect(calls(seen, 'POST', '/api/protocollo/changeposition/1')).toHaveLength(1),
    )
    await waitFor(() =>
      expect(calls(seen, 'POST', '/api/protocollo/changeposition/1')[0]!.body).toMatchObject({
        oldIndex: 0,
        newIndex: 1,
      }),
    )
    // after the server's answer the order stays
    await waitFor(() => expect(calls(seen, 'GET', '/api/protocollo/1').length).toBeGreaterThan(1))
    expect(schedeShown()).toEqual(['Functional training', 'Full body principianti'])
    // a reorder is silent
    expect(screen.queryByText('Operazione conclusa con successo')).not.toBeInTheDocument()

    // By keyboard on the row's handle: Space, arrow, Space, announced in Italian.
    const handle = screen.getByLabelText('Trascina 2. Full body principianti')
    handle.focus()
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    fireEvent.keyDown(handle, { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 })
    await waitFor(() =>
      expect(schedeShown()).toEqual(['Full body principianti', 'Functional training']),
    )
    await waitFor(() =>
      expect(calls(seen, 'POST', '/api/protocollo/changeposition/1')[1]?.body).toMatchObject({
        oldIndex: 1,
        newIndex: 0,
      }),
    )
    const live = Array.from(document.querySelectorAll('[aria-live]')).map((el) => el.textContent)
    expect(live.join(' ')).toContain('Full body principianti rilasciato: posizione 1.')
  })

  it('removes a sheet after confirmation (disassociateschede)', async () => {
    const seen = recordRequests()
    const { user } = await open()
    await user.click(screen.getByLabelText('Rimuovi Functional training dal protocollo'))
    const dialog = await findDialog('Rimuovere la scheda Functional training dal protocollo?')
    await user.click(within(dialog).getByText('Rimuovi'))
    await waitFor(() => expect(schedeShown()).toEqual(['Full body principianti']))
    expect(calls(seen, 'POST', '/api/protocollo-disassociateschede')[0]!.body).toMatchObject({
      idProtocollo: 1,
      idScheda: 15,
    })
  })

  it('adds a template sheet at the end (associateschede)', async () => {
    const seen = recordRequests()
    const { user } = await open()
    await user.click(screen.getByLabelText('Modello di scheda da aggiungere'))
    await user.click(await screen.findByTitle('Forza 5x5'))
    await user.click(screen.getByText('Aggiungi scheda'))
    await waitFor(() =>
      expect(schedeShown()).toEqual(['Full body principianti', 'Functional training', 'Forza 5x5']),
    )
    expect(calls(seen, 'POST', '/api/protocollo-associateschede')[0]!.body).toMatchObject({
      idProtocolli: [1],
      ordine: 2,
      idScheda: 3,
    })
  })

  it('"Duplica" makes a copy and opens it', async () => {
    const seen = recordRequests()
    const { user, router } = await open()
    await user.click(screen.getByText('Duplica'))
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/librerie/protocolli/1'))
    expect(calls(seen, 'POST', '/api/protocollo-duplica/1')).toHaveLength(1)
    expect(
      await screen.findByText('Percorso principianti 3 mesi (copia)', { selector: 'h2' }),
    ).toBeInTheDocument()
  })

  it('answers "Elemento non trovato" for an unknown protocol', async () => {
    await renderPage('/librerie/protocolli/99999', { pointerEventsCheck: false })
    expect(await screen.findByText('Elemento non trovato')).toBeInTheDocument()
  })
})
