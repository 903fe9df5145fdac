/** The age of an instructor (SPEC 3: eta in whole years from dataNascita). */
import dayjs, { type Dayjs } from 'dayjs'

/**
 * Whole years between the birth date and `oggi` (default today); null without a valid date or
 * for a date in the future.
 */
export function etaDa(
  dataNascita: Dayjs | string | null | undefined,
  oggi: Dayjs | string = dayjs(),
): number | null {
  if (!dataNascita) return null
  const nascita = dayjs(dataNascita)
  if (!nascita.isValid()) return null
  const anni = dayjs(oggi).diff(nascita, 'year')
  return anni >= 0 ? anni : null
}
