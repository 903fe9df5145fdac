/**
 * The fake backend as a real HTTP server on 127.0.0.1 (QA and e2e against a built app):
 * the same handlers through @mswjs/http-middleware, CORS open, in-memory data.
 *
 *   MOCK_PORT=8787 MOCK_TOKEN_TTL=900 npx tsx mocks/http-server.ts
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { createServer } from '@mswjs/http-middleware'
import { handlers } from './handlers'
import { ensureWebCrypto } from './lib/webcrypto'
import { DEFAULT_ACCESS_TOKEN_TTL, setAccessTokenTtl } from './lib/auth'

// jose signs with WebCrypto (global in Node 20; made sure of here).
ensureWebCrypto()

const HOST = '127.0.0.1'
const port = Number(process.env.MOCK_PORT ?? 8787)
const ttl = Number(process.env.MOCK_TOKEN_TTL ?? DEFAULT_ACCESS_TOKEN_TTL)
setAccessTokenTtl(ttl)

const app = createServer(...handlers) as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
) => void

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '600',
}

const server = createHttpServer((req, res) => {
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value)
  if (req.method === 'OPTIONS') {
    res.statusCode = 204
    res.end()
    return
  }
  app(req, res)
})

server.listen(port, HOST, () => {
  console.log(`Fake backend listening on http://${HOST}:${port} (access token TTL ${ttl} s)`)
})

const stop = (): void => {
  server.close(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
