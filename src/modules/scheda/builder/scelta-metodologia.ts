import type { Metodologia } from '../types'
import type { Dettaglio, MetodologiaRef, Valori } from './tree'
import { senzaValori, valoriDaCicli } from './valori'

/** What choosing a methodology on a row does (the list carries it out and says so). */
export type SceltaMetodologia =
  /** Nothing: no methodology taken from a row without one. */
  | { tipo: 'niente' }
  /** Taken off the row; `altre` rows of the group still have it (offered: off them too). */
  | { tipo: 'tolta'; codice: string; metodologiaId: number; altre: number }
  /** Put on the row with the cycles' values (an empty row, or cycles without values). */
  | { tipo: 'conValori'; ref: MetodologiaRef; valori: Partial<Valori> }
  /** Put on a row with values of its own: they stay, the cycles' values are offered instead. */
  | { tipo: 'offriValori'; ref: MetodologiaRef; valori: Partial<Valori> }

/**
 * The decision behind the row's methodology picker: never a question in the way. `nelGruppo`
 * counts the rows of the group with the row's current methodology (the row included).
 */
export function sceltaMetodologia(
  dettaglio: Dettaglio,
  scelta: Metodologia | null,
  nelGruppo: number,
): SceltaMetodologia {
  const corrente = dettaglio.metodologia
  if (scelta === null) {
    if (!corrente) return { tipo: 'niente' }
    return {
      tipo: 'tolta',
      codice: corrente.codice ?? '',
      metodologiaId: corrente.id,
      altre: Math.max(0, nelGruppo - 1),
    }
  }
  const ref = { id: scelta.id, codice: scelta.codice, descrizione: scelta.descrizione }
  const valori = valoriDaCicli(scelta.metodologiaCicli ?? [])
  return Object.keys(valori).length === 0 || senzaValori(dettaglio)
    ? { tipo: 'conValori', ref, valori }
    : { tipo: 'offriValori', ref, valori }
}
