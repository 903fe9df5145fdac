/**
 * The generic operations of the resource registry (src/api/resources.ts):
 * `<key>_list | get | create | update | remove | slimList | slimGet`, one implementation each,
 * driven by the registry row (defaults, search fields, scope) and the contract (body fields).
 */
import { notifyChanged } from '@mocks/db/store'
import { nextId } from '@mocks/db/database'
import { resources, type CrudOp, type ResourceKey } from '@/api/resources'
import { bodyFields } from '../lib/contract'
import { nowIso } from '../lib/dates'
import { requireSession, type Ctx, type Impl } from '../lib/dispatch'
import { listRows, toListParams, type ListDefaults } from '../lib/list'
import { present, relations, type Variant } from '../lib/present'
import {
  assertWritable,
  findVisible,
  propagateUpdate,
  removeRow,
  resolveRefs,
  rowsOf,
  type AnyRow,
  visibility,
  type CollectionName,
} from '../lib/relations'

/** Server-side defaults of a new row (the contract's required answer fields). */
const CREATE_DEFAULTS: Partial<Record<CollectionName, () => Record<string, unknown>>> = {
  // createdAt: when the client was made (not in the contract; Analisi Dati counts by it).
  cliente: () => ({
    createdAt: nowIso(),
    foto: null,
    gdprAccettato: false,
    dataAccettazioneGdpr: null,
    caratteristiche: [],
  }),
  istruttore: () => ({ foto: null, masters: [], disponibilita: [] }),
  esercizio: () => ({ files: [], cartelle: [] }),
  protocollo: () => ({ isCertificato: false, isCartella: false, isBozza: false, schede: [] }),
  metodologia: () => ({ isBozza: false, isDefault: false, metodologiaCicli: [] }),
  metodometodologia: () => ({ isDefault: false }),
  tipometodologia: () => ({ isDefault: false }),
  scheda: () => ({ isCliente: false, isTemplate: false, isBozza: false, cartelle: [] }),
  schedagruppo: () => ({ metodologiaBase: null }),
}

export const listDefaults = (key: ResourceKey): ListDefaults => resources[key]

export interface ListOptions {
  variant?: Variant
  /** The rows to list instead of every visible row of the collection. */
  source?: (ctx: Ctx) => AnyRow[]
  /** Page size when the call gives none (by-parent lists answer every row). */
  pageSize?: number
}

/** List with filters, search, sort and paging; each row of the page presented. */
export function listImpl(key: ResourceKey, options: ListOptions = {}): Impl {
  return (ctx) => {
    const session = requireSession(ctx)
    const defaults = listDefaults(key)
    const params = toListParams(ctx.query, {
      ...defaults,
      pageSize: options.pageSize ?? defaults.pageSize,
    })
    // The tenant scope is applied in the same pass as the filters (no copy of the collection).
    const page = options.source
      ? listRows(options.source(ctx), defaults, params)
      : listRows(rowsOf(ctx.db, key), defaults, params, visibility(key, session))
    // One index of the related rows for the whole page (see Relations).
    const related = relations(ctx.db, session)
    return {
      data: page.data.map((row) => present(ctx.db, key, row, session, options.variant, related)),
      count: page.count,
    }
  }
}

export const idParam = (ctx: Ctx, name = 'id'): number => Number(ctx.params[name])

export function getImpl(key: ResourceKey, variant: Variant = 'full'): Impl {
  return (ctx) => {
    const session = requireSession(ctx)
    return present(ctx.db, key, findVisible(ctx.db, key, idParam(ctx), session), session, variant)
  }
}

/** Creates a row from a validated body; returns the stored row. */
export function createRow(
  ctx: Ctx,
  key: CollectionName,
  extra: Record<string, unknown> = {},
): AnyRow {
  const session = requireSession(ctx)
  const input = resolveRefs(ctx.db, key, { ...bodyFields(ctx.op, ctx.body), ...extra }, session)
  const scope = key === 'massimale' || key === 'progressione' ? 'tenant' : resources[key].scope
  const row: AnyRow = {
    ...(CREATE_DEFAULTS[key]?.() ?? {}),
    ...input,
    id: nextId(ctx.db, key as never),
    tenantId: scope === 'tenant' ? session.tenantId : null,
  }
  rowsOf(ctx.db, key).push(row)
  notifyChanged()
  return row
}

/** Updates a row from a validated body (fields absent from the body are kept). */
export function updateRow(
  ctx: Ctx,
  key: CollectionName,
  extra: Record<string, unknown> = {},
): AnyRow {
  const session = requireSession(ctx)
  const row = findVisible(ctx.db, key, idParam(ctx), session)
  assertWritable(row, session)
  const input = resolveRefs(ctx.db, key, { ...bodyFields(ctx.op, ctx.body), ...extra }, session)
  Object.assign(row, input, { id: row.id, tenantId: row.tenantId })
  propagateUpdate(ctx.db, key, row)
  notifyChanged()
  return row
}

export function createImpl(key: ResourceKey): Impl {
  return (ctx) => present(ctx.db, key, createRow(ctx, key), requireSession(ctx))
}

export function updateImpl(key: ResourceKey): Impl {
  return (ctx) => present(ctx.db, key, updateRow(ctx, key), requireSession(ctx))
}

export function removeImpl(key: CollectionName): Impl {
  return (ctx) => {
    const session = requireSession(ctx)
    const row = findVisible(ctx.db, key, idParam(ctx), session)
    assertWritable(row, session)
    removeRow(ctx.db, key, row.id)
    notifyChanged()
    return { success: true }
  }
}

const FACTORIES: Record<CrudOp, (key: ResourceKey) => Impl> = {
  list: (key) => listImpl(key),
  get: (key) => getImpl(key),
  create: createImpl,
  update: updateImpl,
  remove: removeImpl,
  slimList: (key) => listImpl(key, { variant: 'slim' }),
  slimGet: (key) => getImpl(key, 'slim'),
}

/** `<key>_<op>` for every registry row and each of its generic operations. */
export const genericImpls: Record<string, Impl> = Object.fromEntries(
  (Object.keys(resources) as ResourceKey[]).flatMap((key) =>
    resources[key].ops.map((op) => [`${key}_${op}`, FACTORIES[op](key)] as const),
  ),
)
