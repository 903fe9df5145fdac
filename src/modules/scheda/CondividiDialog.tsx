import { Form, InputNumber, Select } from 'antd'
import { FormDialog } from '@/features/forms/FormDialog'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { it } from '@/i18n/it'
import {
  useProtocolloAssociateSchedeMutation,
  useProtocolloListQuery,
} from '@/modules/protocollo/api'
import type { SchedaRef } from './types'
import { filtraOpzione } from '@/components/ricerca'

const t = it.scheda

interface Values {
  idProtocolli: number[]
  /** 1-based position shown to the user; empty = at the end. */
  posizione?: number | null
}

/** Position far past any protocol's end: the server puts the sheet last. */
const IN_FONDO = 9999

export interface CondividiDialogProps {
  open: boolean
  scheda: SchedaRef
  onClose: () => void
}

/**
 * "Condividi": associates the sheet to one or more protocols
 * (`protocollo_associateSchede` {idProtocolli, ordine, idScheda}).
 */
export function CondividiDialog({ open, scheda, onClose }: CondividiDialogProps) {
  const [associate] = useProtocolloAssociateSchedeMutation()
  const protocolli = useProtocolloListQuery({ pageSize: PAGE_SIZE_ALL }, { skip: !open })

  return (
    <FormDialog<Values>
      open={open}
      title={t.condividiTitolo}
      okText={t.condividi}
      name="scheda-condividi"
      onSubmit={(values) =>
        associate({
          idProtocolli: values.idProtocolli,
          ordine: values.posizione ? values.posizione - 1 : IN_FONDO,
          idScheda: scheda.id,
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item
        name="idProtocolli"
        label={it.comune.protocolli}
        rules={[{ required: true, type: 'array', min: 1, message: t.protocolliObbligatori }]}
      >
        <Select<number[]>
          mode="multiple"
          placeholder={t.selezionaProtocolli}
          showSearch={{ filterOption: filtraOpzione }}
          loading={protocolli.isFetching}
          options={(protocolli.data?.data ?? []).map((p) => ({ value: p.id, label: p.nome }))}
        />
      </Form.Item>
      <Form.Item name="posizione" label={t.posizione} extra={t.posizioneAiuto}>
        <InputNumber min={1} precision={0} controls={false} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  )
}
