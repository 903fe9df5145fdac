import { apiPath, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'

/** Folder/exercise links change both lists. */
const LINK_TAGS = [
  { type: 'Cartella', id: 'LIST' },
  { type: 'Esercizio', id: 'LIST' },
] as const

export const cartellaApi = createCrudApi('cartella').injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/cartella-associateesercizi with idCartelle, idEsercizio. */
    associateEsercizi: build.mutation<
      OpResult<'cartella_associateEsercizi'>,
      OpBody<'cartella_associateEsercizi'>
    >({
      query: (body) => ({ url: apiPath('/api/cartella-associateesercizi'), method: 'POST', body }),
      invalidatesTags: (_result, _error, { idEsercizio, idCartelle }) => [
        ...LINK_TAGS,
        { type: 'Esercizio', id: idEsercizio },
        ...idCartelle.map((id) => ({ type: 'Cartella' as const, id })),
      ],
    }),
    /** POST /api/cartella-disassociateesercizi with idCartella, idEsercizio. */
    disassociateEsercizi: build.mutation<
      OpResult<'cartella_disassociateEsercizi'>,
      OpBody<'cartella_disassociateEsercizi'>
    >({
      query: (body) => ({
        url: apiPath('/api/cartella-disassociateesercizi'),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { idEsercizio, idCartella }) => [
        ...LINK_TAGS,
        { type: 'Esercizio', id: idEsercizio },
        { type: 'Cartella', id: idCartella },
      ],
    }),
    /** POST /api/cartella-duplica/{id}: answers the copy. */
    duplicaCartella: build.mutation<OpResult<'cartella_duplica'>, Id>({
      query: (id) => ({ url: apiPath('/api/cartella-duplica/{id}', { id }), method: 'POST' }),
      invalidatesTags: [{ type: 'Cartella', id: 'LIST' }],
    }),
  }),
})

export const {
  useCartellaListQuery,
  useCartellaGetQuery,
  useCartellaCreateMutation,
  useCartellaUpdateMutation,
  useCartellaRemoveMutation,
  useCartellaSlimListQuery,
  useAssociateEserciziMutation,
  useDisassociateEserciziMutation,
  useDuplicaCartellaMutation,
} = cartellaApi
