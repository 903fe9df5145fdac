/**
 * Rows, tenant scope and references between collections. A reference is stored as a small copy
 * of its target ({id, nome}, {id, nome, cognome}, an EsercizioSlim...) or as a bare id
 * (gruppoId, schedaId, clienteId). One table (REFS) drives three things:
 * - input: every reference in a body must name a row the caller can see (else 422);
 * - update: a renamed target refreshes its copies everywhere;
 * - delete: copies are cleared (one -> null, many -> removed) or the owning rows are deleted.
 */
import type { Database } from '@mocks/db/database'
import { resources, type ResourceKey } from '@/api/resources'
import type { Session } from './auth'
import { forbidden, notFound, unprocessable, type FieldErrors } from './http'

export type AnyRow = { id: number; tenantId: string | null } & Record<string, unknown>

export type CollectionName = ResourceKey | 'massimale' | 'progressione'

export function rowsOf(db: Database, key: CollectionName): AnyRow[] {
  const rows = (db as unknown as Record<string, AnyRow[] | undefined>)[key]
  if (!rows) throw new Error(`Unknown collection ${key}`)
  return rows
}

const isGlobalCollection = (key: CollectionName): boolean =>
  key !== 'massimale' && key !== 'progressione' && resources[key].scope === 'global'

/** Global rows (tenantId null) and the caller's tenant rows; global collections show everything. */
export const isVisible = (key: CollectionName, row: AnyRow, session: Session): boolean =>
  isGlobalCollection(key) || row.tenantId === null || row.tenantId === session.tenantId

/** The caller's view of a collection as a row test (undefined: every row is visible). */
export function visibility(
  key: CollectionName,
  session: Session,
): ((row: AnyRow) => boolean) | undefined {
  if (isGlobalCollection(key)) return undefined
  const tenantId = session.tenantId
  return (row) => row.tenantId === null || row.tenantId === tenantId
}

export function visibleRows(db: Database, key: CollectionName, session: Session): AnyRow[] {
  const rows = rowsOf(db, key)
  const visible = visibility(key, session)
  return visible ? rows.filter(visible) : rows
}

/** The row with this id in the caller's view; 404 otherwise (another tenant's row included). */
export function findVisible(
  db: Database,
  key: CollectionName,
  id: unknown,
  session: Session,
): AnyRow {
  const row = rowsOf(db, key).find((candidate) => candidate.id === id)
  if (!row || !isVisible(key, row, session)) throw notFound()
  return row
}

/** Shared (global) rows may be changed by an admin only. */
export function assertWritable(row: AnyRow, session: Session): void {
  if (row.tenantId === null && !session.isAdmin) throw forbidden()
}

type Shape = (row: AnyRow) => Record<string, unknown>

const named: Shape = (row) => ({ id: row.id, nome: row.nome })
const person: Shape = (row) => ({ id: row.id, nome: row.nome, cognome: row.cognome })

export const esercizioSlim: Shape = (row) => ({
  id: row.id,
  nomenclatura: row.nomenclatura,
  flagAttrezzoMacchina: row.flagAttrezzoMacchina ?? null,
  attrezzo: row.attrezzo ?? null,
})

const SHAPES: Partial<Record<CollectionName, Shape>> = {
  cliente: person,
  istruttore: person,
  esercizio: esercizioSlim,
  metodologia: (row) => ({ id: row.id, codice: row.codice, descrizione: row.descrizione }),
}

/** The copy of `row` stored by the rows that reference it. */
export const refShape = (key: CollectionName, row: AnyRow): Record<string, unknown> =>
  (SHAPES[key] ?? named)(row)

type RefKind = 'one' | 'many' | 'id'

interface RefDef {
  field: string
  target: CollectionName
  kind: RefKind
  /** What deleting the target does to the owner: default one -> null, many -> pull, id -> cascade. */
  cascade?: boolean
}

const ref = (field: string, target: CollectionName, kind: RefKind, cascade?: boolean): RefDef => ({
  field,
  target,
  kind,
  cascade: cascade ?? kind === 'id',
})

