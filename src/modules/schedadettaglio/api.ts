import { apiPath, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, listQueryParams, type Id, type ListArgs } from '@/api/crud'
import { resources } from '@/api/resources'

const DETTAGLIO_LIST = { type: 'SchedaDettaglio', id: 'LIST' } as const

/** The rows of a sheet group (ordine, metodologia, gruppoId). */
export const schedadettaglioApi = createCrudApi('schedadettaglio').injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/schedadettaglio/byschedagruppo/{schedaGruppoId}, sorted by ordine. */
    dettagliBySchedaGruppo: build.query<
      OpResult<'schedadettaglio_bySchedaGruppo'>,
      { schedaGruppoId: Id; params?: ListArgs }
    >({
      query: ({ schedaGruppoId, params }) => ({
        url: apiPath('/api/schedadettaglio/byschedagruppo/{schedaGruppoId}', { schedaGruppoId }),
        params: listQueryParams(resources.schedadettaglio, params),
      }),
      providesTags: (result) => [
        DETTAGLIO_LIST,
        ...(result?.data ?? []).map((row) => ({ type: 'SchedaDettaglio' as const, id: row.id })),
      ],
    }),
    /** POST /api/schedadettaglio/changeposition/{id} with oldIndex, newIndex. A reorder: silent. */
    changePositionDettaglio: build.mutation<
      OpResult<'schedadettaglio_changePosition'>,
      { id: Id } & OpBody<'schedadettaglio_changePosition'>
    >({
      query: ({ id, oldIndex, newIndex }) => ({
        url: apiPath('/api/schedadettaglio/changeposition/{id}', { id }),
        method: 'POST',
        body: { oldIndex, newIndex },
      }),
      invalidatesTags: [DETTAGLIO_LIST, { type: 'SchedaGruppo', id: 'LIST' }],
      extraOptions: { silent: true },
    }),
    /** DELETE /api/schedadettaglio/deletebyposition/{id}/{position}. */
    deleteDettaglioByPosition: build.mutation<
      OpResult<'schedadettaglio_deleteByPosition'>,
      { id: Id; position: number }
    >({
      query: ({ id, position }) => ({
        url: apiPath('/api/schedadettaglio/deletebyposition/{id}/{position}', { id, position }),
        method: 'DELETE',
      }),
      invalidatesTags: [DETTAGLIO_LIST, { type: 'SchedaGruppo', id: 'LIST' }],
    }),
    /** PUT /api/schedadettaglio/removemetodologiabyid/{id}/{metodologiaId}: answers the group. */
    removeMetodologiaById: build.mutation<
      OpResult<'schedadettaglio_removeMetodologiaById'>,
      { id: Id; metodologiaId: Id }
    >({
      query: ({ id, metodologiaId }) => ({
        url: apiPath('/api/schedadettaglio/removemetodologiabyid/{id}/{metodologiaId}', {
          id,
          metodologiaId,
        }),
        method: 'PUT',
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'SchedaDettaglio', id },
        DETTAGLIO_LIST,
        { type: 'SchedaGruppo', id: 'LIST' },
      ],
    }),
  }),
})

export const {
  useSchedadettaglioListQuery,
  useSchedadettaglioGetQuery,
  useSchedadettaglioCreateMutation,
  useSchedadettaglioUpdateMutation,
  useSchedadettaglioRemoveMutation,
  useSchedadettaglioSlimListQuery,
  useSchedadettaglioSlimGetQuery,
  useDettagliBySchedaGruppoQuery,
  useChangePositionDettaglioMutation,
  useDeleteDettaglioByPositionMutation,
  useRemoveMetodologiaByIdMutation,
} = schedadettaglioApi
