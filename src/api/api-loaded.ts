/**
 * The one API (base-api.ts: RTK Query, the base query, the endpoints injected into it) is loaded
 * with the first code that calls: a page's module (every module's api.ts imports it) or the login's
 * call. The first load of /login carries none of it. base-api.ts announces itself here when it is
 * evaluated, and each store (app/store.ts) then adds the API's reducer and middleware.
 */
import type { Api, coreModuleName, setupListeners } from '@reduxjs/toolkit/query'
import type { reactHooksModuleName } from '@reduxjs/toolkit/query/react'
import type { baseQuery } from './base-query'
import type { TagType } from './resources'

/** The one API as base-api.ts makes it, before any module injects its endpoints. */
export type BaseApi = Api<
  typeof baseQuery,
  Record<never, never>,
  'api',
  TagType,
  typeof coreModuleName | typeof reactHooksModuleName
>

/**
 * The API, RTK Query's focus and online listeners and every cache tag (importing them would import
 * all of it).
 */
export interface LoadedApi {
  api: BaseApi
  setupListeners: typeof setupListeners
  tagTypes: readonly TagType[]
}

let loaded: LoadedApi | null = null
const waiting = new Set<(loaded: LoadedApi) => void>()

/** base-api.ts, once: the API exists. */
export function apiLoaded(api: LoadedApi): void {
  loaded = api
  for (const listener of waiting) listener(api)
  waiting.clear()
}

/** Runs `listener` with the API when it is loaded: at once if it already is. */
export function whenApiLoaded(listener: (loaded: LoadedApi) => void): void {
  if (loaded) listener(loaded)
  else waiting.add(listener)
}
