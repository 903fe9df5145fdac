import dayjs from 'dayjs'
import 'dayjs/locale/it'

/** A month of the analytics ('2026-11') as the user reads it: 'novembre 2026'. */
export function formatMese(mese: string): string {
  const day = dayjs(`${mese}-01`)
  return day.isValid() ? day.locale('it').format('MMMM YYYY') : mese
}

/** The short form for the chart's axis: 'nov 26'. */
export function formatMeseBreve(mese: string): string {
  const day = dayjs(`${mese}-01`)
  return day.isValid() ? day.locale('it').format('MMM YY') : mese
}
