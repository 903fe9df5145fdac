import { useMemo } from 'react'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { request, type OpResult } from '@/api/contract'
import { createCrudApi, listQueryParams, type Id, type ListArgs } from '@/api/crud'
import { formData } from '@/api/multipart'
import { resources } from '@/api/resources'
import type { components } from '@/api/schema.gen'

/** An exercise with every field. */
export type Esercizio = components['schemas']['Esercizio']

/** Kind of an exercise's attached file. */
export type EsercizioFileType = components['schemas']['EsercizioFileUpload']['fileType']

export const esercizioApi = createCrudApi('esercizio').injectEndpoints({
  endpoints: (build) => ({
    /** `esercizio_nonAssociato`: exercises the client has no maximum for. */
    esercizioNonAssociato: build.query<
      OpResult<'esercizio_nonAssociato'>,
      { clienteId: Id; params?: ListArgs }
    >({
      query: ({ clienteId, params }) =>
        request('esercizio_nonAssociato', {
          path: { clienteId },
          params: listQueryParams(resources.esercizio, params),
        }),
      providesTags: [{ type: 'Esercizio', id: 'LIST' }],
    }),
    /** `esercizioFile_upload` as multipart (file, fileType); answers the exercise. */
    esercizioFileUpload: build.mutation<
      OpResult<'esercizioFile_upload'>,
      { id: Id; file: Blob; fileType: EsercizioFileType }
    >({
      query: ({ id, file, fileType }) =>
        request('esercizioFile_upload', { path: { id }, body: formData({ file, fileType }) }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Esercizio', id }],
      extraOptions: { successToast: true },
    }),
    esercizioFileRemove: build.mutation<
      OpResult<'esercizioFile_remove'>,
      { id: Id; fileType: EsercizioFileType; fileNumber: number }
    >({
      query: ({ id, fileType, fileNumber }) =>
        request('esercizioFile_remove', {
          path: {
            id,
            fileType,
            fileNumber,
          },
        }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Esercizio', id }],
      extraOptions: { successToast: true },
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
  useEsercizioNonAssociatoQuery,
  useEsercizioFileUploadMutation,
  useEsercizioFileRemoveMutation,
} = esercizioApi

/** The whole catalogue: what the sheet analyses read (muscles by role, joints, chains, pathologies). */
export const CATALOGO_ARGS = { page: 1, pageSize: PAGE_SIZE_ALL } as const

export interface Catalogo {
  /** Every exercise, with every field, in the server's order. */
  esercizi: readonly Esercizio[]
  /** The same exercises by id. */
  perId: ReadonlyMap<number, Esercizio>
  isLoading: boolean
  isError: boolean
}

const VUOTO: readonly Esercizio[] = []

/**
 * The whole exercise catalogue with every field: one Tutti call, cached for every user of it
 * (pathology warnings, the muscle-volume map, sheet comparison), never a call per detail.
 */
export function useCatalogoEsercizi(options?: { skip?: boolean }): Catalogo {
  const { data, isLoading, isError } = useEsercizioListQuery(CATALOGO_ARGS, options)
  const esercizi = data?.data ?? VUOTO
  const perId = useMemo(() => new Map(esercizi.map((e) => [e.id, e])), [esercizi])
  return { esercizi, perId, isLoading, isError }
}
export * from './attrezzo-api'
export * from './cartella-api'
