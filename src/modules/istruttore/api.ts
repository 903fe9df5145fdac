import { request, type OpResult } from '@/api/contract'
import { createCrudApi, type Id } from '@/api/crud'
import { formData } from '@/api/multipart'

export const istruttoreApi = createCrudApi('istruttore').injectEndpoints({
  endpoints: (build) => ({
    /**
     * `istruttore_uploadPicture` as multipart (profilePicture, id); the answer holds foto.
     * The 5 MB rule is checked before calling (nothing is sent over the limit).
     */
    istruttoreUploadPicture: build.mutation<
      OpResult<'istruttore_uploadPicture'>,
      { id: Id; file: Blob }
    >({
      query: ({ id, file }) =>
        request('istruttore_uploadPicture', { body: formData({ profilePicture: file, id }) }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Istruttore', id },
        { type: 'Istruttore', id: 'LIST' },
      ],
      extraOptions: { successToast: true },
    }),
    /** `istruttore_removePicture` with id. */
    istruttoreRemovePicture: build.mutation<OpResult<'istruttore_removePicture'>, Id>({
      query: (id) =>
        request('istruttore_removePicture', {
          body: { id },
        }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Istruttore', id },
        { type: 'Istruttore', id: 'LIST' },
      ],
      extraOptions: { successToast: true },
    }),
  }),
})

export const {
  useIstruttoreListQuery,
  useLazyIstruttoreListQuery,
  useIstruttoreGetQuery,
  useLazyIstruttoreGetQuery,
  useIstruttoreCreateMutation,
  useIstruttoreUpdateMutation,
  useIstruttoreRemoveMutation,
  useIstruttoreUploadPictureMutation,
  useIstruttoreRemovePictureMutation,
} = istruttoreApi
