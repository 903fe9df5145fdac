/**
 * Sheet details: `ordine` = 0..n-1 inside their group (create inserts at the given position,
 * update moves, delete closes the gap), the details of a group, moves and deletes by position.
 */
import { notifyChanged } from '@mocks/db/store'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { requireSession, type ImplMap } from '../lib/dispatch'
import { notFound } from '../lib/http'
import { insertAt, move, renumber } from '../lib/order'
import { dettagliOf, present } from '../lib/present'
import { assertWritable, findVisible, removeRow } from '../lib/relations'
import { createRow, idParam, listImpl, updateRow } from './generic'
import { gruppo, presentGruppo } from './schedagruppo'

export const schedadettaglioImpls: ImplMap = {
  schedadettaglio_create: (ctx) => {
    const row = createRow(ctx, 'schedadettaglio')
    insertAt(dettagliOf(ctx.db, Number(row.gruppoId), requireSession(ctx)), row, Number(row.ordine))
    notifyChanged()
    return present(ctx.db, 'schedadettaglio', row, requireSession(ctx))
  },

  schedadettaglio_update: (ctx) => {
    const session = requireSession(ctx)
    const before = findVisible(ctx.db, 'schedadettaglio', idParam(ctx), session)
    const oldGruppo = Number(before.gruppoId)
    const row = updateRow(ctx, 'schedadettaglio')
    if (Number(row.gruppoId) !== oldGruppo) renumber(dettagliOf(ctx.db, oldGruppo, session))
    insertAt(dettagliOf(ctx.db, Number(row.gruppoId), session), row, Number(row.ordine))
    notifyChanged()
    return present(ctx.db, 'schedadettaglio', row, session)
  },

  schedadettaglio_remove: (ctx) => {
    const session = requireSession(ctx)
    const row = findVisible(ctx.db, 'schedadettaglio', idParam(ctx), session)
    assertWritable(row, session)
    removeRow(ctx.db, 'schedadettaglio', row.id)
    renumber(dettagliOf(ctx.db, Number(row.gruppoId), session))
    notifyChanged()
    return { success: true }
  },

  schedadettaglio_bySchedaGruppo: (ctx) => {
    const session = requireSession(ctx)
    const parent = findVisible(ctx.db, 'schedagruppo', ctx.params.schedaGruppoId, session)
    return listImpl('schedadettaglio', {
      pageSize: PAGE_SIZE_ALL,
      source: () => dettagliOf(ctx.db, parent.id, session),
    })(ctx)
  },

  schedadettaglio_changePosition: (ctx) => {
    const row = gruppo(ctx)
    move(
      dettagliOf(ctx.db, row.id, requireSession(ctx)),
      Number(ctx.body.oldIndex),
      Number(ctx.body.newIndex),
    )
    notifyChanged()
    return presentGruppo(ctx, row)
  },

  schedadettaglio_deleteByPosition: (ctx) => {
    const row = gruppo(ctx)
    const dettagli = dettagliOf(ctx.db, row.id, requireSession(ctx))
    const target = dettagli[Number(ctx.params.position)]
    if (!target) throw notFound()
    removeRow(ctx.db, 'schedadettaglio', target.id)
    renumber(dettagli.filter((dettaglio) => dettaglio !== target))
    notifyChanged()
    return { success: true }
  },

  schedadettaglio_removeMetodologiaById: (ctx) => {
    const row = gruppo(ctx)
    const metodologia = findVisible(
      ctx.db,
      'metodologia',
      ctx.params.metodologiaId,
      requireSession(ctx),
    )
    for (const dettaglio of dettagliOf(ctx.db, row.id, requireSession(ctx))) {
      if ((dettaglio.metodologia as { id?: unknown } | null)?.id === metodologia.id) {
        dettaglio.metodologia = null
      }
    }
    notifyChanged()
    return presentGruppo(ctx, row)
  },
}
