/**
 * The fake backend as a real HTTP server on 127.0.0.1 (QA and e2e against a built app): the same
 * handlers as in the browser, CORS open, in-memory data (mocks/lib/node-http.ts).
 *
 *   MOCK_PORT=8787 MOCK_TOKEN_TTL=900 MOCK_REFRESH_TTL=604800 MOCK_REFRESH_GRACE=30 \
 *     npx tsx mocks/http-server.ts
 *
 * MOCK_CLIENTI and MOCK_ESERCIZI size the demo (fitlab's clients, default 240; its exercise
 * library, default 365), as Preferenze → Dati dimostrativi does in the browser.
 */
import {
  DEFAULT_ACCESS_TOKEN_TTL,
  DEFAULT_REFRESH_GRACE,
  DEFAULT_REFRESH_TOKEN_TTL,
  setAccessTokenTtl,
  setRefreshGrace,
  setRefreshTokenTtl,
} from './lib/auth'
import { resetDb } from './db/store'
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

const clienti = Number(process.env.MOCK_CLIENTI ?? 0)
const esercizi = Number(process.env.MOCK_ESERCIZI ?? 0)
if (clienti > 0 || esercizi > 0) {
  resetDb({
    ...(clienti > 0 ? { clientsPerActiveTenant: clienti } : {}),
    ...(esercizi > 0 ? { esercizi } : {}),
  })
}

const server = createFakeHttpServer()

server.listen(port, HOST, () => {
  console.log(
    `Fake backend listening on http://${HOST}:${port} ` +
      `(access token TTL ${ttl} s, refresh token TTL ${refreshTtl} s, ` +
      `refresh grace ${refreshGrace} s` +
      `${clienti > 0 ? `, ${clienti} clients` : ''}${esercizi > 0 ? `, ${esercizi} exercises` : ''})`,
  )
})

const stop = (): void => {
  server.close(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
