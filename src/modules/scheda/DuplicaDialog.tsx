import { useEffect, useState } from 'react'
import { Form, Input, Modal, Select } from 'antd'
import { setFormErrors } from '@/api/errors'
import { NOME_SCHEDA_PERSONALIZZATA } from '@/config/constants'
import { it } from '@/i18n/it'
import { useClienteListQuery } from '@/modules/cliente/api'
import { useDuplicaSchedaMutation } from './api'
import { nomeCliente, type SchedaRef, type SchedaRow } from './types'

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
 * "Duplica": POST /api/scheda/duplicascheda {id, nome (prefilled "Personalizzata"), clienteId?}.
 */
export function DuplicaDialog({ open, scheda, onClose, onDuplicated }: DuplicaDialogProps) {
  const [form] = Form.useForm<Values>()
  const [duplica] = useDuplicaSchedaMutation()
  const [saving, setSaving] = useState(false)
  const [search, setSearch] = useState('')
  const clienti = useClienteListQuery({ search, pageSize: 20 }, { skip: !open })

  useEffect(() => {
    if (open) form.setFieldsValue({ nome: NOME_SCHEDA_PERSONALIZZATA, clienteId: undefined })
  }, [open, form])

  const submit = async (values: Values) => {
    setSaving(true)
    try {
      const copy = await duplica({
        id: scheda.id,
        nome: values.nome.trim(),
        ...(values.clienteId ? { clienteId: values.clienteId } : {}),
      }).unwrap()
      onClose()
      onDuplicated?.(copy)
    } catch (error) {
      setFormErrors(form, error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={t.duplica}
      okText={t.duplica}
      cancelText={t.annulla}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<Values>
        name="scheda-duplica"
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="nome"
          label={t.nomeCopia}
          rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
        >
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="clienteId" label={t.clienteCopia} extra={t.clienteCopiaAiuto}>
          <Select<number>
            allowClear
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder={scheda.cliente ? nomeCliente(scheda.cliente) : t.selezionaCliente}
            loading={clienti.isFetching}
            options={(clienti.data?.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.cognome} ${c.nome}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
