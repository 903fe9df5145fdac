import type { components } from '@/api/schema.gen'
import { baseApi } from '@/api/base-api'
import { refreshSession } from '@/api/base-query'
import type { Preferenze } from '@/api/session-user'

type SuccessResult = components['schemas']['SuccessResult']

/**
 * Saving the preferences (auth_savePreferenze). The token carries them, so the tokens are refreshed
 * right after: the next token (and a reload, or another browser) has the new preferences. Silent.
 */
export const preferenzeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savePreferenze: build.mutation<SuccessResult, Preferenze>({
      async queryFn(preferenze, api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: '/api/auth/savepreferenze',
          method: 'POST',
          body: { preferenze },
        })
        if (result.error) return { error: result.error }
        await refreshSession(api)
        return { data: result.data as SuccessResult }
      },
      extraOptions: { silent: true },
    }),
  }),
})

export const { useSavePreferenzeMutation } = preferenzeApi
