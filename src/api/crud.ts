/**
 * THE endpoint factory: `createCrudApi(key)` reads the registry row of `key` (path, tag, default
 * sort, page size, generic ops) and injects into the one API the generic endpoints the contract
 * offers for it, named after their operationIds (`cliente_list` -> `clienteList`; ARCHITECTURE.md
 * "Endpoints"): `${key}List`, `${key}Get`, `${key}Create`, `${key}Update`, `${key}Remove`,
 * `${key}SlimList`, `${key}SlimGet`; hooks follow (useClienteListQuery, useClienteCreateMutation...).
 *
 * Every type comes from the contract: rows, answers and inputs are read from `paths` at the
 * registry's path, so a registry path or an op the contract does not have does not compile.
 */
import type { MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query'
import { PAGE_SIZE_ALL } from '@/config/constants'
import type { ListParams } from '@/components/list-params'
import { baseApi } from './base-api'
import type { TagType } from './resources'
import type { baseQuery } from './base-query'
import { resources, type CrudOp, type ResourceDef, type ResourceKey } from './resources'
import type { paths } from './schema.gen'
import type { BodyOf, OkOf } from './contract'

// ---------------------------------------------------------------------------------------------
// Types read from the contract

type Def<K extends ResourceKey> = (typeof resources)[K]
type OpsOf<K extends ResourceKey> = Def<K>['ops'][number]
type CollectionPath<K extends ResourceKey> = Def<K>['path']

/** The contract path of a generic operation. */
type PathOf<K extends ResourceKey, O extends CrudOp> = O extends 'list' | 'create'
  ? CollectionPath<K>
  : O extends 'get' | 'update' | 'remove'
    ? `${CollectionPath<K>}{id}`
    : O extends 'slimList'
      ? `${CollectionPath<K>}slim/`
      : `${CollectionPath<K>}slim/{id}`

type MethodOf<O extends CrudOp> = O extends 'create'
  ? 'post'
  : O extends 'update'
    ? 'put'
    : O extends 'remove'
      ? 'delete'
      : 'get'

/** The contract operation behind a generic op (never when the contract lacks it). */
export type CrudOperation<K extends ResourceKey, O extends CrudOp> =
  PathOf<K, O> extends keyof paths
    ? MethodOf<O> extends keyof paths[PathOf<K, O>]
      ? NonNullable<paths[PathOf<K, O>][MethodOf<O>]>
      : never
    : never

/** The list answer `{ data, count }` of `key`. */
export type ListResult<K extends ResourceKey> = OkOf<CrudOperation<K, 'list'>>
/** One row of the list of `key`. */
export type RowOf<K extends ResourceKey> = ListResult<K> extends { data: (infer R)[] } ? R : never
/** The full item of `key` (get). */
export type ItemOf<K extends ResourceKey> = OkOf<CrudOperation<K, 'get'>>
export type CreateInput<K extends ResourceKey> = BodyOf<CrudOperation<K, 'create'>>
export type UpdateInput<K extends ResourceKey> = BodyOf<CrudOperation<K, 'update'>>

/** Registry rows whose ops the contract does not offer: must be `never` (checked below). */
type MissingInContract = {
  [K in ResourceKey]: {
    [O in OpsOf<K>]: [CrudOperation<K, O>] extends [never] ? `${K}.${O}` : never
  }[OpsOf<K>]
}[ResourceKey]
const registryMatchesContract: [MissingInContract] extends [never] ? true : MissingInContract = true
void registryMatchesContract

// ---------------------------------------------------------------------------------------------
// Arguments

type StandardListQuery = 'filters' | 'firstRecord' | 'pageSize' | 'sortBy' | 'sortDesc'

/** The query parameters a contract operation takes beyond the standard list ones. */
export type ExtraQueryOf<Operation> = Operation extends { parameters: { query?: infer Q } }
  ? Omit<NonNullable<Q>, StandardListQuery>
  : object

/** List arguments: the list params of ui-slice; anything unset takes the registry default. */
export type ListArgs = Partial<ListParams> | void

/**
 * List arguments of `key`: the list params plus the operation's own query options from the contract
 * (e.g. esercizio's isCostruzioneScheda, metodologia's roleFilter).
 */
export type ListArgsOf<K extends ResourceKey, O extends 'list' | 'slimList' = 'list'> =
  (Partial<ListParams> & ExtraQueryOf<CrudOperation<K, O>>) | void

export type Id = number

type ArgOf<K extends ResourceKey, O extends CrudOp> = O extends 'list' | 'slimList'
  ? ListArgsOf<K, O>
  : O extends 'get' | 'slimGet' | 'remove'
    ? Id
    : O extends 'create'
      ? CreateInput<K>
      : { id: Id; body: UpdateInput<K> }

type BaseQuery = typeof baseQuery

type EndpointOf<K extends ResourceKey, O extends CrudOp> = O extends
  'list' | 'slimList' | 'get' | 'slimGet'
  ? QueryDefinition<ArgOf<K, O>, BaseQuery, TagType, OkOf<CrudOperation<K, O>>, 'api'>
  : MutationDefinition<ArgOf<K, O>, BaseQuery, TagType, OkOf<CrudOperation<K, O>>, 'api'>

export type CrudEndpoints<K extends ResourceKey, X extends CrudOp = never> = {
  [O in Exclude<OpsOf<K>, X> as `${K}${Capitalize<O>}`]: EndpointOf<K, O>
}

// ---------------------------------------------------------------------------------------------
// Runtime

const LIST_PARAMS = new Set(['page', 'pageSize', 'sortBy', 'sortDesc', 'search', 'filters'])

/**
 * The query string of a list call (SPEC 3, "Generic list options": filters, firstRecord, pageSize, sortBy, sortDesc), plus
 * the operation's own options (arrays comma-separated).
 */
export function listQueryParams(
  def: Pick<ResourceDef, 'sort' | 'sortDesc' | 'pageSize'>,
  args: ListArgs | (Partial<ListParams> & Record<string, unknown>),
): Record<string, string | number | boolean> {
  const params: Partial<ListParams> & Record<string, unknown> = args ?? {}
  const pageSize = params.pageSize ?? def.pageSize
  const page = Math.max(1, Math.floor(params.page ?? 1))
  const search = params.search?.trim()
  const filters = { ...params.filters, ...(search ? { search } : {}) }
  const sortBy = params.sortBy || def.sort[0]
  const out: Record<string, string | number | boolean> = {
    firstRecord: pageSize === PAGE_SIZE_ALL ? 0 : (page - 1) * pageSize,
    pageSize,
    sortDesc: params.sortDesc ?? (params.sortBy ? false : (def.sortDesc ?? false)),
  }
  if (sortBy) out.sortBy = sortBy
  if (Object.keys(filters).length > 0) out.filters = JSON.stringify(filters)
  for (const [name, value] of Object.entries(params)) {
    if (LIST_PARAMS.has(name) || value === undefined || value === null) continue
    out[name] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean)
  }
  return out
}

