import { screen, waitFor, within } from '@testing-library/react'
import { getDb } from '@mocks/db/store'
import { calls, recordRequests, renderPage } from '@/test/harness'

const pannello = () =>
  document.querySelector<HTMLElement>('aside[aria-label="Volume muscolare del protocollo"]')

/** Weekly primary sets of `muscolo` in a sheet of the fake backend's data. */
const primarie = (schedaId: number, muscolo: string) => {
  const db = getDb()
  const gruppi = new Set(db.schedagruppo.filter((g) => g.schedaId === schedaId).map((g) => g.id))
  return db.schedadettaglio
    .filter((d) => gruppi.has(d.gruppoId))
    .filter((d) =>
      db.esercizio
        .find((e) => e.id === d.esercizio.id)
        ?.muscoliPrimari?.some((m) => m.nome === muscolo),
    )
    .reduce((sum, d) => sum + (d.serie ?? 0), 0)
}

describe('the protocol’s muscle-volume map', () => {
  it('sums the sheets of the protocol, each read with its groups', async () => {
    const seen = recordRequests()
    // Protocol 1 "Percorso principianti 3 mesi": Full body principianti (1), Functional training (15).
    const { user } = await renderPage('/librerie/protocolli/1', { pointerEventsCheck: false })
    await screen.findByLabelText('Apri la scheda Functional training')
    expect(calls(seen, 'GET', /^\/api\/scheda\/\d+$/)).toHaveLength(0)

    await user.click(screen.getByText('Volume muscolare'))
    const panel = pannello()!
    expect(
      await within(panel).findByText(/La mappa somma i gruppi delle 2 schede del protocollo\./),
    ).toBeInTheDocument()
    expect(calls(seen, 'GET', /^\/api\/scheda\/\d+$/).map((c) => c.path)).toEqual([
      '/api/scheda/1',
      '/api/scheda/15',
    ])
    const attesi = primarie(1, 'Quadricipite femorale') + primarie(15, 'Quadricipite femorale')
    expect(attesi).toBeGreaterThan(0)
    await waitFor(() => {
      const row = within(panel).getByText('Quadricipite femorale').closest('tr')
      // Muscolo, Totale pesato, then Primario.
      expect(row?.querySelectorAll('td')[2]).toHaveTextContent(String(attesi))
    })
    expect(
      within(panel).getByRole('img', {
        name: /^Vista frontale\. Mappa del volume, più allenati: /,
      }),
    ).toBeInTheDocument()
    expect(within(panel).getByRole('list', { name: 'Squilibri' })).toHaveTextContent(/^Spinta /)
  })
})
