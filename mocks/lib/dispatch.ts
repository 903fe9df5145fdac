/**
 * One request through the fake backend: route (contract), token check (operation security),
 * role check, path/query/body parsing and validation against the contract, the implementation
 * keyed by operationId, then the answer with the operation's documented success status.
 * Whatever goes wrong, the answer is never a 500: an unexpected failure is logged and answered
 * as a 422 on the whole body. Bodies are bounded (413), of the operation's content type (415); a
 * path that cannot be decoded is a 400.
 */
import type { Database } from '@mocks/db/database'
import { withDatabase } from '@mocks/db/store'
import { resources } from '@/api/resources'
import { authenticate, ROLE_ADMIN, ROLE_ISTRUTTORE, type Session } from './auth'
import { route, type Operation } from './contract'
import {
  badRequest,
  errorResponse,
  forbidden,
  HttpError,
  invalidField,
  jsonResponse,
  MSG,
  payloadTooLarge,
  unauthorized,
  unsupportedMediaType,
} from './http'
import { assertDecimalFields, assertValid, readPathParams, readQuery } from './validation'

export interface Ctx {
  request: Request
  op: Operation
  db: Database
  /** The caller; operations with security `[]` (public) have none. */
  session: Session | null
  params: Record<string, string | number>
  query: Record<string, unknown>
  /** The validated JSON body, or the (type-coerced) text fields of a multipart body. */
  body: Record<string, unknown>
  /** The files of a multipart body, by field name. */
  files: Record<string, File>
}

/** An implementation answers a Response (PDF, CSV) or a value sent as JSON. */
export type Impl = (ctx: Ctx) => unknown
export type ImplMap = Readonly<Record<string, Impl>>

const GENERIC_OPS = new Set(['list', 'get', 'create', 'update', 'remove', 'slimList', 'slimGet'])
const ADMIN_ONLY = new Set(['utente_resetPasswordDaAdmin'])
const ADMIN_ONLY_MODULES = new Set(['tenant', 'analytics'])
/** Every secured call without roles of its own. */
const ANY_ROLE = [ROLE_ADMIN, ROLE_ISTRUTTORE] as const

/** Roles an operation needs: x-roles in the contract, else the spec's admin-only calls, else any. */
export function requiredRoles(op: Operation): readonly string[] {
  if (op.roles) return op.roles
  const [module = '', action = ''] = op.operationId.split('_')
  if (ADMIN_ONLY.has(op.operationId) || ADMIN_ONLY_MODULES.has(module)) return [ROLE_ADMIN]
  const resource = (resources as Record<string, { role?: string }>)[module]
  if (resource?.role && GENERIC_OPS.has(action)) return [resource.role]
  return ANY_ROLE
}

/** The largest body read, by kind: JSON, multipart (a 5 MB picture or an exercise's file). */
export const MAX_JSON_BYTES = 1024 * 1024
export const MAX_MULTIPART_BYTES = 12 * 1024 * 1024

const isJsonType = (type: string): boolean => /^application\/([\w.+-]+\+)?json\b/i.test(type)

/** The body's bytes, at most `limit` of them (413 beyond, before reading when it says its size). */
async function readBytes(request: Request, limit: number): Promise<ArrayBuffer> {
  const declared = Number(request.headers.get('Content-Length') ?? '')
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge(limit)
  const bytes = await request.clone().arrayBuffer()
  if (bytes.byteLength > limit) throw payloadTooLarge(limit)
  return bytes
}

export function requireSession(ctx: Ctx): Session {
  if (!ctx.session) throw unauthorized(MSG.noToken)
  return ctx.session
}

