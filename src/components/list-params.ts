/** Parameters of one list screen; kept per list key and mirrored in the URL. */
export interface ListParams {
  page: number
  pageSize: number
  sortBy?: string
  sortDesc?: boolean
  /** Free-text search. Never persisted: it may hold a client's name. */
  search?: string
  /** Other filters (JSON-serialisable), sent as the `filters` query parameter. */
  filters?: Record<string, string | number | boolean>
}

/** Query-string names of the list parameters (the URL of a list is linkable). */
const KEYS = ['page', 'pageSize', 'sortBy', 'sortDesc', 'search'] as const

/** List params read from the URL; null when the URL carries none of them. */
export function listParamsFromUrl(
  search: URLSearchParams,
  defaults: ListParams,
): ListParams | null {
  if (!KEYS.some((k) => search.has(k))) return null
  const num = (key: string, fallback: number) => {
    const n = Number(search.get(key))
    return search.has(key) && Number.isInteger(n) ? n : fallback
  }
  const page = Math.max(1, num('page', defaults.page))
  const pageSize = num('pageSize', defaults.pageSize)
  const params: ListParams = {
    page,
    pageSize: pageSize === -1 || pageSize > 0 ? pageSize : defaults.pageSize,
  }
  const sortBy = search.get('sortBy')
  if (sortBy) {
    params.sortBy = sortBy
    params.sortDesc = search.get('sortDesc') === 'true'
  }
  const text = search.get('search')
  if (text) params.search = text
  return params
}

/** Writes the list params into a copy of the query string (other parameters are kept). */
export function listParamsToUrl(current: URLSearchParams, params: ListParams): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const k of KEYS) next.delete(k)
  next.set('page', String(params.page))
  next.set('pageSize', String(params.pageSize))
  if (params.sortBy) {
    next.set('sortBy', params.sortBy)
    next.set('sortDesc', String(Boolean(params.sortDesc)))
  }
  if (params.search) next.set('search', params.search)
  return next
}

export function sameListParams(a: ListParams, b: ListParams): boolean {
  return (
    a.page === b.page &&
    a.pageSize === b.pageSize &&
    (a.sortBy ?? '') === (b.sortBy ?? '') &&
    Boolean(a.sortDesc) === Boolean(b.sortDesc) &&
    (a.search ?? '') === (b.search ?? '') &&
    JSON.stringify(a.filters ?? {}) === JSON.stringify(b.filters ?? {})
  )
}

/** The params of one list and how to change them (see useListParams in features/ui). */
export interface ListParamsState {
  /** The params in force (page, size, sort, search; never the caller's filters). */
  params: ListParams
  /** Applies a change (an event: a click, a typed search); equal params change nothing. */
  update: (patch: Partial<ListParams>) => void
  /** The list's sort when none is chosen (the resource's default, shown on its column). */
  defaultSort: { sortBy: string | undefined; sortDesc: boolean }
}
