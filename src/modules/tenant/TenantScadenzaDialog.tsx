import { useEffect, useState } from 'react'
import { DatePicker, Form, Modal, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { formFieldErrors } from '@/api/errors'
import { DATE_FORMAT, ISO_DATE } from '@/config/constants'
import { it } from '@/i18n/it'
import { useAttivaTenantMutation, useModificaDataScadenzaTenantMutation } from './api'
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
  const [form] = Form.useForm<FormValues>()
  const [attiva] = useAttivaTenantMutation()
  const [modifica] = useModificaDataScadenzaTenantMutation()
  const [saving, setSaving] = useState(false)
  const attuale = mode === 'modifica' ? (tenant?.dataScadenza ?? null) : null

  useEffect(() => {
    if (!open) return
    const current = attuale ? dayjs(attuale) : null
    form.setFieldsValue({
      dataScadenza: current && current.isValid() && !notInFuture(current) ? current : null,
    })
  }, [open, attuale, form])

  const close = () => {
    form.resetFields()
    onClose()
  }

  const submit = async () => {
    if (!tenant) return
    const values = await form.validateFields().catch(() => null)
    if (!values?.dataScadenza) return
    const body = { tenantId: tenant.tenantId, dataScadenza: values.dataScadenza.format(ISO_DATE) }
    setSaving(true)
    try {
      await (mode === 'attiva' ? attiva(body) : modifica(body)).unwrap()
    } catch (error) {
      const errors = formFieldErrors(error)
        .filter((field) => field.name.join('.') === 'dataScadenza')
        .flatMap((field) => field.errors)
      if (errors.length > 0) form.setFields([{ name: 'dataScadenza', errors }])
      return
    } finally {
      setSaving(false)
    }
    close()
  }

  return (
    <Modal
      open={open}
      title={mode === 'attiva' ? it.tenant.attivaTitolo : it.tenant.modificaScadenzaTitolo}
      okText={mode === 'attiva' ? it.tenant.attiva : it.tenant.salva}
      cancelText={it.tenant.annulla}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={close}
      forceRender
    >
      {tenant && (
        <Typography.Paragraph>
          {it.tenant.tenantDi(tenant.nome, tenant.tenantId)}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
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
      </Form>
    </Modal>
  )
}
