/**
 * The one RTK Query API of the app. It starts empty: every module injects its endpoints into it
 * (crud.ts for the generic list/CRUD calls of the registry, then the module's own calls).
 */
import { setupListeners } from '@reduxjs/toolkit/query'
import { createApi } from '@reduxjs/toolkit/query/react'
import { apiLoaded } from './api-loaded'
import { baseQuery } from './base-query'
import { resources, type ResourceKey } from './resources'

/** Cache tags beyond the registry's: answers that are not rows of a registry collection. */
const extraTags = ['Libreria', 'Massimale', 'StoricoMassimale', 'Analytics'] as const

export type TagType = (typeof resources)[ResourceKey]['tag'] | (typeof extraTags)[number]

/** Every cache tag: invalidating them all asks every shown answer again. */
export const tagTypes: readonly TagType[] = [
  ...new Set<TagType>([...Object.values(resources).map((r) => r.tag), ...extraTags]),
]

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
})

export type BaseApi = typeof baseApi

// Every store made so far (and every one made from now on) takes the API's reducer and middleware.
apiLoaded({ api: baseApi, setupListeners, tagTypes })
