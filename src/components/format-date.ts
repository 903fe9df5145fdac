import dayjs from 'dayjs'
import { DATE_FORMAT } from '@/config/constants'

/** An ISO date or date-time as shown to the user: 'DD/MM/YYYY'. Empty for a missing/invalid date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = dayjs(iso)
  return d.isValid() ? d.format(DATE_FORMAT) : ''
}
