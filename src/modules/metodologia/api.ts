import { request, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, listQueryParams, type Id } from '@/api/crud'
import { resources } from '@/api/resources'
import { PAGE_SIZE_ALL } from '@/config/constants'
import type { ListParams } from '@/components/list-params'

const METODOLOGIA_LIST = { type: 'Metodologia', id: 'LIST' } as const

/**
 * What `metodologiaSearch` takes: the text (matched in codice or descrizione, case-insensitive)
 * and, optionally, a page and a sort. Without a page size every match comes back.
 */
export type MetodologiaSearchArgs = { search?: string } & Partial<
  Pick<ListParams, 'page' | 'pageSize' | 'sortBy' | 'sortDesc'>
>

/**
 * Methodologies. The list takes the contract's `roleFilter` option: non-admins then see only the
 * methodologies that are not drafts (SPEC section 6), e.g. useMetodologiaListQuery({ roleFilter: true }).
 * The fake backend hides drafts from non-admins in every call anyway (403 on a draft's id).
 */
export const metodologiaApi = createCrudApi('metodologia').injectEndpoints({
  endpoints: (build) => ({
    /**
     * `metodologia_search`: the methodologies whose codice or descrizione contains
     * `search`, sorted by codice then id, drafts for admins only (the server decides). Serves the
     * methodology pickers (`useMetodologiaSearchQuery({ search })`: every match) and the search of
     * the Metodologie list (with a page and a sort).
     */
    metodologiaSearch: build.query<OpResult<'metodologia_search'>, MetodologiaSearchArgs | void>({
      query: (args) => {
        const { search = '', ...paging } = args ?? {}
        const params = listQueryParams(resources.metodologia, {
          ...paging,
          pageSize: paging.pageSize ?? PAGE_SIZE_ALL,
        })
        return request('metodologia_search', { params: { ...params, search } })
      },
      providesTags: [METODOLOGIA_LIST],
    }),
    /** `metodologia_duplica`: answers the copy. */
    metodologiaDuplica: build.mutation<OpResult<'metodologia_duplica'>, Id>({
      query: (id) => request('metodologia_duplica', { path: { id } }),
      invalidatesTags: [METODOLOGIA_LIST],
      extraOptions: { successToast: true },
    }),
    /**
     * `metodologia_custom` with a methodology: a trainer's own, usable at once (never a
     * draft nor a default). Prefer the ready-made MetodologiaCustomDialog.
     */
    metodologiaCustom: build.mutation<OpResult<'metodologia_custom'>, OpBody<'metodologia_custom'>>(
      {
        query: (body) => request('metodologia_custom', { body }),
        invalidatesTags: [METODOLOGIA_LIST],
        extraOptions: { formErrors: true, successToast: true },
      },
    ),
  }),
})

export const {
  useMetodologiaListQuery,
  useLazyMetodologiaListQuery,
  useMetodologiaGetQuery,
  useMetodologiaCreateMutation,
  useMetodologiaUpdateMutation,
  useMetodologiaRemoveMutation,
  useMetodologiaSearchQuery,
  useLazyMetodologiaSearchQuery,
  useMetodologiaDuplicaMutation,
  useMetodologiaCustomMutation,
} = metodologiaApi
export * from './metodometodologia-api'
export * from './tipometodologia-api'
