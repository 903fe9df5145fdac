/**
 * A backend that drifts from the contract degrades a field, never a page (issue 21): the base query
 * hands every GET answer to `conformAnswer`, which drops each field whose type is not the one the
 * contract gives it (src/api/shapes.gen.ts, generated from openapi/openapi.yaml), at any depth. A
 * screen then only ever meets a field that is right or absent, and shows an absent one as missing
 * (ResourceTable's "Dato mancante", an empty form field that is asked for on save). The QA build
 * still reports every difference, finer, in the top bar (src/config/contract-drift.ts).
 *
 * Part of the base query, which the login page loads only when the user starts typing.
 */
import { OPERATIONS } from './operations.gen'
import { ANSWERS, SHAPES } from './shapes.gen'

const DROP = Symbol('drop')

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** `value` held to `shape` (see scripts/api-shapes.mjs), or DROP when it does not fit at all. */
function conform(shape: string, value: unknown): unknown {
  if (shape.startsWith('?')) return value === null ? null : conform(shape.slice(1), value)
  switch (shape[0]) {
    case '*':
      return value
    case 's':
      return typeof value === 'string' ? value : DROP
    case 'n':
      return typeof value === 'number' && Number.isFinite(value) ? value : DROP
    case 'b':
      return typeof value === 'boolean' ? value : DROP
    case 'o':
      return isPlainObject(value) ? value : DROP
    case '[':
      return Array.isArray(value) ? conformItems(shape.slice(1), value) : DROP
    case '@':
      return isPlainObject(value) ? conformFields(shape.slice(1), value) : DROP
    default:
      return value
  }
}

/** The items that fit, each held to `shape`; the same array when nothing changed. */
function conformItems(shape: string, items: unknown[]): unknown[] {
  let changed = false
  const kept: unknown[] = []
  for (const item of items) {
    const held = conform(shape, item)
    if (held !== item) changed = true
    if (held !== DROP) kept.push(held)
  }
  return changed ? kept : items
}

/** The object without the fields that do not fit; the same object when nothing changed. */
function conformFields(name: string, object: Record<string, unknown>): Record<string, unknown> {
  const fields = SHAPES[name]
  if (!fields) return object
  let copy: Record<string, unknown> | null = null
  for (const [field, shape] of Object.entries(fields)) {
    if (!(field in object) || object[field] === undefined) continue
    const held = conform(shape, object[field])
    if (held === object[field]) continue
    copy ??= { ...object }
    if (held === DROP) delete copy[field]
    else copy[field] = held
  }
  return copy ?? object
}

/** A GET path of the contract as a pattern; literal paths are tried before templated ones. */
const GET_PATTERNS: Array<{ pattern: RegExp; shape: string }> = Object.entries(OPERATIONS)
  .filter(([id, { method }]) => method === 'GET' && ANSWERS[id] !== undefined)
  .map(([id, { path }]) => ({
    params: (path.match(/\{/g) ?? []).length,
    pattern: new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`,
    ),
    shape: ANSWERS[id]!,
  }))
  .sort((a, b) => a.params - b.params)

/**
 * The answer to GET `path` (relative to the API base, no query) held to the contract: fields of
 * the wrong type dropped; an answer the contract has no shape for, or whose whole body is not what
 * the contract says, comes back as it was.
 */
export function conformAnswer(path: string, body: unknown): unknown {
  const shape = GET_PATTERNS.find(({ pattern }) => pattern.test(path))?.shape
  if (!shape) return body
  const held = conform(shape, body)
  return held === DROP ? body : held
}
