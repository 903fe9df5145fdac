/**
 * The deploy recipe (deploy/nginx.conf) in Debian's nginx (`apt-get install -y nginx`; .ci/run
 * installs it): the build under test served on a free port by an nginx that is a child of this
 * file (no daemon, one process, its pid, logs and temp files in a temp dir removed afterwards, so
 * no root is needed), with the security headers of src/config/csp.ts, the caching rules, and the
 * app working behind it: a deep link, the login, the CSP (the fixture fails on any violation).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { policyOfHtml, securityHeaders } from '../src/config/csp'
import { defaultBuildPolicy, withSecurityHeaders } from '../scripts/deploy/nginx-headers'
import { expectLoginForm, submitLogin } from './support/app'
import { ISTRUTTORE, OUT_DIR } from './support/env'
import { expect, test } from './support/test'

const NGINX = process.env.NGINX ?? 'nginx'
const DIST = resolve(OUT_DIR)
const RECIPE = readFileSync('deploy/nginx.conf', 'utf8')
/** The policy of the build under test: the default build's in MSW mode, dist-api's in server mode. */
const POLICY = policyOfHtml(readFileSync(join(DIST, 'index.html'), 'utf8')) ?? ''

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail()))
    })
  })

/** deploy/nginx.conf with only what a deployer sets changed: the port and the build's directory. */
function recipeFor(port: number): string {
  const replace = (text: string, from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`deploy/nginx.conf: ${String(from)} not found`)
    return text.replace(from, to)
  }
  // A build with a base URL gets the headers of its own policy, as `npm run gen:nginx -- --build`.
  const headers = withSecurityHeaders(RECIPE, POLICY)
  return replace(
    replace(headers, /^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`),
    /^ {4}root \/srv\/fitlab\/dist;$/m,
    `    root ${DIST};`,
  )
}

let nginx: ChildProcess | undefined
let dir = ''
let origin = ''

test.beforeAll(async () => {
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' })
  if (version.error) {
    throw new Error(`nginx not found (${NGINX}): apt-get install -y nginx (.ci/run installs it)`)
  }
  dir = mkdtempSync(join(tmpdir(), 'fitlab-nginx-'))
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  writeFileSync(join(dir, 'fitlab.conf'), recipeFor(port))
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${join(dir, name)};`)
    .join('\n')
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
${temp}
    include ${join(dir, 'fitlab.conf')};
}
`,
  )
  const child = spawn(
    NGINX,
    ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  nginx = child
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const log = () => {
    try {
      return `${stderr}${readFileSync(join(dir, 'error.log'), 'utf8')}`
    } catch {
      return stderr
    }
  }
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx stopped (${child.exitCode}): ${log()}`)
    const answer = await fetch(`${origin}/config.json`).catch(() => null)
    if (answer?.ok) break
    if (attempt > 100) throw new Error(`nginx does not answer on ${origin}: ${log()}`)
    await new Promise((done) => setTimeout(done, 100))
  }
})

test.afterAll(async () => {
  const child = nginx
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    await exited
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('the recipe as committed carries the default build policy', () => {
  // The same check as src/config/deploy-nginx.test.ts, from here too: the file nginx runs below.
  expect(withSecurityHeaders(RECIPE, defaultBuildPolicy())).toBe(RECIPE)
})

test('nginx sends the security headers and the caching rules', async () => {
  const expected = securityHeaders(POLICY)
  expect(expected['Content-Security-Policy']).toContain("frame-ancestors 'none'")
  const asset = readdirSync(join(DIST, 'assets')).find((name) => name.endsWith('.js'))
  const worker = readdirSync(join(DIST, 'assets')).find((name) => name.endsWith('.mjs'))
  const cases: Array<[path: string, status: number, cache: string]> = [
    ['/', 200, 'no-cache'],
    ['/login', 200, 'no-cache'],
    ['/clienti/1', 200, 'no-cache'],
    ['/config.json', 200, 'no-store'],
    [`/assets/${asset}`, 200, 'public, max-age=31536000, immutable'],
    ['/assets/non-esiste.js', 404, 'public, max-age=31536000, immutable'],
  ]
  for (const [path, status, cache] of cases) {
    const answer = await fetch(`${origin}${path}`)
    expect(answer.status, path).toBe(status)
    for (const [name, value] of Object.entries(expected)) {
      expect(answer.headers.get(name), `${name} of ${path}`).toBe(value)
    }
    expect(answer.headers.get('Cache-Control'), `Cache-Control of ${path}`).toBe(cache)
  }
  // The login page drawn at build time at /login, the app's page on any other route.
  expect(await (await fetch(`${origin}/login`)).text()).toContain('data-prerender="login"')
  const deep = await (await fetch(`${origin}/clienti/1`)).text()
  expect(deep).toBe(readFileSync(join(DIST, 'index.html'), 'utf8'))
  // pdf.js's worker is a module: a JavaScript type, or the browser refuses it (nosniff).
  expect(worker).toBeDefined()
  const mjs = await fetch(`${origin}/assets/${worker}`)
  expect(mjs.headers.get('Content-Type')).toMatch(/^text\/javascript/)
  const js = await fetch(`${origin}/assets/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(js.headers.get('Content-Type')).toMatch(/^application\/javascript/)
  expect(js.headers.get('Content-Encoding')).toBe('gzip')
})

test('behind nginx a deep link opens the app, with no CSP violation', async ({ page }) => {
  const deep = await page.goto(`${origin}/clienti/1`)
  expect(deep?.status()).toBe(200)
  expect(deep?.headers()['content-security-policy']).toBe(
    securityHeaders(POLICY)['Content-Security-Policy'],
  )
  // Not logged in: the login form at that address, then the client it names.
  await expectLoginForm(page)
  const answer = await submitLogin(page, ISTRUTTORE.email, ISTRUTTORE.password)
  expect(answer.status()).toBe(200)
  // The client page's code and data come after the login, from a fake backend just started.
  const heading = page.getByRole('heading', { name: 'Bernasconi Valentina' })
  await expect(heading).toBeVisible({ timeout: 30_000 })
  expect(new URL(page.url()).pathname).toBe('/clienti/1')
  // A reload of the deep link, logged in: nginx serves the app again, the session goes on (the
  // first answer waits for the fake backend to start again, as after a login).
  await page.reload()
  await expect(heading).toBeVisible({ timeout: 30_000 })
})
