import { useEffect, useState } from 'react'
import { Form, Modal, Radio } from 'antd'
import { SCHEDA_GRUPPO_STRETCHING } from '@/config/constants'
import { it } from '@/i18n/it'
import { useSchedagruppoCreateMutation } from '@/modules/schedagruppo/api'
import { isStretching } from './gruppo-selection'
import type { Gruppo } from './types'

const t = it.scheda
const LETTERE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The next free letter among the groups (A, B, C...), or null when all are taken. */
export function nextLettera(gruppi: readonly Pick<Gruppo, 'nome'>[]): string | null {
  const used = new Set(gruppi.map((g) => g.nome.trim().toUpperCase()))
  return [...LETTERE].find((l) => !used.has(l)) ?? null
}

export interface AggiungiGruppoDialogProps {
  open: boolean
  schedaId: number
  gruppi: readonly Gruppo[]
  onClose: () => void
  onAdded: (gruppo: Gruppo) => void
}

/**
 * "Aggiungi gruppo": the next letter group (placed before Stretching) or the Stretching group
 * (last) -> POST /api/schedagruppo/.
 */
export function AggiungiGruppoDialog({
  open,
  schedaId,
  gruppi,
  onClose,
  onAdded,
}: AggiungiGruppoDialogProps) {
  const [create, { isLoading }] = useSchedagruppoCreateMutation()
  const lettera = nextLettera(gruppi)
  const hasStretching = gruppi.some(isStretching)
  const options = [
    ...(lettera ? [{ value: lettera, label: t.gruppoLettera(lettera) }] : []),
    ...(hasStretching
      ? []
      : [{ value: SCHEDA_GRUPPO_STRETCHING, label: SCHEDA_GRUPPO_STRETCHING }]),
  ]
  const [nome, setNome] = useState<string | undefined>(options[0]?.value)

  useEffect(() => {
    if (open) setNome(lettera ?? (hasStretching ? undefined : SCHEDA_GRUPPO_STRETCHING))
  }, [open, lettera, hasStretching])

  const submit = async () => {
    if (!nome) return
    const letterGroups = gruppi.filter((g) => !isStretching(g)).length
    const ordine = nome === SCHEDA_GRUPPO_STRETCHING ? gruppi.length : letterGroups
    try {
      const created = await create({ schedaId, nome, ordine, metodologiaBase: null }).unwrap()
      onAdded({ ...created, dettagli: [] } as Gruppo)
      onClose()
    } catch {
      // The base query has shown the error.
    }
  }

  return (
    <Modal
      open={open}
      title={t.aggiungiGruppo}
      okText={t.aggiungiGruppo}
      cancelText={t.annulla}
      okButtonProps={{ disabled: !nome }}
      confirmLoading={isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form name="scheda-gruppo" layout="vertical">
        <Form.Item label={t.nomeGruppo}>
          <Radio.Group
            aria-label={t.nomeGruppo}
            value={nome}
            onChange={(e) => setNome(e.target.value as string)}
            options={options}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
