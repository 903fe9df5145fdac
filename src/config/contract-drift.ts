/**
 * The QA build's differences from the contract (`npm run build:qa`, VITE_QA=1): every
 * API answer the base query receives is checked against openapi/openapi.yaml in the browser, each
 * difference is logged with console.warn and counted in the top bar (ContractDriftCounter).
 *
 * The checker itself (mocks/lib/answer-check.ts, the contract and its generated validators) is
 * loaded by main.tsx only when __QA__ is true; every caller tests __QA__ first, so that a normal
 * build folds the calls away and holds none of this.
 */

/** One way an answer differs from the contract. */
export interface ContractDrift {
  /** The contract's operationId, or "METHOD /path" when no operation matches. */
  operationId: string
  /** The HTTP status of the answer. */
  status: number
  /** JSON path of the field inside the body ('' for the whole answer). */
  field: string
  /** What the contract wants (Italian). */
  expected: string
  /** What came (a short JSON excerpt, or "assente"). */
  got: string
}

/** A difference and how many answers showed it since the list was emptied. */
export interface DriftEntry extends ContractDrift {
  key: string
  times: number
}

/** An answer as the base query saw it. */
export interface ObservedAnswer {
  method: string
  /** The path relative to the API base, without the query ('/api/cliente/3'). */
  path: string
  status: number
  contentType: string | null
  /** The parsed JSON body, or the text when it was not JSON. */
  body: unknown
  /** false when the body could not be parsed as JSON. */
  json: boolean
}

export type AnswerChecker = (answer: ObservedAnswer) => ContractDrift[]

let checker: Promise<AnswerChecker> | null = null
let entries: DriftEntry[] = []
const listeners = new Set<() => void>()

/** Called once by main.tsx (QA build) with the loading checker; by tests with their own. */
export function installAnswerChecker(loading: Promise<AnswerChecker> | null): void {
  checker = loading
}

/** Same field of any row of a list: one entry ('/data/3/nome' and '/data/7/nome' alike). */
const keyOf = (drift: ContractDrift): string =>
  [
    drift.operationId,
    drift.status,
    drift.field.replace(/\/\d+(?=\/|$)/g, '/*'),
    drift.expected,
  ].join('|')

function record(found: readonly ContractDrift[]): void {
  if (found.length === 0) return
  let next = entries
  for (const drift of found) {
    const key = keyOf(drift)
    const known = next.find((entry) => entry.key === key)
    if (known) {
      next = next.map((entry) => (entry === known ? { ...entry, times: entry.times + 1 } : entry))
      continue
    }
    console.warn(
      `[contratto] ${drift.operationId} (${drift.status}) ${drift.field || '/'}: atteso ${drift.expected}, ricevuto ${drift.got}`,
    )
    next = [{ ...drift, key, times: 1 }, ...next]
  }
  entries = next
  listeners.forEach((listener) => listener())
}

/** The base query reports an answer (only when __QA__): checked once the checker is loaded. */
export function answerObserved(answer: ObservedAnswer): Promise<void> {
  if (!checker) return Promise.resolve()
  return checker.then(
    (check) => record(check(answer)),
    () => undefined,
  )
}

/** The differences seen so far, the most recent first. */
export function contractDrifts(): readonly DriftEntry[] {
  return entries
}

export function clearContractDrifts(): void {
  entries = []
  listeners.forEach((listener) => listener())
}

export function subscribeContractDrifts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
