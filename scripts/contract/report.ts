/**
 * The drift report of contract:verify as text: one line per call (ok, DRIFT with each violation,
 * STATUS, MISSING, denied), the skipped operations grouped by reason, and the summary line.
 */
import type { CallResult, Report, Summary } from './verify'

const LABEL: Record<CallResult['outcome'], string> = {
  ok: 'ok',
  drift: 'DRIFT',
  status: 'STATUS',
  missing: 'MISSING',
  denied: 'denied',
  skipped: 'skipped',
}

/** Violations shown per call, and operations per reason to skip; the JSON report has them all. */
const MAX_PROBLEMS = 8
const MAX_SKIPPED = 24

export function formatResult(result: CallResult): string[] {
  const status = result.status === undefined ? '---' : String(result.status)
  const ms = result.ms === undefined ? '' : `${result.ms} ms`
  const head = [
    `  ${LABEL[result.outcome].padEnd(8)}`,
    result.method.padEnd(7),
    result.path.padEnd(58),
    result.operationId.padEnd(34),
    status.padEnd(4),
    ms.padStart(7),
  ].join('')
  const lines = [result.note ? `${head}  ${result.note}` : head]
  for (const problem of result.problems.slice(0, MAX_PROBLEMS)) {
    lines.push(
      `             ${problem.pointer || '(body)'}  field ${problem.field}: ` +
        `expected ${problem.expected}, got ${problem.got}`,
    )
  }
  if (result.problems.length > MAX_PROBLEMS) {
    lines.push(`             ... and ${result.problems.length - MAX_PROBLEMS} more (see --json)`)
  }
  return lines
}

export function summaryLine(summary: Summary): string {
  const drifts = summary.drift + summary.status + summary.missing
  return (
    `Summary: ${summary.operations} operations in the contract, ${summary.checked} checked ` +
    `(${summary.calls} calls): ${summary.ok} ok, ${summary.drift} schema drift, ` +
    `${summary.status} unexpected status, ${summary.missing} missing; ` +
    `${summary.denied} denied to this role, ${summary.skipped} skipped` +
    (summary.leftBehind > 0 ? `; ${summary.leftBehind} rows left behind` : '') +
    `. Drift: ${drifts}.`
  )
}

export function formatHeader(
  report: Pick<Report, 'baseUrl' | 'contractVersion' | 'user' | 'write'>,
): string {
  return (
    `contract:verify ${report.baseUrl} against openapi/openapi.yaml ${report.contractVersion} ` +
    `as ${report.user} (${report.write ? 'read and write' : 'read-only'})`
  )
}

/** The whole report; the calls in the order they were made, the skipped ones grouped at the end. */
export function formatReport(report: Report): string {
  const lines = [formatHeader(report), `roles: ${report.roles.join(', ') || 'none'}`, '']
  let group = ''
  for (const result of report.results) {
    if (result.outcome === 'skipped') continue
    // After the workflows, only the logout of the run's session is left.
    const after = group.startsWith('write') ? 'logout' : 'read'
    const current = result.workflow
      ? `write: ${result.workflow}`
      : group === 'logout'
        ? group
        : after
    if (current !== group) {
      lines.push(current)
      group = current
    }
    lines.push(...formatResult(result))
  }
  const skipped = new Map<string, string[]>()
  for (const result of report.results) {
    if (result.outcome !== 'skipped') continue
    const reason = `${result.workflow ? `${result.workflow}: ` : ''}${result.note ?? ''}`
    skipped.set(reason, [...(skipped.get(reason) ?? []), result.operationId])
  }
  if (skipped.size > 0) {
    lines.push('', 'skipped')
    for (const [reason, ids] of skipped) {
      const shown = ids.length > MAX_SKIPPED ? [...ids.slice(0, MAX_SKIPPED), '...'] : ids
      lines.push(`  ${reason} (${ids.length}): ${shown.join(', ')}`)
    }
  }
  if (report.leftBehind.length > 0) {
    lines.push('', 'rows created by this run and NOT removed (remove them by hand):')
    for (const entry of report.leftBehind) lines.push(`  ${entry}`)
  }
  if (report.renewals > 0) {
    lines.push('', `token refreshed ${report.renewals} times after 401 "Expired Token"`)
  }
  lines.push('', summaryLine(report.summary))
  return lines.join('\n')
}
