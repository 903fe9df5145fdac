import { apiPath, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'

export const metodometodologiaApi = createCrudApi('metodometodologia').injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/metodometodologia-duplica/{id}: answers the copy. */
    duplicaMetodoMetodologia: build.mutation<OpResult<'metodometodologia_duplica'>, Id>({
      query: (id) => ({
        url: apiPath('/api/metodometodologia-duplica/{id}', { id }),
        method: 'POST',
      }),
      invalidatesTags: [{ type: 'MetodoMetodologia', id: 'LIST' }],
    }),
  }),
})

export const {
  useMetodometodologiaListQuery,
  useMetodometodologiaGetQuery,
  useMetodometodologiaCreateMutation,
  useMetodometodologiaUpdateMutation,
  useMetodometodologiaRemoveMutation,
  useMetodometodologiaSlimListQuery,
  useMetodometodologiaSlimGetQuery,
  useDuplicaMetodoMetodologiaMutation,
} = metodometodologiaApi
