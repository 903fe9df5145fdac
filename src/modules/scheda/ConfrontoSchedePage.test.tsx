import { screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import { loggedInState } from '@/test/tokens'
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import ClienteDetailPage from '@/modules/cliente/ClienteDetailPage'
import { BERNASCONI, loadedDetail, recordRequests } from '@/test/harness'
import ConfrontoSchedePage from './ConfrontoSchedePage'

/** Valentina Bernasconi's last two sheets: the demo's progression (mocks/db/scenari/progressione.ts). */
const DICEMBRE = 'Dimagrimento dicembre 2025'
const MARZO = 'Dimagrimento marzo 2026'
const DICEMBRE_ID = 18
const MARZO_ID = 19

async function renderApp(route: string, confronto = <ConfrontoSchedePage />) {
  const { token, refresh_token } = await login(ISTRUTTORE)
  return renderWithProviders(null, {
    route,
    routes: [
      { path: '/clienti/:id', element: <ClienteDetailPage /> },
      { path: '/clienti/:id/schede/confronto', element: confronto },
      { path: '/librerie/schede/:id', element: <h1>Scheda</h1> },
    ],
    preloadedState: loggedInState(token, refresh_token),
  })
}

/** The row of the group table `gruppo` that shows `esercizio`. */
const rigaDi = (gruppo: string, esercizio: string) =>
  within(screen.getByRole('table', { name: `Confronto del gruppo ${gruppo}` }))
    .getAllByRole('row')
    .find((row) => within(row).queryAllByText(esercizio).length > 0)!

describe('sheet comparison', () => {
  it("chooses two of the client's sheets on the Schede tab, the older one as A", async () => {
    // The page itself is tested below: here a stand-in.
    const { user, router } = await renderApp(`/clienti/${BERNASCONI}`, <h1>Confronto</h1>)
    await loadedDetail('Bernasconi Valentina')
    await user.click(screen.getByRole('tab', { name: 'Schede' }))
    const table = await screen.findByRole('table', { name: 'Storico schede' })
    const confronta = screen.getByRole('button', { name: 'Confronta' })
    expect(confronta).toBeDisabled()
    expect(screen.getByText('0 di 2 schede selezionate per il confronto')).toBeInTheDocument()

    // The newer one first: the comparison still opens the older one as A.
    await user.click(
      await within(table).findByRole('checkbox', { name: `Seleziona ${MARZO} per il confronto` }),
    )
    await user.click(
      within(table).getByRole('checkbox', { name: `Seleziona ${DICEMBRE} per il confronto` }),
    )
    expect(screen.getByText('Si possono confrontare due schede alla volta.')).toBeInTheDocument()
    // Two at most: the third sheet cannot be chosen.
    expect(
      within(table).getByRole('checkbox', {
        name: 'Seleziona Dimagrimento novembre 2025 per il confronto',
      }),
    ).toBeDisabled()
    await user.click(confronta)
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/clienti/${BERNASCONI}/schede/confronto?a=${DICEMBRE_ID}&b=${MARZO_ID}`,
      ),
    )
  })

  it('shows the two sheets side by side, group by group and per muscle', async () => {
    const seen = recordRequests()
    const { user } = await renderApp(
      `/clienti/${BERNASCONI}/schede/confronto?a=${DICEMBRE_ID}&b=${MARZO_ID}`,
    )
    await screen.findByRole('heading', { name: 'Confronto schede' })
    await screen.findByRole('table', { name: 'Confronto del gruppo A' })
    expect(screen.getByText('Scheda A (precedente)').closest('.ant-card')).toHaveTextContent(
      `${DICEMBRE}Dal 27/12/2025 al 20/03/2026`,
    )
    expect(screen.getByText('Scheda B (successiva)').closest('.ant-card')).toHaveTextContent(
      `${MARZO}Dal 31/03/2026 al 22/06/2026`,
    )
    expect(seen.some((r) => r.path === `/api/scheda/${DICEMBRE_ID}`)).toBe(true)
    expect(seen.some((r) => r.path === `/api/clienteesercizio/massimali/${BERNASCONI}`)).toBe(true)

    // Group by group, each row tagged with its outcome in words.
    const sostituito = rigaDi('A', 'Panca piana con bilanciere')
    expect(within(sostituito).getByText('Sostituito')).toBeInTheDocument()
    expect(within(sostituito).getByText('Chest press')).toBeInTheDocument()
    expect(sostituito).toHaveTextContent('Stessi muscoli primari: Grande pettorale')
    expect(sostituito).toHaveTextContent('Carico 70% del massimale')
    const crunch = rigaDi('A', 'Crunch')
    expect(within(crunch).getByText('Modificato')).toBeInTheDocument()
    expect(within(crunch).getByText('Serie: 5 → 6')).toBeInTheDocument()
    const chestLarga = rigaDi('A', 'Chest press presa larga')
    expect(within(chestLarga).getByText('Carico: 45 kg → 50 kg')).toBeInTheDocument()
    expect(within(rigaDi('B', 'Pendolo di Codman')).getByText('Rimosso')).toBeInTheDocument()
    expect(
      within(rigaDi('B', 'Hip thrust con bilanciere')).getByText('Aggiunto'),
    ).toBeInTheDocument()
    expect(within(rigaDi('A', 'Hollow body hold')).getByText('Invariato')).toBeInTheDocument()
    const riepilogo = screen.getByRole('list', { name: 'Riepilogo delle differenze' })
    expect(riepilogo).toHaveTextContent('1 aggiunto')
    expect(riepilogo).toHaveTextContent('2 modificati')

    // Per muscle, by absolute change: the gluteus gains the hip thrust's 4 sets, first.
    const muscoli = screen.getByRole('table', { name: 'Variazioni per muscolo' })
    const righe = within(muscoli).getAllByRole('row').slice(1)
    const celle = within(righe[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    // Serie A, serie B, Δ serie, Δ per ruolo, Δ carico (4 × 75% of her 102,5 kg maximum).
    expect(celle).toEqual(['Grande gluteo', '3', '7', '+4', 'primario +4', '+307,5 kg'])
    const delta = (r: HTMLElement) =>
      Math.abs(
        Number(within(r).getAllByRole('cell')[3]!.textContent!.replace('−', '-').replace(',', '.')),
      )
    const delte = righe.map(delta)
    expect([...delte].sort((x, y) => y - x)).toEqual(delte)

    // Back to the client, on the Schede tab.
    await user.click(await screen.findByRole('link', { name: 'Torna a Bernasconi Valentina' }))
    await loadedDetail('Bernasconi Valentina')
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Schede' })).toHaveAttribute('aria-selected', 'true'),
    )
  })

  it('asks for two sheets when the address lacks one', async () => {
    await renderApp(`/clienti/${BERNASCONI}/schede/confronto?a=${DICEMBRE_ID}`)
    expect(
      await screen.findByText('Scegliere due schede del cliente da confrontare.'),
    ).toBeInTheDocument()
  })

  it("refuses sheets that are not the client's", async () => {
    // Sheets 32 and 33 are Mattia De Sanctis's.
    await renderApp(`/clienti/${BERNASCONI}/schede/confronto?a=32&b=33`)
    expect(
      await screen.findByText('Le schede scelte non sono di questo cliente.'),
    ).toBeInTheDocument()
  })
})
