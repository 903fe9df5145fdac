import { request, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'
import { notify } from '@/components/feedback'

/** Folder/exercise links change both lists. */
const LINK_TAGS = [
  { type: 'Cartella', id: 'LIST' },
  { type: 'Esercizio', id: 'LIST' },
] as const

export const cartellaApi = createCrudApi('cartella').injectEndpoints({
  endpoints: (build) => ({
    /** `cartella_associateEsercizi` with idCartelle, idEsercizio. */
    cartellaAssociateEsercizi: build.mutation<
      OpResult<'cartella_associateEsercizi'>,
      OpBody<'cartella_associateEsercizi'>
    >({
      query: (body) => request('cartella_associateEsercizi', { body }),
      invalidatesTags: (_result, _error, { idEsercizio, idCartelle }) => [
        ...LINK_TAGS,
        { type: 'Esercizio', id: idEsercizio },
        ...idCartelle.map((id) => ({ type: 'Cartella' as const, id })),
      ],
      extraOptions: { successToast: true },
    }),
    /**
     * Several exercises into one folder: one `cartella_associateEsercizi` per exercise
     * (the call takes one exercise), in order, stopping at the first failure (its error toast
     * shows); one success toast for all.
     */
    cartellaAggiungiEsercizi: build.mutation<
      { aggiunti: number },
      { idCartella: Id; idEsercizi: readonly Id[] }
    >({
      async queryFn({ idCartella, idEsercizi }, _api, _extra, baseQuery) {
        for (const idEsercizio of idEsercizi) {
          const result = await baseQuery(
            request('cartella_associateEsercizi', {
              body: { idCartelle: [idCartella], idEsercizio },
            }),
          )
          if (result.error) return { error: result.error }
        }
        notify.success()
        return { data: { aggiunti: idEsercizi.length } }
      },
      invalidatesTags: (_result, _error, { idCartella, idEsercizi }) => [
        ...LINK_TAGS,
        { type: 'Cartella', id: idCartella },
        ...idEsercizi.map((id) => ({ type: 'Esercizio' as const, id })),
      ],
    }),
    /** `cartella_disassociateEsercizi` with idCartella, idEsercizio. */
    cartellaDisassociateEsercizi: build.mutation<
      OpResult<'cartella_disassociateEsercizi'>,
      OpBody<'cartella_disassociateEsercizi'>
    >({
      query: (body) => request('cartella_disassociateEsercizi', { body }),
      invalidatesTags: (_result, _error, { idEsercizio, idCartella }) => [
        ...LINK_TAGS,
        { type: 'Esercizio', id: idEsercizio },
        { type: 'Cartella', id: idCartella },
      ],
      extraOptions: { successToast: true },
    }),
    /** `cartella_duplica`: answers the copy. */
    cartellaDuplica: build.mutation<OpResult<'cartella_duplica'>, Id>({
      query: (id) => request('cartella_duplica', { path: { id } }),
      invalidatesTags: [{ type: 'Cartella', id: 'LIST' }],
      extraOptions: { successToast: true },
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
  useCartellaAssociateEserciziMutation,
  useCartellaAggiungiEserciziMutation,
  useCartellaDisassociateEserciziMutation,
  useCartellaDuplicaMutation,
} = cartellaApi
