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
// jsdom also recomputes the whole cascade (hundreds of antd CSS-in-JS rules) on every call, and
// Testing Library's role queries call it for every candidate and each of its ancestors: results
// are cached per element until the DOM changes. The cache is dropped synchronously whenever the
// observer holds a pending mutation (takeRecords), so a style read after a change is never stale.
const computedStyle = window.getComputedStyle.bind(window)
let styleCache = new WeakMap<Element, CSSStyleDeclaration>()
const domChanges = new MutationObserver(() => {
  styleCache = new WeakMap()
})
domChanges.observe(document, {
  subtree: true,
  childList: true,
  attributes: true,
  characterData: true,
})
window.getComputedStyle = (element: Element) => {
  if (domChanges.takeRecords().length > 0) styleCache = new WeakMap()
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
