/** A client's exercise maximums: the latest per exercise, and the whole history oldest first. */
import type { Ctx, ImplMap } from '../lib/dispatch'
import { requireSession } from '../lib/dispatch'
import { present } from '../lib/present'
import { findVisible, visibleRows, type AnyRow } from '../lib/relations'

const oldestFirst = (a: AnyRow, b: AnyRow): number =>
  String(a.data).localeCompare(String(b.data)) || a.id - b.id

/** The client's maximums, oldest first (404 when the client is not the caller's). */
export function massimaliOf(ctx: Ctx, clienteId: unknown): AnyRow[] {
  const session = requireSession(ctx)
  const cliente = findVisible(ctx.db, 'cliente', clienteId, session)
  return visibleRows(ctx.db, 'massimale', session)
    .filter((row) => row.clienteId === cliente.id)
    .sort(oldestFirst)
}

export const massimaleImpls: ImplMap = {
  massimale_massimali: (ctx) => {
    const latest = new Map<unknown, AnyRow>()
    for (const row of massimaliOf(ctx, ctx.params.id)) {
      latest.set((row.esercizio as { id?: unknown } | null)?.id, row)
    }
    return [...latest.values()]
      .sort((a, b) =>
        String((a.esercizio as { nomenclatura?: string }).nomenclatura).localeCompare(
          String((b.esercizio as { nomenclatura?: string }).nomenclatura),
          'it',
        ),
      )
      .map((row) => present(ctx.db, 'massimale', row, requireSession(ctx)))
  },
  massimale_storicoMassimali: (ctx) =>
    massimaliOf(ctx, ctx.params.id).map((row) =>
      present(ctx.db, 'massimale', row, requireSession(ctx)),
    ),
}
