/**
 * Values unique in the caller's tenant (equipment nome, methodology codice): compared trimmed and
 * case-insensitive, answered with a 422 on the field; and the names of copies kept unique.
 */
import type { Database } from '@mocks/db/database'
import type { Session } from './auth'
import { invalidField } from './http'
import { visibleRows, type AnyRow, type CollectionName } from './relations'

const normal = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .toLocaleLowerCase('it')

/** Whether a visible row of `key` other than `exceptId` has `value` in `field`. */
function taken(
  db: Database,
  key: CollectionName,
  field: string,
  value: unknown,
  session: Session,
  exceptId?: number,
): boolean {
  const wanted = normal(value)
  return visibleRows(db, key, session).some(
    (row: AnyRow) => row.id !== exceptId && normal(row[field]) === wanted,
  )
}

/** The text of `field` trimmed; 422 on the field when nothing is left. */
export function trimmedText(body: Record<string, unknown>, field: string): string {
  const text = String(body[field] ?? '').trim()
  if (text === '') throw invalidField(field, 'Campo obbligatorio')
  return text
}

/** 422 with `message` on `field` when another row of the tenant has the same value. */
export function assertUnique(
  db: Database,
  key: CollectionName,
  field: string,
  value: unknown,
  session: Session,
  message: string,
  exceptId?: number,
): void {
  if (taken(db, key, field, value, session, exceptId)) throw invalidField(field, message)
}

/** "Nome (copia)", or "Nome (copia 2)"... cut to `max` characters. */
export function copyName(nome: unknown, max: number, n = 1): string {
  const suffix = n === 1 ? ' (copia)' : ` (copia ${n})`
  const base = String(nome ?? '')
  return base.length + suffix.length <= max
    ? base + suffix
    : base.slice(0, max - suffix.length) + suffix
}

/** The first copy name of `value` no visible row of `key` has in `field`. */
export function uniqueCopyName(
  db: Database,
  key: CollectionName,
  field: string,
  value: unknown,
  max: number,
  session: Session,
): string {
  for (let n = 1; ; n += 1) {
    const candidate = copyName(value, max, n)
    if (!taken(db, key, field, candidate, session)) return candidate
  }
}
