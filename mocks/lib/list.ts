/**
 * The list engine behind every list call: filters (free-text `search` over the registry's search
 * fields by the product's search rule, field filters with the spec's matching rules), sort
 * (registry defaults, SPEC section 9; with a search and the default sort, the best matches first),
 * paging (pageSize -1 = Tutti) and count. Pure functions over plain rows: the handlers and the
 * benchmark call the same code.
 */
import { paroleRicerca, punteggioTesto, testoRicerca } from '@/components/ricerca'
import { PAGE_SIZE_ALL } from '@/config/constants'

export interface ListDefaults {
  readonly sort: readonly string[]
  readonly sortDesc?: boolean
  readonly pageSize: number
  readonly search: readonly string[]
}

export interface ListParams {
  filters: Record<string, unknown>
  firstRecord: number
  pageSize: number
  sortBy: string | undefined
  sortDesc: boolean | undefined
}

export interface ListPage<T> {
  data: T[]
  count: number
}

const hasId = (value: unknown, wanted: unknown): boolean =>
  value !== null && typeof value === 'object' && (value as { id?: unknown }).id === wanted

/** A filter matches (SPEC 3, "Generic list options"): row[K] === v, or row[K].id === v, or row[K] is an array holding v or an element with id v. */
export function matchesFilter(fieldValue: unknown, wanted: unknown): boolean {
  if (fieldValue === wanted) return true
  if (Array.isArray(fieldValue)) {
    return fieldValue.some((item) => item === wanted || hasId(item, wanted))
  }
  return hasId(fieldValue, wanted)
}

type Getter = (row: unknown) => unknown

/** A compiled reader of a (dotted) path: the list engine reads thousands of rows per call. */
function getter(path: string): Getter {
  if (!path.includes('.')) {
    return (row) =>
      row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[path] : undefined
  }
  const parts = path.split('.')
  return (row) => {
    let value: unknown = row
    for (let i = 0; i < parts.length; i += 1) {
      if (value === null || typeof value !== 'object') return undefined
      value = (value as Record<string, unknown>)[parts[i] as string]
    }
    return value
  }
}

/** The texts of one value the free-text search looks at: strings, numbers, arrays, named objects. */
function pushTexts(value: unknown, out: Array<string | number>): void {
  if (typeof value === 'string' || typeof value === 'number') {
    out.push(value)
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) pushTexts(value[i], out)
  } else if (value !== null && typeof value === 'object') {
    pushTexts((value as { nome?: unknown }).nome, out)
  }
}

interface Cached {
  /** The values the search fields held (strings, or the arrays and objects they were). */
  values: unknown[]
  testo: string
}

/**
 * The normalised search text of a row (ricerca.ts testoRicerca), kept per row and list: it is
 * made again when a search field holds another value (rows are updated by replacing values, so
 * a field is unchanged while it holds the same value).
 */
const textCaches = new Map<string, WeakMap<object, Cached>>()

function searchText(fields: readonly string[]): (row: unknown) => string {
  const readers = fields.map(getter)
  const key = fields.join('|')
  let cache = textCaches.get(key)
  if (!cache) {
    cache = new WeakMap()
    textCaches.set(key, cache)
  }
  const rowCache = cache
  const make = (values: unknown[]): string => {
    const texts: Array<string | number> = []
    for (const value of values) pushTexts(value, texts)
    return testoRicerca(texts)
  }
  return (row) => {
    if (row === null || typeof row !== 'object') return make(readers.map((read) => read(row)))
    const hit = rowCache.get(row)
    if (hit) {
      let same = true
      for (let i = 0; i < readers.length && same; i += 1)
        same = hit.values[i] === (readers[i] as Getter)(row)
      if (same) return hit.testo
    }
    const values = readers.map((read) => read(row))
    const testo = make(values)
    rowCache.set(row, { values, testo })
    return testo
  }
}

/**
 * Applies `filters` to rows (and `where`, e.g. the tenant scope, in the same pass).
 * Filter keys no row has are ignored (SPEC 3, "Generic list options"). The free-text `search` follows the
 * product's one search rule (src/components/ricerca.ts): every word somewhere in the search
 * fields, any order, case and accents ignored; `scores`, when given, receives the score of each
 * kept row, in the order of the answer (higher: more words at the start of a field or a word).
 */
