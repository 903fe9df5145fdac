/** Methodologies: role filter, search, duplication, custom ones; methods and types duplication. */
import { notifyChanged } from '@mocks/db/store'
import { nextId } from '@mocks/db/database'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { requireSession, type Impl, type ImplMap } from '../lib/dispatch'
import { present } from '../lib/present'
import { findVisible, rowsOf, visibleRows, type AnyRow } from '../lib/relations'
import { copyName } from './cartella'
import { createRow, idParam, listImpl } from './generic'

const duplicaNomeDefault =
  (key: 'metodometodologia' | 'tipometodologia'): Impl =>
  (ctx) => {
    const session = requireSession(ctx)
    const original = findVisible(ctx.db, key, idParam(ctx), session)
    const copy: AnyRow = {
      ...structuredClone(original),
      id: nextId(ctx.db, key),
      tenantId: session.tenantId,
      nome: copyName(original.nome, 100),
      isDefault: false,
    }
    rowsOf(ctx.db, key).push(copy)
    notifyChanged()
    return present(ctx.db, key, copy, session)
  }

export const metodologiaImpls: ImplMap = {
  /** roleFilter: non-admins see only the methodologies that are not drafts (SPEC 6). */
  metodologia_list: listImpl('metodologia', {
    source: (ctx) => {
      const session = requireSession(ctx)
      const rows = visibleRows(ctx.db, 'metodologia', session)
      return ctx.query.roleFilter === true && !session.isAdmin
        ? rows.filter((row) => row.isBozza === false)
        : rows
    },
  }),

  metodologia_search: (ctx) => {
    const session = requireSession(ctx)
    const search = typeof ctx.query.search === 'string' ? ctx.query.search : ''
    return listImpl('metodologia', {
      pageSize: PAGE_SIZE_ALL,
      source: () =>
        visibleRows(ctx.db, 'metodologia', session).filter(
          (row) => session.isAdmin || row.isBozza === false,
        ),
    })({ ...ctx, query: { filters: { search } } })
  },

  metodologia_duplica: (ctx) => {
    const session = requireSession(ctx)
    const original = findVisible(ctx.db, 'metodologia', idParam(ctx), session)
    const copy: AnyRow = {
      ...structuredClone(original),
      id: nextId(ctx.db, 'metodologia'),
      tenantId: session.tenantId,
      codice: copyName(original.codice, 30),
      isDefault: false,
    }
    rowsOf(ctx.db, 'metodologia').push(copy)
    notifyChanged()
    return present(ctx.db, 'metodologia', copy, session)
  },

  /** A methodology made on the fly while building a sheet: never a default one. */
  metodologia_custom: (ctx) =>
    present(
      ctx.db,
      'metodologia',
      createRow(ctx, 'metodologia', { isDefault: false }),
      requireSession(ctx),
    ),

  metodometodologia_duplica: duplicaNomeDefault('metodometodologia'),
  tipometodologia_duplica: duplicaNomeDefault('tipometodologia'),
}
