/**
 * Contract conformance of a live backend against openapi/openapi.yaml: prints a drift
 * report and exits 1 on any drift (a body that breaks its schema, an unexpected status, a missing
 * operation) or on a row --write could not remove.
 *
 *   CONTRACT_USER=istruttore@fitlab.it CONTRACT_PASSWORD=... \
 *     npm run contract:verify -- --base-url https://qa.example.com [--write] [--json report.json]
 *
 * --base-url   the backend (or CONTRACT_BASE_URL); a path prefix is kept (https://host/backend)
 * --write      also run the create/update/delete workflows on rows the run creates and removes
 * --json FILE  also write the report as JSON
 * --page-size  rows asked of each list (default 3)
 * Exit codes: 0 conforms, 1 drift or rows left behind, 2 bad arguments.
 */
import { writeFileSync } from 'node:fs'
import { argv, env, exit, stderr, stdout } from 'node:process'
import { parseArgs } from 'node:util'
import { formatReport } from './contract/report'
import { conforms, verifyContract } from './contract/verify'

const usage =
  'usage: CONTRACT_USER=<email> CONTRACT_PASSWORD=<password> npm run contract:verify -- ' +
  '--base-url <url> [--write] [--json <file>] [--page-size <n>]\n'

function fail(message: string): never {
  stderr.write(`contract:verify: ${message}\n${usage}`)
  exit(2)
}

let values: { 'base-url'?: string; write?: boolean; json?: string; 'page-size'?: string }
try {
  values = parseArgs({
    args: argv.slice(2),
    options: {
      'base-url': { type: 'string' },
      write: { type: 'boolean' },
      json: { type: 'string' },
      'page-size': { type: 'string' },
    },
  }).values
} catch (error) {
  fail((error as Error).message)
}

const baseUrl = values['base-url'] ?? env.CONTRACT_BASE_URL
const username = env.CONTRACT_USER
const password = env.CONTRACT_PASSWORD
if (!baseUrl) fail('no --base-url (or CONTRACT_BASE_URL)')
if (!/^https?:\/\/[^/]/i.test(baseUrl)) fail(`--base-url must be an http(s) URL: ${baseUrl}`)
if (!username || !password) fail('CONTRACT_USER and CONTRACT_PASSWORD must be set')
const pageSize = Number(values['page-size'] ?? 3)
if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
  fail('--page-size must be an integer from 1 to 100')
}

// Ctrl+C: stop calling, but still remove what --write created.
const controller = new AbortController()
process.once('SIGINT', () => {
  stderr.write('\ncontract:verify: interrupted, removing the rows created so far...\n')
  controller.abort()
})

const report = await verifyContract({
  baseUrl,
  username,
  password,
  write: values.write === true,
  pageSize,
  signal: controller.signal,
})
stdout.write(`${formatReport(report)}\n`)
if (values.json) {
  writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`)
  stdout.write(`JSON report: ${values.json}\n`)
}
exit(conforms(report.summary) ? 0 : 1)
