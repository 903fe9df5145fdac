/**
 * The QA build's check of a backend's answers against the contract, in the browser:
 * the operation of the request (the fake backend's own router), the documented answer of its
 * status, and the validator generated ahead of time for that answer's schema
 * (mocks/validators/responses.gen.ts: no eval, the build's CSP holds). main.tsx loads this module
 * only in a QA build (VITE_QA=1); it holds no MSW or faker code.
 */
import type { ErrorObject, ValidateFunction } from 'ajv'
import localizeIt from 'ajv-i18n/localize/it'
import type { ContractDrift, ObservedAnswer } from '@/config/contract-drift'
import { it } from '@/i18n/it'
import { validators } from '../validators/responses.gen'
import { usefulErrors } from './ajv-errors'
import { route } from './contract'

const generated = validators as unknown as Readonly<Record<string, ValidateFunction | undefined>>

const EXCERPT = 80

/** A short JSON excerpt of a value. */
function excerpt(value: unknown): string {
  const text = value === undefined ? it.serverEsterno.contratto.assente : JSON.stringify(value)
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text
}

function valueAt(body: unknown, pointer: string): unknown {
  let current = body
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

function driftOf(operationId: string, status: number, body: unknown, error: ErrorObject) {
  const drift = { operationId, status }
  if (error.keyword === 'required') {
    return {
      ...drift,
      field: `${error.instancePath}/${String(error.params.missingProperty)}`,
      expected: error.message ?? '',
      got: it.serverEsterno.contratto.assente,
    }
  }
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
    const name = String(error.params.additionalProperty ?? error.params.unevaluatedProperty)
    const field = `${error.instancePath}/${name}`
    return {
      ...drift,
      field,
      expected: it.serverEsterno.contratto.nonNelContratto,
      got: excerpt(valueAt(body, field)),
    }
  }
  return {
    ...drift,
    field: error.instancePath,
    expected: error.message ?? error.keyword,
    got: excerpt(valueAt(body, error.instancePath)),
  }
}

/** The differences of one answer from the contract (none: an empty list). */
export function checkAnswer(answer: ObservedAnswer): ContractDrift[] {
  const found = route(answer.method, answer.path)
  if (found.kind !== 'match') {
    return [
      {
        operationId: `${answer.method} ${answer.path}`,
        status: answer.status,
        field: '',
        expected: it.serverEsterno.contratto.operazioneSconosciuta,
        got: `${answer.method} ${answer.path}`,
      },
    ]
  }
  const { op } = found.match
  const documented = op.responses.find((response) => response.status === answer.status)
  if (!documented) {
    const statuses = op.responses.map((response) => response.status).join(', ')
    return [
      {
        operationId: op.operationId,
        status: answer.status,
        field: '',
        expected: it.serverEsterno.contratto.statoNonDocumentato(statuses),
        got: String(answer.status),
      },
    ]
  }
  if (!documented.schemaPointer || !documented.contentType?.includes('json')) return []
  if (!answer.json) {
    return [
      {
        operationId: op.operationId,
        status: answer.status,
        field: '',
        expected: it.serverEsterno.contratto.nonJson,
        got: excerpt(answer.contentType ?? String(answer.body)),
      },
    ]
  }
  const validate = generated[`r${documented.schemaPointer}`]
  if (!validate || validate(answer.body)) return []
  const errors = usefulErrors(validate.errors ?? [])
  localizeIt(errors)
  return errors.map((error) => driftOf(op.operationId, answer.status, answer.body, error))
}
