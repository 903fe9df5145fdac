import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { notify } from '@/components/feedback'
import { getDb } from '@mocks/db/store'
import { server } from '@/test/server'
import {
  calls,
  findDialog,
  openMenu,
  queryDialog,
  recordRequests,
  renderPage,
} from '@/test/harness'

const listCalls = (seen: ReturnType<typeof recordRequests>) => calls(seen, 'GET', '/api/scheda/')

/** Renders the list and opens the actions menu of its first sheet; answers the sheet's name. */
async function openFirstActions(action: string) {
  const app = await renderPage('/librerie/schede', { pointerEventsCheck: false })
  const [button] = await screen.findAllByLabelText(/^Azioni per /)
  const nome = button!.getAttribute('aria-label')!.replace('Azioni per ', '')
  await app.user.click(button!)
  await app.user.click(await waitFor(() => within(openMenu()).getByText(action)))
  return { ...app, nome }
}

describe('sheet list', () => {
  it('lists the sheets latest first and filters by type', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/librerie/schede', { pointerEventsCheck: false })
    await screen.findAllByLabelText(/^Azioni per /)
    const first = listCalls(seen)[0]!
    expect(first.query.get('sortBy')).toBe('dataInizio')
    expect(first.query.get('sortDesc')).toBe('true')
    const dates = Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map(
      (tr) => tr.querySelectorAll('td')[2]!.textContent!,
    )
    const iso = dates.filter(Boolean).map((d) => d.split('/').reverse().join('-'))
    expect([...iso].sort().reverse()).toEqual(iso)
    for (const d of dates) expect(d).toMatch(/^(\d\d\/\d\d\/\d{4})?$/)

    await user.click(screen.getByLabelText('Tipo di scheda'))
    await user.click(await screen.findByTitle('Modelli'))
    await waitFor(() =>
      expect(listCalls(seen).at(-1)!.query.get('filters')).toBe(
        JSON.stringify({ isTemplate: true }),
      ),
    )
    expect(await screen.findByText('Full body principianti')).toBeInTheDocument()
  })

  it('a trainer publishes a draft sheet and marks it as draft again, listed under Bozze', async () => {
    const seen = recordRequests()
    const puts = () => calls(seen, 'PUT', /^\/api\/scheda\/\d+$/)
    // The latest sheet is a draft: publishing it says what it means for the client, then saves.
    const { user, nome } = await openFirstActions('Pubblica')
    const pubblica = await findDialog('Pubblicare la scheda?')
    expect(pubblica).toHaveTextContent(/torna visibile nell'app di/)
    expect(puts()).toHaveLength(0)
    await user.click(within(pubblica).getByRole('button', { name: 'Pubblica' }))
    await waitFor(() => expect(puts()[0]!.body).toMatchObject({ isBozza: false }))
    await user.click(screen.getByLabelText('Tipo di scheda'))
    await user.click(await screen.findByTitle('Bozze'))
    await waitFor(() =>
      expect(listCalls(seen).at(-1)!.query.get('filters')).toBe(JSON.stringify({ isBozza: true })),
    )
    await screen.findAllByLabelText(/^Azioni per /)
    expect(screen.queryByLabelText(`Azioni per ${nome}`)).toBeNull()

    await user.click(screen.getByLabelText('Tipo di scheda'))
    await user.click(await screen.findByTitle('Tutte'))
    await user.click(await screen.findByLabelText(`Azioni per ${nome}`))
    await user.click(await waitFor(() => within(openMenu()).getByText('Segna come bozza')))
    const bozza = await findDialog('Segnare la scheda come bozza?')
    expect(bozza).toHaveTextContent(/sparisce dall'app del cliente/)
    await user.click(within(bozza).getByRole('button', { name: 'Segna come bozza' }))
    await waitFor(() => expect(puts()).toHaveLength(2))
    expect(puts()[1]!.body).toMatchObject({ isBozza: true })
    await user.click(screen.getByLabelText('Tipo di scheda'))
    await user.click(await screen.findByTitle('Bozze'))
    expect(await screen.findByLabelText(`Azioni per ${nome}`)).toBeInTheDocument()
  })

  it("shows a client's sheet history with the client filter", async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/librerie/schede', { pointerEventsCheck: false })
    await screen.findAllByLabelText(/^Azioni per /)
    await user.type(screen.getByLabelText('Storico schede del cliente'), 'Bernasconi')
    await user.click(await screen.findByTitle('Bernasconi Valentina'))
    expect(await screen.findByText('Storico schede di Bernasconi Valentina')).toBeInTheDocument()
    await waitFor(() =>
      expect(JSON.parse(listCalls(seen).at(-1)!.query.get('filters')!)).toEqual({ cliente: 1 }),
    )
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(3))
    for (const tr of Array.from(document.querySelectorAll('tbody tr.ant-table-row'))) {
      expect(tr.querySelectorAll('td')[1]!.textContent).toBe('Bernasconi Valentina')
    }
  })

  it('"Duplica" is prefilled with "Personalizzata" and opens the copy', async () => {
    const seen = recordRequests()
    const { user, router } = await openFirstActions('Duplica')
    const dialog = await findDialog('Duplica')
    expect(within(dialog).getByLabelText('Nome della copia')).toHaveValue('Personalizzata')
    await user.click(within(dialog).getAllByText('Duplica').at(-1)!)
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/librerie\/schede\/\d+$/))
    const post = calls(seen, 'POST', '/api/scheda/duplicascheda')[0]!
    expect(post.body).toMatchObject({ nome: 'Personalizzata' })
    expect(post.body!.id).toEqual(expect.any(Number))
  })

  it('"Crea modello dalla scheda" sends id and nome', async () => {
    const seen = recordRequests()
    const { user, nome } = await openFirstActions('Crea modello dalla scheda')
    const dialog = await findDialog('Crea modello dalla scheda')
    const field = within(dialog).getByLabelText('Nome del modello')
    expect(field).toHaveValue(nome)
    await user.clear(field)
    await user.type(field, 'Modello ricomposizione')
    await user.click(within(dialog).getByText('Conferma'))
    await waitFor(() => expect(screen.queryByText('Nome del modello')).not.toBeVisible())
    expect(calls(seen, 'POST', '/api/scheda/createtemplatefromscheda')[0]!.body).toMatchObject({
      nome: 'Modello ricomposizione',
    })
  })

  it('a template creation answered with success false shows the error of the answer', async () => {
    server.use(
      http.post('*/api/scheda/createtemplatefromscheda', () =>
        HttpResponse.json({
          success: false,
          id: null,
          error: 'Esiste già un modello con questo nome.',
        }),
      ),
    )
    const { user } = await openFirstActions('Crea modello dalla scheda')
    const dialog = await findDialog('Crea modello dalla scheda')
    await user.click(within(dialog).getByText('Conferma'))
    expect(
      await within(dialog).findByText('Esiste già un modello con questo nome.'),
    ).toBeInTheDocument()
    // The dialog stays open with the name field (antd may still be finishing an animation).
    await waitFor(() => expect(within(dialog).getByLabelText('Nome del modello')).toBeVisible())
  })

  it('"Condividi" associates the sheet to the chosen protocols', async () => {
    const seen = recordRequests()
    const { user } = await openFirstActions('Condividi')
    const dialog = await findDialog('Condividi la scheda nei protocolli')
    await user.click(within(dialog).getByLabelText('Protocolli'))
    await user.click(await screen.findByTitle('Spalla sana'))
    await user.click(await screen.findByTitle('Forza massimale'))
    await user.click(within(dialog).getAllByText('Condividi').at(-1)!)
    await waitFor(() =>
      expect(calls(seen, 'POST', '/api/protocollo-associateschede')).toHaveLength(1),
    )
    await waitFor(() =>
      expect(calls(seen, 'POST', '/api/protocollo-associateschede')[0]!.body).toMatchObject({
        idProtocolli: [10, 8],
        idScheda: expect.any(Number),
        ordine: expect.any(Number),
      }),
    )
    await waitFor(() => expect(within(dialog).queryByText('Spalla sana')).not.toBeVisible())
  })

  it('"Rinomina" updates the sheet (PUT, its other fields as they were) and the list shows it', async () => {
    const seen = recordRequests()
    const { user, nome: prima } = await openFirstActions('Rinomina')
    const {
      id,
      tenantId: _t,
      protocolli: _p,
      ...resto
    } = structuredClone(getDb().scheda.find((s) => s.nome === prima)!)
    const dialog = await findDialog('Rinomina scheda')
    const nome = within(dialog).getByLabelText('Nome')
    await user.clear(nome)
    await user.type(nome, 'Scheda rinominata')
    await user.click(within(dialog).getByText('Salva'))
    expect(await screen.findByText('Scheda rinominata')).toBeInTheDocument()
    const put = calls(seen, 'PUT', /^\/api\/scheda\/\d+$/)[0]!
    expect(put.path).toBe(`/api/scheda/${id}`)
    // One way to change a sheet: the whole body, the name changed and every other field kept.
    expect(put.body).toEqual({ ...resto, nome: 'Scheda rinominata' })
  })

  it('"Modifica date" sends the dates (PUT)', async () => {
    const seen = recordRequests()
    const { user } = await openFirstActions('Modifica date')
    const dialog = await findDialog('Modifica date')
    // typed, as a user would, then confirmed with Enter (one change event: the picker is slow in jsdom)
    for (const [label, value] of [
      ['Data inizio', '01/12/2027'],
      ['Data fine', '31/12/2027'],
    ] as const) {
      const input = within(dialog).getByLabelText(label)
      fireEvent.mouseDown(input)
      fireEvent.change(input, { target: { value } })
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' })
    }
    await user.click(within(dialog).getByText('Salva'))
    await waitFor(() => expect(calls(seen, 'PUT', /^\/api\/scheda\/\d+$/)).toHaveLength(1))
    await waitFor(() => expect(queryDialog('Modifica date')).toBeNull())
    expect(calls(seen, 'PUT', /^\/api\/scheda\/\d+$/)[0]!.body).toMatchObject({
      dataInizio: '2027-12-01',
      dataFine: '2027-12-31',
    })
  })

  it('"Nuova cartella" creates the folder and puts the sheet in it, saying so once', async () => {
    const seen = recordRequests()
    const success = jest.spyOn(notify, 'success')
    const { user } = await openFirstActions('Nuova cartella')
    const dialog = await findDialog('Nuova cartella')
    await user.type(within(dialog).getByLabelText('Nome della cartella'), 'Schede invernali')
    await user.click(within(dialog).getByText('Crea'))
    expect(await screen.findByText('Schede invernali')).toBeInTheDocument()
    expect(calls(seen, 'POST', '/api/cartella/')[0]!.body).toMatchObject({
      nome: 'Schede invernali',
    })
    const put = calls(seen, 'PUT', /^\/api\/scheda\/\d+$/)[0]!
    expect(put.body).toMatchObject({
      cartelle: [expect.objectContaining({ nome: 'Schede invernali' })],
    })
    // The two calls are one action: one success toast, after the sheet is in the folder.
    expect(success).toHaveBeenCalledTimes(1)
    success.mockRestore()
  })
})
