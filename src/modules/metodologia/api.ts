import { apiPath, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'

const METODOLOGIA_LIST = { type: 'Metodologia', id: 'LIST' } as const

/**
 * Methodologies. The list takes the contract's `roleFilter` option: non-admins then see only the
 * methodologies that are not drafts (SPEC section 6), e.g. useMetodologiaListQuery({ roleFilter: true }).
 */
export const metodologiaApi = createCrudApi('metodologia').injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/metodologia-search?search= */
    searchMetodologie: build.query<OpResult<'metodologia_search'>, string>({
      query: (search) => ({ url: apiPath('/api/metodologia-search'), params: { search } }),
      providesTags: [METODOLOGIA_LIST],
    }),
    /** POST /api/metodologia-duplica/{id}: answers the copy. */
    duplicaMetodologia: build.mutation<OpResult<'metodologia_duplica'>, Id>({
      query: (id) => ({ url: apiPath('/api/metodologia-duplica/{id}', { id }), method: 'POST' }),
      invalidatesTags: [METODOLOGIA_LIST],
    }),
    /** POST /api/metodologia-custom with a methodology: creates a custom one. */
    createMetodologiaCustom: build.mutation<
      OpResult<'metodologia_custom'>,
      OpBody<'metodologia_custom'>
    >({
      query: (body) => ({ url: apiPath('/api/metodologia-custom'), method: 'POST', body }),
      invalidatesTags: [METODOLOGIA_LIST],
      extraOptions: { formErrors: true },
    }),
  }),
})

export const {
  useMetodologiaListQuery,
  useLazyMetodologiaListQuery,
  useMetodologiaGetQuery,
  useMetodologiaCreateMutation,
  useMetodologiaUpdateMutation,
  useMetodologiaRemoveMutation,
  useSearchMetodologieQuery,
  useLazySearchMetodologieQuery,
  useDuplicaMetodologiaMutation,
  useCreateMetodologiaCustomMutation,
} = metodologiaApi
