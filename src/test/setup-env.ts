/**
 * Runs before the test framework: what jsdom lacks and antd needs (CONTRIBUTING.md pitfall 5).
 */

// antd's responsive helpers (Grid, Table, Menu) call matchMedia.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  })
}

// jsdom does not implement getComputedStyle(elt, pseudoElt): drop the pseudo-element argument.
// jsdom also recomputes the whole cascade on every call, matching each of antd's CSS-in-JS rules
// (~4000) against the element, and Testing Library's role queries and user-event's pointer checks
// call it for every candidate and each of its ancestors: that was half of Jest's time. Two cuts:
// - Only the rules that decide what a user can see and reach are kept in the page's style sheets:
//   those setting display, visibility, pointer-events or overflow (~15 % of antd's rules), with
//   those properties alone, so hidden, closed or inert elements stay so. Colours, sizes and
//   spacing, which no test reads and jsdom does not lay out, are dropped as each sheet arrives
//   (jsdom's own defaults stay: a textarea's padding and border are numbers to measure).
// - Results are cached per element until the DOM changes. The pending mutations are taken
//   synchronously (takeRecords) at every call, so a style read after a change is never stale and
//   a sheet is always slimmed before it is used.
const KEPT_PROPERTIES = new Set([
  'display',
  'visibility',
  'pointer-events',
  'overflow',
  'overflow-x',
  'overflow-y',
])
interface SheetRule {
  style?: CSSStyleDeclaration
  cssRules?: SheetRules
  media?: MediaList
}
interface SheetRules {
  length: number
  [index: number]: SheetRule
}
interface Sheet {
  cssRules: SheetRules
  deleteRule(index: number): void
}
const keeps = (rule: SheetRule): boolean => {
  if (rule.style) {
    const dropped = Array.from(rule.style).filter((property) => !KEPT_PROPERTIES.has(property))
    if (dropped.length === rule.style.length) return false
    // A kept rule keeps those properties only: its sizes would be antd's var(--...), which jsdom
    // does not resolve, so code measuring a field (TextArea autoSize) read NaN from them.
    for (const property of dropped) rule.style.removeProperty(property)
    return true
  }
  // jsdom applies only @media rules listing "screen": keep those, slimmed.
  if (rule.cssRules && rule.media && Array.from(rule.media).includes('screen')) {
    slim(rule as Sheet)
    return rule.cssRules.length > 0
  }
  return false
}
function slim(sheet: Sheet): void {
  for (let i = sheet.cssRules.length - 1; i >= 0; i--) {
    const rule = sheet.cssRules[i]
    if (!rule || !keeps(rule)) sheet.deleteRule(i)
  }
}
const slimmed = new WeakSet<object>()
function slimNewSheets(): void {
  for (const sheet of Array.from(document.styleSheets)) {
    if (slimmed.has(sheet)) continue
    slim(sheet as unknown as Sheet)
    slimmed.add(sheet)
  }
}
const touchesStyles = (records: MutationRecord[]): boolean =>
  records.some(
    (record) =>
      record.target.nodeName === 'STYLE' ||
      record.target.parentNode?.nodeName === 'STYLE' ||
      Array.from(record.addedNodes).some((node) => node.nodeName === 'STYLE'),
  )

const computedStyle = window.getComputedStyle.bind(window)
let styleCache = new WeakMap<Element, CSSStyleDeclaration>()
const onChanges = (records: MutationRecord[]) => {
  styleCache = new WeakMap()
  if (touchesStyles(records)) slimNewSheets()
}
const domChanges = new MutationObserver(onChanges)
domChanges.observe(document, {
  subtree: true,
  childList: true,
  attributes: true,
  characterData: true,
})
window.getComputedStyle = (element: Element) => {
  const records = domChanges.takeRecords()
  if (records.length > 0) onChanges(records)
  let style = styleCache.get(element)
  if (!style) {
    style = computedStyle(element)
    styleCache.set(element, style)
  }
  return style
}

// Used by antd (Table, Typography ellipsis, virtual lists) and recharts.
if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver })
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserver })
}

// antd's Form (@rc-component/form) schedules work with a MessageChannel, which Jest's jsdom
// environment lacks: a stand-in that delivers each message in a macrotask.
if (typeof globalThis.MessageChannel === 'undefined') {
  type Handler = ((event: { data: unknown }) => void) | null
  class Port {
    onmessage: Handler = null
    other: Port | null = null
    postMessage(data: unknown) {
      const target = this.other
      setTimeout(() => target?.onmessage?.({ data }), 0)
    }
    start() {}
    close() {
      this.onmessage = null
    }
  }
  class MessageChannelStandIn {
    port1 = new Port()
    port2 = new Port()
    constructor() {
      this.port1.other = this.port2
      this.port2.other = this.port1
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', {
    writable: true,
    configurable: true,
    value: MessageChannelStandIn,
  })
}

// jsdom logs "Not implemented" for scrollTo; antd calls it when pages change.
window.scrollTo = () => {}

export {}
