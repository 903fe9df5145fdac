import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useCartellaListQuery, useCartellaRemoveMutation } from '@/modules/esercizio/api'
import { useListParams } from '@/features/ui/use-list-params'
import { settled } from '@/test/harness'
import { renderWithProviders } from '@/test/render'
import { server } from '@/test/server'
import { loggedInState } from '@/test/tokens'
import { ResourceTable } from './ResourceTable'

interface Row {
  id: number
  nome: string
}

function Cartelle({ onRename }: { onRename: (row: Row) => void }) {
  const list = useListParams('cartella', { syncUrl: false })
  const [remove] = useCartellaRemoveMutation()
  return (
    <ResourceTable<Row>
      list={list}
      useList={useCartellaListQuery}
      label="Cartelle"
      columns={[{ title: 'Nome', dataIndex: 'nome' }]}
      rowActions={{
        rename: { label: (row) => `Rinomina ${row.nome}`, onClick: onRename },
        remove: {
          label: (row) => `Elimina ${row.nome}`,
          question: (row) => ({ title: `Eliminare la cartella "${row.nome}"?` }),
          run: (row) => remove(row.id),
        },
      }}
    />
  )
}

function fakeFolders() {
  const deletes: string[] = []
  server.use(
    http.get('*/api/cartella/', () =>
      HttpResponse.json({
        data: [
          { id: 1, nome: 'Core', esercizi: [] },
          { id: 2, nome: 'Gambe', esercizi: [] },
        ],
        count: 2,
      }),
    ),
    http.delete('*/api/cartella/:id', ({ params }) => {
      deletes.push(String(params.id))
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return deletes
}

const render = (onRename = jest.fn()) =>
  renderWithProviders(<Cartelle onRename={onRename} />, { preloadedState: loggedInState() })

describe('rowActions', () => {
  it('a delete asks one question, in Italian, and deletes once on Elimina', async () => {
    const deletes = fakeFolders()
    const { user } = render()
    const elimina = await screen.findByRole('button', { name: 'Elimina Core' })
    await settled()
    await user.click(elimina)
    const dialogs = await screen.findAllByRole('dialog')
    expect(dialogs).toHaveLength(1)
    const dialog = dialogs[0]!
    expect(within(dialog).getAllByText('Eliminare la cartella "Core"?').length).toBeGreaterThan(0)
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }))
    await waitFor(() => expect(deletes).toEqual(['1']))
    await new Promise((r) => setTimeout(r, 50))
    expect(deletes).toEqual(['1'])
  })

  it('Annulla deletes nothing; Rinomina hands the row to the screen', async () => {
    const deletes = fakeFolders()
    const onRename = jest.fn()
    const { user } = render(onRename)
    const elimina = await screen.findByRole('button', { name: 'Elimina Gambe' })
    await settled()
    await user.click(elimina)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deletes).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Rinomina Gambe' }))
    expect(onRename).toHaveBeenCalledWith(expect.objectContaining({ id: 2, nome: 'Gambe' }))
  })
})
