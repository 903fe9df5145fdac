/**
 * Italian numbers and durations, typed and shown the same way everywhere (builder, methodology
 * cycles, printed sheet): decimals with a comma (`22,5`), durations as minutes:seconds (`1:30`).
 * Parsers answer `null` for an empty text and `undefined` for a text they cannot read, so a form
 * can tell "cleared" from "wrong".
 */

/**
 * The formatters, made when first needed: the first Intl formatter of a page loads the locale's
 * data (~30 ms on a laptop, 4x that on a phone), which the login, showing no number, never needs.
 * A logged-in page makes them while its data are on their way (prepareNumberFormats).
 */
let decimal: Intl.NumberFormat | undefined
let integer: Intl.NumberFormat | undefined
const decimalFormat = () =>
  (decimal ??= new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: false }))
const integerFormat = () =>
  (integer ??= new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: 'always' }))

/** Makes the formatters now, in a moment the user waits anyway (before a page's data arrive). */
export function prepareNumberFormats(): void {
  decimalFormat()
  integerFormat()
}

/**
 * THE Italian count: thousands separated by a point from 1.000 on ("1.234", never "1,234" nor
 * Intl's "1234"): 10000 -> "10.000"; 240 -> "240". antd's Statistic takes it as `formatter`.
 */
export function formatInteger(value: number): string {
  return integerFormat().format(value)
}

/** THE agreement of a noun with a count: plurale(1, 'scheda', 'schede') -> 'scheda'. */
export const plurale = (n: number, uno: string, molti: string): string => (n === 1 ? uno : molti)

/**
 * A count and its noun, agreeing, the count grouped: conteggio(1, 'elemento', 'elementi') ->
 * "1 elemento"; conteggio(1234, 'cliente', 'clienti') -> "1.234 clienti".
 */
export const conteggio = (n: number, uno: string, molti: string): string =>
  `${formatInteger(n)} ${plurale(n, uno, molti)}`

/** 22.5 -> "22,5"; 20 -> "20"; null -> "". */
export function formatDecimal(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value)
    ? ''
    : decimalFormat().format(value)
}

/**
 * "22,5" (or "22.5") -> 22.5; "" -> null; anything else (two separators, letters, more than two
 * decimals, a sign) -> undefined. A dot is read as the decimal separator, never as thousands.
 */
export function parseDecimal(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s+/g, '')
  if (trimmed === '') return null
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(trimmed)
  if (!match) return undefined
  return Number(`${match[1]}.${match[2] ?? '0'}`)
}

/** 90 -> "1:30"; 45 -> "0:45"; null -> "". */
export function formatDurata(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || Number.isNaN(seconds)) return ''
  const whole = Math.max(0, Math.round(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** Typographic quotes (an autocorrected keyboard) read as the plain ones. */
const plainQuotes = (text: string): string =>
  text.replace(/[’′‘`´]/g, "'").replace(/[”″“]|''/g, '"')

/**
 * A duration in seconds from what a trainer types: "90", "90s", "90\"" (seconds), "1:30",
 * "1,30", "1.30" (minutes and two digits of seconds, as written on a gym's board), "1'30\"",
 * "1'30", "1'", "1m30s", "2 min" (minutes and seconds). "1,5" is refused (a minute and a half, or
 * one minute five?). "" -> null; unreadable, or seconds of 60 and more after minutes -> undefined.
 */
export function parseDurata(text: string): number | null | undefined {
  const t = plainQuotes(text.trim().toLowerCase()).replace(/\s+/g, '')
  if (t === '') return null
  const onlySeconds = /^(\d{1,4})(?:s|sec|secondi|")?$/.exec(t)
  if (onlySeconds) return Number(onlySeconds[1])
  const clock = /^(\d{1,3})[:.,](\d{2})$/.exec(t)
  const minutes = clock ?? /^(\d{1,3})(?:'|m|min|minuti)(?:(\d{1,2})(?:"|s|sec|secondi)?)?$/.exec(t)
  if (!minutes) return undefined
  const secs = Number(minutes[2] ?? 0)
  if (secs >= 60) return undefined
  return Number(minutes[1]) * 60 + secs
}