const capitalize = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`

const rowId = (row: unknown): string | number | undefined => {
  if (typeof row !== 'object' || row === null) return undefined
  const id = (row as { id?: unknown }).id
  return typeof id === 'number' || typeof id === 'string' ? id : undefined
}

/**
 * Injects the generic endpoints of registry row `key` into the one API, but those in `except`:
 * the module declares its own under the same name (the sheet's `schedaUpdate`, a change over the
 * sheet as it is), so a resource has one way to make each call.
 */
export function createCrudApi<K extends ResourceKey, X extends OpsOf<K> = never>(
  key: K,
  { except = [] }: { except?: readonly X[] } = {},
) {
  const def: ResourceDef = resources[key]
  const tag = def.tag as TagType
  const listTag = { type: tag, id: 'LIST' } as const

  return baseApi.injectEndpoints({
    endpoints: (build) => {
      const listTags = (result: unknown) => {
        const data = (result as { data?: unknown } | undefined)?.data
        const rows = Array.isArray(data) ? data : []
        return [
          listTag,
          ...rows.flatMap((row) => {
            const id = rowId(row)
            return id === undefined ? [] : [{ type: tag, id }]
          }),
        ]
      }
      const list = (path: string) =>
        build.query<unknown, ListArgs>({
          query: (args) => ({ url: path, params: listQueryParams(def, args) }),
          providesTags: (result) => listTags(result),
        })
      const item = (path: string) =>
        build.query<unknown, Id>({
          query: (id) => `${path}${id}`,
          providesTags: (_result, _error, id) => [{ type: tag, id }],
        })

      const endpoints: Record<string, unknown> = {}
      for (const op of def.ops) {
        if ((except as readonly CrudOp[]).includes(op)) continue
        const name = `${key}${capitalize(op)}`
        switch (op) {
          case 'list':
            endpoints[name] = list(def.path)
            break
          case 'slimList':
            endpoints[name] = list(`${def.path}slim/`)
            break
          case 'get':
            endpoints[name] = item(def.path)
            break
          case 'slimGet':
            endpoints[name] = item(`${def.path}slim/`)
            break
          case 'create':
            endpoints[name] = build.mutation<unknown, unknown>({
              query: (body) => ({ url: def.path, method: 'POST', body }),
              invalidatesTags: [listTag],
              extraOptions: { formErrors: true, successToast: true },
            })
            break
          case 'update':
            endpoints[name] = build.mutation<unknown, { id: Id; body: unknown }>({
              query: ({ id, body }) => ({ url: `${def.path}${id}`, method: 'PUT', body }),
              invalidatesTags: (_result, _error, { id }) => [{ type: tag, id }, listTag],
              extraOptions: { formErrors: true, successToast: true },
            })
            break
          case 'remove':
            endpoints[name] = build.mutation<unknown, Id>({
              query: (id) => ({ url: `${def.path}${id}`, method: 'DELETE' }),
              invalidatesTags: (_result, _error, id) => [{ type: tag, id }, listTag],
              extraOptions: { successToast: true },
            })
            break
        }
      }
      return endpoints as CrudEndpoints<K, X>
    },
  })
}
