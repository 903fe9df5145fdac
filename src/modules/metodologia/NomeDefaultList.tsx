import { useState } from 'react'
import { Button, Flex, Tag, Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  StarOutlined,
} from '@ant-design/icons'
import { ResourceTable } from '@/components/ResourceTable'
import { useConfirm } from '@/components/use-confirm'
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
  const confirm = useConfirm()
  const [update] = useUpdate()
  const [remove] = useRemove()
  const [duplica] = useDuplica()
  const [dialog, setDialog] = useState<{ open: boolean; row: NomeDefault | null }>({
    open: false,
    row: null,
  })
  const apri = (row: NomeDefault | null) => setDialog({ open: true, row })

  const elimina = async (row: NomeDefault) => {
    const ok = await confirm({
      title: testi.confermaElimina(row.nome),
      okText: it.lista.elimina,
      danger: true,
    })
    if (ok)
      await remove(row.id)
        .unwrap()
        .catch(() => undefined)
  }

  const columns: ColumnsType<NomeDefault> = [
    { title: t.nome, dataIndex: 'nome', sorter: true },
    {
      title: t.predefinito,
      key: 'isDefault',
      render: (_value, row) => (row.isDefault ? <Tag color="green">{t.predefinito}</Tag> : null),
    },
    {
      title: t.azioni,
      key: 'azioni',
      align: 'right',
      render: (_value, row) => (
        <Flex gap={4} justify="end">
          <Tooltip title={t.modifica}>
            <Button
              type="text"
              icon={<EditOutlined aria-hidden />}
              aria-label={t.modificaDi(row.nome)}
              onClick={() => apri(row)}
            />
          </Tooltip>
          {!row.isDefault && (
            <Tooltip title={t.impostaPredefinito}>
              <Button
                type="text"
                icon={<StarOutlined aria-hidden />}
                aria-label={t.impostaPredefinitoDi(row.nome)}
                onClick={() =>
                  void update({ id: row.id, body: { nome: row.nome, isDefault: true } })
                    .unwrap()
                    .catch(() => undefined)
                }
              />
            </Tooltip>
          )}
          <Tooltip title={t.duplica}>
            <Button
              type="text"
              icon={<CopyOutlined aria-hidden />}
              aria-label={t.duplicaDi(row.nome)}
              onClick={() =>
                void duplica(row.id)
                  .unwrap()
                  .catch(() => undefined)
              }
            />
          </Tooltip>
          <Tooltip title={it.lista.elimina}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t.eliminaDi(row.nome)}
              onClick={() => void elimina(row)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ]

  return (
    <>
      <ResourceTable<NomeDefault>
        resource={lista}
        listKey={`metodologie-${lista}`}
        syncUrl={false}
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
