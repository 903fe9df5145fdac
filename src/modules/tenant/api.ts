import { request, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi } from '@/api/crud'

const TENANT_LIST = { type: 'Tenant', id: 'LIST' } as const

export const tenantApi = createCrudApi('tenant').injectEndpoints({
  endpoints: (build) => ({
    /** `tenant_disattiva` with tenantId. */
    tenantDisattiva: build.mutation<OpResult<'tenant_disattiva'>, OpBody<'tenant_disattiva'>>({
      query: (body) => request('tenant_disattiva', { body }),
      invalidatesTags: [TENANT_LIST],
      extraOptions: { successToast: true },
    }),
    /** `tenant_attiva` with tenantId, dataScadenza. */
    tenantAttiva: build.mutation<OpResult<'tenant_attiva'>, OpBody<'tenant_attiva'>>({
      query: (body) => request('tenant_attiva', { body }),
      invalidatesTags: [TENANT_LIST],
      extraOptions: { formErrors: true, successToast: true },
    }),
    /** `tenant_modificaDataScadenza` with tenantId, dataScadenza. */
    tenantModificaDataScadenza: build.mutation<
      OpResult<'tenant_modificaDataScadenza'>,
      OpBody<'tenant_modificaDataScadenza'>
    >({
      query: (body) => request('tenant_modificaDataScadenza', { body }),
      invalidatesTags: [TENANT_LIST],
      extraOptions: { formErrors: true, successToast: true },
    }),
  }),
})

export const {
  useTenantListQuery,
  useTenantDisattivaMutation,
  useTenantAttivaMutation,
  useTenantModificaDataScadenzaMutation,
} = tenantApi
