/**
 * Typed access to the contract for the module-specific endpoints: answers, bodies and paths come
 * from the generated `paths`/`operations`, so a call the contract does not have does not compile.
 */
import type { FetchArgs } from '@reduxjs/toolkit/query'
import { OPERATIONS } from './operations.gen'
import type { operations } from './schema.gen'

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never

/** The JSON answer (200) of a contract operation object. */
export type OkOf<Operation> = Operation extends { responses: { 200: infer R } } ? JsonOf<R> : never

/** The JSON body of a contract operation object, without the revision the base query adds. */
export type BodyOf<Operation> = Operation extends {
  requestBody: { content: { 'application/json': infer B } }
}
  ? Omit<B, 'frontendRevisionNumber'>
  : never

export type OperationId = keyof operations
/** Answer of operation `Id` (e.g. OpResult<'cliente_acceptGdpr'>). */
export type OpResult<Id extends OperationId> = OkOf<operations[Id]>
/** JSON body of operation `Id`, revision excluded. */
export type OpBody<Id extends OperationId> = BodyOf<operations[Id]>
/** Query parameters of operation `Id`. */
export type OpQuery<Id extends OperationId> = operations[Id] extends {
  parameters: { query?: infer Q }
}
  ? NonNullable<Q>
  : never

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never

type PathParamsOf<Id extends OperationId> = ParamNames<(typeof OPERATIONS)[Id]['path']>

interface RequestOptions<Id extends OperationId> {
  /** The JSON body (the revision is the base query's), or a multipart FormData. */
  body?: OpBody<Id> | FormData
  /** The query string. */
  params?: Record<string, string | number | boolean>
}

type RequestArgs<Id extends OperationId> = [PathParamsOf<Id>] extends [never]
  ? [options?: RequestOptions<Id>]
  : [options: RequestOptions<Id> & { path: Record<PathParamsOf<Id>, string | number> }]

/**
 * The one way an endpoint names its call: by the contract's operationId, which gives method and
 * path (src/api/operations.gen.ts); path parameters are required exactly when the path has them
 * and the body is typed by the operation: request('cliente_get', { path: { id: 3 } }) ->
 * { url: '/api/cliente/3', method: 'GET' }.
 */
export function request<Id extends OperationId>(id: Id, ...[options]: RequestArgs<Id>): FetchArgs {
  const { method, path } = OPERATIONS[id]
  const values: Record<string, string | number> =
    options && 'path' in options ? (options.path as Record<string, string | number>) : {}
  const url = path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(values[name])),
  )
  return {
    url,
    method,
    ...(options?.body !== undefined ? { body: options.body } : {}),
    ...(options?.params !== undefined ? { params: options.params } : {}),
  }
}

/**
 * The calls of the session (login, refresh, logout's invalidation): they never carry the access
 * token and are never refreshed; a login's failure is reported on the login page.
 */
export const AUTH_PATHS = {
  login: OPERATIONS.auth_login.path,
  refresh: OPERATIONS.auth_refreshToken.path,
  invalidate: OPERATIONS.auth_invalidateToken.path,
} as const
