import { useEffect, useState } from 'react'
import { Form, Input, Modal, Typography } from 'antd'
import { setFormErrors } from '@/api/errors'
import { it } from '@/i18n/it'
import { useCartellaCreateMutation } from '@/modules/cartella/api'
import { useSchedaUpdateMutation } from './api'
import type { SchedaRef } from './types'

const t = it.scheda

interface Values {
  nome: string
}

export interface NuovaCartellaDialogProps {
  open: boolean
  scheda: SchedaRef
  onClose: () => void
}

/**
 * "Nuova cartella" from a sheet: POST /api/cartella/ then the sheet's cartelle get the new folder
 * (PUT /api/scheda/{id}).
 */
export function NuovaCartellaDialog({ open, scheda, onClose }: NuovaCartellaDialogProps) {
  const [form] = Form.useForm<Values>()
  const [createCartella] = useCartellaCreateMutation()
  const [updateScheda] = useSchedaUpdateMutation()
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (open) form.resetFields()
  }, [open, form])

  const submit = async (values: Values) => {
    setSaving(true)
    try {
      const cartella = await createCartella({ nome: values.nome.trim() }).unwrap()
      await updateScheda({
        id: scheda.id,
        body: {
          nome: scheda.nome,
          cartelle: [...(scheda.cartelle ?? []), { id: cartella.id, nome: cartella.nome }],
        },
      }).unwrap()
      onClose()
    } catch (error) {
      setFormErrors(form, error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={t.nuovaCartella}
      okText={it.cartella.crea}
      cancelText={t.annulla}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<Values>
        name="scheda-cartella"
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
      >
        <Typography.Paragraph type="secondary">{t.nuovaCartellaAiuto}</Typography.Paragraph>
        <Form.Item
          name="nome"
          label={t.nomeCartella}
          rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
