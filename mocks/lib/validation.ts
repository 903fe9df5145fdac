/**
 * Validation against the contract's own schemas (Ajv, JSON Schema 2020-12 as in OpenAPI 3.1,
 * set up in contract-ajv.ts): every request, parameter or response schema by its JSON pointer. Messages are Italian
 * (ajv-i18n), field paths dotted ("utente.email", "_" for the whole body).
 *
 * Requests are checked by validators generated ahead of time (scripts/gen-validators.ts, part of
 * gen:api): compiling one is a `new Function`, which the build's Content-Security-Policy refuses
 * in the browser. Only what the generated modules lack (answers, checked by the contract test in
 * Node) is compiled here.
 */
import type Ajv2020 from 'ajv/dist/2020'
import type { ErrorObject, ValidateFunction } from 'ajv'
import localizeIt from 'ajv-i18n/localize/it'
import { validators as coercingValidators } from '../validators/coercing.gen'
import { validators as strictValidators } from '../validators/strict.gen'
import { resolvePointer, type Operation, type OperationParam } from './contract'
import { notFound, unprocessable, type FieldErrors } from './http'
import { CONTRACT_ID, createContractAjv, wrapperSchema } from './contract-ajv'
import { usefulErrors } from './ajv-errors'

type Generated = Readonly<Record<string, ValidateFunction | undefined>>
const generatedStrict = strictValidators as unknown as Generated
const generatedCoercing = coercingValidators as unknown as Generated

/**
 * Bodies and answers: exact types. Query strings and multipart fields: strings coerced. Made on
 * first use: in the browser the generated validators cover every request.
 */
const ajvs: Partial<Record<'strict' | 'coercing', Ajv2020>> = {}
const ajvFor = (coerce: boolean): Ajv2020 =>
  coerce ? (ajvs.coercing ??= createContractAjv(true)) : (ajvs.strict ??= createContractAjv(false))

const cache = new Map<string, ValidateFunction>()

function validatorFor(pointer: string, coerce = false): ValidateFunction {
  const key = `${coerce ? 'c' : 's'}${pointer}`
  let validate = cache.get(key) ?? (coerce ? generatedCoercing : generatedStrict)[key]
  if (!validate) {
    validate = ajvFor(coerce).compile({ $ref: `${CONTRACT_ID}#${pointer}` })
    cache.set(key, validate)
  }
  return validate
}

/** Field-friendly wording for the messages a form shows most; the rest come from ajv-i18n. */
function message(error: ErrorObject): string {
  if (error.keyword === 'required') return 'Campo obbligatorio'
  if (error.keyword === 'format' && error.params.format === 'email')
    return 'Indirizzo email non valido'
  if (error.keyword === 'format' && error.params.format === 'date') {
    return 'Data non valida (formato aaaa-mm-gg)'
  }
  return error.message ?? 'Valore non valido'
}

function fieldOf(error: ErrorObject): string {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty))
  return parts.length === 0 ? '_' : parts.join('.')
}

/** Italian field errors from Ajv's, the useful ones only (usefulErrors). */
export function toFieldErrors(errors: readonly ErrorObject[]): FieldErrors {
  const chosen = usefulErrors(errors)
  localizeIt(chosen as ErrorObject[])
  const out: FieldErrors = {}
  for (const error of chosen) {
    const field = fieldOf(error)
    const text = message(error)
    const list = (out[field] ??= [])
    if (!list.includes(text)) list.push(text)
  }
  return out
}

/** Validates a value against the schema at `pointer`; throws 422 with Italian field errors. */
export function assertValid(pointer: string, value: unknown, coerce = false): void {
  const validate = validatorFor(pointer, coerce)
  if (!validate(value)) throw unprocessable(toFieldErrors(validate.errors ?? []))
}

/** Validation result without throwing (used by the contract tests on answers). */
export function check(pointer: string, value: unknown): { valid: boolean; errors: FieldErrors } {
  const validate = validatorFor(pointer)
  const valid = validate(value) === true
  return { valid, errors: valid ? {} : toFieldErrors(validate.errors ?? []) }
}

const isArraySchema = (schema: Record<string, unknown>): boolean =>
  schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))

const hasType = (schema: Record<string, unknown>, type: string): boolean =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type))

const INTEGER_TEXT = /^-?\d+$/
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/

/**
 * A number sent as text (query, path, multipart field) must be written in decimal digits: Ajv's
 * coercion would also read "0x10", "1e1", " 16" or "16.0" as 16. The Italian message, or null.
 */
