/**
 * The contract as the fake backend sees it: every (method, path template) of
 * mocks/contract.gen.json as an Operation, and the router that finds the operation of a request
 * (literal segments first, so /api/esercizio/slim/ beats /api/esercizio/{id}).
 */
import contractJson from '@mocks/contract.gen.json'

export type JsonSchema = Record<string, unknown>

interface OpenApiParameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema?: JsonSchema
  /** A parameter serialised as JSON text (`filters`): its schema is the parsed value's. */
  content?: Record<string, OpenApiMedia>
  /** The longest text of a `content` parameter. */
  'x-maxLength'?: number
  $ref?: string
}

interface OpenApiMedia {
  schema?: JsonSchema
}

interface OpenApiOperation {
  operationId?: string
  security?: Array<Record<string, string[]>>
  parameters?: OpenApiParameter[]
  requestBody?: { required?: boolean; content?: Record<string, OpenApiMedia>; $ref?: string }
  responses?: Record<string, { content?: Record<string, OpenApiMedia>; $ref?: string }>
  'x-roles'?: string[]
}

export interface OpenApiDoc {
  security?: Array<Record<string, string[]>>
  paths: Record<string, Record<string, unknown>>
  components?: Record<string, Record<string, unknown>>
}

export const HTTP_METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface OperationParam {
  name: string
  in: 'path' | 'query'
  required: boolean
  /** JSON pointer (inside the contract) of the parameter's schema. */
  schemaPointer: string
  schema: JsonSchema
  /**
   * A JSON parameter (`content: application/json`): the text is parsed, then the value checked
   * against the schema (exact types); `maxLength` bounds the text.
   */
  json?: { maxLength: number | undefined }
}

export interface OperationBody {
  contentType: string
  required: boolean
  schemaPointer: string
}

export interface OperationResponse {
  status: number
  contentType: string | undefined
  schemaPointer: string | undefined
}

export interface Operation {
  operationId: string
  method: HttpMethod
  path: string
  segments: readonly string[]
  /** false when the operation's security is `[]` (public: login, refresh, password reset...). */
  secured: boolean
  roles: readonly string[] | undefined
  params: readonly OperationParam[]
  body: OperationBody | undefined
  responses: readonly OperationResponse[]
  /** The documented success status (the lowest 2xx). */
  successStatus: number
}

export const contract = contractJson as unknown as OpenApiDoc

