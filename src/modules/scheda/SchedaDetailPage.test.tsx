import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { getDb } from '@mocks/db/store'
import { parseDurata } from '@/components/format-number'
import { server } from '@/test/server'
import {
  calls,
  findDialog,
  openMenu,
  queryDialog,
  recordRequests,
  renderPage,
} from '@/test/harness'
import {
  eserciziShown,
  field,
  openScheda,
  reloadScheda,
  saveStatus,
  saved,
  tab,
} from '@/test/builder'

/**
 * Sheet 2 "Split 3 giorni ipertrofia" (template): groups A (id 3, base methodology SS-03, 4
 * exercises: 1, 3 and 4 with SS-03), B (4), C (5), Stretching (3).
 */

const tabs = () =>
  Array.from(document.querySelectorAll('[role="tab"]')).map((el) => el.textContent ?? '')

/** Types in a field and leaves it (the builder saves on leaving). */
async function typeIn(
  user: Awaited<ReturnType<typeof openScheda>>['user'],
  input: HTMLInputElement,
  text: string,
) {
  await user.clear(input)
  if (text) await user.type(input, text)
  fireEvent.blur(input)
}

const metodologiaId = (codice: string) =>
  getDb().metodologia.find((m) => m.codice === codice && m.tenantId === 'fitlab')!.id

