import { baseApi } from '@/api/base-api'
import { apiPath, type OpResult } from '@/api/contract'

/** Analisi Dati (admin only). */
export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/analytics/: the figures of the dashboard of analyses. */
    analytics: build.query<OpResult<'analytics_get'>, void>({
      query: () => apiPath('/api/analytics/'),
      providesTags: ['Analytics'],
    }),
    /** GET /api/analytics/export: the same figures as CSV text, for a download. */
    analyticsCsv: build.query<string, void>({
      query: () => ({ url: apiPath('/api/analytics/export'), responseHandler: 'text' }),
      providesTags: ['Analytics'],
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useAnalyticsQuery, useLazyAnalyticsCsvQuery } = analyticsApi

export type Analytics = OpResult<'analytics_get'>
