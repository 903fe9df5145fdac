/** Folders: exercise membership (stored on esercizio.cartelle) and duplication. */
import { notifyChanged } from '@mocks/db/store'
import { nextId } from '@mocks/db/database'
import { requireSession, type ImplMap } from '../lib/dispatch'
import { present, eserciziOfCartella } from '../lib/present'
import { assertWritable, findVisible, refShape, rowsOf, type AnyRow } from '../lib/relations'
import { copyName } from '../lib/unique'
import { idParam } from './generic'

type Refs = Array<{ id: number; nome?: unknown }>

export const cartellaImpls: ImplMap = {
  cartella_associateEsercizi: (ctx) => {
    const session = requireSession(ctx)
    const esercizio = findVisible(ctx.db, 'esercizio', ctx.body.idEsercizio, session)
    const cartelle = (ctx.body.idCartelle as number[]).map((id) =>
      findVisible(ctx.db, 'cartella', id, session),
    )
    assertWritable(esercizio, session)
    const current = ((esercizio.cartelle as Refs | undefined) ?? []).slice()
    for (const cartella of cartelle) {
      if (!current.some((item) => item.id === cartella.id)) {
        current.push(refShape('cartella', cartella) as Refs[number])
      }
    }
    esercizio.cartelle = current
    notifyChanged()
    return { success: true }
  },

  cartella_disassociateEsercizi: (ctx) => {
    const session = requireSession(ctx)
    const esercizio = findVisible(ctx.db, 'esercizio', ctx.body.idEsercizio, session)
    const cartella = findVisible(ctx.db, 'cartella', ctx.body.idCartella, session)
    assertWritable(esercizio, session)
    esercizio.cartelle = ((esercizio.cartelle as Refs | undefined) ?? []).filter(
      (item) => item.id !== cartella.id,
    )
    notifyChanged()
    return { success: true }
  },

  cartella_duplica: (ctx) => {
    const session = requireSession(ctx)
    const original = findVisible(ctx.db, 'cartella', idParam(ctx), session)
    const copy: AnyRow = {
      ...structuredClone(original),
      id: nextId(ctx.db, 'cartella'),
      tenantId: session.tenantId,
      nome: copyName(original.nome, 100),
    }
    rowsOf(ctx.db, 'cartella').push(copy)
    for (const esercizio of eserciziOfCartella(ctx.db, original.id, session)) {
      if (esercizio.tenantId !== session.tenantId && !session.isAdmin) continue
      esercizio.cartelle = [
        ...((esercizio.cartelle as Refs | undefined) ?? []),
        refShape('cartella', copy),
      ]
    }
    notifyChanged()
    return present(ctx.db, 'cartella', copy, session)
  },
}
