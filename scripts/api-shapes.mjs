/**
 * The shapes of the contract's GET answers, for src/api/shapes.gen.ts (written by gen-api.mjs):
 * what the app checks an answer against before a screen reads it (src/api/conform.ts), so that a
 * backend drifting from the contract degrades a field (shown as missing), never a page.
 *
 * A shape is a short string:
 *   s  string        n  number        b  boolean       o  any object    *  anything
 *   @Name            the component schema Name (an object: SHAPES[Name] lists its fields)
 *   [x               an array of x
 *   ?x               x or null
 * Only types are described (what can break a render); formats, lengths and enums are the
 * QA build's full check (src/config/contract-drift.ts).
 */

const REF = '#/components/schemas/'

/** @param {Record<string, any>} contract the parsed openapi.yaml */
export function answerShapes(contract) {
  const schemas = contract.components?.schemas ?? {}
  /** @type {Record<string, Record<string, string>>} */
  const objects = {}

  const refName = (schema) =>
    typeof schema?.$ref === 'string' && schema.$ref.startsWith(REF)
      ? schema.$ref.slice(REF.length)
      : null

  /** The properties of an object schema, allOf merged; null when it is not an object schema. */
  function propertiesOf(schema) {
    const name = refName(schema)
    if (name) return propertiesOf(schemas[name])
    if (schema?.allOf) {
      const parts = schema.allOf.map(propertiesOf)
      if (parts.some((p) => p === null)) return null
      return Object.assign({}, ...parts)
    }
    const types = [schema?.type].flat()
    if (schema?.properties || (types.includes('object') && !schema?.oneOf && !schema?.anyOf))
      return { ...(schema.properties ?? {}) }
    return null
  }

  const isObjectSchema = (schema) => propertiesOf(schema) !== null

  /**
   * The shape string of a schema; `where` names an inline object schema (the operation, or the
   * schema and field it is written in).
   */
  function shapeOf(schema, where, seen = new Set()) {
    if (!schema || typeof schema !== 'object') return '*'
    const name = refName(schema)
    if (name) {
      if (isObjectSchema(schemas[name])) {
        declare(name, schemas[name])
        return `@${name}`
      }
      if (seen.has(name)) return '*'
      return shapeOf(schemas[name], name, new Set([...seen, name]))
    }
    const alternatives = schema.oneOf ?? schema.anyOf
    if (alternatives) {
      const nullable = alternatives.some((a) => a?.type === 'null')
      const shapes = [
        ...new Set(
          alternatives.filter((a) => a?.type !== 'null').map((a) => shapeOf(a, where, seen)),
        ),
      ]
      const one = shapes.length === 1 ? shapes[0] : '*'
      return nullable && one !== '*' ? `?${one.replace(/^\?/, '')}` : one
    }
    if (isObjectSchema(schema)) {
      const nullable = [schema.type].flat().includes('null')
      declare(where, schema)
      return `${nullable ? '?' : ''}@${where}`
    }
    if (schema.allOf) return schema.allOf.length === 1 ? shapeOf(schema.allOf[0], where, seen) : '*'
    const types = [schema.type].flat().filter(Boolean)
    const nullable = types.includes('null')
    const kinds = types.filter((t) => t !== 'null')
    if (kinds.length !== 1) return '*'
    const kind = kinds[0]
    let shape
    if (kind === 'string') shape = 's'
    else if (kind === 'number' || kind === 'integer') shape = 'n'
    else if (kind === 'boolean') shape = 'b'
    else if (kind === 'array') shape = `[${shapeOf(schema.items, `${where}[]`, seen)}`
    else if (kind === 'object') shape = 'o'
    else shape = '*'
    return nullable ? `?${shape}` : shape
  }

  /** Adds an object schema (and those it refers to) to `objects` under `name`. */
  function declare(name, schema) {
    if (objects[name]) return
    objects[name] = {}
    const fields = {}
    for (const [field, fieldSchema] of Object.entries(propertiesOf(schema) ?? {}))
      fields[field] = shapeOf(fieldSchema, `${name}.${field}`)
    objects[name] = fields
  }

  /** @type {Record<string, string>} */
  const answers = {}
  for (const item of Object.values(contract.paths ?? {})) {
    const operation = item.get
    const schema = operation?.responses?.['200']?.content?.['application/json']?.schema
    if (!operation?.operationId || !schema) continue
    answers[operation.operationId] = shapeOf(schema, operation.operationId)
  }
  const sorted = (record) =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)))
  return { objects: sorted(objects), answers: sorted(answers) }
}

/** The text of src/api/shapes.gen.ts. */
export function shapesModule(contract, notice) {
  const { objects, answers } = answerShapes(contract)
  return `/**
 * ${notice}
 */

/** The fields of each object schema of the contract that an answer can hold (scripts/api-shapes.mjs). */
export const SHAPES: Record<string, Record<string, string>> = ${JSON.stringify(objects, null, 2)}

/** The shape of each GET operation's JSON answer, by operationId. */
export const ANSWERS: Record<string, string> = ${JSON.stringify(answers, null, 2)}
`
}