describe('sheet builder', () => {
  it('keeps 12+ exercises visible and in the order added, after a reload too', async () => {
    const seen = recordRequests()
    const app = await openScheda()
    const before = eserciziShown()
    expect(before).toHaveLength(4)
    const adds = await screen.findAllByLabelText(/^Aggiungi .* in Gruppo A$/)
    const added: string[] = []
    for (const button of adds.slice(0, 9)) {
      added.push(button.getAttribute('aria-label')!.replace(/^Aggiungi (.*) in Gruppo A$/, '$1'))
      await app.user.click(button)
    }
    // Shown at once, in the order added.
    expect(eserciziShown()).toEqual([...before, ...added])
    await saved()
    // Sent one after the other, each at the end of the group.
    expect(calls(seen, 'POST', '/api/schedadettaglio/').map((c) => c.body?.ordine)).toEqual([
      4, 5, 6, 7, 8, 9, 10, 11, 12,
    ])
    await reloadScheda(app)
    expect(eserciziShown()).toEqual([...before, ...added])
    expect(tab('Gruppo A').textContent).toBe('Gruppo A 13 esercizi')
  })

  it('shows every group, however many, and offers Stretching once', async () => {
    const seen = recordRequests()
    const app = await openScheda()
    for (const lettera of ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L']) {
      await app.user.click(screen.getByText(`Aggiungi gruppo ${lettera}`))
    }
    await saved()
    const expected = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L']
      .map((l) => `Gruppo ${l}`)
      .concat('Stretching')
    expect(tabs().map((t) => t.replace(/ \d+ esercizi?$/, ''))).toEqual(expected)
    // Stretching stays last and is not offered again.
    await app.user.click(screen.getByLabelText('Altri modi di aggiungere un gruppo'))
    expect(within(openMenu()).queryByText('Aggiungi Stretching')).not.toBeInTheDocument()
    expect(calls(seen, 'POST', '/api/schedagruppo/').map((c) => c.body?.nome)).toEqual(
      expected.slice(3, 12).map((g) => g.slice(-1)),
    )

    seen.length = 0
    await reloadScheda(app)
    expect(tabs().map((t) => t.replace(/ \d+ esercizi?$/, ''))).toEqual(expected)
    // The groups come a page of 11 at a time (SPEC 9), every page asked for.
    expect(
      calls(seen, 'GET', '/api/schedagruppo/byscheda/2').map((c) => [
        c.query.get('firstRecord'),
        c.query.get('pageSize'),
      ]),
    ).toEqual([
      ['0', '11'],
      ['11', '11'],
    ])
  })

  it('reads Italian numbers and durations, refuses what it cannot read, and round-trips', async () => {
    const seen = recordRequests()
    const app = await openScheda()
    await typeIn(app.user, field('Carico', 2), '22,5')
    await typeIn(app.user, field('Recupero', 2), '1:30')
    await saved()
    const puts = calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/)
    expect(puts.map((c) => c.body)).toEqual([
      expect.objectContaining({ carico: 22.5, gruppoId: 3, ordine: 1 }),
      expect.objectContaining({ carico: 22.5, recupero: 90 }),
    ])

    // What cannot be read is not sent: it stays as typed, with the reason on the field.
    const recuperoSalvato = parseDurata(field('Recupero', 3).value)
    await typeIn(app.user, field('Recupero', 3), '1:75')
    expect(field('Recupero', 3)).toHaveValue('1:75')
    expect(field('Recupero', 3)).toHaveAttribute('aria-invalid', 'true')
    expect(
      screen.getByText('Recupero: secondi (90) oppure minuti e secondi (1:30 o 1,30).'),
    ).toBeInTheDocument()
    expect(saveStatus()).toHaveTextContent('Un esercizio ha campi da correggere')
    expect(app.store.getState().ui.editable).toBe(true)
    expect(calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/)).toHaveLength(2)
    // The row's other fields are saved all the same; the wrong one stays as typed.
    await typeIn(app.user, field('Carico', 3), '12,5')
    await waitFor(() => expect(calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/)).toHaveLength(3))
    const put = calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/).at(-1)!.body
    expect(put).toMatchObject({ carico: 12.5, recupero: recuperoSalvato })
    expect(field('Recupero', 3)).toHaveValue('1:75')
    expect(field('Recupero', 3)).toHaveAttribute('aria-invalid', 'true')
    expect(app.store.getState().ui.editable).toBe(true)
    await typeIn(app.user, field('Recupero', 3), "2'")
    await saved()
    expect(app.store.getState().ui.editable).toBe(false)

    // The unit of the load: kg, or % of the client's maximum.
    await app.user.click(
      screen.getByLabelText(/^kg, unità del carico in chilogrammi, esercizio 2:/),
    )
    await saved()
    expect(calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/).at(-1)!.body).toMatchObject({
      caricoUnita: 'percentuale',
      carico: 22.5,
    })

    await reloadScheda(app)
    expect(field('Carico', 2)).toHaveValue('22,5')
    expect(field('Recupero', 2)).toHaveValue('1:30')
    expect(field('Recupero', 3)).toHaveValue('2:00')
    expect(
      screen.getByLabelText(/^%, unità del carico in percentuale del massimale, esercizio 2:/),
    ).toBeInTheDocument()
  })

  it('keeps what was typed and shows the error on its field when the server refuses it', async () => {
    server.use(
      http.put('*/api/schedadettaglio/:id', () =>
        HttpResponse.json(
          { message: 'Dati non validi', errors: { carico: ['Il carico supera il massimo'] } },
          { status: 422 },
        ),
      ),
    )
    const app = await openScheda()
    await typeIn(app.user, field('Carico', 1), '999')
    expect(await screen.findByText('Il carico supera il massimo')).toBeInTheDocument()
    expect(field('Carico', 1)).toHaveValue('999')
    expect(field('Carico', 1)).toHaveAttribute('aria-invalid', 'true')
    expect(app.store.getState().ui.editable).toBe(true)
  })

  it('applies a methodology at once, offering its cycles, and removes it from one or all', async () => {
    const seen = recordRequests()
    const app = await openScheda()
    const sf01 = metodologiaId('SF-01')
    const ss03 = metodologiaId('SS-03')
    const recupero2 = field('Recupero', 2).value

    // Row 2 has values: SF-01 applies at once and keeps them (no question in the way)...
    await app.user.click(screen.getByLabelText(/^Metodologia, esercizio 2:/))
    const search = await screen.findByRole('combobox', { name: /^Metodologia, esercizio 2:/ })
    await app.user.type(search, 'SF-01')
    await screen.findByTitle('SF-01 Serie fisse 3x10')
    await app.user.click(screen.getByTitle('SF-01 Serie fisse 3x10'))
    expect(queryDialog(/Precompilare/)).toBeNull()
    await saved()
    const first = calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/)[0]!.body
    expect(first).toMatchObject({ metodologia: { id: sf01, codice: 'SF-01' } })
    expect(field('Recupero', 2)).toHaveValue(recupero2)
    // ...and its toast offers the cycles' values, which then fill the row.
    expect(
      await screen.findByText(
        'SF-01 applicata a ' + eserciziShown()[1] + ': i valori scritti restano',
      ),
    ).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Applica i valori dei cicli' }))
    await saved()
    expect(calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/)[1]!.body).toMatchObject({
      metodologia: { id: sf01, codice: 'SF-01' },
      serie: 3,
      ripetizioni: '10',
      recupero: 90,
      carico: 70,
      caricoUnita: 'percentuale',
    })
    expect(field('Recupero', 2)).toHaveValue('1:30')

    // SS-03 is on rows 1, 3 and 4: removed from row 3 only, then from all with the toast's action
    // (removemetodologiabyid).
    await app.user.click(screen.getByLabelText(/^Metodologia, esercizio 3:/))
    await app.user.click(await screen.findByTitle('Nessuna metodologia'))
    await saved()
    expect(
      screen.queryAllByLabelText(/^Metodologia, esercizio \d+: .*: SS-03 Triserie$/),
    ).toHaveLength(2)
    await app.user.click(await screen.findByRole('button', { name: 'Togli da tutti (2)' }))
    await saved()
    expect(calls(seen, 'PUT', `/api/schedadettaglio/removemetodologiabyid/3/${ss03}`)).toHaveLength(
      1,
    )
    expect(
      screen.queryAllByLabelText(/^Metodologia, esercizio \d+: .*: SS-03 Triserie$/),
    ).toHaveLength(0)

    // The group's base methodology: removed (removemetodologiabase), then set again.
    await app.user.click(screen.getByLabelText(/^Metodologia di base, Gruppo A:/))
    await app.user.click(await screen.findByTitle('Nessuna metodologia'))
    await saved()
    expect(calls(seen, 'PUT', '/api/schedagruppo/removemetodologiabase/3')).toHaveLength(1)
    await app.user.click(screen.getByLabelText(/^Metodologia di base, Gruppo A: Nessuna/))
    await app.user.type(
      await screen.findByRole('combobox', { name: 'Metodologia di base, Gruppo A' }),
      'PIR-01',
    )
    await app.user.click(await screen.findByTitle('PIR-01 Piramidale crescente'))
    await saved()
    expect(calls(seen, 'PUT', '/api/schedagruppo/3').at(-1)!.body).toMatchObject({
      metodologiaBase: { codice: 'PIR-01' },
      nome: 'A',
    })

    // An exercise added now takes the base methodology and its cycles' serie, ripetizioni and
    // recupero; its load starts empty (it belongs to the exercise).
    const [add] = screen.getAllByLabelText(/^Aggiungi .* in Gruppo A$/)
    await app.user.click(add!)
    await saved()
    const body = calls(seen, 'POST', '/api/schedadettaglio/')[0]!.body
    expect(body).toMatchObject({
      metodologia: { codice: 'PIR-01' },
      serie: 4,
      ripetizioni: '12/10/8/6',
      recupero: 90,
      carico: null,
    })
    // The fields filled are shown as such until the trainer changes them.
    expect(field('Serie', 5)).toHaveAttribute('data-auto', 'true')
    expect(field('Carico', 5)).not.toHaveAttribute('data-auto')
    await typeIn(app.user, field('Serie', 5), '5')
    expect(field('Serie', 5)).not.toHaveAttribute('data-auto')
    expect(field('Ripetizioni', 5)).toHaveAttribute('data-auto', 'true')
  })

  it('creates a custom methodology from the picker and sets it on the exercise', async () => {
    const seen = recordRequests()
    const app = await openScheda()
    await app.user.click(screen.getByLabelText(/^Metodologia, esercizio 2:/))
    const search = await screen.findByRole('combobox', { name: /^Metodologia, esercizio 2:/ })
    await app.user.type(search, 'MIA-01')
    await app.user.click(await screen.findByTitle('Nuova metodologia personalizzata'))

    const dialog = await findDialog('Nuova metodologia personalizzata')
    expect(within(dialog).getByLabelText('Codice')).toHaveValue('MIA-01')
    await app.user.type(within(dialog).getByLabelText('Descrizione'), 'Mia piramide')
    await app.user.click(within(dialog).getByText('Crea metodologia'))

    await screen.findByLabelText(/^Metodologia, esercizio 2: .*: MIA-01 Mia piramide$/)
    await saved()
    expect(calls(seen, 'POST', '/api/metodologia-custom')[0]!.body).toMatchObject({
      codice: 'MIA-01',
      descrizione: 'Mia piramide',
    })
    const id = metodologiaId('MIA-01')
    expect(calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/).at(-1)!.body).toMatchObject({
      metodologia: { id, codice: 'MIA-01' },
    })
  })

  it('links a superserie and moves an exercise to another group', async () => {
    const seen = recordRequests()
    const app = await openScheda()
    // Rows 3 and 4 share SS-03 (a superserie method): linked; row 1 stands apart.
    expect(screen.getByText('SS-03 Triserie: 2 esercizi eseguiti di seguito')).toBeInTheDocument()
    const [first] = eserciziShown()

    await app.user.click(screen.getByLabelText(`Sposta ${first} in un altro gruppo`))
    const scelta = await findDialog(`Spostare ${first} in un altro gruppo`)
    await app.user.click(within(scelta).getByText('Sposta in Gruppo B'))
    expect(eserciziShown()).not.toContain(first)
    await saved()
    const put = calls(seen, 'PUT', /^\/api\/schedadettaglio\/\d+$/)[0]!
    expect(put.body).toMatchObject({ gruppoId: 4, ordine: 4 })
    await app.user.click(tab('Gruppo B'))
    await waitFor(() => expect(eserciziShown().at(-1)).toBe(first))
    expect(tab('Gruppo B').textContent).toBe('Gruppo B 5 esercizi')
  })

  it('reorders by the move buttons and by keyboard (Space, arrows, Space), a block as one', async () => {
    const seen = recordRequests()
    const app = await openScheda()
    const before = eserciziShown()
    await app.user.click(screen.getByLabelText(`Sposta giù ${before[0]}`))
    expect(eserciziShown()).toEqual([before[1], before[0], before[2], before[3]])
    await saved()
    expect(calls(seen, 'POST', '/api/schedadettaglio/changeposition/3')[0]!.body).toMatchObject({
      oldIndex: 0,
      newIndex: 1,
    })

    // The first row has SS-03 like rows 3 and 4: now next to them, the three are block A, done one
    // after the other. Lifted by its handle, the block moves up one place as one, announced in
    // Italian.
    const handle = await screen.findByLabelText('Trascina il blocco A, 3 esercizi')
    handle.focus()
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    fireEvent.keyDown(handle, { key: 'ArrowUp', code: 'ArrowUp', keyCode: 38 })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    fireEvent.keyDown(handle, { key: ' ', code: 'Space', keyCode: 32 })
    await waitFor(() =>
      expect(eserciziShown()).toEqual([before[0], before[2], before[3], before[1]]),
    )
    await saved()
    expect(
      calls(seen, 'POST', '/api/schedadettaglio/changeposition/3')
        .slice(1)
        .map((c) => c.body),
    ).toEqual([
      expect.objectContaining({ oldIndex: 1, newIndex: 0 }),
      expect.objectContaining({ oldIndex: 2, newIndex: 1 }),
      expect.objectContaining({ oldIndex: 3, newIndex: 2 }),
    ])
    const live = Array.from(document.querySelectorAll('[aria-live]')).map((el) => el.textContent)
    expect(live.join(' ')).toMatch(/Blocco A rilasciato: posizione 1\./)
    expect(document.body.textContent).toContain('Premere la barra spaziatrice per sollevare.')

    // A single row jumps over a whole block (never lands inside it).
    await app.user.click(screen.getByLabelText(`Sposta su ${before[1]}`))
    expect(eserciziShown()).toEqual([before[1], before[0], before[2], before[3]])
    await saved()
    expect(calls(seen, 'POST', '/api/schedadettaglio/changeposition/3').at(-1)!.body).toMatchObject(
      { oldIndex: 3, newIndex: 0 },
    )

    await reloadScheda(app)
    expect(eserciziShown()).toEqual([before[1], before[0], before[2], before[3]])
  })

  it('deletes an exercise at once, by position, with Annulla on its toast', async () => {
    const seen = recordRequests()
    const app = await openScheda()
    const before = eserciziShown()
    const carico = field('Carico', 2).value
    await app.user.click(screen.getByLabelText(`Elimina ${before[1]}`))
    expect(queryDialog(/Eliminare/)).toBeNull()
    await waitFor(() => expect(eserciziShown()).toEqual([before[0], before[2], before[3]]))
    await saved()
    expect(calls(seen, 'DELETE', '/api/schedadettaglio/deletebyposition/3/1')).toHaveLength(1)

    expect(await screen.findByText(`Esercizio eliminato: ${before[1]}`)).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(eserciziShown()).toEqual(before))
    await saved()
    // Made again where it was, with its values.
    expect(calls(seen, 'POST', '/api/schedadettaglio/').at(-1)!.body).toMatchObject({
      ordine: 1,
      gruppoId: 3,
    })
    expect(field('Carico', 2)).toHaveValue(carico)
  })

  it('remembers the previous group when switching to Stretching', async () => {
    const { user } = await openScheda()
    await user.click(tab('Gruppo B'))
    await waitFor(() => expect(tab('Gruppo B')).toHaveAttribute('aria-selected', 'true'))
    await user.click(tab('Stretching'))
    await waitFor(() => expect(tab('Stretching')).toHaveAttribute('aria-selected', 'true'))
    await user.click(await screen.findByText('Torna al gruppo B'))
    await waitFor(() => expect(tab('Gruppo B')).toHaveAttribute('aria-selected', 'true'))
    expect(screen.queryByText('Torna al gruppo B')).not.toBeInTheDocument()
  })

  it('filters the construction panel and steps its width 340 -> 170 -> 340', async () => {
    const seen = recordRequests()
    const { user } = await openScheda()
    const panel = await screen.findByLabelText('Costruzione scheda', { selector: '.ant-card' })
    expect(panel).toHaveStyle({ width: '340px' })
    await user.click(screen.getByLabelText('Riduci pannello'))
    expect(panel).toHaveStyle({ width: '170px' })
    await user.click(screen.getByLabelText('Espandi pannello'))
    expect(panel).toHaveStyle({ width: '340px' })

    await user.click(screen.getByText('Solo macchine'))
    // The panel's list: the slim rows (only what it shows), every one for the filters.
    await waitFor(() =>
      expect(
        JSON.parse(calls(seen, 'GET', '/api/esercizio/slim/').at(-1)!.query.get('filters') ?? '{}'),
      ).toEqual({ flagAttrezzoMacchina: 'M' }),
    )
    expect(calls(seen, 'GET', '/api/esercizio/slim/').at(-1)!.query.get('pageSize')).toBe('-1')
    await waitFor(() =>
      expect(screen.getAllByLabelText(/^Aggiungi .* in Gruppo A$/).length).toBeGreaterThan(0),
    )
    // The text is searched on screen, in the list the filters brought: no call for it.
    const asked = calls(seen, 'GET', '/api/esercizio/slim/').length
    await user.type(screen.getByLabelText('Cerca esercizio'), 'leg press')
    expect(screen.getAllByLabelText(/^Aggiungi Leg press .* in Gruppo A$/).length).toBeGreaterThan(
      0,
    )
    expect(calls(seen, 'GET', '/api/esercizio/slim/')).toHaveLength(asked)
  })

  it('prints the sheet once the edits are saved, with the token', async () => {
    const seen: { auth: string | null }[] = []
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/schedaprintscheda/2')
        seen.push({ auth: request.headers.get('Authorization') })
    })
    const printTab = { location: { href: '' }, close: jest.fn() }
    const openSpy = jest.spyOn(window, 'open').mockReturnValue(printTab as unknown as Window)
    URL.createObjectURL = jest.fn(() => 'blob:scheda-2')
    URL.revokeObjectURL = jest.fn()
    const { user } = await openScheda()
    await user.click(screen.getByText('Stampa'))
    await waitFor(() => expect(printTab.location.href).toBe('blob:scheda-2'))
    expect(seen[0]!.auth).toMatch(/^Bearer /)
    openSpy.mockRestore()
  })
})

describe('sheet page: its id', () => {
  it('"nuova" opens the new sheet page, an id that is none is not found with no request', async () => {
    const seen = recordRequests()
    const { router } = await renderPage('/librerie/schede/abc')
    expect(await screen.findByText('Elemento non trovato')).toBeInTheDocument()
    expect(screen.getByText('La scheda richiesta non esiste o non è accessibile.')).toBeVisible()
    expect(screen.getByText('Torna alle schede').closest('a')).toHaveAttribute(
      'href',
      '/librerie/schede',
    )
    expect(seen.filter((r) => r.path.startsWith('/api/scheda'))).toEqual([])

    await act(() => router.navigate('/librerie/schede/nuova'))
    expect(await screen.findByLabelText('Nome della scheda')).toBeInTheDocument()
    expect(screen.queryByText('Elemento non trovato')).not.toBeInTheDocument()
  })

  it('an unknown sheet is not found', async () => {
    await renderPage('/librerie/schede/999999')
    expect(await screen.findByText('Elemento non trovato')).toBeInTheDocument()
  })
})
