import { apiPath, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi } from '@/api/crud'

const TENANT_LIST = { type: 'Tenant', id: 'LIST' } as const

export const tenantApi = createCrudApi('tenant').injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/tenant/disattivaTenant with tenantId. */
    disattivaTenant: build.mutation<OpResult<'tenant_disattiva'>, OpBody<'tenant_disattiva'>>({
      query: (body) => ({ url: apiPath('/api/tenant/disattivaTenant'), method: 'POST', body }),
      invalidatesTags: [TENANT_LIST],
    }),
    /** POST /api/tenant/attivaTenant with tenantId, dataScadenza. */
    attivaTenant: build.mutation<OpResult<'tenant_attiva'>, OpBody<'tenant_attiva'>>({
      query: (body) => ({ url: apiPath('/api/tenant/attivaTenant'), method: 'POST', body }),
      invalidatesTags: [TENANT_LIST],
      extraOptions: { formErrors: true },
    }),
    /** POST /api/tenant/modificaDataScadenzaTenant with tenantId, dataScadenza. */
    modificaDataScadenzaTenant: build.mutation<
      OpResult<'tenant_modificaDataScadenza'>,
      OpBody<'tenant_modificaDataScadenza'>
    >({
      query: (body) => ({
        url: apiPath('/api/tenant/modificaDataScadenzaTenant'),
        method: 'POST',
        body,
      }),
      invalidatesTags: [TENANT_LIST],
      extraOptions: { formErrors: true },
    }),
  }),
})

export const {
  useTenantListQuery,
  useDisattivaTenantMutation,
  useAttivaTenantMutation,
  useModificaDataScadenzaTenantMutation,
} = tenantApi
