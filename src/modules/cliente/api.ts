import { apiPath, type OpBody, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'
import { formData } from '@/api/multipart'

export const clienteApi = createCrudApi('cliente').injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/cliente/uploadpicture/ as multipart (profilePicture, id); the answer holds foto.
     * The 5 MB rule is checked before calling (nothing is sent over the limit).
     */
    uploadClientePicture: build.mutation<OpResult<'cliente_uploadPicture'>, { id: Id; file: Blob }>(
      {
        query: ({ id, file }) => ({
          url: apiPath('/api/cliente/uploadpicture/'),
          method: 'POST',
          body: formData({ profilePicture: file, id }),
        }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Cliente', id },
          { type: 'Cliente', id: 'LIST' },
        ],
      },
    ),
    /** POST /api/cliente/removepicture/ with id. */
    removeClientePicture: build.mutation<OpResult<'cliente_removePicture'>, Id>({
      query: (id) => ({
        url: apiPath('/api/cliente/removepicture/'),
        method: 'POST',
        body: { id } satisfies OpBody<'cliente_removePicture'>,
      }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Cliente', id },
        { type: 'Cliente', id: 'LIST' },
      ],
    }),
    /** POST /api/cliente/acceptGdpr with clienteId; answers the client. */
    acceptGdpr: build.mutation<OpResult<'cliente_acceptGdpr'>, Id>({
      query: (clienteId) => ({
        url: apiPath('/api/cliente/acceptGdpr'),
        method: 'POST',
        body: { clienteId } satisfies OpBody<'cliente_acceptGdpr'>,
      }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Cliente', id },
        { type: 'Cliente', id: 'LIST' },
      ],
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
  useUploadClientePictureMutation,
  useRemoveClientePictureMutation,
  useAcceptGdprMutation,
} = clienteApi
