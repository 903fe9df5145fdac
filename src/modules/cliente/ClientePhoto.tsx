import { memo, useEffect, useState } from 'react'
import { PhotoUpload } from '@/components/PhotoUpload'
import { it } from '@/i18n/it'
import { useClienteRemovePictureMutation, useClienteUploadPictureMutation } from './api'
import type { Cliente } from './cliente-form'

export interface ClientePhotoProps {
  /** The client; undefined for a new one (not saved yet). */
  cliente?: Cliente
  /**
   * A new client's picture, chosen before the first save: kept here and sent right after the
   * client is created (ClienteDetail).
   */
  onFotoInAttesa?: (file: File | null) => void
}

/**
 * The client's profile picture: uploaded and removed at once for a saved client; for a new one,
 * shown at once and sent after the first save.
 */
export const ClientePhoto = memo(function ClientePhoto({
  cliente,
  onFotoInAttesa,
}: ClientePhotoProps) {
  const [upload] = useClienteUploadPictureMutation()
  const [remove] = useClienteRemovePictureMutation()
  /** The preview of the picture waiting for the first save (an object URL of the file). */
  const [anteprima, setAnteprima] = useState<string | null>(null)
  useEffect(() => () => (anteprima ? URL.revokeObjectURL(anteprima) : undefined), [anteprima])

  if (!cliente) {
    return (
      <PhotoUpload
        foto={anteprima}
        suggerimento={it.cliente.fotoAlSalvataggio}
        onUpload={(file) => {
          // No preview where the browser cannot make one (the file is sent all the same).
          const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null
          setAnteprima(url)
          onFotoInAttesa?.(file)
          return Promise.resolve({ foto: url ?? '' })
        }}
        onRemove={() => {
          setAnteprima(null)
          onFotoInAttesa?.(null)
          return Promise.resolve()
        }}
      />
    )
  }
  return (
    <PhotoUpload
      foto={cliente.foto}
      nome={cliente.nome}
      cognome={cliente.cognome}
      onUpload={(file) => upload({ id: cliente.id, file }).unwrap()}
      onRemove={() => remove(cliente.id).unwrap()}
    />
  )
})
