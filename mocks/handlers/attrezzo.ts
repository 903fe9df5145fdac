/**
 * Equipment: names unique in the tenant; the equipment used by a set of exercises (an empty set
 * answers every piece of equipment).
 */
import { requireSession, type ImplMap } from '../lib/dispatch'
import { sortRows } from '../lib/list'
import { present } from '../lib/present'
import { findVisible, visibleRows } from '../lib/relations'
import { assertUnique, trimmedText } from '../lib/unique'
import { createRow } from './generic'

export const attrezzoImpls: ImplMap = {
  attrezzo_create: (ctx) => {
    const session = requireSession(ctx)
    const nome = trimmedText(ctx.body, 'nome')
    assertUnique(
      ctx.db,
      'attrezzo',
      'nome',
      nome,
      session,
      'Esiste già un attrezzo con questo nome',
    )
    return present(ctx.db, 'attrezzo', createRow(ctx, 'attrezzo', { nome }), session)
  },

  attrezzo_filterByIdEsercizi: (ctx) => {
    const session = requireSession(ctx)
    const ids = ctx.body.idEsercizi as number[]
    let rows = visibleRows(ctx.db, 'attrezzo', session)
    if (ids.length > 0) {
      const used = new Set(
        ids.map(
          (id) =>
            (findVisible(ctx.db, 'esercizio', id, session).attrezzo as { id?: number } | null)?.id,
        ),
      )
      rows = rows.filter((row) => used.has(row.id))
    }
    const data = sortRows(rows, { sort: ['nome'] }).map((row) =>
      present(ctx.db, 'attrezzo', row, session),
    )
    return { data, count: data.length }
  },
}
