import { useEffect, useState } from 'react'
import { Button, Card, Checkbox, Flex, Form, Input } from 'antd'
import { setFormErrors } from '@/api/errors'
import { useUnsavedChanges } from '@/features/unsaved-changes/use-unsaved-changes'
import { it } from '@/i18n/it'
import { useProtocolloUpdateMutation } from './api'
import type { Protocollo } from './types'

const t = it.protocollo

interface Values {
  nome: string
  descrizione: string
  isCertificato: boolean
  isBozza: boolean
  isCartella: boolean
}

const valuesOf = (p: Protocollo): Values => ({
  nome: p.nome,
  descrizione: p.descrizione ?? '',
  isCertificato: p.isCertificato ?? false,
  isBozza: p.isBozza ?? false,
  isCartella: p.isCartella ?? false,
})

const same = (a: Values, b: Values) =>
  (Object.keys(a) as (keyof Values)[]).every((k) => a[k] === b[k])

/** nome, descrizione, isCertificato, isBozza, isCartella -> PUT /api/protocollo/{id}. */
export function ProtocolloForm({ protocollo }: { protocollo: Protocollo }) {
  const [form] = Form.useForm<Values>()
  const [update, { isLoading }] = useProtocolloUpdateMutation()
  const loaded = valuesOf(protocollo)
  const [dirty, setDirty] = useState(false)
  const { markSaved } = useUnsavedChanges(dirty)

  useEffect(() => {
    form.setFieldsValue(valuesOf(protocollo))
    setDirty(false)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload when the saved row changes
  }, [
    protocollo.id,
    protocollo.nome,
    protocollo.descrizione,
    protocollo.isCertificato,
    protocollo.isBozza,
    protocollo.isCartella,
  ])

  const submit = async (values: Values) => {
    try {
      await update({
        id: protocollo.id,
        body: {
          nome: values.nome.trim(),
          descrizione: values.descrizione.trim() || null,
          isCertificato: values.isCertificato,
          isBozza: values.isBozza,
          isCartella: values.isCartella,
        },
      }).unwrap()
      markSaved()
      setDirty(false)
    } catch (error) {
      setFormErrors(form, error)
    }
  }

  return (
    <Card size="small" title={t.dati}>
      <Form<Values>
        name="protocollo"
        form={form}
        layout="vertical"
        initialValues={loaded}
        onValuesChange={(_changed, all) => setDirty(!same({ ...loaded, ...all }, loaded))}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="nome"
          label={t.nome}
          rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
        >
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="descrizione" label={t.descrizione}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="isCertificato" valuePropName="checked">
            <Checkbox>{t.isCertificato}</Checkbox>
          </Form.Item>
          <Form.Item name="isBozza" valuePropName="checked">
            <Checkbox>{t.isBozza}</Checkbox>
          </Form.Item>
          <Form.Item name="isCartella" valuePropName="checked">
            <Checkbox>{t.isCartella}</Checkbox>
          </Form.Item>
        </Flex>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t.salva}
          </Button>
          <Button
            disabled={!dirty}
            onClick={() => {
              form.setFieldsValue(loaded)
              setDirty(false)
            }}
          >
            {t.annulla}
          </Button>
        </Flex>
      </Form>
    </Card>
  )
}
