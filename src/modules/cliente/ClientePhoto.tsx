import { memo } from 'react'
import { PhotoUpload } from '@/components/PhotoUpload'
import { it } from '@/i18n/it'
import { useClienteRemovePictureMutation, useClienteUploadPictureMutation } from './api'
import type { Cliente } from './cliente-form'

/** The client's profile picture: upload/remove once the client exists. */
export const ClientePhoto = memo(function ClientePhoto({ cliente }: { cliente?: Cliente }) {
  const [upload] = useClienteUploadPictureMutation()
  const [remove] = useClienteRemovePictureMutation()
  return (
    <PhotoUpload
      foto={cliente?.foto}
      nome={cliente?.nome}
      cognome={cliente?.cognome}
      disabledReason={cliente ? undefined : it.cliente.fotoDopoSalvataggio}
      onUpload={(file) =>
        cliente ? upload({ id: cliente.id, file }).unwrap() : Promise.reject(new Error())
      }
      onRemove={() => (cliente ? remove(cliente.id).unwrap() : Promise.reject(new Error()))}
    />
  )
})
