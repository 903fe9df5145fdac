import { apiPath, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'
import { notify } from '@/components/feedback'

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
    /**
     * Several exercises into one folder: one POST /api/cartella-associateesercizi per exercise
     * (the call takes one exercise), in order, stopping at the first failure (its error toast
     * shows); one success toast for all.
     */
    associaEserciziCartella: build.mutation<
      { aggiunti: number },
      { idCartella: Id; idEsercizi: readonly Id[] }
    >({
      async queryFn({ idCartella, idEsercizi }, _api, _extra, baseQuery) {
        for (const idEsercizio of idEsercizi) {
          const result = await baseQuery({
            url: apiPath('/api/cartella-associateesercizi'),
            method: 'POST',
            body: { idCartelle: [idCartella], idEsercizio },
          })
          if (result.error) return { error: result.error }
        }
        notify.success()
        return { data: { aggiunti: idEsercizi.length } }
      },
      extraOptions: { silent: true },
      invalidatesTags: (_result, _error, { idCartella, idEsercizi }) => [
        ...LINK_TAGS,
        { type: 'Cartella', id: idCartella },
        ...idEsercizi.map((id) => ({ type: 'Esercizio' as const, id })),
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
  useAssociaEserciziCartellaMutation,
  useDisassociateEserciziMutation,
  useDuplicaCartellaMutation,
} = cartellaApi
