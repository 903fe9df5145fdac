import { useState } from 'react'
import { Form, Input, Modal } from 'antd'
import { useNavigate } from 'react-router-dom'
import { setFormErrors } from '@/api/errors'
import { it } from '@/i18n/it'
import { useProtocolloCreateMutation } from '@/modules/protocollo/api'

const t = it.protocollo

interface Values {
  nome: string
}

export interface NuovoProtocolloDialogProps {
  open: boolean
  onClose: () => void
}

/** "Nuovo protocollo": a name -> POST /api/protocollo/ (a draft), then the new protocol opens. */
export function NuovoProtocolloDialog({ open, onClose }: NuovoProtocolloDialogProps) {
  const navigate = useNavigate()
  const [form] = Form.useForm<Values>()
  const [create] = useProtocolloCreateMutation()
  const [saving, setSaving] = useState(false)

  const close = () => {
    form.resetFields()
    onClose()
  }

  const submit = async (values: Values) => {
    setSaving(true)
    try {
      const created = await create({
        nome: values.nome.trim(),
        isCertificato: false,
        isBozza: true,
        isCartella: false,
      }).unwrap()
      close()
      navigate(`/librerie/protocolli/${created.id}`)
    } catch (error) {
      setFormErrors(form, error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={t.nuovo}
      okText={it.cartella.crea}
      cancelText={it.conferma.annulla}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={close}
      forceRender
    >
      <Form<Values>
        name="protocollo-nuovo"
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="nome"
          label={t.nome}
          rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
        >
          <Input maxLength={150} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  )
}
