/** Uploaded files: size rule of SPEC 5 and data URLs (the fake backend has no file store). */
import { PICTURE_MAX_BYTES } from '@/config/constants'
import { invalidField } from './http'

export const PICTURE_TOO_BIG = 'Il file non può essere più grande di 5MB'

export async function toDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const chunks: string[] = []
  const step = 0x8000
  for (let i = 0; i < bytes.length; i += step) {
    chunks.push(String.fromCharCode(...bytes.subarray(i, i + step)))
  }
  const type = file.type || 'application/octet-stream'
  return `data:${type};base64,${btoa(chunks.join(''))}`
}

/** The profile picture rules: at most PICTURE_MAX_BYTES, an image when the type is given. */
export function assertPicture(file: File | undefined, field: string): File {
  if (!file) throw invalidField(field, 'Campo obbligatorio')
  if (file.size > PICTURE_MAX_BYTES) throw invalidField(field, PICTURE_TOO_BIG)
  if (file.type && !file.type.startsWith('image/')) {
    throw invalidField(field, "Il file deve essere un'immagine")
  }
  return file
}
