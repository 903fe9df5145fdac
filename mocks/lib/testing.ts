/**
 * Helpers for the fake backend's own tests: calls through fetch (so through MSW and the handlers),
 * login as the demo users, and the parsing of any answer (JSON, CSV, PDF).
 */
import { FRONTEND_REVISION } from '@/config/constants'
import { DEMO_PASSWORD } from '@mocks/db/database'
import { server as testServer } from '@/test/server'
import type { KeyValueStore } from '@mocks/db/persistence'
import { handlers } from '../handlers'
import { ensureWebCrypto } from './webcrypto'

export const ORIGIN = 'http://localhost'
export const ADMIN = 'admin@fitlab.it'
export const ISTRUTTORE = 'istruttore@fitlab.it'
export { DEMO_PASSWORD, FRONTEND_REVISION }

export interface CallOptions {
  token?: string
  /** A JSON body; POST bodies get frontendRevisionNumber unless `raw` is set. */
  json?: unknown
  /** A body sent exactly as given (malformed JSON tests). */
  raw?: string
  form?: FormData
  query?: Record<string, unknown>
}

export interface CallResult {
  status: number
  // Test-only: the body's shape depends on the operation called; the contract test validates
  // every body against its response schema with Ajv, so tests may read fields directly.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
  bytes?: Uint8Array
  headers: Headers
}

export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const url = new URL(path, ORIGIN)
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value === undefined) continue
    if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(name, String(item)))
    else
      url.searchParams.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const headers: Record<string, string> = {}
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: BodyInit | undefined
  if (options.form) {
    body = options.form
  } else if (options.raw !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = options.raw
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  }
  const response = await fetch(url, { method, headers, body })
  const type = response.headers.get('Content-Type') ?? ''
  if (type.includes('application/json')) {
    return { status: response.status, body: await response.json(), headers: response.headers }
  }
  if (type.startsWith('text/')) {
    return { status: response.status, body: await response.text(), headers: response.headers }
  }
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, body: bytes, bytes, headers: response.headers }
}

/** A POST body as the app sends it: with the frontend revision. */
export const withRevision = (body: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...body,
  frontendRevisionNumber: FRONTEND_REVISION,
})

export async function login(
  email: string = ADMIN,
  password: string = DEMO_PASSWORD,
): Promise<{ token: string; refresh_token: string }> {
  const result = await call('POST', '/api/login_check', {
    json: withRevision({ username: email, password }),
  })
  if (result.status !== 200)
    throw new Error(`login ${email}: ${result.status} ${JSON.stringify(result.body)}`)
  return result.body as { token: string; refresh_token: string }
}

const MAGIC: Record<string, readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
}

/** `size` bytes that the server takes for an image of `type` (its magic number, then zeros). */
export function imageBytes(
  size: number,
  type: 'image/jpeg' | 'image/png' | 'image/gif' = 'image/jpeg',
): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  bytes.set((MAGIC[type] ?? []).slice(0, size))
  return bytes
}

export const isPdf = (bytes: Uint8Array | undefined): boolean =>
  !!bytes && new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-'

/**
 * Serves the fake backend through the test server the Jest setup already runs
 * (src/test/setup.ts: listen with onUnhandledRequest 'error', resetHandlers after each test).
 * One listening server only: with two, MSW 2.15 runs a matching handler once per server.
 */
export function serveFakeBackend(): void {
  ensureWebCrypto()
  beforeEach(() => {
    testServer.use(...handlers)
  })
}

/** An in-memory stand-in for idb-keyval (the browser's IndexedDB): values cloned as it does. */
export function memoryKeyValueStore() {
  const data = new Map<string, unknown>()
  const store = {
    data,
    get: jest.fn(async (key: string) => structuredClone(data.get(key))),
    getMany: jest.fn(async (keys: string[]) => keys.map((key) => structuredClone(data.get(key)))),
    setMany: jest.fn(async (entries: [string, unknown][]) => {
      for (const [key, value] of entries) data.set(key, structuredClone(value))
    }),
    delMany: jest.fn(async (keys: string[]) => {
      for (const key of keys) data.delete(key)
    }),
  }
  return store satisfies KeyValueStore
}
