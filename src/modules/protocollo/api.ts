import { request, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'

const PROTOCOLLO_LIST = { type: 'Protocollo', id: 'LIST' } as const
/** Protocol/sheet links change the protocols and the library of templates. */
const LINK_TAGS = [PROTOCOLLO_LIST, { type: 'Libreria', id: 'LIST' }] as const

export const protocolloApi = createCrudApi('protocollo').injectEndpoints({
  endpoints: (build) => ({
    /** `protocollo_duplica`: answers the copy. */
    protocolloDuplica: build.mutation<OpResult<'protocollo_duplica'>, Id>({
      query: (id) => request('protocollo_duplica', { path: { id } }),
      invalidatesTags: [PROTOCOLLO_LIST],
      extraOptions: { successToast: true },
    }),
    /** `protocollo_associateSchede` with idProtocolli, ordine, idScheda. */
    protocolloAssociateSchede: build.mutation<
      OpResult<'protocollo_associateSchede'>,
      OpBody<'protocollo_associateSchede'>
    >({
      query: (body) => request('protocollo_associateSchede', { body }),
      invalidatesTags: (_result, _error, { idProtocolli }) => [
        ...LINK_TAGS,
        ...idProtocolli.map((id) => ({ type: 'Protocollo' as const, id })),
      ],
      extraOptions: { successToast: true },
    }),
    /** `protocollo_disassociateSchede` with idProtocollo, idScheda. */
    protocolloDisassociateSchede: build.mutation<
      OpResult<'protocollo_disassociateSchede'>,
      OpBody<'protocollo_disassociateSchede'>
    >({
      query: (body) => request('protocollo_disassociateSchede', { body }),
      invalidatesTags: (_result, _error, { idProtocollo }) => [
        ...LINK_TAGS,
        { type: 'Protocollo', id: idProtocollo },
      ],
      extraOptions: { successToast: true },
    }),
    /**
     * `protocollo_assegna` with clienteId, dataInizio, settimane: the protocol's
     * sheets become the client's, in order, with consecutive dates, in one call (all or nothing);
     * the client's running sheets end the day before. Answers the new sheets and the ended ones.
     */
    protocolloAssegna: build.mutation<
      OpResult<'protocollo_assegna'>,
      { id: Id; body: OpBody<'protocollo_assegna'> }
    >({
      query: ({ id, body }) => request('protocollo_assegna', { path: { id }, body }),
      invalidatesTags: ['Scheda'],
      extraOptions: { formErrors: true, successToast: true },
    }),
    /** `protocollo_changePosition` with oldIndex, newIndex. A reorder: silent. */
    protocolloChangePosition: build.mutation<
      OpResult<'protocollo_changePosition'>,
      { id: Id } & OpBody<'protocollo_changePosition'>
    >({
      query: ({ id, oldIndex, newIndex }) =>
        request('protocollo_changePosition', { path: { id }, body: { oldIndex, newIndex } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Protocollo', id }],
    }),
  }),
})

export const {
  useProtocolloListQuery,
  useProtocolloGetQuery,
  useProtocolloCreateMutation,
  useProtocolloUpdateMutation,
  useProtocolloRemoveMutation,
  useProtocolloDuplicaMutation,
  useProtocolloAssociateSchedeMutation,
  useProtocolloDisassociateSchedeMutation,
  useProtocolloChangePositionMutation,
  useProtocolloAssegnaMutation,
} = protocolloApi
