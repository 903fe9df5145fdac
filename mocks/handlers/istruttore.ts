/** Instructors: profile pictures (same rules as clients). Age is computed in lib/present. */
import type { ImplMap } from '../lib/dispatch'
import { removePicture, uploadPicture } from './cliente'

export const istruttoreImpls: ImplMap = {
  istruttore_uploadPicture: uploadPicture('istruttore'),
  istruttore_removePicture: removePicture('istruttore'),
}
