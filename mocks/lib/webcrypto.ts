/**
 * Node-only: jose signs with WebCrypto, and Jest's jsdom environment has no crypto.subtle.
 * Lends Node's implementation to globalThis when it is missing.
 */
import { webcrypto } from 'node:crypto'

export function ensureWebCrypto(): void {
  if (!globalThis.crypto?.subtle) {
    Object.defineProperty(globalThis, 'crypto', {
      value: webcrypto,
      configurable: true,
      writable: true,
    })
  }
}
