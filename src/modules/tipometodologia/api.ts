import { apiPath, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'

export const tipometodologiaApi = createCrudApi('tipometodologia').injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/tipometodologia-duplica/{id}: answers the copy. */
    duplicaTipoMetodologia: build.mutation<OpResult<'tipometodologia_duplica'>, Id>({
      query: (id) => ({
        url: apiPath('/api/tipometodologia-duplica/{id}', { id }),
        method: 'POST',
      }),
      invalidatesTags: [{ type: 'TipoMetodologia', id: 'LIST' }],
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
  useDuplicaTipoMetodologiaMutation,
} = tipometodologiaApi
