/** Ordered children (protocol sheets, sheet details): moves and renumbering of `ordine`. */
import { unprocessable } from './http'

interface Ordered {
  ordine?: unknown
  id?: unknown
}

export const byOrdine = (a: Ordered, b: Ordered): number =>
  Number(a.ordine ?? 0) - Number(b.ordine ?? 0) || Number(a.id ?? 0) - Number(b.id ?? 0)

/** Sets ordine = position, 0-based, in the given order. */
export function renumber<T extends Ordered>(items: T[]): T[] {
  items.forEach((item, index) => {
    item.ordine = index
  })
  return items
}

/** Moves the item at oldIndex to newIndex (positions in `ordine` order) and renumbers. */
export function move<T extends Ordered>(items: T[], oldIndex: number, newIndex: number): T[] {
  const sorted = [...items].sort(byOrdine)
  const errors: Record<string, string[]> = {}
  if (oldIndex >= sorted.length) errors.oldIndex = ['Posizione non valida']
  if (newIndex >= sorted.length) errors.newIndex = ['Posizione non valida']
  if (Object.keys(errors).length > 0) throw unprocessable(errors)
  const [moved] = sorted.splice(oldIndex, 1)
  if (moved) sorted.splice(newIndex, 0, moved)
  return renumber(sorted)
}

/** Puts `item` at position `at` (clamped) among `items` and renumbers. */
export function insertAt<T extends Ordered>(items: T[], item: T, at: number): T[] {
  const sorted = items.filter((other) => other !== item).sort(byOrdine)
  sorted.splice(Math.max(0, Math.min(at, sorted.length)), 0, item)
  return renumber(sorted)
}
