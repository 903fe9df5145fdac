/**
 * The one RTK Query API of the app. It starts empty: every module injects its endpoints into it
 * (crud.ts for the generic list/CRUD calls of the registry, then the module's own calls).
 */
import { setupListeners } from '@reduxjs/toolkit/query'
import { createApi } from '@reduxjs/toolkit/query/react'
import { apiLoaded, type BaseApi } from './api-loaded'
import { baseQuery } from './base-query'
import { tagTypes } from './resources'

export const baseApi: BaseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
})

// Every store made so far (and every one made from now on) takes the API's reducer and middleware.
apiLoaded({ api: baseApi, setupListeners, tagTypes })
