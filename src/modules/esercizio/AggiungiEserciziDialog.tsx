import { useEffect, useState } from 'react'
import { Modal, Typography } from 'antd'
import { runMutation } from '@/components/run-mutation'
import type { Id } from '@/api/crud'
import { it } from '@/i18n/it'
import { useCartellaAggiungiEserciziMutation } from '@/modules/esercizio/api'
import { EserciziTable, type Esercizio } from './EserciziTable'

const t = it.cartella

export interface AggiungiEserciziDialogProps {
  open: boolean
  cartella: { id: Id; nome: string }
  onClose: () => void
}

/**
 * "Aggiungi esercizi": the exercises with search, filters and paging; the ones picked (also across
 * pages and searches) join the folder, one cartella-associateesercizi call each. The exercises
 * already in the folder cannot be picked. A failed call keeps the dialog and the selection.
 */
export function AggiungiEserciziDialog({ open, cartella, onClose }: AggiungiEserciziDialogProps) {
  const [selected, setSelected] = useState<Id[]>([])
  const [associa, { isLoading }] = useCartellaAggiungiEserciziMutation()
  const presente = (row: Esercizio) => (row.cartelle ?? []).some((c) => c.id === cartella.id)

  useEffect(() => {
    if (open) setSelected([])
  }, [open])

  const aggiungi = async () => {
    // On failure what was picked stays picked.
    if ((await runMutation(associa({ idCartella: cartella.id, idEsercizi: selected }))).ok)
      onClose()
  }

  return (
    <Modal
      open={open}
      title={t.aggiungiTitolo(cartella.nome)}
      okText={t.aggiungiOk(selected.length)}
      cancelText={it.comune.annulla}
      okButtonProps={{ disabled: selected.length === 0 }}
      confirmLoading={isLoading}
      onOk={() => void aggiungi()}
      onCancel={onClose}
      width={1000}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t.aggiungiTesto}</Typography.Paragraph>
      <EserciziTable
        listKey="cartella-aggiungi-esercizi"
        label={t.etichettaCandidati}
        syncUrl={false}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys as Id[]),
          getCheckboxProps: (row) =>
            presente(row) ? { disabled: true, 'aria-label': t.giaPresente(row.nomenclatura) } : {},
        }}
      />
    </Modal>
  )
}
