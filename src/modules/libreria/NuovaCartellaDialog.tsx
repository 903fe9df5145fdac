import { useState } from 'react'
import { Checkbox, Form, Input, Modal, Select } from 'antd'
import { setFormErrors } from '@/api/errors'
import { FLAG_MACCHINA, PAGE_SIZE_ALL } from '@/config/constants'
import { it } from '@/i18n/it'
import { useAttrezzoListQuery } from '@/modules/attrezzo/api'
import { useCartellaCreateMutation } from '@/modules/cartella/api'

const t = it.cartella

interface Values {
  nome: string
  attrezzo?: number
  macchina?: boolean
}

export interface NuovaCartellaDialogProps {
  open: boolean
  onClose: () => void
}

/** "Nuova cartella": nome, optional attrezzo and the machine flag (M) -> POST /api/cartella/. */
export function NuovaCartellaDialog({ open, onClose }: NuovaCartellaDialogProps) {
  const [form] = Form.useForm<Values>()
  const [create, { isLoading }] = useCartellaCreateMutation()
  const [saving, setSaving] = useState(false)
  const attrezzi = useAttrezzoListQuery({ pageSize: PAGE_SIZE_ALL }, { skip: !open })
  const options = (attrezzi.data?.data ?? []).map((a) => ({ value: a.id, label: a.nome }))

  const close = () => {
    form.resetFields()
    onClose()
  }

  const submit = async (values: Values) => {
    const attrezzo = options.find((o) => o.value === values.attrezzo)
    setSaving(true)
    try {
      await create({
        nome: values.nome.trim(),
        attrezzo: attrezzo ? { id: attrezzo.value, nome: attrezzo.label } : null,
        flagAttrezzoMacchina: values.macchina ? FLAG_MACCHINA : attrezzo ? 'L' : null,
      }).unwrap()
      close()
    } catch (error) {
      setFormErrors(form, error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={t.titoloNuova}
      okText={t.crea}
      cancelText={it.conferma.annulla}
      confirmLoading={saving || isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      forceRender
    >
      <Form<Values>
        name="cartella-nuova"
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="nome"
          label={t.nome}
          rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
        >
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item name="attrezzo" label={t.attrezzo}>
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t.nessunAttrezzo}
            loading={attrezzi.isFetching}
            options={options}
          />
        </Form.Item>
        <Form.Item name="macchina" valuePropName="checked">
          <Checkbox>{t.macchina}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  )
}
