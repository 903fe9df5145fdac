import { DatePicker, Form } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { dataFineRule } from '@/components/date-rules'
import { FormDialog } from '@/features/forms/FormDialog'
import { DATE_FORMAT, ISO_DATE } from '@/config/constants'
import { it } from '@/i18n/it'
import { useSchedaUpdateMutation } from './api'
import type { SchedaRow } from './types'

const t = it.scheda

interface Values {
  dataInizio: Dayjs | null
  dataFine: Dayjs | null
}

const toIso = (d: Dayjs | null | undefined): string | null => (d ? d.format(ISO_DATE) : null)
const fromIso = (iso: string | null | undefined): Dayjs | null => (iso ? dayjs(iso) : null)

export interface DateDialogProps {
  open: boolean
  scheda: SchedaRow
  onClose: () => void
}

/** "Modifica date": dataInizio and dataFine (DD/MM/YYYY), a change of the sheet (`schedaUpdate`). */
export function DateDialog({ open, scheda, onClose }: DateDialogProps) {
  const [update] = useSchedaUpdateMutation()

  return (
    <FormDialog<Values>
      open={open}
      title={t.date}
      okText={it.comune.salva}
      name="scheda-date"
      initialValues={{
        dataInizio: fromIso(scheda.dataInizio),
        dataFine: fromIso(scheda.dataFine),
      }}
      onSubmit={(values) =>
        update({
          scheda,
          modifica: { dataInizio: toIso(values.dataInizio), dataFine: toIso(values.dataFine) },
        }).unwrap()
      }
      onClose={onClose}
    >
      <Form.Item name="dataInizio" label={it.comune.dataInizio}>
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="dataFine"
        label={it.comune.dataFine}
        dependencies={['dataInizio']}
        rules={[dataFineRule]}
      >
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  )
}
