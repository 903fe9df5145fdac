/** Protocols: ordered sheets (associate, disassociate, change position) and duplication. */
import { notifyChanged } from '@mocks/db/store'
import { nextId } from '@mocks/db/database'
import { requireSession, type ImplMap } from '../lib/dispatch'
import { byOrdine, insertAt, move, renumber } from '../lib/order'
import { present } from '../lib/present'
import { assertWritable, findVisible, rowsOf, type AnyRow } from '../lib/relations'
import { copyName } from '../lib/unique'
import { idParam } from './generic'

interface ProtocolloScheda {
  id: number
  nome: string
  ordine: number
}

const schedeOf = (row: AnyRow): ProtocolloScheda[] =>
  ((row.schede as ProtocolloScheda[] | undefined) ?? []).slice().sort(byOrdine)

export const protocolloImpls: ImplMap = {
  protocollo_duplica: (ctx) => {
    const session = requireSession(ctx)
    const original = findVisible(ctx.db, 'protocollo', idParam(ctx), session)
    const copy: AnyRow = {
      ...structuredClone(original),
      id: nextId(ctx.db, 'protocollo'),
      tenantId: session.tenantId,
      nome: copyName(original.nome, 150),
    }
    rowsOf(ctx.db, 'protocollo').push(copy)
    notifyChanged()
    return present(ctx.db, 'protocollo', copy, session)
  },

  protocollo_associateSchede: (ctx) => {
    const session = requireSession(ctx)
    const scheda = findVisible(ctx.db, 'scheda', ctx.body.idScheda, session)
    const protocolli = (ctx.body.idProtocolli as number[]).map((id) =>
      findVisible(ctx.db, 'protocollo', id, session),
    )
    protocolli.forEach((protocollo) => assertWritable(protocollo, session))
    for (const protocollo of protocolli) {
      const schede = schedeOf(protocollo)
      const entry = schede.find((item) => item.id === scheda.id) ?? {
        id: scheda.id,
        nome: String(scheda.nome),
        ordine: schede.length,
      }
      protocollo.schede = insertAt(schede, entry, Number(ctx.body.ordine))
    }
    notifyChanged()
    return { success: true }
  },

  protocollo_disassociateSchede: (ctx) => {
    const session = requireSession(ctx)
    const protocollo = findVisible(ctx.db, 'protocollo', ctx.body.idProtocollo, session)
    const scheda = findVisible(ctx.db, 'scheda', ctx.body.idScheda, session)
    assertWritable(protocollo, session)
    protocollo.schede = renumber(schedeOf(protocollo).filter((item) => item.id !== scheda.id))
    notifyChanged()
    return { success: true }
  },

  protocollo_changePosition: (ctx) => {
    const session = requireSession(ctx)
    const protocollo = findVisible(ctx.db, 'protocollo', idParam(ctx), session)
    assertWritable(protocollo, session)
    protocollo.schede = move(
      schedeOf(protocollo),
      Number(ctx.body.oldIndex),
      Number(ctx.body.newIndex),
    )
    notifyChanged()
    return present(ctx.db, 'protocollo', protocollo, session)
  },
}
