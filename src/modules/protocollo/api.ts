import { apiPath, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'

const PROTOCOLLO_LIST = { type: 'Protocollo', id: 'LIST' } as const
/** Protocol/sheet links change the protocols and the library of templates. */
const LINK_TAGS = [PROTOCOLLO_LIST, { type: 'Libreria', id: 'LIST' }] as const

export const protocolloApi = createCrudApi('protocollo').injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/protocollo-duplica/{id}: answers the copy. */
    duplicaProtocollo: build.mutation<OpResult<'protocollo_duplica'>, Id>({
      query: (id) => ({ url: apiPath('/api/protocollo-duplica/{id}', { id }), method: 'POST' }),
      invalidatesTags: [PROTOCOLLO_LIST],
    }),
    /** POST /api/protocollo-associateschede with idProtocolli, ordine, idScheda. */
    associateSchede: build.mutation<
      OpResult<'protocollo_associateSchede'>,
      OpBody<'protocollo_associateSchede'>
    >({
      query: (body) => ({ url: apiPath('/api/protocollo-associateschede'), method: 'POST', body }),
      invalidatesTags: (_result, _error, { idProtocolli }) => [
        ...LINK_TAGS,
        ...idProtocolli.map((id) => ({ type: 'Protocollo' as const, id })),
      ],
    }),
    /** POST /api/protocollo-disassociateschede with idProtocollo, idScheda. */
    disassociateSchede: build.mutation<
      OpResult<'protocollo_disassociateSchede'>,
      OpBody<'protocollo_disassociateSchede'>
    >({
      query: (body) => ({
        url: apiPath('/api/protocollo-disassociateschede'),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { idProtocollo }) => [
        ...LINK_TAGS,
        { type: 'Protocollo', id: idProtocollo },
      ],
    }),
    /** POST /api/protocollo/changeposition/{id} with oldIndex, newIndex. A reorder: silent. */
    changePositionProtocollo: build.mutation<
      OpResult<'protocollo_changePosition'>,
      { id: Id } & OpBody<'protocollo_changePosition'>
    >({
      query: ({ id, oldIndex, newIndex }) => ({
        url: apiPath('/api/protocollo/changeposition/{id}', { id }),
        method: 'POST',
        body: { oldIndex, newIndex },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Protocollo', id }],
      extraOptions: { silent: true },
    }),
  }),
})

export const {
  useProtocolloListQuery,
  useProtocolloGetQuery,
  useProtocolloCreateMutation,
  useProtocolloUpdateMutation,
  useProtocolloRemoveMutation,
  useDuplicaProtocolloMutation,
  useAssociateSchedeMutation,
  useDisassociateSchedeMutation,
  useChangePositionProtocolloMutation,
} = protocolloApi