export function filterRows<T>(
  rows: readonly T[],
  filters: Record<string, unknown>,
  searchFields: readonly string[],
  where?: (row: T) => boolean,
  scores?: number[],
): T[] {
  const tests: Array<(row: T) => boolean> = where ? [where] : []
  let search: ((row: T) => number | null) | undefined
  for (const [key, wanted] of Object.entries(filters)) {
    if (wanted === undefined) continue
    if (key === 'search') {
      if (wanted === null) continue
      const parole = paroleRicerca(String(wanted))
      if (parole.length === 0) continue
      const text = searchText(searchFields)
      search = (row) => punteggioTesto(parole, text(row))
      continue
    }
    const read = getter(key)
    if (!rows.some((row) => read(row) !== undefined)) continue
    tests.push((row) => matchesFilter(read(row), wanted))
  }
  if (tests.length === 0 && !search) return rows.slice()
  if (where && tests.length === 1 && !search) return rows.filter(where)
  const out: T[] = []
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r] as T
    let keep = true
    for (let t = 0; t < tests.length && keep; t += 1) keep = (tests[t] as (row: T) => boolean)(row)
    if (!keep) continue
    // The search last: the cheap field filters and the tenant scope have already said no.
    if (search) {
      const score = search(row)
      if (score === null) continue
      scores?.push(score)
    }
    out.push(row)
  }
  return out
}

const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true })

type SortValue = string | number | null

function sortValue(value: unknown): SortValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return value
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'object') {
    const named = value as { nome?: unknown; cognome?: unknown; id?: unknown }
    if (named.cognome !== undefined) return sortValue(named.cognome)
    if (named.nome !== undefined) return sortValue(named.nome)
    if (named.id !== undefined) return sortValue(named.id)
    return null
  }
  return String(value)
}

function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

/**
 * Sorts by `sortBy` (or the registry's first key) in the wanted direction, then by the rest of the
 * registry keys and id ascending, so equal rows keep a stable, predictable order.
 * With `limit`, only the first `limit` rows are wanted: a bounded selection replaces the full sort
 * (a page of a big list costs one comparison per row instead of n log n).
 */
export function sortRows<T>(
  rows: readonly T[],
  defaults: Pick<ListDefaults, 'sort' | 'sortDesc'>,
  sortBy?: string,
  sortDesc?: boolean,
  limit?: number,
): T[] {
  const primary = sortBy && sortBy !== '' ? sortBy : defaults.sort[0]
  const desc = sortDesc ?? (sortBy ? false : (defaults.sortDesc ?? false))
  const keys = [primary, ...defaults.sort.filter((key) => key !== primary), 'id'].filter(
    (key, index, all): key is string => key !== undefined && all.indexOf(key) === index,
  )
  const readers = keys.map(getter)
  type Item = { row: T; values: SortValue[] }
  /** Sort values are read on demand: most comparisons are settled by the first key. */
  const valueAt = (item: Item, index: number): SortValue => {
    while (item.values.length <= index) {
      item.values.push(sortValue((readers[item.values.length] as Getter)(item.row)))
    }
    return item.values[index] as SortValue
  }
  /**
   * One key in its direction. Empty values last in either direction (NULLS LAST): a newest-first
   * list of sheets starts with the newest dated sheet, not with the undated templates.
   */
  const compareKey = (a: SortValue, b: SortValue, index: number): number => {
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
    const result = compareValues(a, b)
    return index === 0 && desc ? -result : result
  }
  const compare = (left: Item, right: Item): number => {
    for (let i = 0; i < keys.length; i += 1) {
      const result = compareKey(valueAt(left, i), valueAt(right, i), i)
      if (result !== 0) return result
    }
    return 0
  }
  const decorate = (row: T): Item => ({ row, values: [] })

  if (limit === undefined || limit * 4 >= rows.length) {
    const sorted = rows.map(decorate).sort(compare)
    return (limit === undefined ? sorted : sorted.slice(0, limit)).map((item) => item.row)
  }
  const top: Item[] = []
  if (limit <= 0) return []
  const first = readers[0] as Getter
  for (const row of rows) {
    const worst = top[top.length - 1]
    let item: Item
    if (top.length >= limit && worst) {
      // Reject on the first key without allocating: most rows of a big list stop here.
      const value = sortValue(first(row))
      const byFirst = compareKey(value, valueAt(worst, 0), 0)
      if (byFirst > 0) continue
      item = { row, values: [value] }
      if (byFirst === 0 && compare(item, worst) >= 0) continue
    } else {
      item = decorate(row)
    }
    // Insert after equal items (upper bound) to keep the input order of ties, like a stable sort.
    let lo = 0
    let hi = top.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (compare(item, top[mid] as Item) < 0) hi = mid
      else lo = mid + 1
    }
    top.splice(lo, 0, item)
    if (top.length > limit) top.pop()
  }
  return top.map((item) => item.row)
}

