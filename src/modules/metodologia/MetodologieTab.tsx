import { useCallback, useMemo, useState } from 'react'
import { Button, Space, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { CopyOutlined, DeleteOutlined, PlusOutlined, ToolOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { useListParams } from '@/features/ui/use-list-params'
import { ResourceTable } from '@/components/ResourceTable'
import { useConfirmDelete } from '@/components/use-confirm'
import type { ListParams } from '@/components/list-params'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import {
  useMetodologiaDuplicaMutation,
  useMetodologiaListQuery,
  useMetodologiaRemoveMutation,
  useMetodologiaSearchQuery,
} from './api'
import { MetodologiaCustomDialog } from './MetodologiaCustomDialog'
import type { Metodologia } from './types'

const t = it.metodologia

/**
 * The list with the role filter (SPEC 6): instructors get only the methodologies that are not
 * drafts, admins get all. A text in the search box goes to metodologia-search (codice,
 * descrizione), with the list's page and sort.
 */
function useMetodologieVisibili(params: ListParams) {
  const search = params.search?.trim() ?? ''
  const { page, pageSize, sortBy, sortDesc } = params
  const list = useMetodologiaListQuery({ ...params, roleFilter: true }, { skip: search !== '' })
  const found = useMetodologiaSearchQuery(
    { search, page, pageSize, sortBy, sortDesc },
    { skip: search === '' },
  )
  return search === '' ? list : found
}

/**
 * The methodologies: search, new (full page), custom (dialog, then open it), duplicate (then open
 * the copy), delete.
 */
export function MetodologieTab() {
  const navigate = useNavigate()
  const confirmDelete = useConfirmDelete()
  const [remove] = useMetodologiaRemoveMutation()
  const [duplica] = useMetodologiaDuplicaMutation()
  const [custom, setCustom] = useState(false)

  const duplicaRiga = useCallback(
    async (row: Metodologia) => {
      const copia = await duplica(row.id)
        .unwrap()
        .catch(() => null)
      if (copia) navigate(href('metodologia-id', { id: copia.id }))
    },
    [duplica, navigate],
  )

  const elimina = useCallback(
    async (row: Metodologia) => {
      await confirmDelete({ title: t.confermaElimina(row.codice) }, () => remove(row.id))
    },
    [confirmDelete, remove],
  )

  const columns = useMemo<ColumnsType<Metodologia>>(
    () => [
      { title: t.codice, dataIndex: 'codice', sorter: true },
      { title: it.comune.descrizione, dataIndex: 'descrizione', sorter: true },
      {
        title: it.comune.tipo,
        key: 'tipoMetodologia.nome',
        dataIndex: ['tipoMetodologia', 'nome'],
        sorter: true,
        render: (nome: string | undefined) => nome ?? '',
      },
      {
        title: t.metodo,
        key: 'metodoMetodologia.nome',
        dataIndex: ['metodoMetodologia', 'nome'],
        sorter: true,
        render: (nome: string | undefined) => nome ?? '',
      },
      {
        title: it.comune.stato,
        key: 'stato',
        render: (_value, row) => (
          <Space size={4}>
            {row.isBozza && <Tag color="orange">{it.comune.bozza}</Tag>}
            {row.isDefault && <Tag color="green">{t.predefinita}</Tag>}
          </Space>
        ),
      },
      {
        title: it.comune.azioni,
        key: 'azioni',
        width: 96,
        render: (_value, row) => (
          <Space size={4}>
            <Button
              type="text"
              icon={<CopyOutlined aria-hidden />}
              aria-label={it.comune.duplicaDi(row.codice)}
              title={it.comune.duplica}
              onClick={() => void duplicaRiga(row)}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={it.comune.eliminaDi(row.codice)}
              title={it.comune.elimina}
              onClick={() => void elimina(row)}
            />
          </Space>
        ),
      },
    ],
    [duplicaRiga, elimina],
  )

  const list = useListParams('metodologia')

  return (
    <>
      <ResourceTable<Metodologia>
        list={list}
        useList={useMetodologieVisibili}
        columns={columns}
        searchable
        label={t.tabella}
        toolbar={
          <>
            <Button icon={<ToolOutlined aria-hidden />} onClick={() => setCustom(true)}>
              {t.personalizzata}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(href('metodologia-id', { id: 'nuovo' }))}
            >
              {it.crud.nuovo('metodologia')}
            </Button>
          </>
        }
        onOpen={(row) => navigate(href('metodologia-id', { id: row.id }))}
      />
      <MetodologiaCustomDialog
        open={custom}
        onClose={() => setCustom(false)}
        onCreated={(created) => navigate(href('metodologia-id', { id: created.id }))}
      />
    </>
  )
}
