import { screen, within } from '@testing-library/react'
import { getDb } from '@mocks/db/store'
import { ISTRUTTORE, login } from '@mocks/lib/testing'
import { renderWithProviders } from '@/test/render'
import { loggedInState } from '@/test/tokens'
import { MappaVolume } from './MappaVolume'

const esercizio = (nome: string) => {
  const found = getDb().esercizio.find((e) => e.nomenclatura === nome && e.tenantId === 'fitlab')
  if (!found) throw new Error(`no exercise ${nome}`)
  return { id: found.id }
}

/** The cells of the table row of `muscolo`. */
const riga = (muscolo: string) => {
  const cell = screen.getByRole('cell', { name: muscolo })
  return within(cell.closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent)
}

describe('<MappaVolume>', () => {
  it('counts a small sheet by role, calls out the imbalances and heats the figure', async () => {
    const { token, refresh_token } = await login(ISTRUTTORE)
    // Panca piana: primary Grande pettorale; synergists Deltoide anteriore, Tricipite brachiale;
    // stabiliser Dentato anteriore.
    const gruppi = [
      {
        dettagli: [
          { esercizio: esercizio('Panca piana con bilanciere'), serie: 3 },
          { esercizio: esercizio('Lat machine avanti presa neutra'), serie: null },
          { esercizio: { id: 999_999 }, serie: 4 },
        ],
      },
    ]
    const { user } = renderWithProviders(<MappaVolume gruppi={gruppi} />, {
      preloadedState: loggedInState(token, refresh_token),
    })

    // The catalogue comes from the fake backend.
    expect(await screen.findByRole('cell', { name: 'Grande pettorale' })).toBeInTheDocument()
    expect(riga('Grande pettorale')).toEqual(['Grande pettorale', '3', '3', '0', '0'])
    expect(riga('Deltoide anteriore')).toEqual(['Deltoide anteriore', '1,5', '0', '3', '0'])
    expect(riga('Dentato anteriore')).toEqual(['Dentato anteriore', '0,75', '0', '0', '3'])
    expect(screen.queryByRole('cell', { name: 'Gran dorsale' })).not.toBeInTheDocument()

    const squilibri = screen.getByRole('list', { name: 'Squilibri' })
    expect(squilibri).toHaveTextContent(
      'Spinta 6 serie pesate contro trazione 0: squilibrio verso la spinta',
    )
    expect(squilibri).toHaveTextContent(
      'Catena anteriore 4,5 serie pesate contro posteriore 0: squilibrio verso la catena anteriore',
    )
    expect(screen.getByText('1 esercizio senza serie non è contato')).toBeInTheDocument()
    expect(screen.getByText('1 esercizio non è nel catalogo e non è contato')).toBeInTheDocument()
    expect(screen.getByText(/il sinergico 0,5, lo stabilizzatore 0,25/)).toBeInTheDocument()

    const figura = screen.getByRole('img', { name: /^Vista frontale\. Mappa del volume/ })
    expect(figura).toHaveAccessibleName(
      'Vista frontale. Mappa del volume, più allenati: pettorali, deltoide anteriore, dentato anteriore',
    )
    const intensita = (regione: string) =>
      figura.querySelector(`[data-regione="${regione}"]`)?.getAttribute('data-intensita')
    expect(intensita('pettorali')).toBe('1.00')
    expect(intensita('tricipiti')).toBe('0.50')
    expect(intensita('dentato')).toBe('0.25')
    expect(intensita('dorsali')).toBe('0.00')

    // Sorting by name puts Deltoide anteriore first.
    await user.click(screen.getByRole('columnheader', { name: /^Muscolo/ }))
    const prima = document.querySelector('tbody tr[data-row-key]')
    expect(prima).toHaveTextContent('Deltoide anteriore')
  })
})
