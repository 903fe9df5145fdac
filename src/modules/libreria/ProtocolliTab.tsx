import { useState } from 'react'
import { Button, Flex, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { RenameDialog } from '@/features/forms/RenameDialog'
import { RowAction } from '@/components/RowAction'
import { ResourceTable } from '@/components/ResourceTable'
import { useConfirm } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import {
  useProtocolloDuplicaMutation,
  useProtocolloListQuery,
  useProtocolloRemoveMutation,
  useProtocolloUpdateMutation,
} from '@/modules/protocollo/api'
import { NuovoProtocolloDialog } from './NuovoProtocolloDialog'
import type { Protocollo } from './types'

const t = it.protocollo

/** The state tags of a protocol: Certificato, Bozza, Cartella. */
export function ProtocolloTags({
  row,
}: {
  row: Pick<Protocollo, 'isCertificato' | 'isBozza' | 'isCartella'>
}) {
  return (
    <Flex gap={4} wrap>
      {row.isCertificato && <Tag color="green">{t.certificato}</Tag>}
      {row.isBozza && <Tag color="warning">{t.bozza}</Tag>}
      {row.isCartella && <Tag color="blue">{t.cartella}</Tag>}
    </Flex>
  )
}

/** The protocols: rename, duplicate, delete, new protocol; a row opens the protocol. */
export function ProtocolliTab() {
  const navigate = useNavigate()
  const confirm = useConfirm()
  const [renaming, setRenaming] = useState<Protocollo | null>(null)
  const [creating, setCreating] = useState(false)
  const [update] = useProtocolloUpdateMutation()
  const [remove] = useProtocolloRemoveMutation()
  const [duplica] = useProtocolloDuplicaMutation()

  const elimina = async (row: Protocollo) => {
    const ok = await confirm({
      title: t.confermaElimina(row.nome),
      content: t.confermaEliminaTesto,
      okText: t.eliminaOk,
      danger: true,
    })
    if (ok)
      await remove(row.id)
        .unwrap()
        .catch(() => undefined)
  }

  const columns: ColumnsType<Protocollo> = [
    { title: t.colonne.nome, dataIndex: 'nome', sorter: true },
    { title: t.colonne.tag, key: 'tag', render: (_v, row) => <ProtocolloTags row={row} /> },
    {
      title: t.colonne.schede,
      key: 'schede',
      align: 'right',
      render: (_v, row) => row.schede.length,
    },
    {
      title: t.colonne.azioni,
      key: 'azioni',
      align: 'right',
      render: (_v, row) => (
        <Flex gap={4} justify="end">
          <RowAction
            title={it.lista.rinomina}
            label={t.rinominaDi(row.nome)}
            icon={<EditOutlined aria-hidden />}
            onClick={() => setRenaming(row)}
          />
          <RowAction
            title={t.duplica}
            label={t.duplicaDi(row.nome)}
            icon={<CopyOutlined aria-hidden />}
            onClick={() =>
              void duplica(row.id)
                .unwrap()
                .catch(() => undefined)
            }
          />
          <RowAction
            title={it.lista.elimina}
            label={t.eliminaDi(row.nome)}
            icon={<DeleteOutlined aria-hidden />}
            danger
            onClick={() => void elimina(row)}
          />
        </Flex>
      ),
    },
  ]

  return (
    <>
      <ResourceTable<Protocollo>
        resource="protocollo"
        listKey="libreria-protocolli"
        syncUrl={false}
        useList={useProtocolloListQuery}
        columns={columns}
        searchable
        label={t.etichettaLista}
        onOpen={(row) => navigate(`/librerie/protocolli/${row.id}`)}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t.nuovo}
          </Button>
        }
      />
      <RenameDialog
        open={renaming !== null}
        title={t.rinomina}
        initialName={renaming?.nome}
        onSubmit={(nome) => renaming && update({ id: renaming.id, body: { nome } }).unwrap()}
        onClose={() => setRenaming(null)}
      />
      <NuovoProtocolloDialog open={creating} onClose={() => setCreating(false)} />
    </>
  )
}
