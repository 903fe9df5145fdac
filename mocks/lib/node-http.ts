/**
 * The fake backend as a Node HTTP server: each request becomes a Fetch Request answered by the
 * same MSW handlers as in the browser and under Jest (msw's getResponse), CORS open.
 *
 * Whatever arrives (any method, any path, any bytes, any size) gets an HTTP answer and the
 * process goes on: methods Fetch cannot carry (TRACE, CONNECT...) are a 405, bodies over the
 * multipart limit a 413 (read no further), unreadable requests a 400, paths outside the contract
 * a 404, and the connection-level garbage Node cannot parse a 400 from `clientError`. (The
 * @mswjs/http-middleware this replaces let `new Request('TRACE')` throw outside any catch: one
 * unauthenticated request ended the process and its data.)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { getResponse } from 'msw'
import { handlers } from '../handlers'
import { MAX_MULTIPART_BYTES } from './dispatch'
import { badRequest, HttpError, payloadTooLarge, REMOTE_ADDRESS_HEADER } from './http'

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '600',
}

/** The methods a Fetch Request can carry and the contract may use (OPTIONS is CORS's). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])

/** Requests are resolved against this origin: the handlers match any (`*\/api/*`). */
const ORIGIN = 'http://127.0.0.1'

/**
 * The request line and headers together (a long `filters` query included) may take this many
 * bytes; beyond, 431 (Node's default of 16 KiB refused URLs the contract allows: a `filters` of
 * 2000 characters percent-encodes to up to 18 KB).
 */
export const MAX_HEADER_BYTES = 64 * 1024

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

/** The body, at most `limit` bytes; 413 (and the rest left unread) beyond. */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '')
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(limit)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw payloadTooLarge(limit)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * The request's headers as Fetch Headers; a header Fetch refuses is left out. The caller's
 * address is the server's to say (REMOTE_ADDRESS_HEADER): a header of that name sent by the
 * client is dropped.
 */
function fetchHeaders(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string
    if (name.toLowerCase() === REMOTE_ADDRESS_HEADER) continue
    try {
      headers.append(name, req.rawHeaders[i + 1] as string)
    } catch {
      // e.g. a value with characters Fetch does not allow: the handlers never need it.
    }
  }
  headers.set(REMOTE_ADDRESS_HEADER, req.socket.remoteAddress ?? 'sconosciuto')
  return headers
}

async function toFetchRequest(req: IncomingMessage, method: string): Promise<Request> {
  let url: URL
  try {
    url = new URL(req.url ?? '/', ORIGIN)
  } catch {
    throw badRequest()
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readBody(req, MAX_MULTIPART_BYTES) : undefined
  if (!hasBody) req.resume()
  return new Request(url, {
    method,
    headers: fetchHeaders(req),
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  })
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, headers)
  res.end(body)
}

async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value)
  const method = (req.method ?? 'GET').toUpperCase()
  if (method === 'OPTIONS') {
    res.writeHead(204)
    res.end()
    return
  }
  if (!METHODS.has(method)) {
    req.resume()
    sendJson(
      res,
      405,
      { code: 405, message: 'Metodo non consentito' },
      { Allow: [...METHODS, 'OPTIONS'].join(', ') },
    )
    return
  }
  const request = await toFetchRequest(req, method)
  const response = await getResponse(handlers, request)
  if (!response) {
    sendJson(res, 404, { code: 404, message: 'Risorsa non trovata' })
    return
  }
  await send(res, response)
}

/** What a failure that escaped the handlers becomes: its own answer, else a 400, never a trace. */
function answerFailure(res: ServerResponse, error: unknown): void {
  if (error instanceof HttpError) {
    // 413: say so and close, so that the client stops sending the rest.
    const close = error.status === 413 ? { Connection: 'close' } : undefined
    sendJson(res, error.status, error.body, close)
    return
  }
  console.error('[mock] request failed', error)
  sendJson(res, 400, badRequest().body)
}

/** A JSON answer written straight on a socket Node handed over (no ServerResponse). */
function endSocket(socket: Duplex, status: string, body: unknown): void {
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const text = JSON.stringify(body)
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  )
}

/**
 * Bytes that are not HTTP at all (or a method Node does not know): a 400; a request line and
 * headers over MAX_HEADER_BYTES: a 431.
 */
function onClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    endSocket(socket, '431 Request Header Fields Too Large', {
      code: 431,
      message: `Indirizzo o intestazioni della richiesta troppo lunghi (al massimo ${MAX_HEADER_BYTES / 1024} KiB)`,
    })
    return
  }
  endSocket(socket, '400 Bad Request', badRequest().body)
}

/** CONNECT (a proxy tunnel): Node hands over the socket; not a proxy, so 405. */
function onConnect(_req: IncomingMessage, socket: Duplex): void {
  endSocket(socket, '405 Method Not Allowed', { code: 405, message: 'Metodo non consentito' })
}

/** A server (not listening yet) answering every request with the fake backend. */
export function createFakeHttpServer(): Server {
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    answer(req, res).catch((error: unknown) => answerFailure(res, error))
  })
  server.on('clientError', onClientError)
  server.on('connect', onConnect)
  return server
}
