/**
 * "Prossimo blocco": the next sheet of a client written from the last one, with the progression
 * rules the trainer picks. Pure functions: no React, no store.
 *
 * Rules (the dialog states them in its help text):
 * - the new sheet has the same groups and exercises, in the same order, with the same methodologies
 *   (a superset stays a superset); its dates follow on: it starts the day after the old one ends and
 *   lasts as many days (a deload week lasts 7 days);
 * - loads: +x kg or +x % on the chosen exercises. A load in kg is rounded to the nearest multiple of
 *   the plate step (`passoKg`, 2,5 kg unless the trainer sets another), never below 0. A load in %
 *   of the maximum: +x % multiplies it, +x kg adds x kg to what it is in kg of the client's maximum
 *   of the exercise (then back to %, rounded to half a point); without that maximum it is left as it
 *   is and said so. A detail without a load gets none;
 * - deload (scarico −x %): every load, chosen or not, times (1 − x/100), rounded the same way; a
 *   deload block does not also progress the loads;
 * - reps +1: every number of the repetitions text goes up by one ("8" -> "9", "8-10" -> "9-11",
 *   "10,8,6" -> "11,9,7"); a text with words ("MAX", "30 sec") is left as it is. A rep-scheme change
 *   writes the new text instead;
 * - sets +1 (at most 100): on the chosen exercises; a superset's exercises keep the same rounds, so
 *   when one of a superset is chosen its partners get the set too;
 * - chosen exercises are catalogue ids: a saved progression may name an exercise the sheet no longer
 *   has ("removed since"): it is ignored and reported;
 * - substitutions: an exercise that conflicts with a pathology of the client the trainer has not
 *   dismissed on that detail (a pathology added since) gets the first alternative of patologie.ts
 *   suggested; a substitution keeps sets, reps and rest and drops the load (another exercise, another
 *   weight) and the dismissed pathologies.
 */
import dayjs from 'dayjs'
import { ISO_DATE } from '@/config/constants'
import type { Metodologia } from '../types'
import { collegamenti } from '../builder/superserie'
import type { Dettaglio, EsercizioSlim, Gruppo } from '../builder/tree'

/** The rules of a progression, as the dialog edits them and the contract saves them. */
export interface RegoleProgressione {
  /** Load change on the chosen exercises (null: loads unchanged). */
  carico: { modo: 'kg' | 'percentuale'; valore: number } | null
  /** Reps: +1, a new scheme written on the chosen exercises, or unchanged. */
  ripetizioni: { modo: 'piuUno' } | { modo: 'schema'; schema: string } | null
  /** +1 set on the chosen exercises. */
  seriePiuUno: boolean
  /** A deload week: every load −x % (null: no deload). */
  scaricoPercentuale: number | null
  /** The client's plate step in kg: loads in kg are multiples of it. */
  passoKg: number
  /** Catalogue ids of the chosen exercises. */
  esercizi: number[]
}

export const PASSO_KG_PREDEFINITO = 2.5
export const SETTIMANA_SCARICO_GIORNI = 7

export const REGOLE_VUOTE: RegoleProgressione = {
  carico: null,
  ripetizioni: null,
  seriePiuUno: false,
  scaricoPercentuale: null,
  passoKg: PASSO_KG_PREDEFINITO,
  esercizi: [],
}

const MAX_SERIE = 100
const MAX_CARICO = 1000

/** `kg` rounded to the nearest multiple of `passo` (0 < passo), never below 0, never above 1000. */
export function arrotondaAlPasso(kg: number, passo: number): number {
  if (!(passo > 0)) return Math.max(0, Math.round(kg * 100) / 100)
  const n = Math.round(kg / passo + 1e-9)
  const valore = Math.round(n * passo * 100) / 100
  return Math.min(MAX_CARICO, Math.max(0, valore))
}

/** A % of the maximum rounded to half a point, between 0 and 1000. */
const arrotondaPercentuale = (p: number): number =>
  Math.min(MAX_CARICO, Math.max(0, Math.round(p * 2) / 2))

/** "8" -> "9", "8-10" -> "9-11", "10,8,6" -> "11,9,7"; null when the text is not only numbers. */
export function ripetizioniPiuUno(testo: string | null | undefined): string | null {
  const t = testo?.trim() ?? ''
  if (!/^\d+(\s*[-,/x×]\s*\d+)*$/i.test(t)) return null
  return t.replace(/\d+/g, (n) => String(Number(n) + 1))
}

/** The sheet's dates after `inizio`..`fine`: the day after, as many days (a deload: 7). */
export function dateSuccessive(
  inizio: string | null | undefined,
  fine: string | null | undefined,
  oggi: string,
  scarico = false,
): { dataInizio: string; dataFine: string | null } {
  const start = fine ? dayjs(fine).add(1, 'day') : dayjs(oggi)
  const giorni = scarico
    ? SETTIMANA_SCARICO_GIORNI
    : inizio && fine
      ? dayjs(fine).diff(dayjs(inizio), 'day') + 1
      : null
  return {
    dataInizio: start.format(ISO_DATE),
    dataFine: giorni && giorni > 0 ? start.add(giorni - 1, 'day').format(ISO_DATE) : null,
  }
}

/** Why a detail did not get what the rules asked. */
export type AvvisoProgressione =
  | { tipo: 'senzaMassimale'; dettaglioId: number; esercizio: string }
  | { tipo: 'ripetizioniTesto'; dettaglioId: number; esercizio: string; testo: string }
  | { tipo: 'nonPiuNellaScheda'; esercizioId: number }

/** A suggested replacement: the detail and the exercise put in its place. */
export interface Sostituzione {
  dettaglioId: number
  esercizio: EsercizioSlim
}

