import type { components } from '@/api/schema.gen'
import { baseApi } from '@/api/base-api'
import { refreshSession } from '@/api/base-query'

type SuccessResult = components['schemas']['SuccessResult']

/**
 * The welcome flag (utente_updateShowWelcomeMessage). The token carries it, so the tokens are
 * refreshed afterwards: after a reload the dialog no longer opens by itself. Silent.
 */
export const welcomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateShowWelcomeMessage: build.mutation<SuccessResult, boolean>({
      async queryFn(showWelcomeMessage, api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: '/api/utente/updateshowwelcomemessage',
          method: 'POST',
          body: { showWelcomeMessage },
        })
        if (result.error) return { error: result.error }
        await refreshSession(api)
        return { data: result.data as SuccessResult }
      },
      extraOptions: { silent: true },
    }),
  }),
})

export const { useUpdateShowWelcomeMessageMutation } = welcomeApi
