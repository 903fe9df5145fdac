/**
 * deploy/nginx.conf sends the headers src/config/csp.ts defines (the ones `vite preview` sends),
 * written by `npm run gen:nginx`: a change to the policy or the headers that is not carried into
 * the deploy recipe fails here. e2e/deploy-nginx.spec.ts runs the file in nginx.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  defaultBuildPolicy,
  nginxHeaderLines,
  withSecurityHeaders,
} from '../../scripts/deploy/nginx-headers'
import { metaContentSecurityPolicy } from './csp'

const conf = readFileSync(join(__dirname, '../../deploy/nginx.conf'), 'utf8')

test('deploy/nginx.conf carries the security headers of src/config/csp.ts', () => {
  expect(withSecurityHeaders(conf, defaultBuildPolicy())).toBe(conf)
  for (const line of nginxHeaderLines(defaultBuildPolicy())) expect(conf).toContain(line)
  expect(conf).toContain(`"${defaultBuildPolicy()}; frame-ancestors 'none'"`)
})

test('a header changed by hand, or a build with another policy, is a difference', () => {
  const edited = conf.replace('"no-referrer"', '"same-origin"')
  expect(withSecurityHeaders(edited, defaultBuildPolicy())).toBe(conf)
  const withApi = metaContentSecurityPolicy({ apiBaseUrl: 'https://api.example.com/v1' })
  const forApi = withSecurityHeaders(conf, withApi)
  expect(forApi).not.toBe(conf)
  expect(forApi).toContain("connect-src 'self' https://api.example.com;")
  // Only the header lines change: the comments inside the block and the rest stay.
  expect(forApi.split('\n').length).toBe(conf.split('\n').length)
})

test('a configuration without the BEGIN/END lines is refused', () => {
  expect(() => withSecurityHeaders('server {}\n', defaultBuildPolicy())).toThrow(
    'the "# BEGIN/END security headers" lines are missing',
  )
})
