/** Dates as the fake backend needs them: ISO days, Italian display, ages in whole years. */
import dayjs from 'dayjs'
import { DATE_FORMAT, ISO_DATE } from '@/config/constants'

/** Today's ISO date (yyyy-MM-dd) in local time. */
export const todayIso = (): string => dayjs().format(ISO_DATE)

export const nowIso = (): string => new Date().toISOString()

/** yyyy-MM-dd -> dd/MM/yyyy; empty for a missing date. */
export const formatIt = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format(DATE_FORMAT) : ''

/** Age in whole years at `today` (ISO); null without a valid birth date. */
export function ageInYears(
  dataNascita: string | null | undefined,
  today = todayIso(),
): number | null {
  if (!dataNascita) return null
  const birth = dayjs(dataNascita)
  if (!birth.isValid()) return null
  const years = dayjs(today).diff(birth, 'year')
  return years >= 0 ? years : null
}
