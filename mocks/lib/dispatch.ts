/**
 * One request through the fake backend: route (contract), token check (operation security),
 * role check, path/query/body parsing and validation against the contract, the implementation
 * keyed by operationId, then the answer with the operation's documented success status.
 * Whatever goes wrong, the answer is never a 500: an unexpected failure is logged and answered
 * as a 422 on the whole body.
 */
import type { Database } from '@mocks/db/database'
import { changesSaved, getDb } from '@mocks/db/store'
import { resources } from '@/api/resources'
import { authenticate, ROLE_ADMIN, type Session } from './auth'
import { route, type Operation } from './contract'
import {
  errorResponse,
  forbidden,
  HttpError,
  invalidField,
  jsonResponse,
  MSG,
  unauthorized,
} from './http'
import { assertValid, readPathParams, readQuery } from './validation'

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

/** Roles an operation needs: x-roles in the contract, else the brief's admin-only calls. */
export function requiredRoles(op: Operation): readonly string[] {
  if (op.roles) return op.roles
  const [module = '', action = ''] = op.operationId.split('_')
  if (ADMIN_ONLY.has(op.operationId) || ADMIN_ONLY_MODULES.has(module)) return [ROLE_ADMIN]
  const resource = (resources as Record<string, { role?: string }>)[module]
  if (resource?.role && GENERIC_OPS.has(action)) return [resource.role]
  return []
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
  if (op.body.contentType.startsWith('multipart/')) {
    const type = request.headers.get('Content-Type') ?? ''
    if (!type.includes('multipart/form-data')) {
      throw invalidField('_', 'Atteso un corpo multipart/form-data')
    }
    let form: FormData
    try {
      form = await request.clone().formData()
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
    assertValid(op.body.schemaPointer, body, true)
    return { body, files }
  }
  // A clone: the original body stays readable (MSW may hand the request to other listeners).
  const text = await request.clone().text()
  let parsed: unknown
  if (text.trim() === '') {
    parsed = undefined
  } else {
    try {
      parsed = JSON.parse(text)
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

/**
 * Answers a request, or undefined when its path is not in the contract (MSW then lets it through:
 * e.g. Vite's own /src/api/... module requests in the browser).
 */
export async function dispatch(request: Request, impls: ImplMap): Promise<Response | undefined> {
  const url = new URL(request.url)
  const found = route(request.method, url.pathname)
  if (found.kind === 'none') return undefined
  if (found.kind === 'method-not-allowed') {
    return jsonResponse({ code: 405, message: 'Metodo non consentito' }, 405)
  }
  const { op, pathParams } = found.match
  try {
    const impl = impls[op.operationId]
    if (!impl) return jsonResponse({ code: 501, message: 'Operazione non disponibile' }, 501)
    const db = getDb()
    const session = op.secured ? await authenticate(db, request) : null
    if (session) {
      const roles = requiredRoles(op)
      if (roles.length > 0 && !roles.some((role) => session.roles.includes(role))) throw forbidden()
    }
    const params = readPathParams(op, pathParams)
    const query = readQuery(op, url.searchParams)
    const { body, files } = await readBody(op, request)
    const result = await impl({ request, op, db, session, params, query, body, files })
    await changesSaved()
    return toResponse(op, result)
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error)
    console.error(`[mock] ${op.operationId} failed`, error)
    return errorResponse(invalidField('_', 'Richiesta non elaborabile'))
  }
}
