import type { components } from '@/api/schema.gen'
import { baseApi } from '@/api/base-api'
import { request } from '@/api/contract'
import { refreshSession } from '@/api/base-query'
import type { Preferenze } from '@/api/session-user'

type SuccessResult = components['schemas']['SuccessResult']

/**
 * Saving the preferences (auth_savePreferenze). The token carries them, so the tokens are refreshed
 * right after: the next token (and a reload, or another browser) has the new preferences. Silent.
 */
export const preferenzeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    authSavePreferenze: build.mutation<SuccessResult, Preferenze>({
      async queryFn(preferenze, api, _extraOptions, baseQuery) {
        const result = await baseQuery(request('auth_savePreferenze', { body: { preferenze } }))
        if (result.error) return { error: result.error }
        await refreshSession(api)
        return { data: result.data as SuccessResult }
      },
    }),
  }),
})

export const { useAuthSavePreferenzeMutation } = preferenzeApi
