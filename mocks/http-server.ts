/**
 * The fake backend as a real HTTP server on 127.0.0.1 (QA and e2e against a built app): the same
 * handlers as in the browser, CORS open, in-memory data (mocks/lib/node-http.ts).
 *
 *   MOCK_PORT=8787 MOCK_TOKEN_TTL=900 MOCK_REFRESH_TTL=604800 MOCK_REFRESH_GRACE=30 \
 *     npx tsx mocks/http-server.ts
 */
import {
  DEFAULT_ACCESS_TOKEN_TTL,
  DEFAULT_REFRESH_GRACE,
  DEFAULT_REFRESH_TOKEN_TTL,
  setAccessTokenTtl,
  setRefreshGrace,
  setRefreshTokenTtl,
} from './lib/auth'
import { createFakeHttpServer } from './lib/node-http'
import { ensureWebCrypto } from './lib/webcrypto'

// jose signs with WebCrypto (global in Node 20; made sure of here).
ensureWebCrypto()

const HOST = '127.0.0.1'
const port = Number(process.env.MOCK_PORT ?? 8787)
const ttl = Number(process.env.MOCK_TOKEN_TTL ?? DEFAULT_ACCESS_TOKEN_TTL)
const refreshTtl = Number(process.env.MOCK_REFRESH_TTL ?? DEFAULT_REFRESH_TOKEN_TTL)
const refreshGrace = Number(process.env.MOCK_REFRESH_GRACE ?? DEFAULT_REFRESH_GRACE)
setAccessTokenTtl(ttl)
setRefreshTokenTtl(refreshTtl)
setRefreshGrace(refreshGrace)

// The data lives in this process: a bug in one request must not end it (each request already
// answers its own failures; this only keeps a stray one from taking everything down).
process.on('uncaughtException', (error) => console.error('[mock] uncaught', error))
process.on('unhandledRejection', (error) => console.error('[mock] unhandled rejection', error))

const server = createFakeHttpServer()

server.listen(port, HOST, () => {
  console.log(
    `Fake backend listening on http://${HOST}:${port} ` +
      `(access token TTL ${ttl} s, refresh token TTL ${refreshTtl} s, ` +
      `refresh grace ${refreshGrace} s)`,
  )
})

const stop = (): void => {
  server.close(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
