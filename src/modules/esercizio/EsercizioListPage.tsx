import { useCallback, useState } from 'react'
import { Button, Flex, Space, Typography } from 'antd'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { RenameDialog } from '@/features/forms/RenameDialog'
import { useConfirmDelete } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import { useEsercizioRemoveMutation } from './api'
import { EserciziTable, type Esercizio } from './EserciziTable'
import { useRenameEsercizio } from './rename'

const t = it.esercizio

/** Esercizi (esercizio-list): search, equipment and machines filters, rename, delete. */
export default function EsercizioListPage() {
  const navigate = useNavigate()
  const confirmDelete = useConfirmDelete()
  const [remove] = useEsercizioRemoveMutation()
  const rename = useRenameEsercizio()
  const [renaming, setRenaming] = useState<Esercizio | null>(null)

  // The actions column, stable (the list's rows are drawn again only when it changes).
  const azioni = useCallback(
    (row: Esercizio) => (
      <Space size={4}>
        <Button
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={it.comune.rinominaDi(row.nomenclatura)}
          title={it.comune.rinomina}
          onClick={() => setRenaming(row)}
        />
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={it.comune.eliminaDi(row.nomenclatura)}
          title={it.comune.elimina}
          onClick={() =>
            void confirmDelete({ title: t.confermaElimina(row.nomenclatura) }, () => remove(row.id))
          }
        />
      </Space>
    ),
    [confirmDelete, remove],
  )

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>{it.comune.esercizi}</Typography.Title>
      <EserciziTable
        listKey="esercizio"
        label={t.tabella}
        azioni={azioni}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(href('esercizio-id', { id: 'nuovo' }))}
          >
            {it.crud.nuovo('esercizio')}
          </Button>
        }
        onOpen={(row) => navigate(href('esercizio-id', { id: row.id }))}
      />
      <RenameDialog
        open={renaming !== null}
        initialName={renaming?.nomenclatura}
        title={t.rinominaTitolo}
        onSubmit={(nomenclatura) => (renaming ? rename(renaming.id, nomenclatura) : undefined)}
        onClose={() => setRenaming(null)}
      />
    </Flex>
  )
}
