/**
 * Saved progressions (the next block's rules by name): an optional resource of the contract. A
 * backend without it answers the list with an error (404): the dialogs then say so, and the rules
 * still apply to the one block being written.
 */
import { baseApi } from '@/api/base-api'
import { request, type OpBody, type OpResult } from '@/api/contract'

const LIST = { type: 'Progressione', id: 'LIST' } as const

export type Progressione = OpResult<'progressione_create'>

export const progressioneApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `progressione_list`: no toast on failure, the caller shows "not available" instead. */
    progressioneList: build.query<OpResult<'progressione_list'>, void>({
      query: () => request('progressione_list', {}),
      providesTags: [LIST],
      extraOptions: { bestEffort: true },
    }),
    /** `progressione_create`: a 422 (a name already used) goes back to the form's field. */
    progressioneCreate: build.mutation<Progressione, OpBody<'progressione_create'>>({
      query: (body) => request('progressione_create', { body }),
      invalidatesTags: [LIST],
      extraOptions: { formErrors: true },
    }),
  }),
})

export const { useProgressioneListQuery, useProgressioneCreateMutation } = progressioneApi
