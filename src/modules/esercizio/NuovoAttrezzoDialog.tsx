import { useState } from 'react'
import { Form, Input, Modal } from 'antd'
import type { components } from '@/api/schema.gen'
import { formFieldErrors } from '@/api/errors'
import { it } from '@/i18n/it'
import { useAttrezzoCreateMutation } from '@/modules/attrezzo/api'

type Attrezzo = components['schemas']['Attrezzo']

const t = it.esercizio

export interface NuovoAttrezzoDialogProps {
  open: boolean
  /** Called with the created piece of equipment (POST /api/attrezzo/). */
  onCreated: (attrezzo: Attrezzo) => void
  onClose: () => void
}

/** "Nuovo attrezzo": creates a piece of equipment from the exercise form. */
export function NuovoAttrezzoDialog({ open, onCreated, onClose }: NuovoAttrezzoDialogProps) {
  const [form] = Form.useForm<{ nome: string }>()
  const [create] = useAttrezzoCreateMutation()
  const [saving, setSaving] = useState(false)

  const close = () => {
    form.resetFields()
    onClose()
  }

  const submit = async () => {
    const values = await form.validateFields().catch(() => null)
    if (!values) return
    setSaving(true)
    try {
      const attrezzo = await create({ nome: values.nome.trim() }).unwrap()
      onCreated(attrezzo)
      close()
    } catch (error) {
      form.setFields(formFieldErrors(error) as Parameters<typeof form.setFields>[0])
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={t.nuovoAttrezzoTitolo}
      okText={t.crea}
      cancelText={t.annulla}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={close}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="nome"
          label={t.nomeAttrezzo}
          rules={[{ required: true, whitespace: true, message: t.nomeAttrezzoObbligatorio }]}
        >
          <Input autoFocus maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
