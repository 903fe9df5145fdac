/**
 * The help PDF viewer. Loaded with React.lazy only when the help popup opens, so pdf.js (and its
 * worker) are never part of the first load.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { Alert, Button, Flex, Spin, Typography } from 'antd'
import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import { Document, Page, pdfjs } from 'react-pdf'
import { it } from '@/i18n/it'

pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString()

/**
 * pdf.js never compiles code from a PDF (new Function): the Content-Security-Policy allows no eval
 * (src/config/csp.ts). A constant: react-pdf reloads the document when the object changes.
 */
const PDF_OPTIONS = { isEvalSupported: false }

export interface PdfViewerProps {
  url: string
  /** Rendered page width in px, at most: the page never gets wider than the room it has. */
  width: number
}

/**
 * The width a page is drawn at: `width`, or less when the scrolling region is narrower (its
 * vertical scrollbar takes room), so the page never scrolls sideways.
 */
export function larghezzaPagina(width: number, regionWidth: number): number {
  return regionWidth > 0 ? Math.min(width, Math.floor(regionWidth)) : width
}

export default function PdfViewer({ url, width }: PdfViewerProps) {
  const [pages, setPages] = useState(0)
  const [page, setPage] = useState(1)
  const region = useRef<HTMLDivElement>(null)
  const [regionWidth, setRegionWidth] = useState(0)
  useLayoutEffect(() => {
    const node = region.current
    if (!node) return
    setRegionWidth(node.clientWidth)
    const observer = new ResizeObserver(() => setRegionWidth(node.clientWidth))
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  const onLoadSuccess = useCallback(({ numPages }: { numPages: number }) => {
    setPages(numPages)
    setPage(1)
  }, [])

  return (
    <Flex vertical gap={8} style={{ height: '100%' }}>
      {/* Focusable, so the keyboard can scroll a page taller than the dialog (WCAG 2.1.1). */}
      <div
        ref={region}
        role="region"
        aria-label={it.barraSuperiore.aiuto}
        tabIndex={0}
        style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}
      >
        <Document
          file={url}
          options={PDF_OPTIONS}
          onLoadSuccess={onLoadSuccess}
          loading={
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin description={it.aiuto.caricamento} />
            </Flex>
          }
          error={<Alert type="error" showIcon title={it.aiuto.errore} />}
          noData={<Alert type="error" showIcon title={it.aiuto.errore} />}
        >
          <Page
            pageNumber={page}
            width={larghezzaPagina(width, regionWidth)}
            renderAnnotationLayer={false}
            renderTextLayer={false}
            loading={<Spin description={it.aiuto.caricamento} />}
          />
        </Document>
      </div>
      {pages > 0 && (
        <Flex justify="space-between" align="center">
          <Button
            icon={<LeftOutlined aria-hidden />}
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {it.comune.paginaPrecedente}
          </Button>
          <Typography.Text aria-live="polite">{it.aiuto.pagina(page, pages)}</Typography.Text>
          <Button
            icon={<RightOutlined aria-hidden />}
            iconPlacement="end"
            disabled={page >= pages}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
          >
            {it.comune.paginaSuccessiva}
          </Button>
        </Flex>
      )}
    </Flex>
  )
}
