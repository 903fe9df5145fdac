/**
 * A backend that drifts from the contract degrades a field, never a page: the base query
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

/** A value held to one shape: the value itself, a copy without the fields that do not fit, or DROP. */
type Holder = (value: unknown) => unknown

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A value and everything in it frozen, as the store keeps it. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) frozen(inner)
  }
  return value
}

const ANY: Holder = frozen
const STRING: Holder = (v) => (typeof v === 'string' ? v : DROP)
const NUMBER: Holder = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : DROP)
const BOOLEAN: Holder = (v) => (typeof v === 'boolean' ? v : DROP)
const OBJECT: Holder = (v) => (isPlainObject(v) ? frozen(v) : DROP)

/**
 * Each shape (see scripts/api-shapes.mjs) made once into the function that holds a value to it:
 * a catalogue of thousands of rows is walked without reading a shape's text again. What a holder
 * gives back is frozen: the store would freeze it anyway, and immer, finding it frozen, does not
 * walk it a second time (a 5,000-exercise catalogue went into the store in hundreds of ms).
 */
const holders = new Map<string, Holder>()

function holderOf(shape: string): Holder {
  const known = holders.get(shape)
  if (known) return known
  let holder: Holder
  if (shape.startsWith('?')) {
    const inner = lazy(shape.slice(1))
    holder = (v) => (v === null ? null : inner(v))
  } else if (shape[0] === '[') {
    const item = lazy(shape.slice(1))
    holder = (v) => (Array.isArray(v) ? Object.freeze(holdItems(item, v)) : DROP)
  } else if (shape[0] === '@') {
    const fields = SHAPES[shape.slice(1)]
    const held = fields
      ? Object.entries(fields).map(([field, s]) => [field, lazy(s)] as const)
      : undefined
    holder = (v) =>
      !isPlainObject(v) ? DROP : held ? Object.freeze(holdFields(held, v)) : frozen(v)
  } else {
    holder = { '*': ANY, s: STRING, n: NUMBER, b: BOOLEAN, o: OBJECT }[shape[0] ?? ''] ?? ANY
  }
  holders.set(shape, holder)
  return holder
}

/** The holder of `shape`, made at its first use (shapes refer to each other, and to themselves). */
function lazy(shape: string): Holder {
  let holder: Holder | undefined
  return (v) => (holder ??= holderOf(shape))(v)
}

/** The items that fit, each held to its shape; the same array when nothing changed. */
function holdItems(item: Holder, items: unknown[]): unknown[] {
  let kept: unknown[] | null = null
  for (let i = 0; i < items.length; i += 1) {
    const value = items[i]
    const held = item(value)
    if (held !== value && kept === null) kept = items.slice(0, i)
    if (kept !== null && held !== DROP) kept.push(held)
  }
  return kept ?? items
}

/** The object without the fields that do not fit; the same object when nothing changed. */
function holdFields(
  fields: ReadonlyArray<readonly [string, Holder]>,
  object: Record<string, unknown>,
): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null
  for (const [field, holder] of fields) {
    const value = object[field]
    if (value === undefined) continue
    const held = holder(value)
    if (held === value) continue
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
  const held = holderOf(shape)(body)
  return held === DROP ? body : held
}
