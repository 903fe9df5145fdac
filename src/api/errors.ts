/**
 * Reading the errors the base query returns (FetchBaseQueryError with the server's body as data).
 * Forms call `setFormErrors(form, error)` to show a 422 answer on their fields.
 */
import type { FormInstance } from 'antd'
export type FieldErrors = Record<string, string[]>

/** What a hook's `error` or a rejected `unwrap()` gives (FetchBaseQueryError or SerializedError). */
type AnyError = unknown

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** The HTTP status of an error (also for an answer whose body was not JSON); null without answer. */
export function errorStatus(error: AnyError): number | null {
  if (!isObject(error) || !('status' in error)) return null
  if (typeof error.status === 'number') return error.status
  if (error.status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return error.originalStatus
  }
  return null
}

/** The server's `message` (ErrorMessage body), when there is one. */
export function errorMessage(error: AnyError): string | null {
  if (!isObject(error) || !('data' in error) || !isObject(error.data)) return null
  const message = error.data.message
  return typeof message === 'string' && message !== '' ? message : null
}

/** The `errors` of a 422 answer: field (dotted path, `_` = the whole body) -> messages. */
export function fieldErrors(error: AnyError): FieldErrors | null {
  if (errorStatus(error) !== 422 || !isObject(error) || !('data' in error)) return null
  if (!isObject(error.data) || !isObject(error.data.errors)) return null
  const out: FieldErrors = {}
  for (const [field, messages] of Object.entries(error.data.errors)) {
    const list = Array.isArray(messages) ? messages : [messages]
    out[field] = list.filter((m): m is string => typeof m === 'string')
  }
  return out
}

/** The 422 errors as lines for a toast ("campo: messaggio"; the whole-body errors alone). */
export function fieldErrorLines(errors: FieldErrors): string[] {
  const lines: string[] = []
  for (const [field, messages] of Object.entries(errors)) {
    for (const message of messages) lines.push(field === '_' ? message : `${field}: ${message}`)
  }
  return lines
}

export interface FormFieldError {
  name: (string | number)[]
  errors: string[]
}

/** Body keys whose 422 errors belong to another field of the form (`utente` -> the email field). */
export type FieldAliases = Readonly<Record<string, readonly (string | number)[]>>

const startsWith = (path: readonly (string | number)[], prefix: readonly (string | number)[]) =>
  prefix.length <= path.length && prefix.every((step, i) => step === path[i])

/**
 * THE mapper of a 422 answer onto a form: `utente.email` becomes the name path ['utente', 'email'],
 * numeric steps become indexes. Given the form's `fields`, an error lands on the longest field its
 * path starts with (`attrezzo.id` and `ossa.2.id` on their select, `disponibilita.0.oraFine` on the
 * slots field, `metodologiaCicli.2.serie` on the third cycle's field); an alias sends a body key's
 * errors to another field. Messages for one field are merged. The whole-body errors (`_`) are
 * left out.
 */
export function formFieldErrors(
  error: AnyError,
  fields: readonly (readonly (string | number)[])[] = [],
  aliases: FieldAliases = {},
): FormFieldError[] {
  const errors = fieldErrors(error)
  if (!errors) return []
  const byField = new Map<string, FormFieldError>()
  for (const [field, messages] of Object.entries(errors)) {
    if (field === '_') continue
    const path = field.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step))
    const alias = aliases[String(path[0])]
    const owner = fields
      .filter((name) => name.length > 0 && startsWith(path, name))
      .reduce<readonly (string | number)[] | null>(
        (best, name) => (best && best.length >= name.length ? best : name),
        null,
      )
    const name = alias ? [...alias] : owner ? [...owner] : path
    const key = JSON.stringify(name)
    const current = byField.get(key)
    if (current) current.errors.push(...messages)
    else byField.set(key, { name, errors: [...messages] })
  }
  return [...byField.values()]
}

/**
 * Puts the errors of a 422 answer on the form's fields (antd `form`), each on the field of the
 * form it belongs to (see formFieldErrors); returns the fields marked. The one way forms show
 * server validation.
 */
export function setFormErrors(
  form: Pick<FormInstance, 'setFields' | 'getFieldsError'>,
  error: AnyError,
  aliases?: FieldAliases,
): FormFieldError[] {
  const registered = form.getFieldsError().map((field) => field.name)
  const fields = formFieldErrors(error, registered, aliases)
  if (fields.length > 0) form.setFields(fields)
  return fields
}
