import { request, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'

export const metodometodologiaApi = createCrudApi('metodometodologia').injectEndpoints({
  endpoints: (build) => ({
    /** `metodometodologia_duplica`: answers the copy. */
    metodometodologiaDuplica: build.mutation<OpResult<'metodometodologia_duplica'>, Id>({
      query: (id) => request('metodometodologia_duplica', { path: { id } }),
      invalidatesTags: [{ type: 'MetodoMetodologia', id: 'LIST' }],
      extraOptions: { successToast: true },
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
  useMetodometodologiaDuplicaMutation,
} = metodometodologiaApi
