import {
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
