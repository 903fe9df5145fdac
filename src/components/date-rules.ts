import type { FormRule } from 'antd'
import type { Dayjs } from 'dayjs'
import { it } from '@/i18n/it'

/**
 * THE rule of a sheet's end date (dataFine): empty, or not before the start date (dataInizio) of
 * the same form; the same day is a one-day sheet. Give the field `dependencies={['dataInizio']}`.
 */
export const dataFineRule: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: Dayjs | null | undefined) => {
    const inizio = getFieldValue('dataInizio') as Dayjs | null | undefined
    return value && inizio && value.isBefore(inizio, 'day')
      ? Promise.reject(new Error(it.scheda.dataFinePrimaInizio))
      : Promise.resolve()
  },
})
