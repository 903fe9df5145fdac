/**
 * Every input the contract takes is bounded: each string of a request body or parameter has a
 * maxLength (or is an enum, a date, a file), each array a maxItems, each number a maximum. Without it one POST stored
 * 300,000 caratteristiche (19.5 MB) and 12 KB of preferences locked an account out for good.
 */
import { operations, resolvePointer, type JsonSchema } from './lib/contract'

const UNBOUNDED_OK_FORMATS = new Set(['date', 'date-time', 'binary'])

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [String(schema.type)] : []

/** The places under `schema` (reached from `where`) that take unbounded input. */
function unbounded(schema: unknown, where: string, seen = new Set<unknown>()): string[] {
  if (schema === null || typeof schema !== 'object' || seen.has(schema)) return []
  seen.add(schema)
  const node = schema as JsonSchema
  const found: string[] = []
  if (typeof node.$ref === 'string') {
    found.push(...unbounded(resolvePointer(node.$ref.slice(1)), where, seen))
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const part of (node[key] as unknown[] | undefined) ?? []) {
      found.push(...unbounded(part, where, seen))
    }
  }
  const types = typesOf(node)
  const fixed = node.enum !== undefined || node.const !== undefined
  if (types.includes('string') && !fixed && node.maxLength === undefined) {
    if (!UNBOUNDED_OK_FORMATS.has(String(node.format))) found.push(`${where}: string`)
  }
  if (types.includes('array') && node.maxItems === undefined) found.push(`${where}: array`)
  if ((types.includes('integer') || types.includes('number')) && !fixed) {
    if (node.maximum === undefined) found.push(`${where}: number`)
  }
  for (const [name, child] of Object.entries((node.properties as JsonSchema | undefined) ?? {})) {
    found.push(...unbounded(child, `${where}.${name}`, seen))
  }
  if (node.items) found.push(...unbounded(node.items, `${where}[]`, seen))
  return found
}

test('every request body and parameter of the contract is bounded', () => {
  const found = operations.flatMap((op) => [
    ...(op.body ? unbounded(resolvePointer(op.body.schemaPointer), `${op.operationId} body`) : []),
    ...op.params.flatMap((param) =>
      unbounded(resolvePointer(param.schemaPointer), `${op.operationId} ${param.name}`),
    ),
  ])
  expect([...new Set(found)]).toEqual([])
})

test('the preferences, carried by every token, take nothing but their five fields', () => {
  const preferenze = resolvePointer('/components/schemas/Preferenze') as JsonSchema
  expect(preferenze.additionalProperties).toBe(false)
  expect(Object.keys(preferenze.properties as JsonSchema).sort()).toEqual([
    'arrotondamentoCarichi',
    'settimaneRitestMassimale',
    'showTooltip',
    'sidebar',
    'theme',
  ])
})
