/**
 * Methodologies: drafts for admins only, codici unique in the tenant, search, duplication, custom
 * ones. Methods and types of methodology: exactly one default per list, no deletion while a
 * methodology uses the row, duplication.
 */
import { notifyChanged } from '@mocks/db/store'
import { nextId } from '@mocks/db/database'
import { PAGE_SIZE_ALL } from '@/config/constants'
import type { Session } from '../lib/auth'
import { requireSession, type Ctx, type Impl, type ImplMap } from '../lib/dispatch'
import { forbidden, invalidField } from '../lib/http'
import { present } from '../lib/present'
import {
  assertWritable,
  findVisible,
  removeRow,
  rowsOf,
  visibleRows,
  type AnyRow,
} from '../lib/relations'
import { assertUnique, copyName, trimmedText, uniqueCopyName } from '../lib/unique'
import { createRow, idParam, listImpl, updateRow } from './generic'

// ---------------------------------------------------------------------------------------------
// Methodologies

const CODICE_USATO = 'Esiste già una metodologia con questo codice'

/** Drafts are admin-only (SPEC 6): anyone else gets 403 on a draft, whatever the query says. */
function assertDraftAccess(row: AnyRow, session: Session): void {
  if (row.isBozza === true && !session.isAdmin) throw forbidden()
}

/** The methodology of the path, for a caller allowed to touch it. */
function findMetodologia(ctx: Ctx): AnyRow {
  const session = requireSession(ctx)
  const row = findVisible(ctx.db, 'metodologia', idParam(ctx), session)
  assertDraftAccess(row, session)
  return row
}

/** The caller's methodologies: drafts for admins only. */
function metodologieVisibili(ctx: Ctx): AnyRow[] {
  const session = requireSession(ctx)
  const rows = visibleRows(ctx.db, 'metodologia', session)
  return session.isAdmin ? rows : rows.filter((row) => row.isBozza !== true)
}

/**
 * A body's rules: only admins make a draft (403), codice unique in the tenant (422). The codice
 * is stored trimmed.
 */
function checkedInput(ctx: Ctx, exceptId?: number): Record<string, unknown> {
  const session = requireSession(ctx)
  if (ctx.body.isBozza === true && !session.isAdmin) throw forbidden()
  if (!('codice' in ctx.body)) return {}
  const codice = trimmedText(ctx.body, 'codice')
  assertUnique(ctx.db, 'metodologia', 'codice', codice, session, CODICE_USATO, exceptId)
  return { codice }
}

const listaMetodologie = listImpl('metodologia', { source: metodologieVisibili })
const ricercaMetodologie = listImpl('metodologia', {
  pageSize: PAGE_SIZE_ALL,
  source: metodologieVisibili,
})

export const metodologiaImpls: ImplMap = {
  /** roleFilter (SPEC 6) or not, non-admins never get the drafts. */
  metodologia_list: listaMetodologie,

  /** By codice or descrizione; every match unless a page is asked for. */
  metodologia_search: (ctx) => {
    const search = typeof ctx.query.search === 'string' ? ctx.query.search : ''
    return ricercaMetodologie({ ...ctx, query: { ...ctx.query, filters: { search } } })
  },

  metodologia_get: (ctx) =>
    present(ctx.db, 'metodologia', findMetodologia(ctx), requireSession(ctx)),

  metodologia_create: (ctx) =>
    present(
      ctx.db,
      'metodologia',
      createRow(ctx, 'metodologia', checkedInput(ctx)),
      requireSession(ctx),
    ),

  metodologia_update: (ctx) => {
    const row = findMetodologia(ctx)
    return present(
      ctx.db,
      'metodologia',
      updateRow(ctx, 'metodologia', checkedInput(ctx, row.id)),
      requireSession(ctx),
    )
  },

  metodologia_remove: (ctx) => {
    const session = requireSession(ctx)
    const row = findMetodologia(ctx)
    assertWritable(row, session)
    removeRow(ctx.db, 'metodologia', row.id)
    notifyChanged()
    return { success: true }
  },

  metodologia_duplica: (ctx) => {
    const session = requireSession(ctx)
    const original = findMetodologia(ctx)
    const copy: AnyRow = {
      ...structuredClone(original),
      id: nextId(ctx.db, 'metodologia'),
      tenantId: session.tenantId,
      codice: uniqueCopyName(ctx.db, 'metodologia', 'codice', original.codice, 30, session),
      isDefault: false,
    }
    rowsOf(ctx.db, 'metodologia').push(copy)
    notifyChanged()
    return present(ctx.db, 'metodologia', copy, session)
  },

  /**
   * A methodology made on the spot by a trainer (Metodologie, the sheet builder's picker): usable
   * at once, so never a draft waiting for an admin, and never a default.
   */
  metodologia_custom: (ctx) =>
    present(
      ctx.db,
      'metodologia',
      createRow(ctx, 'metodologia', {
        ...checkedInput({ ...ctx, body: { ...ctx.body, isBozza: false } }),
        isBozza: false,
        isDefault: false,
      }),
      requireSession(ctx),
    ),
}

