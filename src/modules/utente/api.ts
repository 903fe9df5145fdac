import { request, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi } from '@/api/crud'

export const utenteApi = createCrudApi('utente').injectEndpoints({
  endpoints: (build) => ({
    /** `utente_resetPasswordDaAdmin` (admin only). 422 errors go on the form's fields. */
    utenteResetPasswordDaAdmin: build.mutation<
      OpResult<'utente_resetPasswordDaAdmin'>,
      OpBody<'utente_resetPasswordDaAdmin'>
    >({
      query: (body) => request('utente_resetPasswordDaAdmin', { body }),
      extraOptions: { formErrors: true, successToast: true },
    }),
  }),
})

export const { useUtenteListQuery, useUtenteResetPasswordDaAdminMutation } = utenteApi
