/**
 * The fake backend for Jest: an MSW node server with every handler (the db and the token
 * lifetimes are set through mocks/db/store.ts and mocks/lib/auth.ts). Start ONE listening server per test file (`server.listen({
 * onUnhandledRequest: 'error' })`, `resetHandlers()` after each): with two listening servers,
 * MSW 2.15 runs a matching handler once per server (a create would write twice).
 */
import { setupServer } from 'msw/node'
import { handlers } from './handlers'
import { ensureWebCrypto } from './lib/webcrypto'

// jose signs with WebCrypto: Jest's jsdom environment lacks crypto.subtle.
ensureWebCrypto()

export const server = setupServer(...handlers)

export { handlers }
