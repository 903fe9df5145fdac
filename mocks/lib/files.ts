/** Uploaded files: size and format rules of SPEC 5 and data URLs (the fake backend has no file store). */
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@/config/constants'
import { invalidField } from './http'

export const PICTURE_TOO_BIG = 'Il file non può essere più grande di 5MB'
export const PICTURE_EMPTY = 'Il file è vuoto'
export const PICTURE_FORMAT = "Il file deve essere un'immagine JPG, PNG, GIF o WEBP"

type PictureType = (typeof PICTURE_TYPES)[number]

export async function toDataUrl(file: Blob, type = file.type): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const chunks: string[] = []
  const step = 0x8000
  for (let i = 0; i < bytes.length; i += step) {
    chunks.push(String.fromCharCode(...bytes.subarray(i, i + step)))
  }
  return `data:${type || 'application/octet-stream'};base64,${btoa(chunks.join(''))}`
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((byte, i) => bytes[at + i] === byte)

/**
 * The image format by its content (magic numbers), whatever name or type the browser gave it: an
 * SVG (script inside), an HTML page or a renamed file is none of them.
 */
export function pictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp'
  }
  return null
}

/**
 * The profile picture rules: not empty, at most PICTURE_MAX_BYTES, a JPG, PNG, GIF or WEBP by its
 * content. Resolves with the picture as a data URL of its real type; 422 on `field` otherwise.
 */
export async function pictureDataUrl(file: File | undefined, field: string): Promise<string> {
  if (!file) throw invalidField(field, 'Campo obbligatorio')
  if (file.size === 0) throw invalidField(field, PICTURE_EMPTY)
  if (file.size > PICTURE_MAX_BYTES) throw invalidField(field, PICTURE_TOO_BIG)
  const type = pictureType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
  if (!type) throw invalidField(field, PICTURE_FORMAT)
  return toDataUrl(file, type)
}
