import { Button } from 'antd'
import { RedoOutlined, UndoOutlined } from '@ant-design/icons'
import { it } from '@/i18n/it'

const s = it.scheda.storia

/**
 * Annulla and Ripeti (also Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y): each names the change it takes back or
 * makes again, and is disabled when there is none.
 */
export function StoriaButtons({
  annullabile,
  ripetibile,
  onAnnulla,
  onRipeti,
}: {
  /** The name of the change Annulla takes back (null: none). */
  annullabile: string | null
  /** The name of the change Ripeti makes again (null: none). */
  ripetibile: string | null
  onAnnulla: () => void
  onRipeti: () => void
}) {
  return (
    <>
      <Button
        icon={<UndoOutlined aria-hidden />}
        aria-label={annullabile ? s.annullaDi(annullabile) : s.annulla}
        title={annullabile ? s.annullaDi(annullabile) : s.nienteDaAnnullare}
        aria-keyshortcuts="Control+Z"
        disabled={!annullabile}
        onClick={onAnnulla}
      />
      <Button
        icon={<RedoOutlined aria-hidden />}
        aria-label={ripetibile ? s.ripetiDi(ripetibile) : s.ripeti}
        title={ripetibile ? s.ripetiDi(ripetibile) : s.nienteDaRipetere}
        aria-keyshortcuts="Control+Shift+Z Control+Y"
        disabled={!ripetibile}
        onClick={onRipeti}
      />
    </>
  )
}
