import { Form, Row, Typography } from 'antd'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { useMetodologiaCustomMutation } from './api'
import { CicliEditor } from './CicliEditor'
import { MetodologiaCampi } from './MetodologiaCampi'
import { NUOVA_METODOLOGIA, toBody, type MetodologiaFormValues } from './metodologia-form'
import type { Metodologia } from './types'
import { useMetodiTipi, useProponiPredefiniti } from './use-metodi-tipi'

const t = it.metodologia

export interface MetodologiaCustomDialogProps {
  open: boolean
  /** Annulla, Esc, or after the creation: the caller sets open to false. */
  onClose: () => void
  /** The methodology just created (`metodologia_custom`), before onClose. */
  onCreated: (metodologia: Metodologia) => void
  /** What the codice starts as at each opening (e.g. the text typed in a picker). */
  initialCodice?: string
  /** What the descrizione starts as at each opening. */
  initialDescrizione?: string
}

/**
 * A trainer's own methodology, made on the spot (Metodologie list, the sheet builder's methodology
 * picker): codice, descrizione, method and type (their defaults proposed) and the cycles. It is
 * usable at once by every instructor: never a draft waiting for an admin. A codice already in use
 * is shown on its field and the dialog keeps what was typed.
 */
export function MetodologiaCustomDialog({
  open,
  onClose,
  onCreated,
  initialCodice = '',
  initialDescrizione = '',
}: MetodologiaCustomDialogProps) {
  const [form] = Form.useForm<MetodologiaFormValues>()
  const [create] = useMetodologiaCustomMutation()
  const { metodi, tipi } = useMetodiTipi({ skip: !open })

  useProponiPredefiniti(form, open, { metodi, tipi })

  return (
    <FormDialog<MetodologiaFormValues>
      open={open}
      title={it.crud.nuovo('metodologiaPersonalizzata')}
      okText={t.custom.crea}
      name="metodologia-custom"
      form={form}
      width={880}
      initialValues={{ codice: initialCodice, descrizione: initialDescrizione }}
      onSubmit={async (values) => {
        const created = await create(toBody({ ...NUOVA_METODOLOGIA, ...values })).unwrap()
        onCreated(created)
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t.custom.testo}</Typography.Paragraph>
      <Row gutter={16}>
        <MetodologiaCampi metodi={metodi} tipi={tipi} />
      </Row>
      <Typography.Title level={5}>{t.cicli.titolo}</Typography.Title>
      <CicliEditor />
    </FormDialog>
  )
}
