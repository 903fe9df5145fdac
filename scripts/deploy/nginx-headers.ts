/**
 * deploy/nginx.conf's security headers, written from the one definition of them
 * (src/config/csp.ts: the policy and `securityHeaders`, which `vite preview` sends too), between
 * the file's BEGIN/END lines. Used by `npm run gen:nginx` (scripts/deploy/gen-nginx.ts) and by the
 * test that fails when the committed file has drifted (src/config/deploy-nginx.test.ts).
 */
import { metaContentSecurityPolicy, securityHeaders } from '../../src/config/csp'

const BEGIN = /^( *)# BEGIN security headers.*$/m
const END = /^ *# END security headers$/m

/** The headers of the default build (no VITE_API_BASE_URL, no VITE_CONNECT_SRC). */
export const defaultBuildPolicy = (): string => metaContentSecurityPolicy({ apiBaseUrl: '' })

/** nginx's add_header lines for a build whose index.html carries `metaPolicy`. */
export function nginxHeaderLines(metaPolicy: string): string[] {
  return Object.entries(securityHeaders(metaPolicy)).map(([name, value]) => {
    if (/["\\\n]/.test(value)) throw new Error(`${name}: the value cannot be quoted for nginx`)
    return `add_header ${name} "${value}" always;`
  })
}

/** The configuration with the lines between BEGIN and END written for `metaPolicy`. */
export function withSecurityHeaders(conf: string, metaPolicy: string): string {
  const begin = BEGIN.exec(conf)
  const end = END.exec(conf)
  if (!begin || !end || end.index < begin.index) {
    throw new Error('deploy/nginx.conf: the "# BEGIN/END security headers" lines are missing')
  }
  const indent = begin[1] ?? ''
  const start = conf.indexOf('\n', begin.index) + 1
  // The comment lines right after BEGIN stay; the add_header lines are written again.
  const kept = conf
    .slice(start, end.index)
    .split('\n')
    .filter((line) => line.trim().startsWith('#'))
  const body = [...kept, ...nginxHeaderLines(metaPolicy).map((line) => indent + line)]
  return `${conf.slice(0, start)}${body.join('\n')}\n${conf.slice(end.index)}`
}
