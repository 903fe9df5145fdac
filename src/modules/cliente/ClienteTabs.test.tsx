import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import {
  BERNASCONI,
  DE_SANCTIS,
  findDialog,
  loadedDetail,
  recordRequests,
  renderPage,
  dataRows,
} from '@/test/harness'

const oggi = () => dayjs().format('DD/MM/YYYY')

async function openTab(user: { click: (el: Element) => Promise<void> }, name: string) {
  await user.click(screen.getByRole('tab', { name }))
  await waitFor(() =>
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'),
  )
}

describe('postural evaluation tests', () => {
  it('closes a test with its outcome, stored among the caratteristiche, and lists it', async () => {
    const seen = recordRequests()
    const { user } = await renderPage(`/clienti/${BERNASCONI}`)
    await loadedDetail('Bernasconi Valentina')
    await openTab(user, 'Test posturali')
    expect(await screen.findByText('Nessun test chiuso per questo cliente.')).toBeInTheDocument()
    const chiudi = screen.getByRole('button', { name: /Chiudi test/ })
    expect(chiudi).toBeDisabled()

    await user.click(screen.getByRole('combobox', { name: 'Test da chiudere' }))
    await user.click(await screen.findByTitle('Test di Thomas'))
    await user.click(chiudi)
    const dialog = await findDialog('Chiudi test: Test di Thomas')
    expect(within(dialog).getByLabelText('Data')).toHaveValue(oggi())
    await user.click(within(dialog).getByRole('button', { name: 'Registra esito' }))
    expect(await within(dialog).findByText("Scegliere l'esito")).toBeInTheDocument()

    await user.click(within(dialog).getByText('Da monitorare'))
    expect(within(dialog).getByRole('radio', { name: 'Da monitorare' })).toBeChecked()
    await user.click(within(dialog).getByLabelText('Note'))
    await user.paste('Rigidità ileopsoas destro')
    await user.click(within(dialog).getByRole('button', { name: 'Registra esito' }))

    const table = await screen.findByRole('table', { name: 'Test chiusi' })
    const row = await within(table).findByRole('row', { name: /Test di Thomas/ })
    expect(within(row).getByText('Da monitorare')).toBeInTheDocument()
    expect(within(row).getByText(oggi())).toBeInTheDocument()
    const put = seen.find((r) => r.method === 'PUT' && r.path === `/api/cliente/${BERNASCONI}`)!
    expect(put.body).toMatchObject({
      caratteristiche: expect.arrayContaining([
        { nome: 'Altezza', valore: expect.any(String) },
        {
          nome: 'Test: Test di Thomas',
          valore: `${oggi()} · Da monitorare · Rigidità ileopsoas destro`,
        },
      ]),
    })
    // the closed test is not among the pairs the form edits
    await openTab(user, 'Caratteristiche e patologie')
    expect(screen.queryByDisplayValue('Test: Test di Thomas')).not.toBeInTheDocument()
  })
})

describe("the client's sheets", () => {
  it('lists the sheets of the client, latest first, with links to each sheet', async () => {
    const seen = recordRequests()
    const { user } = await renderPage(`/clienti/${DE_SANCTIS}`)
    await loadedDetail('De Sanctis Mattia')
    await openTab(user, 'Schede')
    const table = await screen.findByRole('table', { name: 'Storico schede' })
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(3))
    const call = seen.find((r) => r.method === 'GET' && r.path === '/api/scheda/')!
    expect(JSON.parse(call.query.get('filters')!)).toEqual({ cliente: DE_SANCTIS })
    expect(call.query.get('sortBy')).toBe('dataInizio')
    expect(call.query.get('sortDesc')).toBe('true')
    const inizi = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent!)
      .map((d) => d.split('/').reverse().join('-'))
    expect([...inizi].sort().reverse()).toEqual(inizi)
    const link = within(table).getAllByRole('link')[0]!
    expect(link.getAttribute('href')).toMatch(/^\/librerie\/schede\/\d+$/)
  })

  it('"Nuova scheda" opens the new sheet page for this client', async () => {
    // Making the sheet (blank or from a model, all or nothing) is NuovaSchedaPage's, tested there.
    const { user, router } = await renderPage(`/clienti/${DE_SANCTIS}`)
    await loadedDetail('De Sanctis Mattia')
    await openTab(user, 'Schede')
    await user.click(screen.getByRole('button', { name: 'Nuova scheda' }))
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/librerie/schede/nuova?cliente=${DE_SANCTIS}`,
      ),
    )
  })
})

describe('maximums', () => {
  it('shows the current maximum per exercise and the chart of their history', async () => {
    const seen = recordRequests()
    const { user } = await renderPage(`/clienti/${DE_SANCTIS}`)
    await loadedDetail('De Sanctis Mattia')
    await openTab(user, 'Massimali')
    const table = await screen.findByRole('table', { name: 'Massimali attuali' })
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0))
    const first = dataRows(table)[0]!
    expect(within(first).getAllByRole('cell')[2]!.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(screen.getByText('Andamento nel tempo')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Esercizio da visualizzare' })).toBeInTheDocument()
    expect(seen.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        `/api/clienteesercizio/massimali/${DE_SANCTIS}`,
        `/api/clienteesercizio/storicomassimali/${DE_SANCTIS}`,
      ]),
    )
  })
})

describe('the tab in the address', () => {
  it('a tab chosen is kept in the URL, and a URL that names a tab opens it', async () => {
    const { user, router } = await renderPage(`/clienti/${DE_SANCTIS}?tab=massimali`)
    await loadedDetail('De Sanctis Mattia')
    expect(screen.getByRole('tab', { name: 'Massimali' })).toHaveAttribute('aria-selected', 'true')
    await openTab(user, 'Schede')
    expect(router.state.location.search).toBe('?tab=schede')
    // Back from another page (or a link to the same page) with another tab: that tab shows.
    await router.navigate(`/clienti/${DE_SANCTIS}?tab=test`)
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Test posturali' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    )
  })
})
