import { baseApi } from '@/api/base-api'
import { request, type OpResult } from '@/api/contract'

/** Analisi Dati (admin only). */
export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `analytics_get`: the figures of the dashboard of analyses. */
    analyticsGet: build.query<OpResult<'analytics_get'>, void>({
      query: () => request('analytics_get'),
      providesTags: ['Analytics'],
    }),
    /** `analytics_export`: the same figures as CSV text, for a download. */
    analyticsExport: build.query<string, void>({
      query: () => ({ ...request('analytics_export'), responseHandler: 'text' }),
      providesTags: ['Analytics'],
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useAnalyticsGetQuery, useLazyAnalyticsExportQuery } = analyticsApi

export type Analytics = OpResult<'analytics_get'>
