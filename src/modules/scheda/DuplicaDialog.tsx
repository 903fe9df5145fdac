import { useState } from 'react'
import { Form, Input, Select } from 'antd'
import { FormDialog } from '@/features/forms/FormDialog'
import { NOME_SCHEDA_PERSONALIZZATA } from '@/config/constants'
import { it } from '@/i18n/it'
import { useClienteListQuery } from '@/modules/cliente/api'
import { useSchedaDuplicaMutation } from './api'
import { nomeCliente, type SchedaRef, type SchedaRow } from './types'
import { clearable } from '@/components/clearable'

const t = it.scheda

interface Values {
  nome: string
  clienteId?: number
}

export interface DuplicaDialogProps {
  open: boolean
  scheda: SchedaRef
  onClose: () => void
  /** The copy, once made. */
  onDuplicated?: (copy: SchedaRow) => void
}

/**
 * "Duplica": `scheda_duplica` {id, nome (prefilled "Personalizzata"), clienteId?}.
 */
export function DuplicaDialog({ open, scheda, onClose, onDuplicated }: DuplicaDialogProps) {
  const [duplica] = useSchedaDuplicaMutation()
  const [search, setSearch] = useState('')
  const clienti = useClienteListQuery({ search, pageSize: 20 }, { skip: !open })

  return (
    <FormDialog<Values>
      open={open}
      title={it.comune.duplica}
      okText={it.comune.duplica}
      name="scheda-duplica"
      initialValues={{ nome: NOME_SCHEDA_PERSONALIZZATA }}
      onSubmit={async (values) => {
        const copy = await duplica({
          id: scheda.id,
          nome: values.nome.trim(),
          ...(values.clienteId ? { clienteId: values.clienteId } : {}),
        }).unwrap()
        onDuplicated?.(copy)
      }}
      onClose={onClose}
    >
      <Form.Item
        name="nome"
        label={t.nomeCopia}
        rules={[{ required: true, whitespace: true, message: it.comune.nomeObbligatorio }]}
      >
        <Input maxLength={150} />
      </Form.Item>
      <Form.Item name="clienteId" label={t.clienteCopia} extra={t.clienteCopiaAiuto}>
        <Select<number>
          allowClear={clearable}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder={scheda.cliente ? nomeCliente(scheda.cliente) : t.selezionaCliente}
          loading={clienti.isFetching}
          options={(clienti.data?.data ?? []).map((c) => ({
            value: c.id,
            label: `${c.cognome} ${c.nome}`,
          }))}
        />
      </Form.Item>
    </FormDialog>
  )
}