export const REFS: Partial<Record<CollectionName, readonly RefDef[]>> = {
  cliente: [
    ref('istruttore', 'istruttore', 'one'),
    ref('patologieMuscoli', 'muscolo', 'many'),
    ref('patologieArticolazioni', 'articolazione', 'many'),
    ref('patologieOssa', 'osso', 'many'),
    ref('sport', 'sport', 'many'),
    ref('attivita', 'attivita', 'many'),
  ],
  istruttore: [ref('titoloStudio', 'titolostudio', 'one'), ref('masters', 'master', 'many')],
  esercizio: [
    ref('attrezzo', 'attrezzo', 'one'),
    ref('muscoliPrimari', 'muscolo', 'many'),
    ref('muscoliSinergici', 'muscolo', 'many'),
    ref('muscoliStabilizzatori', 'muscolo', 'many'),
    ref('articolazioni', 'articolazione', 'many'),
    ref('ossa', 'osso', 'many'),
    ref('catene', 'catena', 'many'),
    ref('patologieMuscoli', 'muscolo', 'many'),
    ref('patologieArticolazioni', 'articolazione', 'many'),
    ref('patologieOssa', 'osso', 'many'),
    ref('cartelle', 'cartella', 'many'),
  ],
  cartella: [ref('attrezzo', 'attrezzo', 'one')],
  protocollo: [ref('schede', 'scheda', 'many')],
  metodologia: [
    ref('metodoMetodologia', 'metodometodologia', 'one'),
    ref('tipoMetodologia', 'tipometodologia', 'one'),
  ],
  scheda: [ref('cliente', 'cliente', 'one', true), ref('cartelle', 'cartella', 'many')],
  schedagruppo: [ref('schedaId', 'scheda', 'id'), ref('metodologiaBase', 'metodologia', 'one')],
  schedadettaglio: [
    ref('gruppoId', 'schedagruppo', 'id'),
    ref('esercizio', 'esercizio', 'one', true),
    ref('metodologia', 'metodologia', 'one'),
    ref('patologieIgnorateMuscoli', 'muscolo', 'many'),
    ref('patologieIgnorateArticolazioni', 'articolazione', 'many'),
    ref('patologieIgnorateOssa', 'osso', 'many'),
  ],
  massimale: [ref('clienteId', 'cliente', 'id'), ref('esercizio', 'esercizio', 'one', true)],
}

const refId = (value: unknown): unknown =>
  value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : undefined

/**
 * Checks and normalises the references of an input body of collection `key`: each must name a
 * row the caller can see; it is stored as that row's current copy. 422 listing the bad fields.
 */
export function resolveRefs(
  db: Database,
  key: CollectionName,
  input: Record<string, unknown>,
  session: Session,
): Record<string, unknown> {
  const out = { ...input }
  const errors: FieldErrors = {}
  const lookup = (target: CollectionName, id: unknown): AnyRow | undefined => {
    const row = rowsOf(db, target).find((candidate) => candidate.id === id)
    return row && isVisible(target, row, session) ? row : undefined
  }
  for (const def of REFS[key] ?? []) {
    if (!(def.field in input)) continue
    const value = input[def.field]
    if (def.kind === 'id') {
      if (!lookup(def.target, value)) errors[def.field] = ['Riferimento inesistente']
    } else if (def.kind === 'one') {
      if (value === null || value === undefined) continue
      const row = lookup(def.target, refId(value))
      if (row) out[def.field] = refShape(def.target, row)
      else errors[`${def.field}.id`] = ['Riferimento inesistente']
    } else if (Array.isArray(value)) {
      const seen = new Set<unknown>()
      out[def.field] = value.flatMap((item, index) => {
        const row = lookup(def.target, refId(item))
        if (!row) {
          errors[`${def.field}.${index}.id`] = ['Riferimento inesistente']
          return []
        }
        if (seen.has(row.id)) return []
        seen.add(row.id)
        return [{ ...(item as object), ...refShape(def.target, row) }]
      })
    }
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors)
  return out
}

function referencing(target: CollectionName): Array<[CollectionName, RefDef]> {
  return (Object.entries(REFS) as Array<[CollectionName, readonly RefDef[]]>).flatMap(
    ([owner, defs]) => defs.filter((def) => def.target === target).map((def) => [owner, def]),
  ) as Array<[CollectionName, RefDef]>
}

/** After `row` of `key` changed: refresh every stored copy of it (and copies of those copies). */
export function propagateUpdate(db: Database, key: CollectionName, row: AnyRow, depth = 0): void {
  if (depth > 3) return
  const copy = refShape(key, row)
  for (const [owner, def] of referencing(key)) {
    if (def.kind === 'id') continue
    for (const ownerRow of rowsOf(db, owner)) {
      const value = ownerRow[def.field]
      let changed = false
      if (def.kind === 'one' && refId(value) === row.id) {
        ownerRow[def.field] = { ...copy }
        changed = true
      } else if (
        def.kind === 'many' &&
        Array.isArray(value) &&
        value.some((i) => refId(i) === row.id)
      ) {
        ownerRow[def.field] = value.map((item) =>
          refId(item) === row.id ? { ...(item as object), ...copy } : item,
        )
        changed = true
      }
      if (changed && referencing(owner).length > 0) propagateUpdate(db, owner, ownerRow, depth + 1)
    }
  }
}

/** Deletes a row and applies the reference rules to the rows that point at it. */
export function removeRow(db: Database, key: CollectionName, id: number): void {
  const rows = rowsOf(db, key)
  const index = rows.findIndex((row) => row.id === id)
  if (index < 0) return
  rows.splice(index, 1)
  for (const [owner, def] of referencing(key)) {
    const ownerRows = rowsOf(db, owner)
    const doomed: number[] = []
    for (const ownerRow of ownerRows) {
      const value = ownerRow[def.field]
      const points =
        def.kind === 'id'
          ? value === id
          : def.kind === 'one'
            ? refId(value) === id
            : Array.isArray(value) && value.some((item) => refId(item) === id)
      if (!points) continue
      if (def.cascade) doomed.push(ownerRow.id)
      else if (def.kind === 'one') ownerRow[def.field] = null
      else if (Array.isArray(value))
        ownerRow[def.field] = value.filter((item) => refId(item) !== id)
    }
    for (const doomedId of doomed) removeRow(db, owner, doomedId)
  }
}
