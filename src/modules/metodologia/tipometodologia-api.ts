import { request, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'

export const tipometodologiaApi = createCrudApi('tipometodologia').injectEndpoints({
  endpoints: (build) => ({
    /** `tipometodologia_duplica`: answers the copy. */
    tipometodologiaDuplica: build.mutation<OpResult<'tipometodologia_duplica'>, Id>({
      query: (id) => request('tipometodologia_duplica', { path: { id } }),
      invalidatesTags: [{ type: 'TipoMetodologia', id: 'LIST' }],
      extraOptions: { successToast: true },
    }),
  }),
})

export const {
  useTipometodologiaListQuery,
  useTipometodologiaGetQuery,
  useTipometodologiaCreateMutation,
  useTipometodologiaUpdateMutation,
  useTipometodologiaRemoveMutation,
  useTipometodologiaSlimListQuery,
  useTipometodologiaSlimGetQuery,
  useTipometodologiaDuplicaMutation,
} = tipometodologiaApi
