import { DatePicker, Form, Input, Radio } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { FormDialog } from '@/features/forms/FormDialog'
import { DATE_FORMAT } from '@/config/constants'
import { it } from '@/i18n/it'
import type { TestChiuso } from './test-posturali'

const t = it.cliente.test

interface Values {
  data: Dayjs | null
  esito: string
  note?: string
}

export interface ChiudiTestDialogProps {
  open: boolean
  /** The name of the test being closed. */
  test: string
  onClose: () => void
  /** Records the outcome; resolve to close the dialog, reject to keep it open. */
  onSubmit: (test: TestChiuso) => Promise<unknown>
}

/** "Chiudi test": date, outcome (Nella norma / Da monitorare / Da approfondire) and notes. */
export function ChiudiTestDialog({ open, test, onClose, onSubmit }: ChiudiTestDialogProps) {
  return (
    <FormDialog<Values>
      open={open}
      title={t.dialogTitolo(test)}
      okText={t.registra}
      name="chiudiTest"
      initialValues={{ data: dayjs().startOf('day') }}
      onSubmit={async (values) => {
        if (!values.data) return
        await onSubmit({ test, data: values.data, esito: values.esito, note: values.note ?? '' })
      }}
      onClose={onClose}
    >
      <Form.Item
        name="data"
        label={it.comune.data}
        rules={[{ required: true, message: t.dataObbligatoria }]}
      >
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="esito"
        label={it.comune.esito}
        rules={[{ required: true, message: t.esitoObbligatorio }]}
      >
        <Radio.Group
          aria-label={it.comune.esito}
          options={t.esiti.map((esito) => ({ value: esito, label: esito }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item
        name="note"
        label={it.comune.note}
        rules={[{ max: 500, message: it.cliente.regole.troppoLungo(500) }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormDialog>
  )
}