export interface ProssimoBlocco {
  gruppi: Gruppo[]
  avvisi: AvvisoProgressione[]
}

interface Contesto {
  /** The client's current maximum in kg by exercise id (carichi.ts massimaliPerEsercizio). */
  massimali: ReadonlyMap<number, { valore: number }>
  /** Methodologies by id: which ones chain exercises (a superset). */
  metodologie: ReadonlyMap<number, Pick<Metodologia, 'metodoMetodologia'>>
  /** Substitutions the trainer accepted. */
  sostituzioni?: readonly Sostituzione[]
}

type Valori = Pick<Dettaglio, 'carico' | 'caricoUnita' | 'esercizio' | 'id'>

function nuovoCarico(
  d: Valori,
  regole: RegoleProgressione,
  scelto: boolean,
  massimali: Contesto['massimali'],
): { carico: number | null; senzaMassimale: boolean } {
  const carico = d.carico
  if (carico === null || carico === undefined)
    return { carico: carico ?? null, senzaMassimale: false }
  const percentuale = d.caricoUnita === 'percentuale'
  const round = (v: number) =>
    percentuale ? arrotondaPercentuale(v) : arrotondaAlPasso(v, regole.passoKg)
  if (regole.scaricoPercentuale !== null && regole.scaricoPercentuale > 0)
    return { carico: round(carico * (1 - regole.scaricoPercentuale / 100)), senzaMassimale: false }
  if (!scelto || !regole.carico || regole.carico.valore === 0)
    return { carico, senzaMassimale: false }
  const { modo, valore } = regole.carico
  if (modo === 'percentuale')
    return { carico: round(carico * (1 + valore / 100)), senzaMassimale: false }
  if (!percentuale) return { carico: round(carico + valore), senzaMassimale: false }
  const massimale = massimali.get(d.esercizio.id)?.valore
  if (!massimale) return { carico, senzaMassimale: true }
  return {
    carico: round((((carico / 100) * massimale + valore) / massimale) * 100),
    senzaMassimale: false,
  }
}

/**
 * The groups of the next block from the old sheet's groups and the rules. The answer's groups and
 * details keep the old ids (the comparison pairs them by exercise, and creation makes new rows).
 */
export function prossimoBlocco(
  gruppi: readonly Gruppo[],
  regole: RegoleProgressione,
  { massimali, metodologie, sostituzioni = [] }: Contesto,
): ProssimoBlocco {
  const scelti = new Set(regole.esercizi)
  const presenti = new Set<number>()
  const sostituito = new Map(sostituzioni.map((s) => [s.dettaglioId, s.esercizio]))
  const avvisi: AvvisoProgressione[] = []
  const ordinati = [...gruppi].sort((a, b) => a.ordine - b.ordine)
  const out = ordinati.map((g) => {
    const dettagli = [...g.dettagli].sort((a, b) => a.ordine - b.ordine)
    // A superset's rounds stay together: a chosen exercise chooses its partners for the sets.
    const anelli = collegamenti(dettagli, metodologie)
    const serieScelte = dettagli.map((d) => scelti.has(d.esercizio.id))
    let i = 0
    while (i < dettagli.length) {
      const lunghezza = anelli[i]?.pos === 'first' ? anelli[i]!.lunghezza : 1
      if (serieScelte.slice(i, i + lunghezza).some(Boolean))
        for (let k = i; k < i + lunghezza; k++) serieScelte[k] = true
      i += lunghezza
    }
    return {
      ...g,
      dettagli: dettagli.map((d, pos): Dettaglio => {
        presenti.add(d.esercizio.id)
        const scelto = scelti.has(d.esercizio.id)
        const nuovo: Dettaglio = { ...d }
        const sostituto = sostituito.get(d.id)
        if (sostituto) {
          nuovo.esercizio = sostituto
          nuovo.carico = null
          nuovo.patologieIgnorateMuscoli = []
          nuovo.patologieIgnorateArticolazioni = []
          nuovo.patologieIgnorateOssa = []
        } else {
          const c = nuovoCarico(d, regole, scelto, massimali)
          nuovo.carico = c.carico
          if (c.senzaMassimale)
            avvisi.push({
              tipo: 'senzaMassimale',
              dettaglioId: d.id,
              esercizio: d.esercizio.nomenclatura ?? '',
            })
        }
        if (scelto && regole.ripetizioni?.modo === 'schema')
          nuovo.ripetizioni = regole.ripetizioni.schema.trim() || d.ripetizioni
        else if (scelto && regole.ripetizioni?.modo === 'piuUno' && d.ripetizioni?.trim()) {
          const piu = ripetizioniPiuUno(d.ripetizioni)
          if (piu === null)
            avvisi.push({
              tipo: 'ripetizioniTesto',
              dettaglioId: d.id,
              esercizio: d.esercizio.nomenclatura ?? '',
              testo: d.ripetizioni.trim(),
            })
          else nuovo.ripetizioni = piu
        }
        if (regole.seriePiuUno && serieScelte[pos] && typeof d.serie === 'number')
          nuovo.serie = Math.min(MAX_SERIE, d.serie + 1)
        return nuovo
      }),
    }
  })
  for (const id of regole.esercizi)
    if (!presenti.has(id)) avvisi.push({ tipo: 'nonPiuNellaScheda', esercizioId: id })
  return { gruppi: out, avvisi }
}

/** The default choice of exercises: those of the sheet with a load (the lifts that progress). */
export function eserciziConCarico(gruppi: readonly Gruppo[]): number[] {
  const ids = new Set<number>()
  for (const g of gruppi)
    for (const d of g.dettagli)
      if (d.carico !== null && d.carico !== undefined && d.carico > 0) ids.add(d.esercizio.id)
  return [...ids]
}