const escapePointer = (part: string): string => part.replace(/~/g, '~0').replace(/\//g, '~1')

export const pointerOf = (...parts: Array<string | number>): string =>
  '/' + parts.map((part) => escapePointer(String(part))).join('/')

/** Follows a `#/...` reference inside the contract; returns the target and its pointer. */
function deref<T>(value: T & { $ref?: string }, pointer: string): { value: T; pointer: string } {
  let current: unknown = value
  let currentPointer = pointer
  for (let guard = 0; guard < 10; guard += 1) {
    const ref = (current as { $ref?: unknown } | null)?.$ref
    if (typeof ref !== 'string' || !ref.startsWith('#/')) break
    currentPointer = ref.slice(1)
    current = resolvePointer(currentPointer)
  }
  return { value: current as T, pointer: currentPointer }
}

export function resolvePointer(pointer: string): unknown {
  let current: unknown = contract
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

const isParam = (segment: string): boolean => segment.startsWith('{') && segment.endsWith('}')

function buildOperation(path: string, method: HttpMethod, raw: OpenApiOperation): Operation {
  const opPointer = pointerOf('paths', path, method)
  const pathItem = contract.paths[path] as { parameters?: OpenApiParameter[] }
  const params: OperationParam[] = []
  const addParams = (list: OpenApiParameter[] | undefined, base: string): void => {
    list?.forEach((entry, index) => {
      const { value, pointer } = deref(entry, `${base}/${index}`)
      if (value.in !== 'path' && value.in !== 'query') return
      const existing = params.findIndex((p) => p.name === value.name && p.in === value.in)
      const jsonType = Object.keys(value.content ?? {}).find((type) => type.includes('json'))
      const param: OperationParam = {
        name: value.name,
        in: value.in,
        required: value.in === 'path' || value.required === true,
        schemaPointer: jsonType
          ? `${pointer}/content/${escapePointer(jsonType)}/schema`
          : `${pointer}/schema`,
        schema: (jsonType ? value.content?.[jsonType]?.schema : value.schema) ?? {},
        ...(jsonType ? { json: { maxLength: value['x-maxLength'] } } : {}),
      }
      if (existing >= 0) params[existing] = param
      else params.push(param)
    })
  }
  addParams(pathItem.parameters, pointerOf('paths', path, 'parameters'))
  addParams(raw.parameters, `${opPointer}/parameters`)

  let body: OperationBody | undefined
  if (raw.requestBody) {
    const { value, pointer } = deref(raw.requestBody, `${opPointer}/requestBody`)
    const types = Object.keys(value.content ?? {})
    const contentType = types.find((type) => type.includes('json')) ?? types[0]
    if (contentType) {
      body = {
        contentType,
        required: value.required === true,
        schemaPointer: `${pointer}/content/${escapePointer(contentType)}/schema`,
      }
    }
  }

  const responses: OperationResponse[] = Object.entries(raw.responses ?? {}).flatMap(
    ([code, entry]) => {
      const status = Number(code)
      if (!Number.isInteger(status)) return []
      const { value, pointer } = deref(entry, `${opPointer}/responses/${code}`)
      const types = Object.keys(value.content ?? {})
      const contentType = types.find((type) => type.includes('json')) ?? types[0]
      const hasSchema = contentType !== undefined && value.content?.[contentType]?.schema
      return [
        {
          status,
          contentType,
          schemaPointer: hasSchema
            ? `${pointer}/content/${escapePointer(contentType)}/schema`
            : undefined,
        },
      ]
    },
  )
  const success = responses
    .map((r) => r.status)
    .filter((s) => s >= 200 && s < 300)
    .sort((a, b) => a - b)[0]

  const security = raw.security ?? contract.security ?? []
  return {
    operationId: raw.operationId ?? `${method} ${path}`,
    method,
    path,
    segments: path.split('/').slice(1),
    secured: security.length > 0 && security.some((entry) => Object.keys(entry).length > 0),
    roles: raw['x-roles'],
    params,
    body,
    responses,
    successStatus: success ?? 200,
  }
}

export const operations: readonly Operation[] = Object.entries(contract.paths).flatMap(
  ([path, item]) =>
    HTTP_METHODS.filter((method) => item[method] !== undefined).map((method) =>
      buildOperation(path, method, item[method] as OpenApiOperation),
    ),
)

export const operationsById: ReadonlyMap<string, Operation> = new Map(
  operations.map((op) => [op.operationId, op]),
)

export interface RouteMatch {
  op: Operation
  pathParams: Record<string, string>
}

export type RouteResult =
  | { kind: 'match'; match: RouteMatch }
  | { kind: 'method-not-allowed'; allow: readonly string[] }
  | { kind: 'none' }

function matchSegments(
  template: readonly string[],
  actual: readonly string[],
): Record<string, string> | null {
  if (template.length !== actual.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < template.length; i += 1) {
    const expected = template[i] as string
    const value = actual[i] as string
    if (isParam(expected)) {
      if (value === '') return null
      params[expected.slice(1, -1)] = decodeURIComponent(value)
    } else if (expected !== value) {
      return null
    }
  }
  return params
}

/** Literal segments rank before parameters, position by position from the left. */
function compareSpecificity(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const pa = isParam(a[i] as string)
    const pb = isParam(b[i] as string)
    if (pa !== pb) return pa ? 1 : -1
  }
  return 0
}

const templates = [...new Set(operations.map((op) => op.path))]
  .map((path) => ({
    path,
    segments: path.split('/').slice(1),
    ops: operations.filter((op) => op.path === path),
  }))
  .sort((a, b) => compareSpecificity(a.segments, b.segments))

/** The methods a path answers, as an `Allow` header lists them: HEAD wherever GET is, OPTIONS. */
export function allowedMethods(ops: readonly Operation[]): string[] {
  const methods = ops.map((op) => op.method.toUpperCase())
  if (methods.includes('GET')) methods.push('HEAD')
  return [...methods, 'OPTIONS']
}

/**
 * Finds the operation for a request path; tolerates a missing or extra trailing slash. The most
 * specific path that matches decides (literal segments first): a method it lacks is 405 with the
 * methods it has, even when a less specific path has that method (GET /api/cliente/acceptGdpr is
 * 405, not a client whose id is "acceptGdpr"). HEAD is answered as GET.
 */
export function route(method: string, pathname: string): RouteResult {
  const upper = method.toUpperCase()
  const wanted = upper === 'HEAD' ? 'get' : upper.toLowerCase()
  const variants = [pathname]
  if (pathname.endsWith('/') && pathname.length > 1) variants.push(pathname.slice(0, -1))
  else variants.push(`${pathname}/`)
  const candidates = variants.map((variant) => variant.split('/').slice(1))
  for (const template of templates) {
    for (const actual of candidates) {
      const pathParams = matchSegments(template.segments, actual)
      if (!pathParams) continue
      const op = template.ops.find((o) => o.method === wanted)
      if (op) return { kind: 'match', match: { op, pathParams } }
      return { kind: 'method-not-allowed', allow: allowedMethods(template.ops) }
    }
  }
  return { kind: 'none' }
}

/** Property names a schema declares (following $ref and allOf). */
export function schemaProperties(pointer: string): Set<string> {
  const names = new Set<string>()
  const walk = (node: unknown, depth: number): void => {
    if (depth > 10 || node === null || typeof node !== 'object') return
    const schema = node as {
      $ref?: string
      allOf?: unknown[]
      properties?: Record<string, unknown>
    }
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) {
      walk(resolvePointer(schema.$ref.slice(1)), depth + 1)
    }
    schema.allOf?.forEach((part) => walk(part, depth + 1))
    Object.keys(schema.properties ?? {}).forEach((name) => names.add(name))
  }
  walk(resolvePointer(pointer), 0)
  return names
}

/** The writable fields of an operation's JSON body (never the frontend revision). */
export function bodyFields(op: Operation, body: Record<string, unknown>): Record<string, unknown> {
  if (!op.body) return {}
  const allowed = schemaProperties(op.body.schemaPointer)
  allowed.delete('frontendRevisionNumber')
  return Object.fromEntries(Object.entries(body).filter(([name]) => allowed.has(name)))
}
