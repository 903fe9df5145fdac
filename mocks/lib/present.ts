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

export function present(
  db: Database,
  key: CollectionName,
  row: AnyRow,
  session: Session,
  variant: Variant = 'full',
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
      const esercizi = eserciziOfCartella(db, row.id, session)
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
      const protocolli = visibleRows(db, 'protocollo', session)
        .filter((p) => ((p.schede as Out[] | undefined) ?? []).some((s) => s.id === row.id))
        .map((p) => ({ id: p.id, nome: p.nome }))
      const slim = { cartelle: [], ...withoutTenant(row), protocolli }
      if (variant === 'slim') return slim
      return {
        ...slim,
        gruppi: gruppiOf(db, row.id, session).map((g) => present(db, 'schedagruppo', g, session)),
      }
    }
    case 'schedagruppo': {
      const base = { metodologiaBase: null, ...withoutTenant(row) }
      if (variant === 'slim') return base
      return {
        ...base,
        dettagli: dettagliOf(db, row.id, session).map(withoutTenant),
      }
    }
    case 'metodologia':
      return { metodologiaCicli: [], ...withoutTenant(row) }
    default:
      return withoutTenant(row)
  }
}
