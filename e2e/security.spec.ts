/**
 * The Content-Security-Policy is on in the build under test (meta tag and preview headers) and
 * the suite notices a violation (the fixture in support/test.ts fails any test that has one).
 */
import { API_ORIGIN, MODE } from './support/env'
import { expect, test } from './support/test'

test('the build ships its Content-Security-Policy and the security headers', async ({ page }) => {
  const response = await page.goto('/login')
  const headers = response?.headers() ?? {}
  const header = headers['content-security-policy'] ?? ''
  expect(header).toContain("script-src 'self'")
  expect(header).toContain("object-src 'none'")
  expect(header).toContain("frame-ancestors 'none'")
  expect(header).not.toContain('unsafe-eval')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('no-referrer')
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(header.startsWith(meta ?? '-')).toBe(true)
  if (MODE === 'server') expect(meta).toContain(`connect-src 'self' ${API_ORIGIN}`)
  else expect(meta).toContain("connect-src 'self';")
})

test('an injected inline script is refused and reported', async ({ page, cspViolations }) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible()
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__iniettato = true'
    document.body.append(script)
    await new Promise((resolve) => setTimeout(resolve, 100))
    return (window as unknown as { __iniettato?: boolean }).__iniettato === true
  })
  expect(ran).toBe(false)
  // Both reports: the page's event and Chromium's console message.
  await expect
    .poll(() => cspViolations.some((v) => v.directive.startsWith('script-src')))
    .toBe(true)
  await expect.poll(() => cspViolations.some((v) => v.directive === 'console')).toBe(true)
  // Provoked on purpose: not a failure of this test.
  cspViolations.splice(0)
})
