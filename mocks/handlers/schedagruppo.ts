/**
 * Sheet groups: `ordine` = 0..n-1 inside their sheet (create inserts at the given position, update
 * moves, delete closes the gap), the groups of a sheet, methodology and details clean-up.
 */
import { notifyChanged } from '@mocks/db/store'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { requireSession, type Ctx, type ImplMap } from '../lib/dispatch'
import { insertAt, renumber } from '../lib/order'
import { dettagliOf, gruppiOf, present } from '../lib/present'
import { assertWritable, findVisible, removeRow, type AnyRow } from '../lib/relations'
import { createRow, idParam, listImpl, updateRow } from './generic'

/** The sheet group of the path (or `id`), in the caller's view and writable by the caller. */
export function gruppo(ctx: Ctx, id: unknown = idParam(ctx)): AnyRow {
  const session = requireSession(ctx)
  const row = findVisible(ctx.db, 'schedagruppo', id, session)
  assertWritable(row, session)
  return row
}

export const presentGruppo = (ctx: Ctx, row: AnyRow): Record<string, unknown> =>
  present(ctx.db, 'schedagruppo', row, requireSession(ctx))

export const schedagruppoImpls: ImplMap = {
  schedagruppo_create: (ctx) => {
    const row = createRow(ctx, 'schedagruppo')
    insertAt(gruppiOf(ctx.db, Number(row.schedaId), requireSession(ctx)), row, Number(row.ordine))
    notifyChanged()
    return presentGruppo(ctx, row)
  },

  schedagruppo_update: (ctx) => {
    const before = findVisible(ctx.db, 'schedagruppo', idParam(ctx), requireSession(ctx))
    const oldScheda = Number(before.schedaId)
    const row = updateRow(ctx, 'schedagruppo')
    const session = requireSession(ctx)
    if (Number(row.schedaId) !== oldScheda) renumber(gruppiOf(ctx.db, oldScheda, session))
    insertAt(gruppiOf(ctx.db, Number(row.schedaId), session), row, Number(row.ordine))
    notifyChanged()
    return presentGruppo(ctx, row)
  },

  schedagruppo_remove: (ctx) => {
    const row = gruppo(ctx)
    removeRow(ctx.db, 'schedagruppo', row.id)
    renumber(gruppiOf(ctx.db, Number(row.schedaId), requireSession(ctx)))
    notifyChanged()
    return { success: true }
  },

  schedagruppo_byScheda: (ctx) => {
    const session = requireSession(ctx)
    const scheda = findVisible(ctx.db, 'scheda', ctx.params.schedaId, session)
    return listImpl('schedagruppo', {
      pageSize: PAGE_SIZE_ALL,
      source: () => gruppiOf(ctx.db, scheda.id, session),
    })(ctx)
  },

  schedagruppo_removeMetodologiaBase: (ctx) => {
    const row = gruppo(ctx)
    row.metodologiaBase = null
    notifyChanged()
    return presentGruppo(ctx, row)
  },

  schedagruppo_clearDettaglio: (ctx) => {
    const row = gruppo(ctx)
    for (const dettaglio of dettagliOf(ctx.db, row.id, requireSession(ctx))) {
      removeRow(ctx.db, 'schedadettaglio', dettaglio.id)
    }
    notifyChanged()
    return presentGruppo(ctx, row)
  },
}
