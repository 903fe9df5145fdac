/**
 * Checks an answer of a live backend against a schema of the contract with the fake backend's own
 * Ajv set-up (mocks/lib/contract-ajv.ts: JSON Schema 2020-12, the contract's formats), and words
 * each violation as a drift: the JSON pointer of the value, the field, what the contract expects
 * and what the backend sent.
 */
import type { ErrorObject, ValidateFunction } from 'ajv'
import { CONTRACT_ID, createContractAjv } from '../../mocks/lib/contract-ajv'
import { usefulErrors } from '../../mocks/lib/ajv-errors'

export interface Problem {
  /** JSON pointer of the value inside the answer's body ('' is the whole body). */
  pointer: string
  /** The property (or array index) concerned; '(body)' for the whole body. */
  field: string
  expected: string
  got: string
}

let ajv: ReturnType<typeof createContractAjv> | undefined
const validators = new Map<string, ValidateFunction>()

function validatorFor(schemaPointer: string): ValidateFunction {
  let validate = validators.get(schemaPointer)
  if (!validate) {
    ajv ??= createContractAjv(false)
    validate = ajv.compile({ $ref: `${CONTRACT_ID}#${schemaPointer}` })
    validators.set(schemaPointer, validate)
  }
  return validate
}

const escape = (part: string): string => part.replace(/~/g, '~0').replace(/\//g, '~1')
const unescape = (part: string): string => part.replace(/~1/g, '/').replace(/~0/g, '~')

/** The value at `pointer` inside `root` (undefined when absent). */
export function valueAt(root: unknown, pointer: string): unknown {
  let current = root
  for (const raw of pointer.split('/').slice(1)) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[unescape(raw)]
  }
  return current
}

/** A short description of a value: its JSON type and, for scalars, the value itself. */
export function describe(value: unknown): string {
  if (value === undefined) return 'absent'
  if (value === null) return 'null'
  if (Array.isArray(value)) return `array (${value.length} items)`
  if (typeof value === 'object') {
    const keys = Object.keys(value)
    const shown = keys.slice(0, 6).join(', ')
    return `object {${shown}${keys.length > 6 ? ', ...' : ''}}`
  }
  if (typeof value === 'string') {
    const text = value.length > 40 ? `${value.slice(0, 40)}...` : value
    return `string ${JSON.stringify(text)}`
  }
  if (typeof value === 'number') return `${Number.isInteger(value) ? 'integer' : 'number'} ${value}`
  return `${typeof value} ${String(value)}`
}

function expectedOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return 'present (required)'
    case 'type':
      return `type ${String(params.type)}`
    case 'enum':
      return `one of ${JSON.stringify(params.allowedValues)}`
    case 'const':
      return `exactly ${JSON.stringify(params.allowedValue)}`
    case 'format':
      return `format ${String(params.format)}`
    case 'additionalProperties':
      return 'no such property (closed shape)'
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return `${error.keyword} ${String(params.limit)}`
    case 'pattern':
      return `pattern ${String(params.pattern)}`
    default:
      return `${error.keyword}: ${error.message ?? 'valid value'}`
  }
}

function toProblem(error: ErrorObject, body: unknown): Problem {
  const params = error.params as Record<string, unknown>
  let pointer = error.instancePath
  if (error.keyword === 'required') pointer += `/${escape(String(params.missingProperty))}`
  if (error.keyword === 'additionalProperties') {
    pointer += `/${escape(String(params.additionalProperty))}`
  }
  const last = pointer.split('/').pop()
  return {
    pointer,
    field: pointer === '' || last === undefined ? '(body)' : unescape(last),
    expected: expectedOf(error),
    got: describe(valueAt(body, pointer)),
  }
}

/** The ways `body` breaks the schema at `schemaPointer` (empty when it conforms). */
export function schemaProblems(schemaPointer: string, body: unknown): Problem[] {
  const validate = validatorFor(schemaPointer)
  if (validate(body) === true) return []
  const seen = new Set<string>()
  const problems: Problem[] = []
  for (const error of usefulErrors(validate.errors ?? [])) {
    const problem = toProblem(error, body)
    const key = `${problem.pointer}|${problem.expected}`
    if (seen.has(key)) continue
    seen.add(key)
    problems.push(problem)
  }
  return problems
}
