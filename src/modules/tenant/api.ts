import { request, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi } from '@/api/crud'

const TENANT_LIST = { type: 'Tenant', id: 'LIST' } as const

export const tenantApi = createCrudApi('tenant').injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/tenant/disattivaTenant with tenantId. */
    tenantDisattiva: build.mutation<OpResult<'tenant_disattiva'>, OpBody<'tenant_disattiva'>>({
      query: (body) => request('tenant_disattiva', { body }),
      invalidatesTags: [TENANT_LIST],
    }),
    /** POST /api/tenant/attivaTenant with tenantId, dataScadenza. */
    tenantAttiva: build.mutation<OpResult<'tenant_attiva'>, OpBody<'tenant_attiva'>>({
      query: (body) => request('tenant_attiva', { body }),
      invalidatesTags: [TENANT_LIST],
      extraOptions: { formErrors: true },
    }),
    /** POST /api/tenant/modificaDataScadenzaTenant with tenantId, dataScadenza. */
    tenantModificaDataScadenza: build.mutation<
      OpResult<'tenant_modificaDataScadenza'>,
      OpBody<'tenant_modificaDataScadenza'>
    >({
      query: (body) => request('tenant_modificaDataScadenza', { body }),
      invalidatesTags: [TENANT_LIST],
      extraOptions: { formErrors: true },
    }),
  }),
})

export const {
  useTenantListQuery,
  useTenantDisattivaMutation,
  useTenantAttivaMutation,
  useTenantModificaDataScadenzaMutation,
} = tenantApi
