/**
 * Runs before the test framework: what jsdom lacks and antd needs (TOOLCHAIN pitfall 5).
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
const computedStyle = window.getComputedStyle.bind(window)
window.getComputedStyle = (element: Element) => computedStyle(element)

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
