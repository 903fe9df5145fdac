import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { apiPath, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, listQueryParams, type Id, type ListArgs } from '@/api/crud'
import { resources } from '@/api/resources'
import { notify } from '@/features/feedback/feedback'

const SCHEDA_LIST = { type: 'Scheda', id: 'LIST' } as const
const LIBRERIA_LIST = { type: 'Libreria', id: 'LIST' } as const

type TemplateResult = OpResult<'scheda_createFromTemplate'>

/**
 * Template creation answers 200 with success false and the reason in `error` (SPEC section 8):
 * that is a failure for the caller and its reason is shown as an error toast.
 */
function templateOutcome(result: {
  data?: unknown
  error?: FetchBaseQueryError
}): { data: TemplateResult } | { error: FetchBaseQueryError } {
  if (result.error) return { error: result.error }
  const data = result.data as TemplateResult
  if (!data.success) {
    const reason = data.error ?? ''
    if (reason) notify.error(reason)
    return { error: { status: 'CUSTOM_ERROR', error: reason, data } }
  }
  notify.success()
  return { data }
}

export const schedaApi = createCrudApi('scheda').injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/scheda/old/: earlier sheets (a client's history). */
    schedeOld: build.query<OpResult<'scheda_old'>, ListArgs>({
      query: (params) => ({
        url: apiPath('/api/scheda/old/'),
        params: listQueryParams(resources.scheda, params),
      }),
      providesTags: [SCHEDA_LIST],
    }),
    /** POST /api/scheda/duplicascheda with id, optional nome and clienteId: answers the copy. */
    duplicaScheda: build.mutation<OpResult<'scheda_duplica'>, OpBody<'scheda_duplica'>>({
      query: (body) => ({ url: apiPath('/api/scheda/duplicascheda'), method: 'POST', body }),
      invalidatesTags: [SCHEDA_LIST, LIBRERIA_LIST],
    }),
    /**
     * POST /api/scheda/createschedafromtemplate with id, schedaId. Answers success, id, error;
     * success false is returned as an error (CUSTOM_ERROR with the answer as data) and toasted.
     */
    createSchedaFromTemplate: build.mutation<TemplateResult, OpBody<'scheda_createFromTemplate'>>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        return templateOutcome(
          await baseQuery({
            url: apiPath('/api/scheda/createschedafromtemplate'),
            method: 'POST',
            body,
          }),
        )
      },
      invalidatesTags: (_result, error) => (error ? [] : [SCHEDA_LIST, LIBRERIA_LIST]),
      extraOptions: { silent: true },
    }),
    /** POST /api/scheda/createtemplatefromscheda with id, nome; same answer as above. */
    createTemplateFromScheda: build.mutation<
      OpResult<'scheda_createTemplateFromScheda'>,
      OpBody<'scheda_createTemplateFromScheda'>
    >({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        return templateOutcome(
          await baseQuery({
            url: apiPath('/api/scheda/createtemplatefromscheda'),
            method: 'POST',
            body,
          }),
        )
      },
      invalidatesTags: (_result, error) => (error ? [] : [SCHEDA_LIST, LIBRERIA_LIST]),
      extraOptions: { silent: true },
    }),
    /**
     * GET /api/schedaprintscheda/{id}: the printable PDF, as an object URL the page can open
     * (the call needs the bearer token, so the browser cannot open the API address itself).
     */
    schedaPrintUrl: build.query<string, Id>({
      query: (id) => ({
        url: apiPath('/api/schedaprintscheda/{id}', { id }),
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      keepUnusedDataFor: 0,
    }),
  }),
})

export const {
  useSchedaListQuery,
  useSchedaGetQuery,
  useLazySchedaGetQuery,
  useSchedaCreateMutation,
  useSchedaUpdateMutation,
  useSchedaRemoveMutation,
  useSchedaSlimListQuery,
  useSchedaSlimGetQuery,
  useSchedeOldQuery,
  useDuplicaSchedaMutation,
  useCreateSchedaFromTemplateMutation,
  useCreateTemplateFromSchedaMutation,
  useLazySchedaPrintUrlQuery,
} = schedaApi
