import { DatePicker, Form, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { FormDialog } from '@/features/forms/FormDialog'
import { DATE_FORMAT, ISO_DATE } from '@/config/constants'
import { it } from '@/i18n/it'
import { useTenantAttivaMutation, useTenantModificaDataScadenzaMutation } from './api'
import type { Tenant } from './tenant-stato'

/** 'attiva': activate until a date; 'modifica': change the expiry date of the tenant. */
export type ScadenzaMode = 'attiva' | 'modifica'

export interface TenantScadenzaDialogProps {
  open: boolean
  mode: ScadenzaMode
  /** The tenant the dialog acts on (kept while the dialog closes). */
  tenant: Tenant | null
  /** Cancel, Esc, or after a successful save: the caller sets open to false. */
  onClose: () => void
}

interface FormValues {
  dataScadenza: Dayjs | null
}

/** Only days after today: a tenant expiring today or earlier would not be active. */
const notInFuture = (day: Dayjs) => !day.isAfter(dayjs(), 'day')

/**
 * The dialogs "Attiva tenant" and "Modifica scadenza": one required date after today, sent as
 * yyyy-MM-dd. A 422 answer is shown on the field and the dialog stays open; on success the list
 * refreshes (tags) and the dialog closes.
 */
export function TenantScadenzaDialog({ open, mode, tenant, onClose }: TenantScadenzaDialogProps) {
  const [attiva] = useTenantAttivaMutation()
  const [modifica] = useTenantModificaDataScadenzaMutation()
  const attuale = mode === 'modifica' ? (tenant?.dataScadenza ?? null) : null
  const current = attuale ? dayjs(attuale) : null

  return (
    <FormDialog<FormValues>
      open={open}
      title={mode === 'attiva' ? it.tenant.attivaTitolo : it.tenant.modificaScadenza}
      okText={mode === 'attiva' ? it.tenant.attiva : it.comune.salva}
      name="tenant-scadenza"
      initialValues={{
        dataScadenza: current && current.isValid() && !notInFuture(current) ? current : null,
      }}
      onSubmit={async (values) => {
        if (!tenant || !values.dataScadenza) return
        const body = {
          tenantId: tenant.tenantId,
          dataScadenza: values.dataScadenza.format(ISO_DATE),
        }
        await (mode === 'attiva' ? attiva(body) : modifica(body)).unwrap()
      }}
      onClose={onClose}
    >
      {tenant && (
        <Typography.Paragraph>
          {it.tenant.tenantDi(tenant.nome, tenant.tenantId)}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="dataScadenza"
        label={it.tenant.nuovaScadenza}
        rules={[
          { required: true, message: it.tenant.scadenzaObbligatoria },
          {
            validator: (_rule, value: Dayjs | null) =>
              value && notInFuture(value)
                ? Promise.reject(new Error(it.tenant.scadenzaFutura))
                : Promise.resolve(),
          },
        ]}
      >
        <DatePicker
          format={DATE_FORMAT}
          placeholder={it.tenant.formatoData}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormDialog>
  )
}
