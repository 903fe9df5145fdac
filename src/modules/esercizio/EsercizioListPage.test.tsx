import { isInaccessible, screen, waitFor, within } from '@testing-library/react'
import {
  apiGet,
  button,
  combobox,
  findDialog,
  heading,
  recordRequests,
  renderPage,
  type Seen,
  ADMIN,
  dataRows,
} from '@/test/harness'

const listCalls = (seen: Seen[]) =>
  seen.filter((r) => r.method === 'GET' && r.path === '/api/esercizio/')
const lastFilters = (seen: Seen[]) =>
  JSON.parse(listCalls(seen).at(-1)?.query.get('filters') ?? '{}') as Record<string, unknown>

/** The list's table (scoped role queries below stay fast). */
const table = () => document.querySelector('table')!
const righe = () => dataRows(table())
/** Cells of a column (0-based) of the rows shown. */
const column = (index: number) =>
  righe().map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '')

async function firstPage() {
  await heading('Esercizi')
  await waitFor(() => expect(righe().length).toBe(10))
}

describe('exercise list', () => {
  it('lists exercises sorted by nomenclatura with attrezzo, tipo and primary muscles', async () => {
    const seen = recordRequests()
    await renderPage('/esercizi', { as: ADMIN })
    await firstPage()
    const first = listCalls(seen)[0]!
    expect(first.query.get('sortBy')).toBe('nomenclatura')
    expect(first.query.get('sortDesc')).toBe('false')
    expect(first.query.get('pageSize')).toBe('10')
    const nomi = column(0)
    expect([...nomi].sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' }))).toEqual(
      nomi,
    )
    for (const header of ['Nomenclatura', 'Attrezzo', 'Tipo', 'Muscoli primari']) {
      expect(
        within(table()).getByRole('columnheader', { name: new RegExp(header) }),
      ).toBeInTheDocument()
    }
    expect(button('Nuovo esercizio')).toBeInTheDocument()
  })

  it('filters by attrezzo (its id) and by machines (flagAttrezzoMacchina M)', async () => {
    const seen = recordRequests()
    const { user, token } = await renderPage('/esercizi', { as: ADMIN })
    await firstPage()
    const attrezzi = await apiGet<{ data: { id: number; nome: string }[] }>(
      token,
      '/api/attrezzo/',
      { pageSize: -1 },
    )
    // the equipment filter is loaded sorted by nome
    const attrezzoCall = seen.find((r) => r.method === 'GET' && r.path === '/api/attrezzo/')!
    expect(attrezzoCall.query.get('sortBy')).toBe('nome')
    const legPress = attrezzi.data.find((a) => a.nome === 'Leg press')!

    const select = combobox('Attrezzo')
    await user.click(select)
    await user.type(select, 'Leg press')
    await user.click(await screen.findByTitle('Leg press'))
    await waitFor(() => expect(lastFilters(seen)).toEqual({ attrezzo: legPress.id }))
    await waitFor(() => expect(new Set(column(1))).toEqual(new Set(['Leg press'])))

    await user.click(screen.getByLabelText('Solo macchine'))
    await waitFor(() =>
      expect(lastFilters(seen)).toEqual({ attrezzo: legPress.id, flagAttrezzoMacchina: 'M' }),
    )

    // the equipment filter cleared: only the machines filter is left
    await user.click(within(select.closest('.ant-select')!).getAllByLabelText('Cancella')[0]!)
    await waitFor(() => expect(lastFilters(seen)).toEqual({ flagAttrezzoMacchina: 'M' }))
    await waitFor(() => expect(righe().length).toBeGreaterThan(0))
    await waitFor(() => expect(new Set(column(2))).toEqual(new Set(['Macchina'])))
  })

  it('renames an exercise from its row: PUT with the new nomenclatura, the list shows it', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/esercizi', { as: ADMIN })
    await firstPage()
    const nome = column(0)[0]!
    const row = righe()[0]!
    await user.click(within(row).getByRole('button', { name: `Rinomina ${nome}` }))
    const dialog = await findDialog('Rinomina esercizio')
    const field = within(dialog).getByLabelText('Nome')
    expect(field).toHaveValue(nome)
    await user.clear(field)
    await user.type(field, 'Aaa esercizio rinominato')
    await user.click(button('Salva', dialog))

    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1))
    const put = seen.find((r) => r.method === 'PUT')!
    expect(put.path).toMatch(/^\/api\/esercizio\/\d+$/)
    expect(put.body).toEqual({ nomenclatura: 'Aaa esercizio rinominato' })
    await waitFor(() => expect(column(0)[0]).toBe('Aaa esercizio rinominato'))
    expect(column(0)).not.toContain(nome)
  })

  it('deletes an exercise only after the confirmation', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/esercizi', { as: ADMIN })
    await firstPage()
    const nome = column(0)[0]!
    const elimina = button(`Elimina ${nome}`)

    await user.click(elimina)
    let dialog = await findDialog(`Eliminare l'esercizio "${nome}"?`)
    await user.click(button('Annulla', dialog))
    await waitFor(() => expect(isInaccessible(dialog)).toBe(true))
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([])

    await user.click(elimina)
    dialog = await findDialog(`Eliminare l'esercizio "${nome}"?`)
    await user.click(button('Elimina', dialog))
    await waitFor(() => expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(1))
    await waitFor(() => expect(column(0)).not.toContain(nome))
  })

  it('opens the detail on a row click and the new form with "Nuovo esercizio"', async () => {
    const { user } = await renderPage('/esercizi', { as: ADMIN })
    await firstPage()
    await user.click(button('Nuovo esercizio'))
    expect(await heading('Nuovo esercizio')).toBeInTheDocument()
  })
})
