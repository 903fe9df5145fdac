/**
 * The fake HTTP server (mocks/lib/node-http.ts) on a real socket: any method, any path, any bytes
 * get an HTTP answer and the server goes on answering (with @mswjs/http-middleware one TRACE
 * ended the process).
 */
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import type { Server } from 'node:http'
import { http, passthrough } from 'msw'
import { server as testServer } from '@/test/server'
import { createFakeHttpServer } from './lib/node-http'
import { ensureWebCrypto } from './lib/webcrypto'
import { MAX_JSON_BYTES, MAX_MULTIPART_BYTES } from './lib/dispatch'
import { DEMO_PASSWORD, FRONTEND_REVISION } from './lib/testing'

ensureWebCrypto()

let server: Server
let port = 0

beforeAll(async () => {
  server = createFakeHttpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
// The test process's own fetch goes out to the real socket (Jest's MSW server would catch it).
beforeEach(() => testServer.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough())))

/** Sends raw bytes and resolves with everything the server writes back before closing. */
function raw(bytes: string | Buffer, { wait = 2000 } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    const done = () => resolve(answer)
    socket.on('end', done)
    socket.on('error', done)
    socket.on('close', done)
    socket.setTimeout(wait, () => {
      socket.destroy()
      done()
    })
    socket.write(bytes)
  })
}

const statusOf = (answer: string): number => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1])

async function stillServes(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/api/login_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'admin@fitlab.it',
      password: DEMO_PASSWORD,
      frontendRevisionNumber: FRONTEND_REVISION,
    }),
  })
  expect(response.status).toBe(200)
}

describe('never a crash: every request gets an HTTP answer', () => {
  test.each([
    ['TRACE', 'TRACE /api/cliente/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 405],
    ['TRACK (unknown to Node)', 'TRACK / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
    [
      'CONNECT',
      'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\nConnection: close\r\n\r\n',
      405,
    ],
    ['PROPFIND', 'PROPFIND /api/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 405],
    ['garbage', 'ciao mondo\r\n\r\n', 400],
    ['binary', Buffer.from([0, 1, 2, 255, 254, 13, 10, 13, 10]), 400],
    ['a bad header', 'GET /api/cliente/ HTTP/1.1\r\nHost: x\r\nX\u0001: y\r\n\r\n', 400],
    ['HTTP/1.0 without Host', 'GET /api/cliente/ HTTP/1.0\r\n\r\n', 401],
    [
      'an absolute URL',
      'GET http://altro.it/api/cliente/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      401,
    ],
    [
      'a malformed %',
      'GET /api/cliente/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
    ],
    ['an unknown path', 'GET /wp-admin/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404],
  ])('%s', async (_name, bytes, status) => {
    const answer = await raw(bytes)
    expect(statusOf(answer)).toBe(status)
    expect(answer).not.toMatch(/at \w+ \(|node_modules|\/work\//)
    await stillServes()
  })

  test('a body over the limit: 413 without reading it all', async () => {
    const head =
      'POST /api/login_check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${MAX_MULTIPART_BYTES + 1}\r\n\r\n`
    const answer = await raw(head)
    expect(statusOf(answer)).toBe(413)
    await stillServes()
  })

  test('a chunked body over the JSON limit: 413', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/login_check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"username":"${'a'.repeat(MAX_JSON_BYTES)}"}`,
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 413 })
    await stillServes()
  })

  test('CORS preflight and HEAD still work', async () => {
    const preflight = await fetch(`http://127.0.0.1:${port}/api/cliente/`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    // HEAD where GET is: the GET's answer without a body (here: no token, 401).
    const head = await raw('HEAD /api/cliente/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(statusOf(head)).toBe(401)
    expect(head.split('\r\n\r\n')[1] ?? '').toBe('')
    // A path without GET: 405 with the methods it has.
    const post = await raw('HEAD /api/login_check HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(statusOf(post)).toBe(405)
    expect(post.toLowerCase()).toContain('allow: post, options')
  })

  test('a known path with a wrong method: 405 with Allow, never the row of a parameter', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/cliente/acceptGdpr`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
    expect(await response.json()).toEqual({ code: 405, message: 'Metodo non consentito' })
    const put = await fetch(`http://127.0.0.1:${port}/api/cliente/`, { method: 'PUT' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS')
  })

  test('a URL of the longest filters the contract allows (about 18 KB) gets an answer', async () => {
    const filters = JSON.stringify({ nome: '€'.repeat(1985) })
    expect(filters.length).toBeLessThanOrEqual(2000)
    const path = `/api/cliente/?filters=${encodeURIComponent(filters)}`
    expect(path.length).toBeGreaterThan(16 * 1024)
    const response = await fetch(`http://127.0.0.1:${port}${path}`)
    expect(response.status).toBe(401) // read and routed: only the token is missing
    const huge = await raw(
      `GET /api/cliente/?filters=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    )
    expect(statusOf(huge)).toBe(431)
    await stillServes()
  })
})
