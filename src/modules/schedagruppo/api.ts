import { apiPath, type OpResult } from '@/api/contract'
import { createCrudApi, listQueryParams, type Id, type ListArgs } from '@/api/crud'
import { resources } from '@/api/resources'

const GRUPPO_LIST = { type: 'SchedaGruppo', id: 'LIST' } as const

/** Groups of a sheet (e.g. A, Stretching). */
export const schedagruppoApi = createCrudApi('schedagruppo').injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/schedagruppo/byscheda/{schedaId}: the groups of one sheet. */
    gruppiByScheda: build.query<
      OpResult<'schedagruppo_byScheda'>,
      { schedaId: Id; params?: ListArgs }
    >({
      query: ({ schedaId, params }) => ({
        url: apiPath('/api/schedagruppo/byscheda/{schedaId}', { schedaId }),
        params: listQueryParams(resources.schedagruppo, params),
      }),
      providesTags: (result) => [
        GRUPPO_LIST,
        ...(result?.data ?? []).map((row) => ({ type: 'SchedaGruppo' as const, id: row.id })),
      ],
    }),
    /** PUT /api/schedagruppo/removemetodologiabase/{id}: answers the group. */
    removeMetodologiaBase: build.mutation<OpResult<'schedagruppo_removeMetodologiaBase'>, Id>({
      query: (id) => ({
        url: apiPath('/api/schedagruppo/removemetodologiabase/{id}', { id }),
        method: 'PUT',
      }),
      invalidatesTags: (_result, _error, id) => [{ type: 'SchedaGruppo', id }, GRUPPO_LIST],
    }),
    /** POST /api/schedagruppo/cleardettaglio/{id}: empties the group; answers the group. */
    clearDettaglio: build.mutation<OpResult<'schedagruppo_clearDettaglio'>, Id>({
      query: (id) => ({
        url: apiPath('/api/schedagruppo/cleardettaglio/{id}', { id }),
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'SchedaGruppo', id },
        GRUPPO_LIST,
        { type: 'SchedaDettaglio', id: 'LIST' },
      ],
    }),
  }),
})

export const {
  useSchedagruppoListQuery,
  useSchedagruppoGetQuery,
  useSchedagruppoCreateMutation,
  useSchedagruppoUpdateMutation,
  useSchedagruppoRemoveMutation,
  useSchedagruppoSlimListQuery,
  useSchedagruppoSlimGetQuery,
  useGruppiBySchedaQuery,
  useRemoveMetodologiaBaseMutation,
  useClearDettaglioMutation,
} = schedagruppoApi
