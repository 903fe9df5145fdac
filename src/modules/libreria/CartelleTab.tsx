import { Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { FLAG_MACCHINA } from '@/config/constants'
import { it } from '@/i18n/it'
import {
  useCartellaListQuery,
  useCartellaRemoveMutation,
  useCartellaUpdateMutation,
  useCartellaDuplicaMutation,
} from '@/modules/esercizio/api'
import { href } from '@/config/paths'
import { LibreriaTab } from './LibreriaTab'
import { NuovaCartellaDialog } from '@/modules/esercizio'
import type { Cartella } from '@/modules/esercizio/types'

const t = it.cartella

const columns: ColumnsType<Cartella> = [
  { title: it.comune.nome, dataIndex: 'nome', sorter: true },
  {
    title: it.comune.attrezzo,
    key: 'attrezzo.nome',
    dataIndex: ['attrezzo', 'nome'],
    sorter: true,
  },
  {
    title: it.comune.tipo,
    key: 'flagAttrezzoMacchina',
    dataIndex: 'flagAttrezzoMacchina',
    render: (flag: Cartella['flagAttrezzoMacchina']) =>
      flag === FLAG_MACCHINA ? (
        <Tag color="blue">{it.comune.macchina}</Tag>
      ) : flag ? (
        <Tag>{it.comune.attrezzoLibero}</Tag>
      ) : null,
  },
  {
    title: it.comune.esercizi,
    key: 'esercizi',
    align: 'right',
    render: (_v, row) => row.esercizi.length,
  },
]

/** The folders: rename, duplicate, delete, new folder; a row opens the folder's exercises. */
export function CartelleTab() {
  const [update] = useCartellaUpdateMutation()
  const [remove] = useCartellaRemoveMutation()
  const [duplica] = useCartellaDuplicaMutation()
  return (
    <LibreriaTab<Cartella>
      resource="cartella"
      listKey="libreria-cartelle"
      useList={useCartellaListQuery}
      columns={columns}
      testi={t}
      nuovo={it.crud.nuovo('cartella')}
      NuovoDialog={NuovaCartellaDialog}
      path={(row) => href('cartella-id', { id: row.id })}
      rename={(row, nome) => update({ id: row.id, body: { nome } })}
      duplicate={(row) => duplica(row.id)}
      remove={(row) => remove(row.id)}
    />
  )
}
