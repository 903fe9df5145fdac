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

/**
 * The places of a group's list: a single row, or a block of rows done one after the other (moved,
 * dragged and copied as one). Blocks are lettered A, B, C... in the group's order, and their rows
 * numbered within: A1, A2, A3 (as the trainer writes them on paper).
 */
export interface Slot {
  /** Index of its first row in the group. */
  start: number
  /** Its rows. */
  size: number
  /** The block's letter (null: a single row). */
  lettera: string | null
}

const LETTERE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

export function slotsDi(anelli: readonly (Anello | null)[]): Slot[] {
  const slots: Slot[] = []
  let blocchi = 0
  let i = 0
  while (i < anelli.length) {
    const anello = anelli[i]
    if (anello?.pos === 'first') {
      const lettera = LETTERE[blocchi % LETTERE.length]! + (blocchi >= 26 ? String(blocchi) : '')
      blocchi += 1
      slots.push({ start: i, size: anello.lunghezza, lettera })
      i += anello.lunghezza
    } else {
      slots.push({ start: i, size: 1, lettera: null })
      i += 1
    }
  }
  return slots
}

/**
 * The row position of slot place `k` of a list: the rows of the slots before it, leaving out slot
 * `escluso` (the one being moved, when the list is read without it).
 */
export function rigaAlPosto(slots: readonly Slot[], k: number, escluso?: number): number {
  let rows = 0
  let seen = 0
  for (let s = 0; s < slots.length && seen < k; s += 1) {
    if (s === escluso) continue
    rows += slots[s]!.size
    seen += 1
  }
  return rows
}

export type TipoBlocco = 'superserie' | 'triserie' | 'circuito'

/** How many rows each kind of block takes (at least). */
export const RIGHE_BLOCCO: Record<TipoBlocco, { min: number; max: number }> = {
  superserie: { min: 2, max: 2 },
  triserie: { min: 3, max: 3 },
  circuito: { min: 2, max: Infinity },
}

const metodoDi = (m: Pick<Metodologia, 'metodoMetodologia'>) =>
  m.metodoMetodologia?.nome?.trim().toLowerCase() ?? ''
const eTriserie = (m: Pick<Metodologia, 'codice' | 'descrizione'>) =>
  /triserie/i.test(`${m.codice} ${m.descrizione ?? ''}`)

/** The methodologies that make a block of kind `tipo`, the default one (isDefault) first. */
export function metodologiePerBlocco(
  tipo: TipoBlocco,
  metodologie: Iterable<Metodologia>,
): Metodologia[] {
  const all = [...metodologie].filter((m) =>
    tipo === 'circuito' ? metodoDi(m) === 'circuito' : metodoDi(m) === 'superserie',
  )
  const preferite =
    tipo === 'circuito'
      ? all
      : all.filter((m) => (tipo === 'triserie' ? eTriserie(m) : !eTriserie(m)))
  // The default of its kind first, then the ones named after it ("Superserie agonisti-antagonisti"
  // before "Contrasto forza-potenza"), then by codice.
  const nominata = (m: Metodologia) =>
    new RegExp(tipo, 'i').test(`${m.codice} ${m.descrizione ?? ''}`)
  const ordina = (list: Metodologia[]) =>
    [...list].sort(
      (a, b) =>
        Number(Boolean(b.isDefault)) - Number(Boolean(a.isDefault)) ||
        Number(nominata(b)) - Number(nominata(a)) ||
        a.codice.localeCompare(b.codice, 'it'),
    )
  // A triserie without its own methodology is made with a superserie one (same method).
  return [...ordina(preferite), ...ordina(all.filter((m) => !preferite.includes(m)))]
}
