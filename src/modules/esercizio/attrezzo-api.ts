import { request, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi } from '@/api/crud'

export const attrezzoApi = createCrudApi('attrezzo').injectEndpoints({
  endpoints: (build) => ({
    /**
     * `attrezzo_filterByIdEsercizi` with idEsercizi: the equipment used by those
     * exercises. A read, so no success toast.
     */
    attrezzoFilterByIdEsercizi: build.query<
      OpResult<'attrezzo_filterByIdEsercizi'>,
      OpBody<'attrezzo_filterByIdEsercizi'>
    >({
      query: (body) => request('attrezzo_filterByIdEsercizi', { body }),
      providesTags: [{ type: 'Attrezzo', id: 'LIST' }],
    }),
  }),
})

export const {
  useAttrezzoListQuery,
  useAttrezzoCreateMutation,
  useAttrezzoFilterByIdEserciziQuery,
} = attrezzoApi
