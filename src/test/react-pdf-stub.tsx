/**
 * Stand-in for react-pdf under Jest (pdf.js needs a worker and canvas that jsdom lacks). The
 * document "loads" one page per render and the page shows its number, so viewers can be tested.
 */
import { useEffect, type ReactNode } from 'react'

export const pdfjs = {
  version: 'stub',
  GlobalWorkerOptions: { workerSrc: '' },
}

interface DocumentProps {
  file?: unknown
  children?: ReactNode
  loading?: ReactNode
  error?: ReactNode
  onLoadSuccess?: (pdf: { numPages: number }) => void
  onLoadError?: (error: Error) => void
  className?: string
}

export function Document({ file, children, onLoadSuccess, className }: DocumentProps) {
  useEffect(() => {
    if (file) onLoadSuccess?.({ numPages: 1 })
  }, [file, onLoadSuccess])
  return (
    <div className={className} data-testid="pdf-document">
      {children}
    </div>
  )
}

interface PageProps {
  pageNumber?: number
  width?: number
  height?: number
  className?: string
}

export function Page({ pageNumber = 1, width, className }: PageProps) {
  return (
    <div className={className} data-testid="pdf-page" data-width={width}>
      {`Pagina ${pageNumber}`}
    </div>
  )
}
