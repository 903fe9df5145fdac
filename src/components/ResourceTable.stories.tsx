import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from 'antd'
import { fn } from 'storybook/test'
import { formatDate } from '@/components/format-date'
import { useClienteListQuery } from '@/modules/cliente/api'
import { useListParams } from '@/features/ui/use-list-params'
import { ResourceTable } from './ResourceTable'

interface ClienteRow {
  id: number
  nome: string
  cognome: string
  dataNascita?: string | null
  utente?: { email?: string } | null
}

function ClientiTable({ onOpen }: { onOpen: (row: ClienteRow) => void }) {
  const list = useListParams('cliente')
  return (
    <div style={{ padding: 24 }}>
      <ResourceTable<ClienteRow>
        list={list}
        useList={useClienteListQuery}
        searchable
        label="Clienti"
        toolbar={<Button type="primary">Nuovo</Button>}
        columns={[
          { title: 'Cognome', dataIndex: 'cognome', sorter: true },
          { title: 'Nome', dataIndex: 'nome', sorter: true },
          {
            title: 'Email',
            key: 'utente.email',
            dataIndex: ['utente', 'email'],
            sorter: true,
          },
          {
            title: 'Data di nascita',
            dataIndex: 'dataNascita',
            sorter: true,
            render: (v: string | null) => formatDate(v),
          },
        ]}
        onOpen={onOpen}
      />
    </div>
  )
}

/** The shared list on the clients of the fake backend (server-side paging, sort and search). */
const meta = {
  title: 'Componenti/ResourceTable',
  tags: ['autodocs'],
  component: ClientiTable,
  args: { onOpen: fn() },
  parameters: { session: { user: 'istruttore', showWelcomeMessage: false }, route: '/clienti' },
} satisfies Meta<typeof ClientiTable>

export default meta
type Story = StoryObj<typeof meta>

export const Clienti: Story = {}

export const Tutti: Story = { parameters: { route: '/clienti?page=1&pageSize=-1' } }

/** The same in the light theme (the default one is dark). */
export const ClientiChiaro: Story = { ...Clienti, globals: { theme: 'light' } }
