import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { calls, findDialog, recordRequests, renderPage } from '@/test/harness'

/**
 * The construction panel of sheet 2 "Split 3 giorni ipertrofia" (group A shown, 4 exercises): the
 * catalogue asked once for the filters, the text searched on screen as the trainer types (the
 * product's one rule), and the keyboard: "/" to the search, arrows through the results, Invio to
 * add, Esc to clear.
 */
const open = async () => {
  const seen = recordRequests()
  const app = await renderPage('/librerie/schede/2', { pointerEventsCheck: false })
  await screen.findByText(/^1\. /)
  await screen.findAllByLabelText(/^Aggiungi .* in Gruppo A$/)
  return { ...app, seen }
}

const search = () => screen.getByLabelText('Cerca esercizio') as HTMLInputElement

const panel = () => screen.getByRole('complementary', { name: 'Costruzione scheda' })

/** The exercises the panel shows, in order. */
const results = () =>
  Array.from(panel().querySelectorAll('li.scheda-panel-item')).map(
    (li) => li.querySelector('.drag-handle > span')?.textContent ?? '',
  )

/** The highlighted result (what Invio adds). */
const highlighted = () => {
  const items = panel().querySelectorAll('li[aria-current="true"]')
  expect(items).toHaveLength(1)
  return items[0]!.querySelector('.drag-handle > span')?.textContent ?? ''
}

/** The exercises of the group shown, in order. */
const eserciziShown = () =>
  Array.from(document.querySelectorAll('[role="tabpanel"] [role="listitem"]')).map((el) =>
    el.getAttribute('aria-label')?.replace(/^\d+\. /, ''),
  )

/** The panel's list calls: the slim rows, only the fields it shows. */
const catalogueCalls = (seen: Awaited<ReturnType<typeof open>>['seen']) =>
  calls(seen, 'GET', '/api/esercizio/slim/')

