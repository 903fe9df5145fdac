/**
 * Typed access to the contract for the module-specific endpoints: answers, bodies and paths come
 * from the generated `paths`/`operations`, so a call the contract does not have does not compile.
 */
import type { operations, paths } from './schema.gen'

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

/**
 * A contract path with its parameters filled in: apiPath('/api/cliente/{id}', { id: 3 }) ->
 * '/api/cliente/3'. The template must be a path of the contract, and every parameter is required.
 */
export function apiPath<P extends keyof paths & string>(
  template: P,
  ...params: ParamNames<P> extends never ? [] : [Record<ParamNames<P>, string | number>]
): string {
  const values = (params[0] ?? {}) as Record<string, string | number>
  return template.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(values[name])),
  )
}
