import { Checkbox, Form, Typography } from 'antd'
import dayjs from 'dayjs'
import { downloadText } from '@/components/download'
import { notify } from '@/components/feedback'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { nonSupportata, useGdprRegistraMutation, useLazyClienteRaccoltaDatiQuery } from './gdpr-api'
import { datiEsportati, riepilogoHtml } from './gdpr-esporta'

const t = it.gdpr.esporta

export interface GdprEsportaDialogProps {
  open: boolean
  clienteId: number
  onClose: () => void
}

/**
 * "Esporta dati del cliente": everything held about the client, asked again from the backend, as
 * two downloads (JSON and the Italian HTML summary); health data only when ticked. The export is
 * then appended to the consent register (said so when the backend has no register).
 */
export function GdprEsportaDialog({ open, clienteId, onClose }: GdprEsportaDialogProps) {
  const [raccogli] = useLazyClienteRaccoltaDatiQuery()
  const [registra] = useGdprRegistraMutation()

  const esporta = async ({ sanitari }: { sanitari: boolean }) => {
    const raccolta = await raccogli(clienteId).unwrap()
    const dati = datiEsportati(raccolta, { sanitari, generatoIl: new Date().toISOString() })
    const base = `dati-cliente-${clienteId}-${dayjs().format('YYYY-MM-DD')}`
    const json = `${base}.json`
    const html = `${base}.html`
    downloadText(JSON.stringify(dati, null, 2), json, 'application/json')
    downloadText(riepilogoHtml(dati), html, 'text/html')
    const logged = await registra({ clienteId, tipo: 'esportazione' })
    if ('error' in logged && logged.error) {
      notify.info(nonSupportata(logged.error) ? t.nonRegistrata : t.fatto(json, html))
      return
    }
    notify.success(t.fatto(json, html))
  }

  return (
    <FormDialog<{ sanitari: boolean }>
      open={open}
      title={t.titolo}
      okText={t.ok}
      name="gdpr-esporta"
      initialValues={{ sanitari: false }}
      onSubmit={esporta}
      onClose={onClose}
      width={600}
    >
      <Typography.Paragraph>{t.testo}</Typography.Paragraph>
      <Form.Item
        name="sanitari"
        valuePropName="checked"
        extra={t.sanitariNota}
        style={{ marginBottom: 0 }}
      >
        <Checkbox>{t.sanitari}</Checkbox>
      </Form.Item>
    </FormDialog>
  )
}
