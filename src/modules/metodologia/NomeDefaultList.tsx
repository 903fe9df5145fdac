import { useCallback, useMemo, useState } from 'react'
import { Button, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  StarOutlined,
} from '@ant-design/icons'
import { useListParams } from '@/features/ui/use-list-params'
import { ResourceTable } from '@/components/ResourceTable'
import { RowAction } from '@/components/RowAction'
import { useConfirmDelete } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import { LISTE, type ListaKey, type NomeDefault } from './liste'
import { NomeDefaultDialog } from './NomeDefaultDialog'

const t = it.metodologia.nomeDefault

/**
 * The types or the methods of methodology: list with search, new, edit, make default, duplicate
 * and delete (refused by the server, with its Italian reason in a toast, while a methodology uses
 * the row or while it is the default).
 */
export function NomeDefaultList({ lista }: { lista: ListaKey }) {
  const { testi, useList, useUpdate, useRemove, useDuplica } = LISTE[lista]
  const confirmDelete = useConfirmDelete()
  const [update] = useUpdate()
  const [remove] = useRemove()
  const [duplica] = useDuplica()
  const [dialog, setDialog] = useState<{ open: boolean; row: NomeDefault | null }>({
    open: false,
    row: null,
  })
  const apri = useCallback((row: NomeDefault | null) => setDialog({ open: true, row }), [])

  const elimina = useCallback(
    async (row: NomeDefault) => {
      await confirmDelete({ title: testi.confermaElimina(row.nome) }, () => remove(row.id))
    },
    [confirmDelete, remove, testi],
  )

  const columns = useMemo<ColumnsType<NomeDefault>>(
    () => [
      { title: it.comune.nome, dataIndex: 'nome', sorter: true },
      {
        title: t.predefinito,
        key: 'isDefault',
        render: (_value, row) => (row.isDefault ? <Tag color="green">{t.predefinito}</Tag> : null),
      },
      {
        title: it.comune.azioni,
        key: 'azioni',
        align: 'right',
        render: (_value, row) => (
          <div className="row-actions">
            <RowAction
              title={it.comune.modifica}
              label={t.modificaDi(row.nome)}
              icon={<EditOutlined aria-hidden />}
              onClick={() => apri(row)}
            />
            {!row.isDefault && (
              <RowAction
                title={t.impostaPredefinito}
                label={t.impostaPredefinitoDi(row.nome)}
                icon={<StarOutlined aria-hidden />}
                onClick={() =>
                  void update({ id: row.id, body: { nome: row.nome, isDefault: true } })
                    .unwrap()
                    .catch(() => undefined)
                }
              />
            )}
            <RowAction
              title={it.comune.duplica}
              label={it.comune.duplicaDi(row.nome)}
              icon={<CopyOutlined aria-hidden />}
              onClick={() =>
                void duplica(row.id)
                  .unwrap()
                  .catch(() => undefined)
              }
            />
            <RowAction
              title={it.comune.elimina}
              label={it.comune.eliminaDi(row.nome)}
              icon={<DeleteOutlined aria-hidden />}
              danger
              onClick={() => void elimina(row)}
            />
          </div>
        ),
      },
    ],
    [apri, update, duplica, elimina],
  )

  const list = useListParams(lista, { key: `metodologie-${lista}`, syncUrl: false })

  return (
    <>
      <ResourceTable<NomeDefault>
        list={list}
        useList={useList}
        columns={columns}
        searchable
        label={testi.etichettaLista}
        onOpen={apri}
        toolbar={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => apri(null)}>
            {testi.nuovo}
          </Button>
        }
      />
      <NomeDefaultDialog
        lista={lista}
        open={dialog.open}
        row={dialog.row}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </>
  )
}
