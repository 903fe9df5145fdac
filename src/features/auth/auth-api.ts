/**
 * Authentication calls: login, logout's token invalidation, password reset. The token refresh is
 * the base query's (one refresh for many expired calls, see src/api/base-query.ts), so it has no
 * endpoint of its own here.
 */
import { baseApi } from '@/api/base-api'
import { request, type OpBody, type OpResult } from '@/api/contract'

export const authenticationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `auth_login`; a failure toasts "Autenticazione fallita, riprovare" (base query). */
    authLogin: build.mutation<OpResult<'auth_login'>, OpBody<'auth_login'>>({
      query: (body) => request('auth_login', { body }),
    }),
    /** `auth_invalidateToken`: the refresh token's session ends on the server too. */
    authInvalidateToken: build.mutation<OpResult<'auth_invalidateToken'>, string>({
      query: (refreshToken) =>
        request('auth_invalidateToken', { body: { refresh_token: refreshToken } }),
      extraOptions: { bestEffort: true },
    }),
    /** `auth_requireResetPassword`: sends the reset email. */
    authRequireResetPassword: build.mutation<OpResult<'auth_requireResetPassword'>, string>({
      query: (email) => request('auth_requireResetPassword', { path: { email } }),
      extraOptions: { formErrors: true },
    }),
    /**
     * `auth_resetPassword` with password and confirm_password. No success
     * toast: the login page it leads to says that the password changed.
     */
    authResetPassword: build.mutation<
      OpResult<'auth_resetPassword'>,
      { resetToken: string; body: OpBody<'auth_resetPassword'> }
    >({
      query: ({ resetToken, body }) =>
        request('auth_resetPassword', { path: { resetToken }, body }),
      extraOptions: { formErrors: true },
    }),
  }),
})

export const {
  useAuthLoginMutation,
  useAuthInvalidateTokenMutation,
  useAuthRequireResetPasswordMutation,
  useAuthResetPasswordMutation,
} = authenticationApi