// ---------------------------------------------------------------------------------------------
// Methods and types of methodology

type NomeDefaultKey = 'metodometodologia' | 'tipometodologia'

/** How the messages name a row of each list, and the methodology field that points at it. */
const LISTE: Record<NomeDefaultKey, { field: string; nome: string; il: string }> = {
  metodometodologia: { field: 'metodoMetodologia', nome: 'metodo', il: 'il metodo' },
  tipometodologia: { field: 'tipoMetodologia', nome: 'tipo', il: 'il tipo' },
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Exactly one default per list: `row` takes the flag from the caller's other rows. */
function onlyDefault(ctx: Ctx, key: NomeDefaultKey, row: AnyRow): void {
  for (const other of visibleRows(ctx.db, key, requireSession(ctx))) {
    if (other.id !== row.id && other.isDefault === true) other.isDefault = false
  }
}

function nomeDefaultImpls(key: NomeDefaultKey): ImplMap {
  const lista = LISTE[key]
  const nome = (ctx: Ctx) => ('nome' in ctx.body ? { nome: trimmedText(ctx.body, 'nome') } : {})

  const create: Impl = (ctx) => {
    const session = requireSession(ctx)
    const first = !visibleRows(ctx.db, key, session).some((row) => row.isDefault === true)
    const row = createRow(ctx, key, {
      ...nome(ctx),
      isDefault: ctx.body.isDefault === true || first,
    })
    if (row.isDefault === true) onlyDefault(ctx, key, row)
    return present(ctx.db, key, row, session)
  }

  const update: Impl = (ctx) => {
    const session = requireSession(ctx)
    const current = findVisible(ctx.db, key, idParam(ctx), session)
    if (current.isDefault === true && ctx.body.isDefault === false) {
      throw invalidField(
        'isDefault',
        `Deve esserci un ${lista.nome} predefinito: impostare come predefinito un altro ${lista.nome}`,
      )
    }
    const row = updateRow(ctx, key, nome(ctx))
    if (row.isDefault === true) onlyDefault(ctx, key, row)
    return present(ctx.db, key, row, session)
  }

  const remove: Impl = (ctx) => {
    const session = requireSession(ctx)
    const row = findVisible(ctx.db, key, idParam(ctx), session)
    assertWritable(row, session)
    // Every methodology of the tenant counts, drafts too: the refusal names only those the
    // caller may see.
    const users = rowsOf(ctx.db, 'metodologia').filter(
      (m) =>
        (m.tenantId === row.tenantId || m.tenantId === null) &&
        (m[lista.field] as { id?: unknown } | null | undefined)?.id === row.id,
    )
    if (users.length > 0) {
      const codici = users
        .filter((m) => m.isBozza !== true || session.isAdmin)
        .map((m) => String(m.codice))
        .sort()
      const shown = codici.slice(0, 5).join(', ') + (codici.length > 5 ? ', …' : '')
      throw invalidField(
        '_',
        `${capitalized(lista.il)} «${String(row.nome)}» è usato da ${users.length} ` +
          `${users.length === 1 ? 'metodologia' : 'metodologie'}${shown ? ` (${shown})` : ''}: ` +
          `non può essere eliminato.`,
      )
    }
    if (row.isDefault === true && visibleRows(ctx.db, key, session).length > 1) {
      throw invalidField(
        '_',
        `«${String(row.nome)}» è ${lista.il} predefinito: impostare prima come predefinito ` +
          `un altro ${lista.nome}.`,
      )
    }
    removeRow(ctx.db, key, row.id)
    notifyChanged()
    return { success: true }
  }

  const duplica: Impl = (ctx) => {
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

  return {
    [`${key}_create`]: create,
    [`${key}_update`]: update,
    [`${key}_remove`]: remove,
    [`${key}_duplica`]: duplica,
  }
}

export const metodoTipoImpls: ImplMap = {
  ...nomeDefaultImpls('metodometodologia'),
  ...nomeDefaultImpls('tipometodologia'),
}
