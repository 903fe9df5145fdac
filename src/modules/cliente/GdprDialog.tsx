import { Checkbox, Form, Skeleton, Typography } from 'antd'
import { formatDate } from '@/components/format-date'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { useClienteAcceptGdprMutation } from './api'
import { useGdprInformativeQuery } from './gdpr-api'

const t = it.cliente.gdpr
const g = it.gdpr.informativa

export interface GdprDialogProps {
  open: boolean
  clienteId: number
  /** "Cognome Nome", shown under the title. */
  nomeCliente: string
  onClose: () => void
}

/**
 * The GDPR acceptance dialog: the privacy notice in force (gdpr_informative's last version, with
 * its version and date; the app's own text on a backend without versions) and a required
 * checkbox; "Registra accettazione" records it (acceptGdpr {clienteId}: the backend appends the
 * acceptance of the version in force to the register).
 */
export function GdprDialog({ open, clienteId, nomeCliente, onClose }: GdprDialogProps) {
  const [accept] = useClienteAcceptGdprMutation()
  const informative = useGdprInformativeQuery(undefined, { skip: !open })
  const corrente = informative.data?.at(-1)

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
        {informative.isLoading ? (
          <Skeleton active />
        ) : corrente ? (
          <>
            <Typography.Paragraph type="secondary">
              {g.versione(corrente.versione, formatDate(corrente.data))}
            </Typography.Paragraph>
            {corrente.testo.map((p) => (
              <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
            ))}
          </>
        ) : (
          <>
            <Typography.Paragraph type="secondary">{g.nonVersionata}</Typography.Paragraph>
            <Typography.Paragraph>{t.introduzione}</Typography.Paragraph>
            {t.paragrafi.map((p) => (
              <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
            ))}
          </>
        )}
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
