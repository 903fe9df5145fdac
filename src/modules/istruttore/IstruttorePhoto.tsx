import { PhotoUpload } from '@/components/PhotoUpload'
import { it } from '@/i18n/it'
import { useIstruttoreRemovePictureMutation, useIstruttoreUploadPictureMutation } from './api'
import type { Istruttore } from './istruttore-form'

/** The instructor's profile picture: upload/remove once the instructor exists. */
export function IstruttorePhoto({ istruttore }: { istruttore?: Istruttore }) {
  const [upload] = useIstruttoreUploadPictureMutation()
  const [remove] = useIstruttoreRemovePictureMutation()
  return (
    <PhotoUpload
      foto={istruttore?.foto}
      nome={istruttore?.nome}
      cognome={istruttore?.cognome}
      disabledReason={istruttore ? undefined : it.istruttore.fotoDopoSalvataggio}
      onUpload={(file) =>
        istruttore ? upload({ id: istruttore.id, file }).unwrap() : Promise.reject(new Error())
      }
      onRemove={() => (istruttore ? remove(istruttore.id).unwrap() : Promise.reject(new Error()))}
    />
  )
}
