/**
 * Authentication calls: login, logout's token invalidation, password reset. The token refresh is
 * the base query's (one refresh for many expired calls, see src/api/base-query.ts), so it has no
 * endpoint of its own here.
 */
import { baseApi } from '@/api/base-api'
import { apiPath, type OpBody, type OpResult } from '@/api/contract'
import { AUTH_PATHS } from '@/config/auth'

export const authenticationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/login_check; a failure toasts "Autenticazione fallita, riprovare" (base query). */
    login: build.mutation<OpResult<'auth_login'>, OpBody<'auth_login'>>({
      query: (body) => ({ url: AUTH_PATHS.login, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    /** POST /api/token/invalidate: the refresh token's session ends on the server too. */
    invalidateToken: build.mutation<OpResult<'auth_invalidateToken'>, string>({
      query: (refreshToken) => ({
        url: AUTH_PATHS.invalidate,
        method: 'POST',
        body: { refresh_token: refreshToken },
      }),
      extraOptions: { silent: true, bestEffort: true },
    }),
    /** GET /api/auth/require_reset_password/{email}: sends the reset email. */
    requireResetPassword: build.mutation<OpResult<'auth_requireResetPassword'>, string>({
      query: (email) => apiPath('/api/auth/require_reset_password/{email}', { email }),
      extraOptions: { formErrors: true },
    }),
    /**
     * POST /api/auth/reset_password/{resetToken} with password and confirm_password. No success
     * toast: the login page it leads to says that the password changed.
     */
    resetPassword: build.mutation<
      OpResult<'auth_resetPassword'>,
      { resetToken: string; body: OpBody<'auth_resetPassword'> }
    >({
      query: ({ resetToken, body }) => ({
        url: apiPath('/api/auth/reset_password/{resetToken}', { resetToken }),
        method: 'POST',
        body,
      }),
      extraOptions: { formErrors: true, silent: true },
    }),
  }),
})

export const {
  useLoginMutation,
  useInvalidateTokenMutation,
  useRequireResetPasswordMutation,
  useResetPasswordMutation,
} = authenticationApi
