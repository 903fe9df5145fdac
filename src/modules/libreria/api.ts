import { baseApi } from '@/api/base-api'
import { request, type OpQuery, type OpResult } from '@/api/contract'
import { listQueryParams, type ListArgs } from '@/api/crud'
import { resources } from '@/api/resources'

/** Options of the template list besides the list params: nome, idCartelle, idProtocolli. */
export type LibreriaFilters = Pick<OpQuery<'libreria_list'>, 'nome' | 'idCartelle' | 'idProtocolli'>

/** The library of sheet templates (scheda-template). */
export const libreriaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `libreria_list` with optional nome, idCartelle, idProtocolli. */
    libreriaList: build.query<
      OpResult<'libreria_list'>,
      { params?: ListArgs; filters?: LibreriaFilters } | void
    >({
      query: (arg) =>
        request('libreria_list', {
          params: listQueryParams(resources.scheda, { ...(arg?.params ?? {}), ...arg?.filters }),
        }),
      providesTags: [
        { type: 'Libreria', id: 'LIST' },
        { type: 'Scheda', id: 'LIST' },
      ],
    }),
  }),
})

export const { useLibreriaListQuery } = libreriaApi
