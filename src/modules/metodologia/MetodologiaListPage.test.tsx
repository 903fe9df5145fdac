import { isInaccessible, screen, waitFor, within } from '@testing-library/react'
import {
  button,
  findDialog,
  heading,
  recordRequests,
  renderPage,
  type Seen,
  ADMIN,
  dataRows,
} from '@/test/harness'

const listCalls = (seen: Seen[]) =>
  seen.filter((r) => r.method === 'GET' && r.path === '/api/metodologia/')
const searchCalls = (seen: Seen[]) =>
  seen.filter((r) => r.method === 'GET' && r.path === '/api/metodologia-search')
/** The list's table (scoped role queries below stay fast). */
const table = () => document.querySelector('table')!
const righe = () => dataRows(table())
const codici = () => righe().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')

async function firstPage() {
  await heading('Metodologie')
  await waitFor(() => expect(righe().length).toBe(10))
}

describe('methodology list', () => {
  it('loads with roleFilter sorted by codice: the admin sees the drafts too', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/metodologie', { as: ADMIN })
    await firstPage()
    const first = listCalls(seen)[0]!
    expect(first.query.get('roleFilter')).toBe('true')
    expect(first.query.get('sortBy')).toBe('codice')
    expect(codici()).toContain('GVT-01')
    const bozza = within(table()).getByRole('row', { name: /GVT-01/ })
    expect(within(bozza).getByText('Bozza')).toBeInTheDocument()
    const predefinita = within(table()).getByRole('row', { name: /CIR-01/ })
    expect(within(predefinita).getByText('Predefinita')).toBeInTheDocument()
    expect(within(predefinita).getByText('Circuito')).toBeInTheDocument()
    expect(within(predefinita).getByText('Dimagrimento')).toBeInTheDocument()

    // the search box goes to metodologia-search (codice, descrizione), with the list's page
    await user.type(screen.getByLabelText('Cerca'), 'german{Enter}')
    await waitFor(() => expect(searchCalls(seen)).toHaveLength(1))
    const search = searchCalls(seen)[0]!.query
    expect(search.get('search')).toBe('german')
    expect([search.get('firstRecord'), search.get('pageSize')]).toEqual(['0', '10'])
    expect(search.get('sortBy')).toBe('codice')
    await waitFor(() => expect(codici()).toEqual(['GVT-01']))
  })

  it('an instructor does not see the drafts', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/metodologie')
    await firstPage()
    expect(listCalls(seen)[0]!.query.get('roleFilter')).toBe('true')
    expect(codici()).not.toContain('GVT-01')
    expect(screen.queryByText('Bozza')).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('Cerca'), 'german{Enter}')
    expect(await screen.findByText('Nessun elemento trovato')).toBeInTheDocument()
    expect(searchCalls(seen).at(-1)!.query.get('search')).toBe('german')
  })

  it('"Metodologia personalizzata" creates one with the default method and type, then opens it', async () => {
    const seen = recordRequests()
    const { user, router } = await renderPage('/metodologie')
    await firstPage()
    await user.click(button('Metodologia personalizzata'))
    const dialog = await findDialog('Nuova metodologia personalizzata')
    // Each default arrives with its own list's answer, in either order.
    await waitFor(() => expect(within(dialog).getByText('Serie fisse')).toBeInTheDocument())
    await waitFor(() => expect(within(dialog).getByText('Ipertrofia')).toBeInTheDocument())
    await user.type(within(dialog).getByLabelText('Codice'), ' sf-01')
    await user.type(within(dialog).getByLabelText('Descrizione'), 'Serie fisse del centro')
    await user.click(button('Crea metodologia', dialog))
    expect(
      await within(dialog).findByText('Esiste già una metodologia con questo codice'),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Descrizione')).toHaveValue('Serie fisse del centro')

    const codice = within(dialog).getByLabelText('Codice')
    await user.clear(codice)
    await user.type(codice, 'CEN-01')
    await user.click(button('Aggiungi ciclo', dialog))
    await user.type(within(dialog).getByLabelText('Serie'), '3')
    await user.type(within(dialog).getByLabelText('Ripetizioni'), '12')
    await user.click(button('Crea metodologia', dialog))
    expect(await heading('CEN-01 · Serie fisse del centro')).toBeInTheDocument()
    const posts = seen.filter((r) => r.method === 'POST' && r.path === '/api/metodologia-custom')
    expect(posts).toHaveLength(2)
    expect(posts[1]!.body).toMatchObject({
      codice: 'CEN-01',
      isBozza: false,
      isDefault: false,
      metodoMetodologia: { id: expect.any(Number) },
      tipoMetodologia: { id: expect.any(Number) },
      metodologiaCicli: [{ ordine: 0, serie: 3, ripetizioni: '12' }],
    })
    expect(router.state.location.pathname).toMatch(/^\/metodologie\/\d+$/)
  })

  it('"Duplica" copies the methodology and opens the copy', async () => {
    const seen = recordRequests()
    const { user, router } = await renderPage('/metodologie', { as: ADMIN })
    await firstPage()
    await user.click(button('Duplica CIR-01'))
    expect(await heading('CIR-01 (copia) · Circuito a stazioni')).toBeInTheDocument()
    const post = seen.find((r) => r.method === 'POST')!
    expect(post.path).toMatch(/^\/api\/metodologia-duplica\/\d+$/)
    expect(post.body).toEqual({ frontendRevisionNumber: 'v1.0.27' })
    const copyId = Number(router.state.location.pathname.split('/').at(-1))
    expect(post.path).not.toBe(`/api/metodologia-duplica/${copyId}`)
    expect(router.state.location.pathname).toBe(`/metodologie/${copyId}`)
    expect(screen.getByLabelText('Codice')).toHaveValue('CIR-01 (copia)')
    expect(within(screen.getByLabelText('Ciclo 1')).getByLabelText('Ripetizioni')).toHaveValue('15')
  })

  it('deletes a methodology only after the confirmation', async () => {
    const seen = recordRequests()
    const { user } = await renderPage('/metodologie', { as: ADMIN })
    await firstPage()
    const elimina = button('Elimina CIR-02')
    await user.click(elimina)
    let dialog = await findDialog('Eliminare la metodologia "CIR-02"?')
    await user.click(button('Annulla', dialog))
    await waitFor(() => expect(isInaccessible(dialog)).toBe(true))
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([])

    await user.click(elimina)
    dialog = await findDialog('Eliminare la metodologia "CIR-02"?')
    await user.click(button('Elimina', dialog))
    await waitFor(() => expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(1))
    await waitFor(() => expect(codici()).not.toContain('CIR-02'))
  })
})
