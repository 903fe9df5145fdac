/**
 * npm run gen:nginx                      deploy/nginx.conf's security headers from src/config/csp.ts
 *                                        (the default build's policy)
 * npm run gen:nginx -- --build dist      the same for the build in dist/ (its index.html's policy:
 *                                        a build made with VITE_API_BASE_URL or VITE_CONNECT_SRC)
 * npm run gen:nginx -- --check           exit 1 when the committed file differs
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { argv, exit, stderr, stdout } from 'node:process'
import { policyOfHtml } from '../../src/config/csp'
import { defaultBuildPolicy, withSecurityHeaders } from './nginx-headers'

const FILE = 'deploy/nginx.conf'
const at = argv.indexOf('--build')
const build = at >= 0 ? argv[at + 1] : undefined
if (at >= 0 && !build) {
  stderr.write('--build: name the build directory (e.g. dist)\n')
  exit(2)
}
const policy = build
  ? policyOfHtml(readFileSync(join(build, 'index.html'), 'utf8'))
  : defaultBuildPolicy()
if (!policy) {
  stderr.write(`${build}/index.html carries no Content-Security-Policy: not a production build\n`)
  exit(2)
}
const current = readFileSync(FILE, 'utf8')
const next = withSecurityHeaders(current, policy)
if (argv.includes('--check')) {
  if (next !== current) {
    stderr.write(`${FILE}: its security headers differ from src/config/csp.ts: npm run gen:nginx\n`)
    exit(1)
  }
  stdout.write(`${FILE}: security headers as src/config/csp.ts\n`)
} else {
  writeFileSync(FILE, next)
  stdout.write(`${FILE}: security headers written${build ? ` for ${build}/` : ''}\n`)
}
