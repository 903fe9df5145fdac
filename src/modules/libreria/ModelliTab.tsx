import { useState } from 'react'
import { Button, Flex, Input, Select, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { PlusOutlined, SearchOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { useListParams } from '@/features/ui/use-list-params'
import { ResourceTable } from '@/components/ResourceTable'
import { PAGE_SIZE_ALL } from '@/config/constants'
import type { ListParams } from '@/components/list-params'
import { da } from '@/features/ui/provenienza'
import { it } from '@/i18n/it'
import { useCartellaSlimListQuery } from '@/modules/esercizio/api'
import { useLibreriaListQuery, type LibreriaFilters } from '@/modules/libreria/api'
import { useProtocolloListQuery } from '@/modules/protocollo/api'
import { href } from '@/config/paths'
import type { Modello } from './types'
import { clearable } from '@/components/clearable'
import { filtraOpzione } from '@/components/ricerca'

const t = it.libreria

/**
 * The template filters travel in the list params' `filters` (so a change goes back to page 1) and
 * leave as the call's own query options nome, idCartelle, idProtocolli.
 */
export function modelliFilters(filters: LibreriaFilters): ListParams['filters'] {
  const out: Record<string, unknown> = {}
  if (filters.nome) out.nome = filters.nome
  if (filters.idCartelle?.length) out.idCartelle = filters.idCartelle
  if (filters.idProtocolli?.length) out.idProtocolli = filters.idProtocolli
  return out as ListParams['filters']
}

function useModelliList({ filters, ...params }: ListParams) {
  return useLibreriaListQuery({ params, filters: (filters ?? {}) as LibreriaFilters })
}

/** The columns: fixed, so the rows are not drawn again at each render of the tab. */
const COLONNE: ColumnsType<Modello> = [
  { title: it.comune.nome, dataIndex: 'nome', sorter: true },
  {
    title: it.comune.cartelle,
    key: 'cartelle',
    render: (_v, row) => (
      <Flex gap={4} wrap>
        {(row.cartelle ?? []).map((c) => (
          <Tag key={c.id}>{c.nome}</Tag>
        ))}
      </Flex>
    ),
  },
  {
    title: it.comune.protocolli,
    key: 'protocolli',
    render: (_v, row) => (
      <Flex gap={4} wrap>
        {(row.protocolli ?? []).map((p) => (
          <Tag key={p.id} color="geekblue">
            {p.nome}
          </Tag>
        ))}
      </Flex>
    ),
  },
  { title: it.comune.note, dataIndex: 'note', ellipsis: true },
]

/**
 * The sheet templates (`libreria_list`) filtered by nome, folders and protocols;
 * "Nuovo modello" opens the new sheet page set on a template.
 */
export function ModelliTab() {
  const navigate = useNavigate()
  const [nome, setNome] = useState('')
  const [idCartelle, setIdCartelle] = useState<number[]>([])
  const [idProtocolli, setIdProtocolli] = useState<number[]>([])
  const cartelle = useCartellaSlimListQuery({ pageSize: PAGE_SIZE_ALL })
  const protocolli = useProtocolloListQuery({ pageSize: PAGE_SIZE_ALL })

  const nomeFiltro = nome.trim()

  const list = useListParams('scheda', { key: 'libreria-modelli', syncUrl: false })

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input
          aria-label={it.scheda.nomeModello}
          placeholder={it.scheda.nomeModello}
          prefix={<SearchOutlined aria-hidden />}
          allowClear={clearable}
          value={nome}
          onChange={(e) => setNome(e.target.value)}
          style={{ maxWidth: 280 }}
        />
        <Select<number[]>
          mode="multiple"
          aria-label={it.comune.cartelle}
          placeholder={t.tutteLeCartelle}
          allowClear={clearable}
          showSearch={{ filterOption: filtraOpzione }}
          value={idCartelle}
          onChange={setIdCartelle}
          loading={cartelle.isFetching}
          options={(cartelle.data?.data ?? []).map((c) => ({ value: c.id, label: c.nome }))}
          style={{ minWidth: 240 }}
        />
        <Select<number[]>
          mode="multiple"
          aria-label={it.comune.protocolli}
          placeholder={t.tuttiIProtocolli}
          allowClear={clearable}
          showSearch={{ filterOption: filtraOpzione }}
          value={idProtocolli}
          onChange={setIdProtocolli}
          loading={protocolli.isFetching}
          options={(protocolli.data?.data ?? []).map((p) => ({ value: p.id, label: p.nome }))}
          style={{ minWidth: 240 }}
        />
      </Flex>
      <ResourceTable<Modello>
        list={list}
        useList={useModelliList}
        columns={COLONNE}
        filters={modelliFilters({ nome: nomeFiltro, idCartelle, idProtocolli })}
        label={it.libreria.tabModelli}
        onOpen={(row) =>
          navigate(href('scheda-id', { id: row.id }), {
            state: da(href('libreria-list', { tab: 'modelli' }), it.scheda.tornaLibreria),
          })
        }
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(href('scheda-id', { id: 'nuova', tipo: 'modello' }))}
          >
            {it.crud.nuovo('modello')}
          </Button>
        }
      />
    </Flex>
  )
}
