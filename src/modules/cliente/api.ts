import { request, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'
import { formData } from '@/api/multipart'

export const clienteApi = createCrudApi('cliente').injectEndpoints({
  endpoints: (build) => ({
    /**
     * `cliente_uploadPicture` as multipart (profilePicture, id); the answer holds foto.
     * The 5 MB rule is checked before calling (nothing is sent over the limit).
     */
    clienteUploadPicture: build.mutation<OpResult<'cliente_uploadPicture'>, { id: Id; file: Blob }>(
      {
        query: ({ id, file }) =>
          request('cliente_uploadPicture', { body: formData({ profilePicture: file, id }) }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Cliente', id },
          { type: 'Cliente', id: 'LIST' },
        ],
        extraOptions: { successToast: true },
      },
    ),
    /** `cliente_removePicture` with id. */
    clienteRemovePicture: build.mutation<OpResult<'cliente_removePicture'>, Id>({
      query: (id) =>
        request('cliente_removePicture', {
          body: { id },
        }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Cliente', id },
        { type: 'Cliente', id: 'LIST' },
      ],
      extraOptions: { successToast: true },
    }),
    /** `cliente_acceptGdpr` with clienteId; answers the client. */
    clienteAcceptGdpr: build.mutation<OpResult<'cliente_acceptGdpr'>, Id>({
      query: (clienteId) =>
        request('cliente_acceptGdpr', {
          body: { clienteId },
        }),
      // The backend appends the acceptance to the consent register (gdpr-api.ts) too.
      invalidatesTags: (_result, _error, id) => [
        { type: 'Cliente', id },
        { type: 'Cliente', id: 'LIST' },
        { type: 'Gdpr', id },
        { type: 'Gdpr', id: 'LIST' },
      ],
      extraOptions: { successToast: true },
    }),
  }),
})

export const {
  useClienteListQuery,
  useLazyClienteListQuery,
  useClienteGetQuery,
  useClienteCreateMutation,
  useClienteUpdateMutation,
  useClienteRemoveMutation,
  useClienteUploadPictureMutation,
  useClienteRemovePictureMutation,
  useClienteAcceptGdprMutation,
} = clienteApi
export * from './massimale-api'
