import { Button, Card, Checkbox, Flex, Form, Input } from 'antd'
import { useDetailForm } from '@/features/detail-page/use-detail-form'
import { it } from '@/i18n/it'
import { useProtocolloUpdateMutation } from './api'
import type { Protocollo } from './types'

const t = it.protocollo

/** The form's values; shared with the detail-page scaffold's test, which drives this mapping. */
export interface ProtocolloValues {
  nome: string
  descrizione: string
  isCertificato: boolean
  isBozza: boolean
  isCartella: boolean
}

export const valuesOf = (p: Protocollo): ProtocolloValues => ({
  // A drifting backend may leave a required text out (src/api/conform.ts): an empty field.
  nome: p.nome ?? '',
  descrizione: p.descrizione ?? '',
  isCertificato: p.isCertificato ?? false,
  isBozza: p.isBozza ?? false,
  isCartella: p.isCartella ?? false,
})

export const toBody = (values: ProtocolloValues) => ({
  nome: values.nome.trim(),
  descrizione: values.descrizione.trim() || null,
  isCertificato: values.isCertificato,
  isBozza: values.isBozza,
  isCartella: values.isCartella,
})

/** nome, descrizione, isCertificato, isBozza, isCartella -> `protocollo_update`. */
export function ProtocolloForm({ protocollo }: { protocollo: Protocollo }) {
  const [update] = useProtocolloUpdateMutation()
  const { formProps, saving, dirty, reset } = useDetailForm({
    initialValues: valuesOf(protocollo),
    toBody,
    save: (body) => update({ id: protocollo.id, body }).unwrap(),
    onSaved: valuesOf,
    fromRow: valuesOf,
  })

  return (
    <Card size="small" title={t.dati}>
      <Form<ProtocolloValues> name="protocollo" {...formProps}>
        <Form.Item
          name="nome"
          label={it.comune.nome}
          rules={[{ required: true, whitespace: true, message: t.nomeObbligatorio }]}
        >
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="descrizione" label={it.comune.descrizione}>
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="isCertificato" valuePropName="checked">
            <Checkbox>{it.protocollo.certificato}</Checkbox>
          </Form.Item>
          <Form.Item name="isBozza" valuePropName="checked">
            <Checkbox>{it.comune.bozza}</Checkbox>
          </Form.Item>
          <Form.Item name="isCartella" valuePropName="checked">
            <Checkbox>{it.comune.cartella}</Checkbox>
          </Form.Item>
        </Flex>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {it.comune.salva}
          </Button>
          <Button disabled={!dirty} onClick={reset}>
            {it.comune.annulla}
          </Button>
        </Flex>
      </Form>
    </Card>
  )
}
