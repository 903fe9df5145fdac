/**
 * Exercises done one after the other without rest between them (a superserie, a triserie, a
 * circuit) share a methodology whose method is of that kind. Consecutive details with the same such
 * methodology are shown linked.
 */
import type { Metodologia } from '../types'
import type { Dettaglio } from './tree'

/** Methods whose methodologies chain exercises (metodo-metodologia names, case-insensitive). */
const METODI_COLLEGATI = new Set(['superserie', 'circuito'])

export const collegaEsercizi = (m: Pick<Metodologia, 'metodoMetodologia'> | undefined): boolean =>
  METODI_COLLEGATI.has(m?.metodoMetodologia?.nome?.trim().toLowerCase() ?? '')

export type Collegamento = 'first' | 'middle' | 'last'

/** A detail's place in a chain, and how many details the chain holds. */
export interface Anello {
  pos: Collegamento
  lunghezza: number
}

/**
 * For each detail, its place in a chain of consecutive details sharing a chaining methodology
 * (null outside a chain; a chain has at least two details).
 */
export function collegamenti(
  dettagli: readonly Pick<Dettaglio, 'metodologia'>[],
  metodologie: ReadonlyMap<number, Pick<Metodologia, 'metodoMetodologia'>>,
): (Anello | null)[] {
  const out: (Anello | null)[] = dettagli.map(() => null)
  let start = 0
  while (start < dettagli.length) {
    const id = dettagli[start]!.metodologia?.id
    let end = start + 1
    if (id !== undefined && collegaEsercizi(metodologie.get(id))) {
      while (end < dettagli.length && dettagli[end]!.metodologia?.id === id) end += 1
      const lunghezza = end - start
      if (lunghezza >= 2) {
        for (let i = start; i < end; i += 1) {
          const pos = i === start ? 'first' : i === end - 1 ? 'last' : 'middle'
          out[i] = { pos, lunghezza }
        }
      }
    }
    start = end
  }
  return out
}
