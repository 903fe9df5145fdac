import {
  connectSources,
  connectSrcAllows,
  headerContentSecurityPolicy,
  metaContentSecurityPolicy,
  policyOfHtml,
  securityHeaders,
} from './csp'

const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? []

describe('the Content-Security-Policy of the build', () => {
  it('is strict on scripts and objects, and lets the app talk only to itself', () => {
    const policy = metaContentSecurityPolicy({ apiBaseUrl: '' })
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:'])
    // frame-ancestors is ignored (and warned about) in a <meta>: the header carries it
    expect(policy).not.toMatch(/frame-ancestors/)
  })

  it('adds the origin of the configured API base URL to connect-src', () => {
    const policy = metaContentSecurityPolicy({ apiBaseUrl: 'https://qa.example.com/backend/' })
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://qa.example.com'])
  })

  it('as headers: the same policy, no framing, no sniffing, no referrer', () => {
    const meta = metaContentSecurityPolicy({ apiBaseUrl: 'http://127.0.0.1:8787' })
    expect(headerContentSecurityPolicy(meta)).toBe(`${meta}; frame-ancestors 'none'`)
    expect(securityHeaders(meta)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    })
    expect(
      policyOfHtml(`<head><meta http-equiv="Content-Security-Policy" content="${meta}" /></head>`),
    ).toBe(meta)
  })
})

describe('connect-src for a backend named at deploy time (config.json)', () => {
  it('adds the sources of VITE_CONNECT_SRC, and refuses anything else', () => {
    const connectSrc = connectSources(' https:  http://127.0.0.1:* ')
    expect(connectSrc).toEqual(['https:', 'http://127.0.0.1:*'])
    const policy = metaContentSecurityPolicy({ apiBaseUrl: '', connectSrc })
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https:', 'http://127.0.0.1:*'])
    expect(connectSources(undefined)).toEqual([])
    for (const bad of ["'unsafe-eval'", 'https:;script-src', 'a,b']) {
      expect(() => connectSources(bad)).toThrow(/VITE_CONNECT_SRC/)
    }
  })

  it('tells whether a policy lets the page call a URL', () => {
    const self = 'https://app.example.com'
    const allows = (policy: string, url: string) => connectSrcAllows(policy, url, self)
    expect(allows("connect-src 'self'", 'https://app.example.com/api')).toBe(true)
    expect(allows("connect-src 'self'", 'https://qa.example.com')).toBe(false)
    expect(allows("connect-src 'self' https:", 'https://qa.example.com')).toBe(true)
    expect(allows("connect-src 'self' https:", 'http://qa.example.com')).toBe(false)
    expect(allows("connect-src 'self' http://127.0.0.1:*", 'http://127.0.0.1:8806')).toBe(true)
    expect(allows("connect-src 'self' http://127.0.0.1:8787", 'http://127.0.0.1:8806')).toBe(false)
    expect(allows('connect-src https://*.example.com', 'https://qa.example.com/x')).toBe(true)
    expect(allows('connect-src https://qa.example.com', 'https://qa.example.com:8443')).toBe(false)
    expect(allows("default-src 'self'", 'https://qa.example.com')).toBe(false)
    expect(allows("script-src 'self'", 'https://qa.example.com')).toBe(true)
  })
})