async function readBody(
  op: Operation,
  request: Request,
): Promise<{ body: Record<string, unknown>; files: Record<string, File> }> {
  if (!op.body) return { body: {}, files: {} }
  const type = request.headers.get('Content-Type') ?? ''
  if (op.body.contentType.startsWith('multipart/')) {
    if (!/^multipart\/form-data\b/i.test(type)) throw unsupportedMediaType('multipart/form-data')
    const bytes = await readBytes(request, MAX_MULTIPART_BYTES)
    let form: FormData
    try {
      form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData()
    } catch {
      throw invalidField('_', 'Corpo multipart non valido')
    }
    const body: Record<string, unknown> = {}
    const files: Record<string, File> = {}
    form.forEach((value, name) => {
      if (typeof value === 'string') {
        body[name] = value
      } else {
        files[name] = value
        body[name] = value.name || 'file'
      }
    })
    assertDecimalFields(op.body.schemaPointer, body)
    assertValid(op.body.schemaPointer, body, true)
    return { body, files }
  }
  // A clone (in readBytes): the original body stays readable (MSW may hand the request on).
  const bytes = await readBytes(request, MAX_JSON_BYTES)
  let parsed: unknown
  if (bytes.byteLength === 0) {
    parsed = undefined
  } else {
    if (!isJsonType(type)) throw unsupportedMediaType('application/json')
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      parsed = text.trim() === '' ? undefined : JSON.parse(text)
    } catch {
      throw invalidField('_', 'Il corpo della richiesta non è un JSON valido')
    }
  }
  if (parsed === undefined) throw invalidField('_', 'Il corpo della richiesta è obbligatorio')
  assertValid(op.body.schemaPointer, parsed)
  return { body: parsed as Record<string, unknown>, files: {} }
}

function toResponse(op: Operation, result: unknown): Response {
  if (result instanceof Response) return result
  return jsonResponse(result, op.successStatus)
}

/** HEAD: the GET's status and headers, no body. */
function headOf(response: Response): Response {
  return new Response(null, { status: response.status, headers: response.headers })
}

/** 405 on a path of the contract with a method it lacks, with the methods it has (`Allow`). */
export function methodNotAllowed(allow: readonly string[]): Response {
  const response = jsonResponse({ code: 405, message: 'Metodo non consentito' }, 405)
  response.headers.set('Allow', allow.join(', '))
  return response
}

/**
 * Answers a request, or undefined when its path is not in the contract (MSW then lets it through:
 * e.g. Vite's own /src/api/... module requests in the browser).
 */
export async function dispatch(request: Request, impls: ImplMap): Promise<Response | undefined> {
  const response = await answer(request, impls)
  return response && request.method.toUpperCase() === 'HEAD' ? headOf(response) : response
}

async function answer(request: Request, impls: ImplMap): Promise<Response | undefined> {
  const url = new URL(request.url)
  let found: ReturnType<typeof route>
  try {
    found = route(request.method, url.pathname)
  } catch {
    // A percent-encoding that does not decode (e.g. /api/cliente/%E0%A4%A): never a trace.
    return errorResponse(badRequest())
  }
  if (found.kind === 'none') return undefined
  if (found.kind === 'method-not-allowed') return methodNotAllowed(found.allow)
  const { op, pathParams } = found.match
  const impl = impls[op.operationId]
  if (!impl) return jsonResponse({ code: 501, message: 'Operazione non disponibile' }, 501)
  // In the browser, a transaction of the one database of every tab: what another tab saved is
  // read first, a change is saved before the answer (mocks/db/shared.ts).
  return withDatabase(async (db) => {
    try {
      const session = op.secured ? await authenticate(db, request) : null
      if (session) {
        const roles = requiredRoles(op)
        if (roles.length > 0 && !roles.some((role) => session.roles.includes(role)))
          throw forbidden()
      }
      const params = readPathParams(op, pathParams)
      const query = readQuery(op, url.searchParams)
      const { body, files } = await readBody(op, request)
      const result = await impl({ request, op, db, session, params, query, body, files })
      return toResponse(op, result)
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error)
      console.error(`[mock] ${op.operationId} failed`, error)
      return errorResponse(invalidField('_', 'Richiesta non elaborabile'))
    }
  })
}
