/**
 * Saves `text` as a file named `fileName` through a temporary object URL and link (the browser's
 * own download, no new window).
 */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * A CSV text with the UTF-8 byte order mark in front (once): reading an answer as text drops the
 * server's mark, and without it Excel reads "città" as "cittÃ ".
 */
export const conBom = (csv: string): string => `\uFEFF${csv.replace(/^\uFEFF/, '')}`
