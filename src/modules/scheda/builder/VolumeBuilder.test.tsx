import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { calls, recordRequests, renderPage } from '@/test/harness'

/**
 * Sheet 2 "Split 3 giorni ipertrofia": Deltoide anteriore is the primary muscle of exercises 2, 3
 * and 4 of group A (2 + 3 + 3 sets) and a synergist in 4 more sets of the sheet.
 */
const open = async () => {
  const app = await renderPage('/librerie/schede/2', { pointerEventsCheck: false })
  await screen.findByText(/^1\. /)
  return app
}

const pannello = () =>
  document.querySelector<HTMLElement>('aside[aria-label="Volume muscolare della scheda"]')

/** The cells of the map's table row of `muscolo`. */
const riga = (muscolo: string) => {
  const row = within(pannello()!).getByText(muscolo).closest('tr')
  return Array.from(row?.querySelectorAll('td') ?? []).map((c) => c.textContent)
}

const serie = (n: number) =>
  screen.getByLabelText(new RegExp(`^Serie, esercizio ${n}:`)) as HTMLInputElement

describe('the builder’s muscle-volume map', () => {
  it('counts the sets as they are typed, before they are saved, and after', async () => {
    const seen = recordRequests()
    const { user } = await open()
    await user.click(screen.getByText('Volume muscolare'))
    expect(pannello()).toHaveFocus()
    await waitFor(() =>
      expect(riga('Deltoide anteriore')).toEqual(['Deltoide anteriore', '10', '8', '4', '0']),
    )
    expect(within(pannello()!).getByText(/^Spinta .* squilibrio verso la trazione$/)).toBeVisible()

    // Typed, not saved yet: the map already counts it.
    await user.clear(serie(3))
    await user.type(serie(3), '5')
    await waitFor(() =>
      expect(riga('Deltoide anteriore')).toEqual(['Deltoide anteriore', '12', '10', '4', '0']),
    )
    expect(calls(seen, 'PUT', /^\/api\/schedadettaglio\//)).toHaveLength(0)

    // A detail without sets counts nothing and is reported.
    await user.clear(serie(2))
    await waitFor(() =>
      expect(riga('Deltoide anteriore')).toEqual(['Deltoide anteriore', '10', '8', '4', '0']),
    )
    expect(within(pannello()!).getByText('1 esercizio senza serie non è contato')).toBeVisible()

    // Saved: the same figures.
    await user.type(serie(2), '2')
    fireEvent.blur(serie(2))
    fireEvent.blur(serie(3))
    await waitFor(() =>
      expect(screen.getByText('Tutte le modifiche sono salvate')).toBeInTheDocument(),
    )
    expect(riga('Deltoide anteriore')).toEqual(['Deltoide anteriore', '12', '10', '4', '0'])

    // Esc closes the panel and gives the focus back to its button.
    fireEvent.keyDown(pannello()!, { key: 'Escape' })
    expect(pannello()).toBeNull()
    expect(screen.getByText('Volume muscolare').closest('button')).toHaveFocus()
  })
})