describe('construction panel', () => {
  it('finds every word in any order, accents and case ignored, without asking the server', async () => {
    const { user, seen } = await open()
    const asked = catalogueCalls(seen)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.query.get('pageSize')).toBe('-1')
    expect(asked[0]!.query.get('filters')).toBeNull()

    await user.type(search(), 'panca manubri')
    expect(results()).toContain('Distensioni con manubri su panca piana')
    // Each word in the name or in the equipment's (here "Manubri").
    const testi = Array.from(panel().querySelectorAll('li.scheda-panel-item .drag-handle')).map(
      (el) => el.textContent ?? '',
    )
    expect(testi.every((testo) => /panca/i.test(testo) && /manubri/i.test(testo))).toBe(true)
    expect(
      screen.getByLabelText('Aggiungi Distensioni con manubri su panca piana in Gruppo A'),
    ).toBeInTheDocument()
    expect(panel()).toHaveTextContent(`${results().length} esercizi`)

    // Accents and case: "TORÀCICA mobilita" finds "Mobilità toracica in quadrupedia".
    await user.clear(search())
    await user.type(search(), 'TORÀCICA mobilita')
    expect(results()).toEqual(['Mobilità toracica in quadrupedia'])
    expect(panel()).toHaveTextContent('1 esercizio')

    await user.clear(search())
    await user.type(search(), 'zzz panca')
    expect(results()).toEqual([])
    expect(within(panel()).getByText('Nessun esercizio trovato')).toBeInTheDocument()

    // The text never went to the server: still the one call of the start.
    expect(catalogueCalls(seen)).toHaveLength(1)
  })

  it('moves the highlight with the arrows and adds it with Invio at the end of the group shown', async () => {
    const { user, seen } = await open()
    const before = eserciziShown()
    expect(before).toHaveLength(4)
    await user.click(search())
    await user.type(search(), 'manubri panca')
    const found = results()
    expect(found.length).toBeGreaterThan(2)
    // The first result is highlighted at first.
    expect(highlighted()).toBe(found[0])

    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toBe(found[1])
    expect(screen.getByText(`${found[1]}, 2 di ${found.length}`)).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}')
    expect(highlighted()).toBe(found[2])

    await user.keyboard('{Enter}')
    // At the end of group A, as its + button does; said to screen readers.
    expect(eserciziShown()).toEqual([...before, found[2]])
    expect(screen.getByText(`${found[2]} aggiunto a Gruppo A`)).toBeInTheDocument()
    await waitFor(() =>
      expect(calls(seen, 'POST', '/api/schedadettaglio/').map((c) => c.body?.ordine)).toEqual([4]),
    )
    // Focus stays in the search, its text selected: the next search is typed at once.
    expect(search()).toHaveFocus()
    expect(search().selectionStart).toBe(0)
    expect(search().selectionEnd).toBe('manubri panca'.length)

    await user.keyboard('squat')
    expect(search().value).toBe('squat')
    expect(highlighted()).toBe(results()[0])
    await user.keyboard('{Enter}')
    expect(eserciziShown()).toEqual([...before, found[2], results()[0]])

    // Esc clears the search: the whole list again.
    await user.keyboard('{Escape}')
    expect(search().value).toBe('')
    expect(results()).toHaveLength(30)
    expect(within(panel()).getByText('Mostra altri (335)')).toBeInTheDocument()
    // The arrows past the last row drawn draw the next ones.
    await user.keyboard('{ArrowDown>30/}')
    expect(results()).toHaveLength(60)
    expect(highlighted()).toBe(results()[30])
    expect(within(panel()).getByText('Mostra altri (305)')).toBeInTheDocument()
  })

  it('focuses the search with "/" from the page, not while typing in a row field nor under a dialog', async () => {
    const { user } = await open()
    await user.type(search(), 'panca')
    // From a button of the page: to the search, its text selected, no "/" typed.
    await user.click(screen.getByRole('button', { name: 'Riduci pannello' }))
    expect(search()).not.toHaveFocus()
    await user.keyboard('/')
    expect(search()).toHaveFocus()
    expect(search().value).toBe('panca')
    expect(search().selectionStart).toBe(0)
    expect(search().selectionEnd).toBe(5)

    // In a row's field "/" is typed there.
    const note = screen.getByLabelText(/^Note, esercizio 1:/) as HTMLInputElement
    await user.click(note)
    const typed = `${note.value}/`
    await user.keyboard('/')
    expect(note).toHaveFocus()
    expect(note.value).toBe(typed)
    fireEvent.blur(note)

    // Under a dialog, nothing.
    await user.click(screen.getByRole('button', { name: 'Altri modi di aggiungere un gruppo' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Aggiungi gruppo con nome…' }))
    const dialog = await findDialog('Nuovo gruppo')
    const annulla = within(dialog).getByRole('button', { name: 'Annulla' })
    act(() => annulla.focus())
    await user.keyboard('/')
    expect(annulla).toHaveFocus()
  })

  it('draws the next exercises as its list is scrolled near the end, without a click', async () => {
    // jsdom lays nothing out: the browser's IntersectionObserver is played by hand.
    const observed: Array<{ notify: IntersectionObserverCallback; target?: Element }> = []
    class FakeObserver {
      entry: { notify: IntersectionObserverCallback; target?: Element }
      constructor(notify: IntersectionObserverCallback) {
        this.entry = { notify }
        observed.push(this.entry)
      }
      observe(target: Element) {
        this.entry.target = target
      }
      disconnect() {
        observed.splice(observed.indexOf(this.entry), 1)
      }
    }
    const original = window.IntersectionObserver
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    try {
      await open()
      expect(results()).toHaveLength(30)
      expect(within(panel()).getByText('Mostra altri (335)')).toBeInTheDocument()
      const nearEnd = () =>
        act(() => {
          for (const { notify, target } of [...observed]) {
            if (!target?.contains(screen.getByText(/^Mostra altri/))) continue
            notify(
              [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
              {} as IntersectionObserver,
            )
          }
        })
      nearEnd()
      expect(results()).toHaveLength(60)
      expect(within(panel()).getByText('Mostra altri (305)')).toBeInTheDocument()
      nearEnd()
      expect(results()).toHaveLength(90)
    } finally {
      window.IntersectionObserver = original
    }
  })
})
