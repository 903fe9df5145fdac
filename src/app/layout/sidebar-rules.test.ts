import { canToggle, effectiveCollapsed, toggledCollapsed } from './sidebar-rules'

describe('sidebar preference rules (SPEC 4)', () => {
  it.each([
    ['sempreAperta', false, false],
    ['sempreAperta', true, false],
    ['sempreChiusa', false, true],
    ['sempreChiusa', true, true],
    ['dinamica', false, false],
    ['dinamica', true, true],
  ] as const)('%s with stored collapsed=%s shows collapsed=%s', (sidebar, stored, expected) => {
    expect(effectiveCollapsed(sidebar, stored)).toBe(expected)
  })

  it.each([
    // sidebar, collapsed now, may toggle, collapsed after a click
    ['sempreAperta', true, true, false], // opening allowed
    ['sempreAperta', false, false, false], // closing not allowed
    ['sempreChiusa', true, false, true], // opening not allowed
    ['sempreChiusa', false, true, true], // closing allowed
    ['dinamica', true, true, false], // opening allowed
    ['dinamica', false, true, true], // closing allowed
  ] as const)(
    '%s, collapsed=%s: may toggle %s, then collapsed=%s',
    (sidebar, collapsed, may, after) => {
      expect(canToggle(sidebar, collapsed)).toBe(may)
      expect(toggledCollapsed(sidebar, collapsed)).toBe(after)
    },
  )
})
