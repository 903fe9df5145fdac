/**
 * Answers and errors of the fake backend. Every failure is an HttpError carrying the exact body of
 * the error catalogue (SPEC 8's 401/403/404/422 bodies); the dispatcher turns it into a Response.
 */

export type FieldErrors = Record<string, string[]>

/**
 * The caller's network address, set by the HTTP server (mocks/lib/node-http.ts) on every request
 * it hands to the handlers; absent in the browser (one address: the browser itself).
 */
export const REMOTE_ADDRESS_HEADER = 'x-fake-backend-remote-address'

export const remoteAddress = (request: Request): string =>
  request.headers.get(REMOTE_ADDRESS_HEADER) ?? 'browser'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: number; message: string; errors?: FieldErrors },
    /** Headers of the answer (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message)
    this.name = 'HttpError'
  }
}

export const MSG = {
  notFound: 'Risorsa non trovata',
  forbidden: 'Accesso negato',
  invalidData: 'Dati non validi',
  noToken: 'JWT Token not found',
  expired: 'Expired Token',
  invalidToken: 'Invalid JWT Token',
  badCredentials: 'Invalid credentials.',
  badRefresh: 'Invalid refresh token',
} as const

export const badRequest = (): HttpError =>
  new HttpError(400, { code: 400, message: 'Richiesta non valida' })

export const notFound = (): HttpError => new HttpError(404, { code: 404, message: MSG.notFound })

export const forbidden = (): HttpError => new HttpError(403, { code: 403, message: MSG.forbidden })

export const unauthorized = (message: string): HttpError =>
  new HttpError(401, { code: 401, message })

export const unprocessable = (errors: FieldErrors): HttpError =>
  new HttpError(422, { code: 422, message: MSG.invalidData, errors })

/** The body is over `limit` bytes: nothing was read beyond it, nothing written. */
export const payloadTooLarge = (limit: number): HttpError =>
  new HttpError(413, {
    code: 413,
    message: `Il corpo della richiesta supera il limite di ${Math.round(limit / 1024 / 1024)} MB`,
  })

/** The body is not of the operation's content type. */
export const unsupportedMediaType = (expected: string): HttpError =>
  new HttpError(415, { code: 415, message: `Tipo di contenuto non supportato: usare ${expected}` })

/** 422 on one field (`_` = the whole body). */
export const invalidField = (field: string, message: string): HttpError =>
  unprocessable({ [field]: [message] })

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

export const errorResponse = (error: HttpError): Response => {
  const response = jsonResponse(error.body, error.status)
  for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value)
  return response
}
