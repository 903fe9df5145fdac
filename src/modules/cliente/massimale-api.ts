import { baseApi } from '@/api/base-api'
import { request, type OpResult } from '@/api/contract'
import type { Id } from '@/api/crud'

/** A client's exercise maximums and their history (by client id). */
export const massimaleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `massimale_massimali` (id = the client). */
    massimaleMassimali: build.query<OpResult<'massimale_massimali'>, Id>({
      query: (id) => request('massimale_massimali', { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Massimale', id }],
    }),
    /** `massimale_storicoMassimali` (id = the client). */
    massimaleStoricoMassimali: build.query<OpResult<'massimale_storicoMassimali'>, Id>({
      query: (id) => request('massimale_storicoMassimali', { path: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'StoricoMassimale', id }],
    }),
  }),
})

export const { useMassimaleMassimaliQuery, useMassimaleStoricoMassimaliQuery } = massimaleApi
