/**
 * Stored rows -> the contract's answers. Rows keep tenantId (and users their password); answers
 * never do, except where the schema has it (Utente, Tenant). Computed parts are added here:
 * eta of instructors, esercizi of folders, protocolli of sheets, gruppi + dettagli of sheets.
 */
import type { Database } from '@mocks/db/database'
import type { Session } from './auth'
import { ageInYears } from './dates'
import { byOrdine } from './order'
import { esercizioSlim, visibleRows, type AnyRow, type CollectionName } from './relations'

export type Variant = 'full' | 'slim'
type Out = Record<string, unknown>

const withoutTenant = (row: AnyRow): Out => {
  const { tenantId: _tenantId, ...rest } = row
  return rest
}

export function dettagliOf(db: Database, gruppoId: number, session: Session): AnyRow[] {
  return visibleRows(db, 'schedadettaglio', session)
    .filter((row) => row.gruppoId === gruppoId)
    .sort(byOrdine)
}

export function gruppiOf(db: Database, schedaId: number, session: Session): AnyRow[] {
  return visibleRows(db, 'schedagruppo', session)
    .filter((row) => row.schedaId === schedaId)
    .sort(byOrdine)
}

export function eserciziOfCartella(db: Database, cartellaId: number, session: Session): AnyRow[] {
  return visibleRows(db, 'esercizio', session).filter(
    (row) =>
      Array.isArray(row.cartelle) &&
      (row.cartelle as Array<{ id?: unknown }>).some((cartella) => cartella.id === cartellaId),
  )
}

/**
 * The rows a presented row gathers from other collections (a sheet's groups and protocols, a
 * group's details, a folder's exercises), each collection grouped once by its parent on first
 * use: a page of "Tutti" presents every row of a collection, and a scan of the children per row
 * made that quadratic (seconds for the demo's sheets, the single-threaded HTTP server blocked).
 * One per answer: the index sees the data as they are when the answer is made.
 */
export interface Relations {
  gruppi(schedaId: number): AnyRow[]
  dettagli(gruppoId: number): AnyRow[]
  protocolli(schedaId: number): Out[]
  esercizi(cartellaId: number): AnyRow[]
}

function groupBy(
  rows: readonly AnyRow[],
  keysOf: (row: AnyRow) => unknown[],
): Map<unknown, AnyRow[]> {
  const out = new Map<unknown, AnyRow[]>()
  for (const row of rows) {
    for (const key of new Set(keysOf(row))) {
      const list = out.get(key)
      if (list) list.push(row)
      else out.set(key, [row])
    }
  }
  return out
}

const idsOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value.map((item) => (item as { id?: unknown } | null)?.id) : []

export function relations(db: Database, session: Session): Relations {
  let gruppi: Map<unknown, AnyRow[]> | undefined
  let dettagli: Map<unknown, AnyRow[]> | undefined
  let protocolli: Map<unknown, AnyRow[]> | undefined
  let esercizi: Map<unknown, AnyRow[]> | undefined
  const sorted = (map: Map<unknown, AnyRow[]>): Map<unknown, AnyRow[]> => {
    for (const list of map.values()) list.sort(byOrdine)
    return map
  }
  return {
    gruppi: (schedaId) =>
      (gruppi ??= sorted(
        groupBy(visibleRows(db, 'schedagruppo', session), (row) => [row.schedaId]),
      )).get(schedaId) ?? [],
    dettagli: (gruppoId) =>
      (dettagli ??= sorted(
        groupBy(visibleRows(db, 'schedadettaglio', session), (row) => [row.gruppoId]),
      )).get(gruppoId) ?? [],
    protocolli: (schedaId) =>
      (
        (protocolli ??= groupBy(visibleRows(db, 'protocollo', session), (row) =>
          idsOf(row.schede),
        )).get(schedaId) ?? []
      ).map((p) => ({ id: p.id, nome: p.nome })),
    esercizi: (cartellaId) =>
      (esercizi ??= groupBy(visibleRows(db, 'esercizio', session), (row) =>
        idsOf(row.cartelle),
      )).get(cartellaId) ?? [],
  }
}

export function present(
  db: Database,
  key: CollectionName,
  row: AnyRow,
  session: Session,
  variant: Variant = 'full',
  related: Relations = relations(db, session),
): Out {
  switch (key) {
    case 'utente': {
      const { password: _password, ...rest } = row
      return rest
    }
    case 'tenant':
      return { ...row }
    case 'istruttore':
      return {
        ...withoutTenant(row),
        eta: ageInYears(row.dataNascita as string | null | undefined),
      }
    case 'esercizio':
      return variant === 'slim' ? esercizioSlim(row) : { files: [], ...withoutTenant(row) }
    case 'cartella': {
      const esercizi = related.esercizi(row.id)
      if (variant === 'slim') return { id: row.id, nome: row.nome, numeroEsercizi: esercizi.length }
      return {
        ...withoutTenant(row),
        esercizi: esercizi
          .map(esercizioSlim)
          .sort((a, b) => String(a.nomenclatura).localeCompare(String(b.nomenclatura), 'it')),
      }
    }
    case 'protocollo':
      return {
        ...withoutTenant(row),
        schede: [...((row.schede as Out[] | undefined) ?? [])].sort(byOrdine),
      }
    case 'scheda': {
      const protocolli = related.protocolli(row.id)
      const slim = { cartelle: [], ...withoutTenant(row), protocolli }
      if (variant === 'slim') return slim
      return {
        ...slim,
        gruppi: related
          .gruppi(row.id)
          .map((g) => present(db, 'schedagruppo', g, session, 'full', related)),
      }
    }
    case 'schedagruppo': {
      const base = { metodologiaBase: null, ...withoutTenant(row) }
      if (variant === 'slim') return base
      return {
        ...base,
        dettagli: related.dettagli(row.id).map(withoutTenant),
      }
    }
    case 'metodologia':
      return { metodologiaCicli: [], ...withoutTenant(row) }
    default:
      return withoutTenant(row)
  }
}
