import type { ColumnsType } from 'antd/es/table'
import { it } from '@/i18n/it'
import {
  useProtocolloDuplicaMutation,
  useProtocolloListQuery,
  useProtocolloRemoveMutation,
  useProtocolloUpdateMutation,
} from '@/modules/protocollo/api'
import { href } from '@/config/paths'
import { ProtocolloTags } from '@/modules/protocollo'
import type { Protocollo } from '@/modules/protocollo/types'
import { LibreriaTab } from './LibreriaTab'
import { NuovoProtocolloDialog } from './NuovoProtocolloDialog'

const t = it.protocollo

const columns: ColumnsType<Protocollo> = [
  { title: it.comune.nome, dataIndex: 'nome', sorter: true },
  { title: it.comune.stato, key: 'tag', render: (_v, row) => <ProtocolloTags protocollo={row} /> },
  {
    title: it.comune.schede,
    key: 'schede',
    align: 'right',
    render: (_v, row) => row.schede.length,
  },
]

/** The protocols: rename, duplicate, delete, new protocol; a row opens the protocol. */
export function ProtocolliTab() {
  const [update] = useProtocolloUpdateMutation()
  const [remove] = useProtocolloRemoveMutation()
  const [duplica] = useProtocolloDuplicaMutation()
  return (
    <LibreriaTab<Protocollo>
      resource="protocollo"
      listKey="libreria-protocolli"
      useList={useProtocolloListQuery}
      columns={columns}
      testi={t}
      nuovo={it.crud.nuovo('protocollo')}
      NuovoDialog={NuovoProtocolloDialog}
      path={(row) => href('protocollo-id', { id: row.id })}
      rename={(row, nome) => update({ id: row.id, body: { nome } })}
      duplicate={(row) => duplica(row.id)}
      remove={(row) => remove(row.id)}
    />
  )
}
