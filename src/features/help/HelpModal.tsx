import { lazy, Suspense } from 'react'
import { Flex, Modal, Spin } from 'antd'
import { HELP_POPUP_HEIGHT, HELP_POPUP_WIDTH } from '@/config/constants'
import { apiUrl } from '@/config/env'
import { useOpenedOnce } from '@/components/use-opened-once'
import { it } from '@/i18n/it'

const PdfViewer = lazy(() => import('./PdfViewer'))

export interface HelpModalProps {
  open: boolean
  /** Help section of the current page (e.g. 'clienti'); its PDF is `help_get`. */
  section: string
  /** Title shown in the popup (the page's). */
  title?: string
  onClose: () => void
}

/** Padding of the popup around the page, used to size the PDF page to the popup (562 x 698). */
const HORIZONTAL_PADDING = 48

/** The help popup (SPEC section 2): 562 x 698 px, the PDF of the current page's help section. */
export function HelpModal({ open, section, title, onClose }: HelpModalProps) {
  const opened = useOpenedOnce(open)
  if (!opened) return null
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={HELP_POPUP_WIDTH}
      title={title ? `${it.barraSuperiore.aiuto} · ${title}` : it.barraSuperiore.aiuto}
      centered
      destroyOnHidden
      styles={{
        container: { height: HELP_POPUP_HEIGHT, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0 },
      }}
    >
      {open && (
        <Suspense
          fallback={
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin description={it.aiuto.caricamento} />
            </Flex>
          }
        >
          <PdfViewer
            url={apiUrl(`/help/${encodeURIComponent(section)}`)}
            width={HELP_POPUP_WIDTH - HORIZONTAL_PADDING}
          />
        </Suspense>
      )}
    </Modal>
  )
}
