import type { components } from '@/api/schema.gen'
import { baseApi } from '@/api/base-api'
import { request } from '@/api/contract'
import { refreshSession } from '@/api/base-query'

type SuccessResult = components['schemas']['SuccessResult']

/**
 * The welcome flag (utente_updateShowWelcomeMessage). The token carries it, so the tokens are
 * refreshed afterwards: after a reload the dialog no longer opens by itself. Silent.
 */
export const welcomeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    utenteUpdateShowWelcomeMessage: build.mutation<SuccessResult, boolean>({
      async queryFn(showWelcomeMessage, api, _extraOptions, baseQuery) {
        const result = await baseQuery(
          request('utente_updateShowWelcomeMessage', {
            body: { showWelcomeMessage },
          }),
        )
        if (result.error) return { error: result.error }
        await refreshSession(api)
        return { data: result.data as SuccessResult }
      },
    }),
  }),
})

export const { useUtenteUpdateShowWelcomeMessageMutation } = welcomeApi
