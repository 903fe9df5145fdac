import type { components } from '@/api/schema.gen'
import { FLAG_MACCHINA } from '@/config/constants'
import { it } from '@/i18n/it'

export type FlagAttrezzoMacchina = components['schemas']['FlagAttrezzoMacchina']

/** The three kinds of exercise: machine ('M'), free equipment ('L'), bodyweight (null). */
export const TIPI_ESERCIZIO: readonly { value: FlagAttrezzoMacchina; label: string }[] = [
  { value: FLAG_MACCHINA, label: it.comune.macchina },
  { value: 'L', label: it.comune.attrezzoLibero },
  { value: null, label: it.esercizio.corpoLibero },
]

/** The Italian name of an exercise's kind. */
export function tipoEsercizio(flag: FlagAttrezzoMacchina | undefined): string {
  return TIPI_ESERCIZIO.find((tipo) => tipo.value === (flag ?? null))?.label ?? ''
}