function notDecimal(schema: Record<string, unknown>, text: string): string | null {
  if (hasType(schema, 'integer')) {
    return INTEGER_TEXT.test(text) ? null : 'deve essere un numero intero (solo cifre)'
  }
  if (hasType(schema, 'number')) {
    return NUMBER_TEXT.test(text) ? null : 'deve essere un numero (solo cifre e punto decimale)'
  }
  return null
}

/** The text fields of a multipart body: numbers in decimal digits only (422 otherwise). */
export function assertDecimalFields(pointer: string, body: Record<string, unknown>): void {
  const root = resolveSchema((resolvePointer(pointer) as Record<string, unknown> | undefined) ?? {})
  const properties = (root.properties ?? {}) as Record<string, Record<string, unknown>>
  const errors: FieldErrors = {}
  for (const [name, value] of Object.entries(body)) {
    const schema = properties[name]
    if (!schema || typeof value !== 'string') continue
    const problem = notDecimal(resolveSchema(schema), value)
    if (problem) errors[name] = [problem]
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors)
}

/**
 * Query string -> typed values, checked against the operation's query parameter schemas
 * (integers, booleans, arrays as repeated or comma-separated values). `filters` is JSON.
 */
export function readQuery(op: Operation, search: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const errors: FieldErrors = {}
  for (const param of op.params) {
    if (param.in !== 'query') continue
    const all = search.getAll(param.name)
    if (all.length === 0) {
      if (param.required) errors[param.name] = ['Campo obbligatorio']
      continue
    }
    if (param.json) {
      const text = all[all.length - 1] as string
      const problem = jsonParamProblem(param, text)
      if (problem) errors[param.name] = [problem]
      else out[param.name] = JSON.parse(text)
      continue
    }
    const schema = resolveSchema(param.schema)
    let value: unknown = all[all.length - 1]
    if (isArraySchema(schema)) {
      value = all.flatMap((entry) => entry.split(',')).filter((entry) => entry !== '')
    }
    const items = isArraySchema(schema)
      ? resolveSchema((schema.items ?? {}) as Record<string, unknown>)
      : schema
    const texts = Array.isArray(value) ? (value as string[]) : [String(value)]
    const problem = texts.map((text) => notDecimal(items, text)).find((p) => p !== null)
    if (problem) {
      errors[param.name] = [problem]
      continue
    }
    // Ajv coerces in place only through a parent object: validate a wrapper.
    const holder = { value }
    const wrapped = wrapperValidator(param.schemaPointer)
    if (!wrapped(holder)) {
      errors[param.name] = Object.values(toFieldErrors(wrapped.errors ?? [])).flat()
      continue
    }
    out[param.name] = holder.value
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors)
  return out
}

/** What is wrong with the text of a JSON parameter (`filters`), or null. */
function jsonParamProblem(param: OperationParam, text: string): string | null {
  const maxLength = param.json?.maxLength
  if (maxLength !== undefined && text.length > maxLength) {
    return `Il filtro non deve superare ${maxLength} caratteri`
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return 'Il filtro non è un JSON valido'
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return 'Il filtro deve essere un oggetto JSON'
  }
  const validate = validatorFor(param.schemaPointer)
  return validate(parsed)
    ? null
    : (Object.values(toFieldErrors(validate.errors ?? [])).flat()[0] ?? 'Valore non valido')
}

const wrappers = new Map<string, ValidateFunction>()

function wrapperValidator(pointer: string): ValidateFunction {
  let validate = wrappers.get(pointer) ?? generatedCoercing[`w${pointer}`]
  if (!validate) {
    validate = ajvFor(true).compile(wrapperSchema(pointer))
    wrappers.set(pointer, validate)
  }
  return validate
}

function resolveSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const ref = schema.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema
  return (resolvePointer(ref.slice(1)) as Record<string, unknown> | undefined) ?? schema
}

/** Path parameters converted to their schema's type. */
export function readPathParams(
  op: Operation,
  raw: Record<string, string>,
): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(raw)) {
    const param = op.params.find((p) => p.in === 'path' && p.name === name)
    const holder: { value: unknown } = { value }
    const decimal = !param || notDecimal(resolveSchema(param.schema), value) === null
    if (param && (!decimal || !wrapperValidator(param.schemaPointer)(holder))) {
      // An impossible id is "no such row" where the contract has a 404, else bad input.
      if (op.responses.some((response) => response.status === 404)) throw notFound()
      throw unprocessable({ [name]: ['Parametro non valido'] })
    }
    out[name] = holder.value as string | number
  }
  return out
}
