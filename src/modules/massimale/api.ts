import { baseApi } from '@/api/base-api'
import { apiPath, type OpResult } from '@/api/contract'
import type { Id } from '@/api/crud'

/** A client's exercise maximums and their history (by client id). */
export const massimaleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/clienteesercizio/massimali/{id} (id = the client). */
    massimali: build.query<OpResult<'massimale_massimali'>, Id>({
      query: (id) => apiPath('/api/clienteesercizio/massimali/{id}', { id }),
      providesTags: (_result, _error, id) => [{ type: 'Massimale', id }],
    }),
    /** GET /api/clienteesercizio/storicomassimali/{id} (id = the client). */
    storicoMassimali: build.query<OpResult<'massimale_storicoMassimali'>, Id>({
      query: (id) => apiPath('/api/clienteesercizio/storicomassimali/{id}', { id }),
      providesTags: (_result, _error, id) => [{ type: 'StoricoMassimale', id }],
    }),
  }),
})

export const { useMassimaliQuery, useStoricoMassimaliQuery } = massimaleApi
