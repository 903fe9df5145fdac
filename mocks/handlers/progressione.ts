/**
 * Saved next-block progressions (an optional resource of the contract): the tenant's own, by name.
 * The body is validated against the contract by the dispatcher; the name is unique in the tenant.
 */
import { notifyChanged } from '@mocks/db/store'
import { nextId } from '@mocks/db/database'
import { normalizzaRicerca } from '@/components/ricerca'
import { requireSession, type Ctx, type ImplMap } from '../lib/dispatch'
import { unprocessable } from '../lib/http'
import { visibleRows, type AnyRow } from '../lib/relations'
import { removeImpl } from './generic'

const NOME_DUPLICATO = 'Esiste già una progressione con questo nome'

const answer = ({ tenantId: _tenantId, ...row }: AnyRow) => row

function mine(ctx: Ctx): AnyRow[] {
  const session = requireSession(ctx)
  return visibleRows(ctx.db, 'progressione', session).filter(
    (row) => row.tenantId === session.tenantId,
  )
}

export const progressioneImpls: ImplMap = {
  progressione_list: (ctx) =>
    mine(ctx)
      .sort((a, b) => String(a.nome).localeCompare(String(b.nome), 'it') || a.id - b.id)
      .map(answer),
  progressione_create: (ctx) => {
    const session = requireSession(ctx)
    const nome = String(ctx.body.nome).trim()
    if (!nome) throw unprocessable({ nome: ['Il nome è obbligatorio'] })
    const chiave = normalizzaRicerca(nome)
    if (mine(ctx).some((row) => normalizzaRicerca(String(row.nome)) === chiave))
      throw unprocessable({ nome: [NOME_DUPLICATO] })
    const row: AnyRow = {
      id: nextId(ctx.db, 'progressione'),
      tenantId: session.tenantId,
      nome,
      regole: structuredClone(ctx.body.regole),
    }
    ctx.db.progressione.push(row as never)
    notifyChanged()
    return answer(row)
  },
  progressione_remove: removeImpl('progressione'),
}
