/**
 * The HTTP side of contract:verify: one call to the backend under test, as the app makes it
 * (src/api/base-query.ts): absolute URL from the base URL, `Authorization: Bearer <token>`, JSON
 * bodies, every POST with the frontend revision; the answer read by its Content-Type.
 */
import { FRONTEND_REVISION } from '../../src/config/constants'

export interface Answer {
  url: string
  /** Undefined when there was no HTTP answer at all (network error, timeout). */
  status?: number
  contentType: string
  /** Parsed JSON, text, or the bytes (PDF and other binaries). */
  body: unknown
  /** Why no answer came, when status is undefined. */
  error?: string
  ms: number
}

export interface Request {
  method: string
  /** Path with its parameters filled in, e.g. /api/cliente/12 */
  path: string
  query?: Record<string, string | number | boolean>
  json?: Record<string, unknown>
  token?: string
}

export const REQUEST_TIMEOUT_MS = 20_000

/** `base` + `path`: the base may carry a path prefix (https://host/backend) and a final slash. */
export function urlOf(base: string, path: string, query: Request['query'] = {}): string {
  const url = new URL(base.replace(/\/+$/, '') + path)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value))
  return url.toString()
}

const isJson = (type: string): boolean => /^application\/([\w.+-]+\+)?json\b/i.test(type)

/** Sends one request; never throws (no answer is an Answer without status). */
export async function send(base: string, request: Request): Promise<Answer> {
  const url = urlOf(base, request.path, request.query)
  const headers: Record<string, string> = { Accept: 'application/json, */*' }
  if (request.token) headers.Authorization = `Bearer ${request.token}`
  let body: string | undefined
  if (request.json !== undefined || request.method === 'POST') {
    const json =
      request.method === 'POST'
        ? { ...request.json, frontendRevisionNumber: FRONTEND_REVISION }
        : request.json
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(json)
  }
  const started = performance.now()
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const contentType = response.headers.get('Content-Type') ?? ''
    const bytes = new Uint8Array(await response.arrayBuffer())
    let parsed: unknown = bytes
    if (isJson(contentType) || contentType.startsWith('text/')) {
      const text = new TextDecoder().decode(bytes)
      parsed = text
      if (isJson(contentType)) {
        try {
          parsed = text === '' ? undefined : (JSON.parse(text) as unknown)
        } catch {
          parsed = text
        }
      }
    }
    const ms = Math.round(performance.now() - started)
    return { url, status: response.status, contentType, body: parsed, ms }
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    const reason = cause?.code ?? cause?.message ?? (error as Error).message
    return {
      url,
      contentType: '',
      body: undefined,
      error: reason,
      ms: Math.round(performance.now() - started),
    }
  }
}

/** The `message` of an error body, when it has one. */
export function messageOf(body: unknown): string | undefined {
  if (
    body &&
    typeof body === 'object' &&
    typeof (body as { message?: unknown }).message === 'string'
  ) {
    return (body as { message: string }).message
  }
  if (typeof body === 'string' && body.length > 0) return body.slice(0, 80)
  return undefined
}
