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

/**
 * The 422 errors in the shape antd's `form.setFields` takes: `utente.email` becomes the name path
 * ['utente', 'email'], numeric steps become indexes. The whole-body errors (`_`) are left out.
 */
export function formFieldErrors(error: AnyError): FormFieldError[] {
  const errors = fieldErrors(error)
  if (!errors) return []
  return Object.entries(errors)
    .filter(([field]) => field !== '_')
    .map(([field, messages]) => ({
      name: field.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step)),
      errors: messages,
    }))
}

/**
 * Puts the errors of a 422 answer on the form's fields (antd `form`); returns whether there were
 * any. The one way forms show server validation.
 */
export function setFormErrors(form: Pick<FormInstance, 'setFields'>, error: AnyError): boolean {
  const fields = formFieldErrors(error)
  if (fields.length > 0) form.setFields(fields)
  return fields.length > 0
}
