import dayjs from 'dayjs'
import { ISO_DATE } from '@/config/constants'
import type { SchedaRow } from './types'

/** A client's sheet as the overlap rule reads it. */
export type SchedaPeriodo = Pick<
  SchedaRow,
  'id' | 'nome' | 'dataInizio' | 'dataFine' | 'isTemplate' | 'isBozza'
>

export interface Sovrapposizioni<T extends SchedaPeriodo> {
  /** Sheets started before the new one and still running on its first day: ended the day before. */
  daConcludere: T[]
  /** Sheets starting on the new one's first day: the two cannot both run. */
  stessoInizio: T[]
  /**
   * The first sheet starting after the new one's first day, within its period (or at any time
   * after it, when the new one has no end): the new one must end the day before it starts.
   */
  successiva: T | null
}

/** The day before an ISO date. */
export const giornoPrima = (iso: string): string => dayjs(iso).subtract(1, 'day').format(ISO_DATE)

/**
 * Never two sheets "in corso" for a client: what a new sheet from `inizio` to `fine`
 * (null: open-ended) overlaps among the client's sheets. Templates and drafts never run, so they
 * never overlap. A sheet with no start date counts as started long ago.
 */
export function sovrapposizioni<T extends SchedaPeriodo>(
  schede: readonly T[],
  inizio: string,
  fine: string | null,
  /** The sheet being changed, when it is one of `schede`. */
  esclusa?: number,
): Sovrapposizioni<T> {
  const attive = schede.filter((s) => !s.isTemplate && !s.isBozza && s.id !== esclusa)
  const finisceDopo = (s: T, giorno: string) => !s.dataFine || s.dataFine >= giorno
  const daConcludere = attive.filter(
    (s) => (!s.dataInizio || s.dataInizio < inizio) && finisceDopo(s, inizio),
  )
  const stessoInizio = attive.filter((s) => s.dataInizio === inizio)
  const successiva =
    attive
      .filter((s) => !!s.dataInizio && s.dataInizio > inizio && (!fine || s.dataInizio <= fine))
      .sort((a, b) => (a.dataInizio ?? '').localeCompare(b.dataInizio ?? ''))[0] ?? null
  return { daConcludere, stessoInizio, successiva }
}

/** The day `n` days after an ISO date. */
const giorniDopo = (iso: string, n: number): string => dayjs(iso).add(n, 'day').format(ISO_DATE)

/**
 * The periods of a programme's sheets (a protocol given to a client): the first from `inizio`,
 * each lasting its weeks, the next from the day after.
 * periodiProgramma('2026-03-02', [4, 2]) -> 02/03-29/03, 30/03-12/04.
 */
export function periodiProgramma(
  inizio: string,
  settimane: readonly number[],
): { dataInizio: string; dataFine: string }[] {
  let dal = inizio
  return settimane.map((n) => {
    const periodo = { dataInizio: dal, dataFine: giorniDopo(dal, n * 7 - 1) }
    dal = giorniDopo(periodo.dataFine, 1)
    return periodo
  })
}
