/**
 * The verdict on one answer of a live backend: does it keep the contract (mocks/contract.gen.json,
 * made from openapi/openapi.yaml)? ok, schema drift, unexpected status, missing, or denied (a
 * documented 403 for a role the contract does not promise the call to).
 */
import type { Operation } from '../../mocks/lib/contract'
import { messageOf, type Answer } from './http'
import { schemaProblems, type Problem } from './schema-check'

export type Outcome =
  /** The documented success status and a body of its schema. */
  | 'ok'
  /** The documented status, but the body breaks the schema. */
  | 'drift'
  /** A status the call should not answer here. */
  | 'status'
  /** 404/405 on the route, or no HTTP answer at all. */
  | 'missing'
  /** A documented 403: the user's role may not make the call. Not a drift. */
  | 'denied'
  /** Not called, with the reason (no id to call it with, it would send an email...). */
  | 'skipped'

export interface Verdict {
  outcome: Outcome
  status?: number
  problems: Problem[]
  note?: string
}

const PDF_MAGIC = '%PDF-'

function bodyProblems(
  op: Operation,
  status: number,
  answer: Answer,
): { problems: Problem[]; documented: boolean } {
  const response = op.responses.find((r) => r.status === status)
  if (!response) return { problems: [], documented: false }
  const wanted = response.contentType
  const got = answer.contentType.split(';')[0]?.trim() ?? ''
  if (!wanted) return { problems: [], documented: true }
  const problem = (expected: string, value: string): Problem[] => [
    { pointer: '', field: '(body)', expected, got: value },
  ]
  if (wanted.includes('json')) {
    if (!/json/i.test(got)) {
      return { problems: problem(`Content-Type ${wanted}`, got || 'none'), documented: true }
    }
    if (!response.schemaPointer) return { problems: [], documented: true }
    return { problems: schemaProblems(response.schemaPointer, answer.body), documented: true }
  }
  if (wanted === 'application/pdf') {
    if (got !== 'application/pdf') {
      return { problems: problem('Content-Type application/pdf', got || 'none'), documented: true }
    }
    const head =
      answer.body instanceof Uint8Array ? new TextDecoder().decode(answer.body.subarray(0, 5)) : ''
    return {
      problems: head === PDF_MAGIC ? [] : problem('a PDF (%PDF-)', JSON.stringify(head)),
      documented: true,
    }
  }
  if (wanted.startsWith('text/') && got !== wanted) {
    return { problems: problem(`Content-Type ${wanted}`, got || 'none'), documented: true }
  }
  return { problems: [], documented: true }
}

/**
 * Judges `answer` as the answer of `op` made by a user holding `roles`. `expected` is the status
 * the call should get (the documented success unless said otherwise).
 */
export function judge(
  op: Operation,
  answer: Answer,
  roles: readonly string[],
  expected = op.successStatus,
): Verdict {
  const { status } = answer
  if (status === undefined) {
    return { outcome: 'missing', problems: [], note: `no answer: ${answer.error ?? 'unknown'}` }
  }
  const message = messageOf(answer.body)
  const said = message ? `: "${message}"` : ''
  if ((status === 404 || status === 405) && status !== expected) {
    return { outcome: 'missing', status, problems: [], note: `${status} on the route${said}` }
  }
  const { problems, documented } = bodyProblems(op, status, answer)
  if (status === 403 && documented && status !== expected) {
    const promised = op.roles?.some((role) => roles.includes(role)) ?? false
    if (!promised) {
      const note = `403 for ${roles.join(', ') || 'this user'}${said}`
      return problems.length > 0
        ? { outcome: 'drift', status, problems, note }
        : { outcome: 'denied', status, problems: [], note }
    }
  }
  const success = status >= 200 && status < 300
  if (status !== expected && !(success && documented && expected >= 200 && expected < 300)) {
    return {
      outcome: 'status',
      status,
      problems,
      note: `expected ${expected}, got ${status}${documented ? '' : ' (not in the contract)'}${said}`,
    }
  }
  return problems.length > 0
    ? { outcome: 'drift', status, problems }
    : { outcome: 'ok', status, problems: [] }
}
