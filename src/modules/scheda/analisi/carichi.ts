/**
 * Loads from the client's maximums: a detail's load in % of the client's maximum for
 * its exercise, in kg rounded to a usable plate step; how old that maximum is and whether it is to
 * be tested again; which maximums the client's current sheets use. Pure functions: dates are
 * 'YYYY-MM-DD' texts and "today" is always given.
 */
import type { components } from '@/api/schema.gen'
import { statoScheda } from '../types'

type S = components['schemas']

import { PASSO_PREDEFINITO, type ImpostazioniCarichi } from '@/config/carichi'

/** A guard against binary fractions (0.1 + 0.2): a tie stays a tie. */
const EPSILON = 1e-9

/**
 * `percentuale` % of `massimale` kg, to the nearest multiple of `passo` (ties round up), never
 * negative. A step that is not a positive number rounds to the hundredth of a kg.
 */
export function kgDaPercentuale(
  percentuale: number,
  massimale: number,
  passo: number = PASSO_PREDEFINITO,
): number {
  const kg = (percentuale * massimale) / 100
  if (!Number.isFinite(kg) || kg <= 0) return 0
  const step = Number.isFinite(passo) && passo > 0 ? passo : 0.01
  const multipli = Math.floor(kg / step + 0.5 + EPSILON)
  return Math.round(multipli * step * 1000) / 1000
}

const DAY_MS = 24 * 60 * 60 * 1000
const utc = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`)

/** Whole days from `data` to `oggi` (0 for a date after today). */
export function giorniDa(data: string, oggi: string): number {
  const days = Math.round((utc(oggi) - utc(data)) / DAY_MS)
  return Number.isFinite(days) ? Math.max(0, days) : 0
}

/** Whole weeks elapsed from `data` to `oggi` (not calendar weeks): 13 days is 1 week. */
export const settimaneDa = (data: string, oggi: string): number =>
  Math.floor(giorniDa(data, oggi) / 7)

/** A maximum is to be tested again once it is older than `settimane` weeks. */
export const daRitestare = (data: string, oggi: string, settimane: number): boolean =>
  giorniDa(data, oggi) > settimane * 7

/** The maximum a load was computed from. */
export type MassimaleUsato = Pick<S['Massimale'], 'valore' | 'data'>

/** What a detail's load in % gives. */
export type CaricoDaMassimale =
  | {
      tipo: 'stimato'
      /** null while no percentage can be read. */
      kg: number | null
      massimale: MassimaleUsato
      settimane: number
      daRitestare: boolean
    }
  | { tipo: 'senzaMassimale' }

export interface DettaglioCarico {
  /** The load typed (the percentage when the unit is percentuale). */
  carico?: number | null
  caricoUnita?: S['CaricoUnita'] | null
  esercizio: Pick<S['EsercizioSlim'], 'id'>
}

/**
 * A detail's load from the client's maximum for its exercise (`massimale`: null on a sheet without
 * client, as a library template; undefined when the client has none for that exercise). Null when
 * there is nothing to show (no client, or a load in kg); "no maximum"; otherwise the kg (rounded
 * to the step; null while no percentage is typed), the maximum, its age in weeks and whether it
 * is to be tested again.
 */
export function caricoDaMassimale(
  dettaglio: Pick<DettaglioCarico, 'carico' | 'caricoUnita'>,
  massimale: MassimaleUsato | null | undefined,
  impostazioni: ImpostazioniCarichi,
  oggi: string,
): CaricoDaMassimale | null {
  if (massimale === null || dettaglio.caricoUnita !== 'percentuale') return null
  if (!massimale) return { tipo: 'senzaMassimale' }
  const { carico } = dettaglio
  return {
    tipo: 'stimato',
    kg:
      carico === null || carico === undefined || carico < 0
        ? null
        : kgDaPercentuale(carico, massimale.valore, impostazioni.passo),
    massimale: { valore: massimale.valore, data: massimale.data },
    settimane: settimaneDa(massimale.data, oggi),
    daRitestare: daRitestare(massimale.data, oggi, impostazioni.settimaneRitest),
  }
}

/** The loads of every detail of a sheet's groups, by detail id (see caricoDaMassimale). */
export function carichiScheda(
  gruppi: readonly { dettagli: readonly (DettaglioCarico & { id: number })[] }[],
  massimali: ReadonlyMap<number, MassimaleUsato> | null,
  impostazioni: ImpostazioniCarichi,
  oggi: string,
): Map<number, CaricoDaMassimale | null> {
  const out = new Map<number, CaricoDaMassimale | null>()
  for (const gruppo of gruppi) {
    for (const d of gruppo.dettagli) {
      const massimale = massimali === null ? null : massimali.get(d.esercizio.id)
      out.set(d.id, caricoDaMassimale(d, massimale, impostazioni, oggi))
    }
  }
  return out
}

/** The client's current maximum per exercise (the latest by date, should a list hold more). */
export function massimaliPerEsercizio(
  massimali: readonly Pick<S['Massimale'], 'esercizio' | 'valore' | 'data'>[],
): Map<number, MassimaleUsato> {
  const out = new Map<number, MassimaleUsato>()
  for (const m of massimali) {
    const prima = out.get(m.esercizio.id)
    if (!prima || m.data >= prima.data) out.set(m.esercizio.id, { valore: m.valore, data: m.data })
  }
  return out
}

type SchedaConGruppi = Pick<S['Scheda'], 'isBozza' | 'dataInizio' | 'dataFine'> & {
  gruppi: readonly { dettagli: readonly DettaglioCarico[] }[]
}

/** A sheet is current when today is between its start and end (or it has none): not a draft. */
export const schedaInCorso = (
  scheda: Pick<S['Scheda'], 'isBozza' | 'dataInizio' | 'dataFine'>,
  oggi: string,
): boolean => statoScheda(scheda, oggi) === 'inCorso'

/**
 * The exercises whose maximum the client's current sheets use: some detail of a current sheet has
 * that exercise with its load in % of the maximum.
 */
export function eserciziUsatiInCorso(
  schede: readonly SchedaConGruppi[],
  oggi: string,
): Set<number> {
  const usati = new Set<number>()
  for (const scheda of schede) {
    if (!schedaInCorso(scheda, oggi)) continue
    for (const gruppo of scheda.gruppi) {
      for (const d of gruppo.dettagli) {
        if (d.caricoUnita === 'percentuale') usati.add(d.esercizio.id)
      }
    }
  }
  return usati
}
