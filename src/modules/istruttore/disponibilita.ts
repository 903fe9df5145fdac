/**
 * The weekly availability slots of an instructor (SPEC 4): added when they are valid and do not
 * overlap another slot of the same day, removed by matching giorno, oraInizio and oraFine, shown
 * by day (Monday first) and then by time. Pure functions: the form and the tests share them.
 */
import type { components } from '@/api/schema.gen'

export type Disponibilita = components['schemas']['Disponibilita']
export type Giorno = Disponibilita['giorno']

/** The days of the week, Monday first (the contract's values). */
export const GIORNI: readonly Giorno[] = [
  'lunedi',
  'martedi',
  'mercoledi',
  'giovedi',
  'venerdi',
  'sabato',
  'domenica',
]

/** Why a slot cannot be added. */
export type SlotError = 'incompleta' | 'ordine' | 'sovrapposta'

export type AddSlotResult = { ok: true; slots: Disponibilita[] } | { ok: false; error: SlotError }

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/

/** Two slots are the same slot when day, start and end all match. */
export const sameSlot = (a: Disponibilita, b: Disponibilita): boolean =>
  a.giorno === b.giorno && a.oraInizio === b.oraInizio && a.oraFine === b.oraFine

/** Same day and the time ranges intersect (a slot may start when the other ends). */
export const overlaps = (a: Disponibilita, b: Disponibilita): boolean =>
  a.giorno === b.giorno && a.oraInizio < b.oraFine && b.oraInizio < a.oraFine

/** Day order (Monday first), then start time, then end time. */
export function compareSlots(a: Disponibilita, b: Disponibilita): number {
  const day = GIORNI.indexOf(a.giorno) - GIORNI.indexOf(b.giorno)
  if (day !== 0) return day
  if (a.oraInizio !== b.oraInizio) return a.oraInizio < b.oraInizio ? -1 : 1
  if (a.oraFine !== b.oraFine) return a.oraFine < b.oraFine ? -1 : 1
  return 0
}

export const sortSlots = (slots: readonly Disponibilita[]): Disponibilita[] =>
  [...slots].sort(compareSlots)

/** The slots of each day that has any, days in week order, each day's slots by time. */
export function slotsByDay(
  slots: readonly Disponibilita[],
): { giorno: Giorno; slots: Disponibilita[] }[] {
  const sorted = sortSlots(slots)
  return GIORNI.flatMap((giorno) => {
    const ofDay = sorted.filter((slot) => slot.giorno === giorno)
    return ofDay.length > 0 ? [{ giorno, slots: ofDay }] : []
  })
}

/** The problem of a candidate slot against the existing ones, or null when it can be added. */
export function slotError(
  slots: readonly Disponibilita[],
  slot: Partial<Disponibilita>,
): SlotError | null {
  const { giorno, oraInizio, oraFine } = slot
  if (!giorno || !GIORNI.includes(giorno) || !oraInizio || !oraFine) return 'incompleta'
  if (!HHMM.test(oraInizio) || !HHMM.test(oraFine)) return 'incompleta'
  if (oraFine <= oraInizio) return 'ordine'
  const candidate: Disponibilita = { giorno, oraInizio, oraFine }
  if (slots.some((other) => overlaps(other, candidate))) return 'sovrapposta'
  return null
}

/** Adds a slot when the rules allow it; the answer keeps the slots in day and time order. */
export function addSlot(
  slots: readonly Disponibilita[],
  slot: Partial<Disponibilita>,
): AddSlotResult {
  const error = slotError(slots, slot)
  if (error) return { ok: false, error }
  const { giorno, oraInizio, oraFine } = slot as Disponibilita
  return { ok: true, slots: sortSlots([...slots, { giorno, oraInizio, oraFine }]) }
}

/** Removes the slots matching giorno, oraInizio and oraFine (all three). */
export const removeSlot = (slots: readonly Disponibilita[], slot: Disponibilita): Disponibilita[] =>
  slots.filter((other) => !sameSlot(other, slot))
