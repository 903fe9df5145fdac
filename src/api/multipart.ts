/** A multipart body from fields (numbers sent as text); the base query adds the revision field. */
export function formData(fields: Record<string, string | number | Blob>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    body.append(name, typeof value === 'number' ? String(value) : value)
  }
  return body
}
