import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Button, Card, Skeleton, theme } from 'antd'
import { CloseOutlined, FundOutlined } from '@ant-design/icons'
import { it } from '@/i18n/it'

export interface PannelloVolumeProps {
  /** The panel's title (the sheet's or the protocol's map). */
  titolo: string
  /** The map: mounted only while the panel is open (nothing is fetched or computed before). */
  children: ReactNode
  /**
   * Where the open panel goes, in the page's flow (the builder's side column, in place of the
   * construction panel): it then covers nothing. Without it, it floats on the right of the page.
   */
  slot?: HTMLElement | null
  /** Opened or closed (the page makes room for it). */
  onOpenChange?: (open: boolean) => void
}

/**
 * "Volume muscolare": a button and the side panel it opens: in the page's `slot` when given (the
 * builder puts it in place of its construction panel, the rows make room), else on the right of
 * the page. Not modal: the trainer keeps editing the sheet while looking at the map (no mask, no
 * focus trap). Opening moves the focus to the panel; Esc or Chiudi closes it and gives the focus
 * back to the button.
 */
export function PannelloVolume({ titolo, children, slot, onOpenChange }: PannelloVolumeProps) {
  const { token } = theme.useToken()
  const [open, setOpen] = useState(false)
  const id = useId()
  const panel = useRef<HTMLElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (open) panel.current?.focus()
  }, [open])
  useEffect(() => onOpenChange?.(open), [open, onOpenChange])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  const inFlow = slot !== undefined
  const wrap = (node: ReactNode) => (inFlow && slot ? createPortal(node, slot) : node)

  return (
    <>
      <Button
        ref={button}
        icon={<FundOutlined aria-hidden />}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {it.volume.titolo}
      </Button>
      {open &&
        (inFlow ? slot : true) &&
        wrap(
          <aside
            id={id}
            ref={panel}
            tabIndex={-1}
            aria-label={titolo}
            onKeyDown={(e) => {
              if (e.key === 'Escape') close()
            }}
            style={
              inFlow
                ? {
                    position: 'sticky',
                    top: 72,
                    height: 'calc(100vh - 88px)',
                    outline: 'none',
                  }
                : {
                    position: 'fixed',
                    top: 64,
                    right: 16,
                    bottom: 16,
                    width: 'min(540px, calc(100vw - 32px))',
                    zIndex: 900,
                    outline: 'none',
                  }
            }
          >
            <Card
              size="small"
              title={titolo}
              extra={
                <Button
                  type="text"
                  icon={<CloseOutlined aria-hidden />}
                  aria-label={it.comune.chiudi}
                  title={it.comune.chiudi}
                  onClick={close}
                />
              }
              style={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                boxShadow: token.boxShadowSecondary,
              }}
              styles={{ body: { flex: 1, minHeight: 0, overflow: 'auto' } }}
            >
              <Suspense fallback={<Skeleton active />}>{children}</Suspense>
            </Card>
          </aside>,
        )}
    </>
  )
}
