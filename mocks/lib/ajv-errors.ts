import type { ErrorObject } from 'ajv'

/**
 * Ajv reports every branch of `oneOf: [X, null]`; keep the useful errors: drop "must be null"
 * and the oneOf/anyOf summary when a more precise error exists for the same field or below it.
 * Shared by the fake backend's 422 (validation.ts) and the QA build's check of answers
 * (answer-check.ts), and contract:verify (scripts/contract/schema-check.ts).
 */
export function usefulErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const useful = errors.filter(
    (error) => !(error.keyword === 'type' && error.params.type === 'null'),
  )
  const precise = useful.filter((error) => {
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') return true
    return !useful.some(
      (other) =>
        other !== error &&
        other.keyword !== 'oneOf' &&
        other.keyword !== 'anyOf' &&
        other.instancePath.startsWith(error.instancePath),
    )
  })
  return precise.length > 0 ? precise : [...errors]
}