export function pageRows<T>(rows: readonly T[], firstRecord: number, pageSize: number): T[] {
  if (pageSize === PAGE_SIZE_ALL) return rows.slice(Math.max(0, firstRecord))
  return rows.slice(Math.max(0, firstRecord), Math.max(0, firstRecord) + Math.max(0, pageSize))
}

/**
 * Whether a list call leaves the order to the list: no sortBy, or the list's own default (the app
 * always sends its default sort, SPEC 7). Then a search ranks its matches (see listRows).
 */
function defaultOrder(defaults: ListDefaults, params: ListParams): boolean {
  if (params.sortBy === undefined) return true
  return (
    params.sortBy === defaults.sort[0] &&
    (params.sortDesc === undefined || params.sortDesc === (defaults.sortDesc ?? false))
  )
}

/**
 * The whole list operation: filter (and `where`), sort, page, count. With a search and the default
 * order, the rows come best match first (a word at the start of a field, then at the start of a
 * word, then inside one: "ros" lists Rossi before Barossa), in the default order within a score;
 * a sort the caller chose (another column or direction) is kept as it is.
 */
export function listRows<T>(
  rows: readonly T[],
  defaults: ListDefaults,
  params: ListParams,
  where?: (row: T) => boolean,
): ListPage<T> {
  const scores: number[] | undefined = defaultOrder(defaults, params) ? [] : undefined
  const filtered = filterRows(rows, params.filters, defaults.search, where, scores)
  const firstRecord = Math.max(0, params.firstRecord)
  const limit =
    params.pageSize === PAGE_SIZE_ALL ? undefined : firstRecord + Math.max(0, params.pageSize)
  const sorted =
    scores && scores.length > 0
      ? rankedRows(filtered, scores, defaults, limit)
      : sortRows(filtered, defaults, params.sortBy, params.sortDesc, limit)
  return { data: pageRows(sorted, firstRecord, params.pageSize), count: filtered.length }
}

/** Rows by score (best first), each score's rows in the default order; the first `limit` only. */
function rankedRows<T>(
  rows: readonly T[],
  scores: readonly number[],
  defaults: ListDefaults,
  limit: number | undefined,
): T[] {
  const groups = new Map<number, T[]>()
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as T
    const score = scores[i] ?? 0
    const group = groups.get(score)
    if (group) group.push(row)
    else groups.set(score, [row])
  }
  const out: T[] = []
  for (const score of [...groups.keys()].sort((a, b) => b - a)) {
    const left = limit === undefined ? undefined : limit - out.length
    if (left !== undefined && left <= 0) break
    out.push(...sortRows(groups.get(score) as T[], defaults, undefined, undefined, left))
  }
  return out
}

/** List params from already type-checked query values (see lib/validation.ts coerceQuery). */
export function toListParams(query: Record<string, unknown>, defaults: ListDefaults): ListParams {
  const filters = query.filters
  return {
    filters:
      filters !== null && typeof filters === 'object' && !Array.isArray(filters)
        ? (filters as Record<string, unknown>)
        : {},
    firstRecord: typeof query.firstRecord === 'number' ? query.firstRecord : 0,
    pageSize: typeof query.pageSize === 'number' ? query.pageSize : defaults.pageSize,
    sortBy: typeof query.sortBy === 'string' && query.sortBy !== '' ? query.sortBy : undefined,
    sortDesc: typeof query.sortDesc === 'boolean' ? query.sortDesc : undefined,
  }
}
