import { Alert, Form, Input, Typography } from 'antd'
import type { OpResult } from '@/api/contract'
import { errorMessage } from '@/api/errors'
import { notify } from '@/components/feedback'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { nonSupportata, useGdprAnonimizzaMutation } from './gdpr-api'

const t = it.gdpr.cancella

export interface GdprCancellaDialogProps {
  open: boolean
  clienteId: number
  /** "Cognome Nome": what the user types to confirm. */
  nomeCliente: string
  onClose: () => void
  /** The anonymised client, for the page's form to show (it does not follow the row by itself). */
  onAnonimizzato: (cliente: OpResult<'gdpr_anonimizza'>) => void
}

/** The same name, case and extra spaces aside. */
const stessoNome = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it') ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase('it')

/**
 * "Cancella i dati del cliente" (GDPR art. 17): the product anonymises (gdpr_anonimizza), it does
 * not delete: the texts say what is cleared, what stays and why. Confirmed by typing the name.
 */
export function GdprCancellaDialog({
  open,
  clienteId,
  nomeCliente,
  onClose,
  onAnonimizzato,
}: GdprCancellaDialogProps) {
  const [anonimizza] = useGdprAnonimizzaMutation()

  const cancella = async () => {
    const result = await anonimizza(clienteId)
    if ('error' in result && result.error) {
      notify.error(
        nonSupportata(result.error)
          ? t.nonSupportata
          : (errorMessage(result.error) ?? it.errori.tecnico),
      )
      throw result.error
    }
    onAnonimizzato(result.data)
    notify.success(t.fatto)
  }

  return (
    <FormDialog<{ nome: string }>
      open={open}
      title={t.titolo}
      okText={t.ok}
      name="gdpr-cancella"
      initialValues={{ nome: '' }}
      onSubmit={cancella}
      onClose={onClose}
      width={640}
      danger
    >
      <Alert type="error" showIcon title={t.spiegazione} style={{ marginBottom: 12 }} />
      <Typography.Paragraph type="secondary">{t.perche}</Typography.Paragraph>
      <Typography.Paragraph strong>{t.conferma(nomeCliente)}</Typography.Paragraph>
      <Form.Item
        name="nome"
        label={t.campo}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              stessoNome(value ?? '', nomeCliente)
                ? Promise.resolve()
                : Promise.reject(new Error(t.nonCorrisponde)),
          },
        ]}
        style={{ marginBottom: 0 }}
      >
        <Input autoComplete="off" />
      </Form.Item>
    </FormDialog>
  )
}
