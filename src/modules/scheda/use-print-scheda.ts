import { useState } from 'react'
import { notify } from '@/components/feedback'
import { it } from '@/i18n/it'
import { useLazySchedaPrintQuery } from './api'

/** How long the PDF's object URL lives after the new tab got it. */
const PDF_URL_LIFETIME_MS = 60_000

/**
 * Prints a sheet: `scheda_print` with the session's token (a plain navigation
 * would send none), then the PDF opens in a new tab through an object URL.
 */
export function usePrintScheda(): {
  /** Prints sheet `id`, after `before` resolves (e.g. once the builder's edits are saved). */
  print: (id: number, before?: () => Promise<void>) => Promise<void>
  printing: boolean
} {
  const [printUrl] = useLazySchedaPrintQuery()
  const [printing, setPrinting] = useState(false)

  const print = async (id: number, before?: () => Promise<void>) => {
    // Opened now, while the click still allows it; the PDF goes into it when it arrives.
    const tab = window.open('', '_blank')
    setPrinting(true)
    try {
      await before?.()
      const url = await printUrl(id).unwrap()
      const shown = tab ?? window.open(url, '_blank')
      if (!shown) {
        notify.error(it.comune.popupBloccato)
        URL.revokeObjectURL(url)
        return
      }
      if (tab) tab.location.href = url
      setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS)
    } catch {
      // The base query has shown the error.
      tab?.close()
    } finally {
      setPrinting(false)
    }
  }

  return { print, printing }
}
