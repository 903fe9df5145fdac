import { screen, waitFor, within } from '@testing-library/react'
import { driftAnswers, findDialog, recordRequests, renderPage, rowsOf } from '@/test/harness'

const listCalls = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((r) => r.method === 'GET' && r.path === '/api/cliente/')

const table = () => screen.findByRole('table')

describe('client list', () => {
  it('lists 10 clients sorted by cognome with email, instructor and GDPR state', async () => {
    const seen = recordRequests()
    await renderPage('/clienti')
    expect(await screen.findByRole('heading', { level: 2, name: 'Clienti' })).toBeInTheDocument()
    await screen.findByText('f.accardi@libero.it')
    const first = listCalls(seen)[0]!
    expect(first.query.get('sortBy')).toBe('cognome')
    expect(first.query.get('sortDesc')).toBe('false')
    expect(first.query.get('pageSize')).toBe('10')
    expect(first.query.get('firstRecord')).toBe('0')

    const rows = within(await table())
      .getAllByRole('row')
      .slice(1)
    expect(rows).toHaveLength(10)
    const cognomi = rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent!.slice(2))
    expect([...cognomi].sort((a, b) => a.localeCompare(b, 'it'))).toEqual(cognomi)
    for (const header of ['Cognome', 'Nome', 'Email', 'Istruttore', 'GDPR']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument()
    }
    // not accepted clients are marked in the list
    expect(screen.getAllByText(/Accettato|Non accettato|Consenso da rinnovare/).length).toBe(10)
  })

  it('searches by cognome, nome and email: the search goes in filters', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/clienti')
    await screen.findByText('f.accardi@libero.it')
    await user.type(screen.getByRole('textbox', { name: 'Cerca' }), 'desanctis{Enter}')
    await waitFor(() =>
      expect(listCalls(seen).at(-1)!.query.get('filters')).toBe(
        JSON.stringify({ search: 'desanctis' }),
      ),
    )
    const row = await screen.findByRole('row', { name: /De Sanctis/ })
    expect(within(row).getByText('desanctis.mattia@tiscali.it')).toBeInTheDocument()
    expect(within(row).getByText('Non accettato')).toBeInTheDocument()
  })

  it('sorts by a column and shows every client with "Tutti"', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/clienti')
    await screen.findByText('f.accardi@libero.it')
    await user.click(screen.getByRole('columnheader', { name: /Email/ }))
    await waitFor(() => expect(listCalls(seen).at(-1)!.query.get('sortBy')).toBe('utente.email'))

    await user.click(screen.getByRole('combobox', { name: 'Elementi per pagina' }))
    await user.click(await screen.findByTitle('Tutti'))
    await waitFor(() => expect(listCalls(seen).at(-1)!.query.get('pageSize')).toBe('-1'))
    expect(await screen.findByText('240 elementi')).toBeInTheDocument()
  })

  it('deletes a client only after the confirmation', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/clienti')
    await screen.findByText('f.accardi@libero.it')
    const elimina = screen.getByRole('button', { name: 'Elimina Accardi Francesco' })

    await user.click(elimina)
    let dialog = await findDialog('Eliminare il cliente Accardi Francesco?')
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([])

    await user.click(elimina)
    dialog = await findDialog('Eliminare il cliente Accardi Francesco?')
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }))
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        '/api/cliente/100',
      ]),
    )
    await waitFor(() => expect(screen.queryByText('f.accardi@libero.it')).not.toBeInTheDocument())
    expect(await screen.findByText('Operazione conclusa con successo')).toBeInTheDocument()
  })

  it('opens a client by click', async () => {
    const { user, router } = await renderPage('/clienti')
    await user.click(await screen.findByText('f.accardi@libero.it'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/clienti/100'))
  })

  it('opens a client with the keyboard (Enter on the row)', async () => {
    const { user, router } = await renderPage('/clienti')
    await screen.findByText('f.accardi@libero.it')
    screen.getByRole('row', { name: /Accardi/ }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/clienti/100'))
  })

  it('"Nuovo" opens a blank detail', async () => {
    const { user, router } = await renderPage('/clienti')
    await user.click(await screen.findByRole('button', { name: /Nuovo/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/clienti/nuovo'))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nuovo cliente' }),
    ).toBeInTheDocument()
  })
})

describe('client list from a backend that drifts from the contract', () => {
  const ACCARDI = 'f.accardi@libero.it'
  const emailOf = (row: Record<string, unknown>) =>
    (row.utente as { email?: unknown } | null)?.email
  it('a row without cognome shows that cell missing, the rest of the list as usual', async () => {
    driftAnswers('*/api/cliente/', (body) => {
      for (const row of rowsOf(body).filter((r) => emailOf(r) === ACCARDI)) delete row.cognome
    })
    await renderPage('/clienti')
    const row = await screen.findByRole('row', { name: new RegExp(ACCARDI) })
    const cells = within(row).getAllByRole('cell')
    expect(within(cells[0]!).getByLabelText('Dato mancante')).toBeInTheDocument()
    expect(cells[0]).not.toHaveTextContent('Accardi')
    expect(screen.getByRole('heading', { level: 2, name: 'Clienti' })).toBeInTheDocument()
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1)
    expect(rows).toHaveLength(10)
    expect(screen.getAllByLabelText('Dato mancante')).toHaveLength(1)
    expect(screen.queryByText('Errore!')).not.toBeInTheDocument()
  })

  it('a field of the wrong type or left out of a plain column is shown missing', async () => {
    driftAnswers('*/api/cliente/', (body) => {
      for (const row of rowsOf(body).filter((r) => emailOf(r) === ACCARDI)) {
        row.nome = { testo: row.nome }
        delete (row.utente as Record<string, unknown>).email
      }
    })
    await renderPage('/clienti')
    const missing = await screen.findAllByLabelText('Dato mancante')
    // Nome (an object) and Email (left out); Cognome too, whose avatar reads the nome's initial.
    expect(missing).toHaveLength(3)
    const row = missing[0]!.closest('tr')!
    const cells = within(row).getAllByRole('cell')
    for (const cell of cells.slice(0, 3))
      expect(within(cell).getByLabelText('Dato mancante')).toBeInTheDocument()
    expect(cells[3]).toHaveTextContent(/\S/)
    expect(
      within(await table())
        .getAllByRole('row')
        .slice(1),
    ).toHaveLength(10)
  })
})
