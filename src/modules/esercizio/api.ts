import { apiPath, type OpResult } from '@/api/contract'
import { createCrudApi, listQueryParams, type Id, type ListArgs } from '@/api/crud'
import { formData } from '@/api/multipart'
import { resources } from '@/api/resources'
import type { components } from '@/api/schema.gen'

/** Kind of an exercise's attached file. */
export type EsercizioFileType = components['schemas']['EsercizioFileUpload']['fileType']

export const esercizioApi = createCrudApi('esercizio').injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/esercizio/nonassociato/{clienteId}: exercises the client has no maximum for. */
    eserciziNonAssociati: build.query<
      OpResult<'esercizio_nonAssociato'>,
      { clienteId: Id; params?: ListArgs }
    >({
      query: ({ clienteId, params }) => ({
        url: apiPath('/api/esercizio/nonassociato/{clienteId}', { clienteId }),
        params: listQueryParams(resources.esercizio, params),
      }),
      providesTags: [{ type: 'Esercizio', id: 'LIST' }],
    }),
    /** POST /api/eserciziofile/{id} as multipart (file, fileType); answers the exercise. */
    uploadEsercizioFile: build.mutation<
      OpResult<'esercizioFile_upload'>,
      { id: Id; file: Blob; fileType: EsercizioFileType }
    >({
      query: ({ id, file, fileType }) => ({
        url: apiPath('/api/eserciziofile/{id}', { id }),
        method: 'POST',
        body: formData({ file, fileType }),
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Esercizio', id }],
    }),
    /** DELETE /api/eserciziofile/{id}/{fileType}/{fileNumber}. */
    removeEsercizioFile: build.mutation<
      OpResult<'esercizioFile_remove'>,
      { id: Id; fileType: EsercizioFileType; fileNumber: number }
    >({
      query: ({ id, fileType, fileNumber }) => ({
        url: apiPath('/api/eserciziofile/{id}/{fileType}/{fileNumber}', {
          id,
          fileType,
          fileNumber,
        }),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Esercizio', id }],
    }),
  }),
})

export const {
  useEsercizioListQuery,
  useLazyEsercizioListQuery,
  useEsercizioGetQuery,
  useEsercizioCreateMutation,
  useEsercizioUpdateMutation,
  useEsercizioRemoveMutation,
  useEsercizioSlimListQuery,
  useEsercizioSlimGetQuery,
  useEserciziNonAssociatiQuery,
  useUploadEsercizioFileMutation,
  useRemoveEsercizioFileMutation,
} = esercizioApi
