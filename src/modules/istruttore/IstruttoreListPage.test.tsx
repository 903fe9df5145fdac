import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { loggedInState } from '@/test/tokens'
import { getDb } from '@mocks/db/store'
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import IstruttoreListPage from './IstruttoreListPage'
import { button, findDialog, recordRequests } from '@/test/harness'

async function renderList() {
  const { token, refresh_token } = await login(ISTRUTTORE)
  const rendered = renderWithProviders(null, {
    route: '/istruttori',
    routes: [
      { path: '/istruttori', element: <IstruttoreListPage /> },
      { path: '/istruttori/:id', element: <h1>Dettaglio</h1> },
    ],
    preloadedState: loggedInState(token, refresh_token),
  })
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never })
  return { ...rendered, user }
}

/** The body rows' cell texts (cognome, nome, email, età, masters). */
const rows = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((tr) =>
    [...tr.querySelectorAll('td')].slice(1, 6).map((td) => td.textContent),
  )

const rowOf = (cognome: string) => {
  const tr = [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].find((row) =>
    row.textContent?.includes(cognome),
  )
  if (!tr) throw new Error(`no row ${cognome}`)
  return tr
}

const checkbox = (row: HTMLElement) => {
  const box = row.querySelector<HTMLInputElement>('input[type="checkbox"]')
  if (!box) throw new Error('no checkbox')
  return box
}

describe('instructor list', () => {
  it('lists the instructors by cognome with email, age and masters count', async () => {
    const seen = recordRequests()
    await renderList()
    expect(await screen.findByRole('heading', { level: 2, name: 'Istruttori' })).toBeInTheDocument()
    await waitFor(() => expect(rows()).toHaveLength(8))
    const expected = [...getDb().istruttore]
      .filter((i) => i.tenantId === 'fitlab')
      .sort((a, b) => a.cognome.localeCompare(b.cognome, 'it'))
    expect(rows().map((r) => r[0])).toEqual(expected.map((i) => i.cognome))
    const ballarin = rows()[0]
    expect(ballarin).toEqual([
      'Ballarin',
      'Elena',
      'elena.ballarin@fitlab.it',
      expect.stringMatching(/^\d+$/),
      '2',
    ])
    const list = seen.find((r) => r.path === '/api/istruttore/')
    expect(list?.auth).toMatch(/^Bearer /)
  })

  it('searches by text', async () => {
    const { user } = await renderList()
    await waitFor(() => expect(rows()).toHaveLength(8))
    await user.type(screen.getByLabelText('Cerca'), 'rossi')
    await waitFor(() => expect(rows().map((r) => r[0])).toEqual(['Rossi']))
  })

  it('opens the detail on a row and "Nuovo" goes to /istruttori/nuovo', async () => {
    const { user, router } = await renderList()
    await waitFor(() => expect(rows()).toHaveLength(8))
    await user.click(within(rowOf('Ballarin')).getByText('Elena'))
    expect(router.state.location.pathname).toBe('/istruttori/8')
    await act(() => router.navigate('/istruttori'))
    await user.click(await screen.findByText('Nuovo'))
    expect(router.state.location.pathname).toBe('/istruttori/nuovo')
  })

  it('deletes an instructor after the confirmation', async () => {
    const seen = recordRequests()
    const { user } = await renderList()
    await waitFor(() => expect(rows()).toHaveLength(8))
    await user.click(screen.getByLabelText('Elimina Ballarin Elena'))
    const dialog = await findDialog("Eliminare l'istruttore Elena Ballarin?")
    await user.click(button('Annulla', dialog))
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([])

    await user.click(screen.getByLabelText('Elimina Ballarin Elena'))
    await user.click(button('Conferma', await findDialog("Eliminare l'istruttore Elena Ballarin?")))
    await waitFor(() => expect(rows()).toHaveLength(7))
    expect(rows().map((r) => r[0])).not.toContain('Ballarin')
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/istruttore/8',
    ])
    expect(getDb().istruttore.some((i) => i.id === 8)).toBe(false)
  })

  it('says before deleting that the clients stay without an instructor and the login goes', async () => {
    const { user } = await renderList()
    await waitFor(() => expect(rows()).toHaveLength(8))
    const clienti = getDb().cliente.filter((c) => c.istruttore?.id === 8).length
    expect(clienti).toBeGreaterThan(1)
    await user.click(screen.getByLabelText('Elimina Ballarin Elena'))
    const dialog = await findDialog("Eliminare l'istruttore Elena Ballarin?")
    expect(
      within(dialog).getByText(
        `I suoi ${clienti} clienti resteranno senza istruttore. Anche l'accesso dell'istruttore all'applicazione verrà eliminato.`,
      ),
    ).toBeInTheDocument()
  })

  it('the own record cannot be deleted nor selected', async () => {
    const seen = recordRequests()
    const { user } = await renderList()
    await waitFor(() => expect(rows()).toHaveLength(8))
    const own = screen.getByLabelText('Elimina Rossi Marco')
    expect(own).toBeDisabled()
    expect(own).toHaveAttribute('title', 'Non è possibile eliminare il proprio profilo')
    expect(checkbox(rowOf('Rossi'))).toBeDisabled()
    await user.click(screen.getAllByLabelText('Seleziona tutti gli elementi della pagina')[0]!)
    expect(await screen.findByText('Elimina selezionati (7)')).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([])
  })

  it('selects the whole page with a select-all box named in Italian', async () => {
    const { user } = await renderList()
    await waitFor(() => expect(rows()).toHaveLength(8))
    const all = screen.getAllByLabelText('Seleziona tutti gli elementi della pagina')[0]!
    await user.click(all)
    // every row but the user's own (never deleted)
    expect(await screen.findByText('Elimina selezionati (7)')).toBeInTheDocument()
    expect(screen.queryByLabelText('Select all')).not.toBeInTheDocument()
  })

  it('empties the selection when the list is updated, and deletes the selected ones', async () => {
    const seen = recordRequests()
    const { user } = await renderList()
    await waitFor(() => expect(rows()).toHaveLength(8))
    await user.click(checkbox(rowOf('Ballarin')))
    await user.click(checkbox(rowOf('Brignone')))
    expect(await screen.findByText('Elimina selezionati (2)')).toBeInTheDocument()

    // a new search updates the list: the selection is emptied (a search that changes the rows,
    // so that the cleared search below is seen when the 8 rows are back)
    await user.type(screen.getByLabelText('Cerca'), 'ballarin')
    await waitFor(() => expect(rows()).toHaveLength(1))
    await waitFor(() => expect(checkbox(rowOf('Ballarin'))).not.toBeChecked())
    expect(button('Elimina selezionati')).toBeDisabled()
    await user.clear(screen.getByLabelText('Cerca'))
    await waitFor(() => expect(rows()).toHaveLength(8))

    await user.click(checkbox(rowOf('Ballarin')))
    await user.click(checkbox(rowOf('Brignone')))
    await user.click(button('Elimina selezionati (2)'))
    await user.click(button('Conferma', await findDialog('Eliminare i 2 istruttori selezionati?')))
    await waitFor(() => expect(rows()).toHaveLength(6))
    expect(
      seen
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/api/istruttore/5', '/api/istruttore/8'])
    // the list was updated by the deletions: nothing is selected any more
    expect(document.querySelectorAll('tbody input[type="checkbox"]:checked')).toHaveLength(0)
    expect(button('Elimina selezionati')).toBeDisabled()
  })
})
