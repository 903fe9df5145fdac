import { Checkbox, Form, Typography } from 'antd'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { useClienteAcceptGdprMutation } from './api'

const t = it.cliente.gdpr

export interface GdprDialogProps {
  open: boolean
  clienteId: number
  /** "Cognome Nome", shown under the title. */
  nomeCliente: string
  onClose: () => void
}

/**
 * The GDPR acceptance dialog: the privacy notice in Italian and a required checkbox; "Registra
 * accettazione" records it (acceptGdpr {clienteId}).
 */
export function GdprDialog({ open, clienteId, nomeCliente, onClose }: GdprDialogProps) {
  const [accept] = useClienteAcceptGdprMutation()

  return (
    <FormDialog<{ consenso: boolean }>
      open={open}
      title={t.titolo}
      okText={t.registra}
      name="gdpr"
      initialValues={{ consenso: false }}
      onSubmit={() => accept(clienteId).unwrap()}
      onClose={onClose}
      width={640}
    >
      <Typography.Paragraph strong>{t.cliente(nomeCliente)}</Typography.Paragraph>
      <div
        style={{ maxHeight: 320, overflowY: 'auto', marginBottom: 16 }}
        tabIndex={0}
        role="region"
        aria-label={t.titolo}
      >
        <Typography.Paragraph>{t.introduzione}</Typography.Paragraph>
        {t.paragrafi.map((p) => (
          <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
        ))}
      </div>
      <Form.Item
        name="consenso"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value) =>
              value ? Promise.resolve() : Promise.reject(new Error(t.consensoObbligatorio)),
          },
        ]}
        style={{ marginBottom: 0 }}
      >
        <Checkbox>{t.consenso}</Checkbox>
      </Form.Item>
    </FormDialog>
  )
}
