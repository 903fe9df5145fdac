import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Button, Dropdown, Flex } from 'antd'
import { MoreOutlined } from '@ant-design/icons'
import { it } from '@/i18n/it'

export interface Azione {
  key: string
  label: string
  icon?: ReactNode
  onClick: () => void
  loading?: boolean
  /** The page's main action: drawn as primary, and the last to fold into "Altro". */
  primary?: boolean
}

const GAP = 8

/**
 * Which actions fit in `available` px, in order of importance (the primary ones first, then the
 * others as listed), keeping room for "Altro" when any is left out. Widths of 0 (nothing measured:
 * jsdom, a hidden page) keep every action on the bar.
 */
export function azioniVisibili(
  azioni: readonly Pick<Azione, 'key' | 'primary'>[],
  widths: Readonly<Record<string, number>>,
  altroWidth: number,
  available: number,
): Set<string> {
  const all = new Set(azioni.map((a) => a.key))
  const total = azioni.reduce((sum, a) => sum + (widths[a.key] ?? 0) + GAP, -GAP)
  if (available <= 0 || total <= available) return all
  const order = [...azioni.filter((a) => a.primary), ...azioni.filter((a) => !a.primary)]
  const shown = new Set<string>()
  let used = altroWidth
  for (const azione of order) {
    const width = (widths[azione.key] ?? 0) + GAP
    if (used + width > available) break
    used += width
    shown.add(azione.key)
  }
  return shown
}

/**
 * A page's actions on one line: those that do not fit the width left to them fold, in order,
 * into an "Altro" menu (the primary action stays on the bar the longest). The buttons are measured
 * when their labels change (all of them drawn once, before the browser paints); the bar follows
 * its own width as the window or the menu change.
 */
export function AzioniAdattive({ azioni }: { azioni: readonly Azione[] }) {
  const bar = useRef<HTMLDivElement>(null)
  const [available, setAvailable] = useState(0)
  const firma = azioni.map((a) => `${a.key}:${a.label}:${a.primary ? 1 : 0}`).join('|')
  const [misure, setMisure] = useState<{
    firma: string
    buttons: Record<string, number>
    altro: number
  } | null>(null)
  const misurando = misure?.firma !== firma

  useLayoutEffect(() => {
    const node = bar.current
    if (!misurando || !node) return
    const buttons: Record<string, number> = {}
    node.querySelectorAll<HTMLElement>('[data-azione]').forEach((el) => {
      buttons[el.dataset.azione ?? ''] = el.offsetWidth
    })
    const altro = node.querySelector<HTMLElement>('[data-altro]')?.offsetWidth ?? 0
    setMisure({ firma, buttons, altro: altro + GAP })
  }, [misurando, firma])

  useLayoutEffect(() => {
    const node = bar.current
    if (!node) return
    setAvailable(node.clientWidth)
    const observer = new ResizeObserver(() => setAvailable(node.clientWidth))
    observer.observe(node)
    return () => observer.disconnect()
  }, [])

  const shown = misurando
    ? new Set(azioni.map((a) => a.key))
    : azioniVisibili(azioni, misure.buttons, misure.altro, available)
  const folded = azioni.filter((a) => !shown.has(a.key))

  return (
    <div
      ref={bar}
      style={{ flex: '1 1 0', minWidth: 0, overflow: misurando ? 'hidden' : undefined }}
    >
      <Flex gap={GAP} justify="end" wrap={false}>
        {azioni
          .filter((a) => shown.has(a.key))
          .map((a) => (
            <Button
              key={a.key}
              data-azione={a.key}
              type={a.primary ? 'primary' : 'default'}
              icon={a.icon}
              loading={a.loading}
              onClick={a.onClick}
              style={{ flex: 'none' }}
            >
              {a.label}
            </Button>
          ))}
        {(misurando || folded.length > 0) && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: folded.map((a) => ({
                key: a.key,
                label: a.label,
                icon: a.icon,
                disabled: a.loading,
                onClick: a.onClick,
              })),
            }}
          >
            <Button
              data-altro
              icon={<MoreOutlined aria-hidden />}
              style={{ flex: 'none', visibility: misurando ? 'hidden' : undefined }}
            >
              {it.azioni.altro}
            </Button>
          </Dropdown>
        )}
      </Flex>
    </div>
  )
}
