import { configure, isInaccessible, screen, waitFor, within } from '@testing-library/react'
import { server } from '@/test/server'
import { resetDb } from '@mocks/db/store'
import { ISTRUTTORE } from '@mocks/lib/testing'
import {
  button,
  findDialog,
  heading,
  recordRequests,
  renderMetodologie,
  type Seen,
} from './test-utils'

// Every step waits on the fake backend (answers, refetches): allow for a busy machine.
configure({ asyncUtilTimeout: 10000 })
// The antd screens under jsdom take several seconds per step on a busy 2-core machine.
jest.setTimeout(60_000)

beforeEach(() => resetDb())
afterEach(() => server.events.removeAllListeners())

const listCalls = (seen: Seen[]) =>
  seen.filter((r) => r.method === 'GET' && r.path === '/api/metodologia/')
/** The list's table (scoped role queries below stay fast). */
const table = () => document.querySelector('table')!
const dataRows = () => within(table()).getAllByRole('row').slice(1)
const codici = () => dataRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')

async function firstPage() {
  await heading('Metodologie')
  await waitFor(() => expect(dataRows().length).toBe(10))
}

describe('methodology list', () => {
  it('loads with roleFilter sorted by codice: the admin sees the drafts too', async () => {
    const seen = recordRequests()
    const { user } = await renderMetodologie('/metodologie')
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

    // the search box is the list's own search (codice, descrizione)
    await user.type(screen.getByLabelText('Cerca'), 'german{Enter}')
    await waitFor(() =>
      expect(JSON.parse(listCalls(seen).at(-1)!.query.get('filters')!)).toEqual({
        search: 'german',
      }),
    )
    expect(listCalls(seen).at(-1)!.query.get('roleFilter')).toBe('true')
    await waitFor(() => expect(codici()).toEqual(['GVT-01']))
  })

  it('an instructor does not see the drafts', async () => {
    const seen = recordRequests()
    const { user } = await renderMetodologie('/metodologie', ISTRUTTORE)
    await firstPage()
    expect(listCalls(seen)[0]!.query.get('roleFilter')).toBe('true')
    expect(codici()).not.toContain('GVT-01')
    expect(screen.queryByText('Bozza')).not.toBeInTheDocument()

    await user.type(screen.getByLabelText('Cerca'), 'german{Enter}')
    expect(await screen.findByText('Nessun elemento trovato')).toBeInTheDocument()
  })

  it('"Duplica" copies the methodology and opens the copy', async () => {
    const seen = recordRequests()
    const { user, router } = await renderMetodologie('/metodologie')
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
    const { user } = await renderMetodologie('/metodologie')
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
