import { Button, Modal } from 'antd'
import { useOpenedOnce } from '@/components/use-opened-once'
import { it } from '@/i18n/it'

const t = it.scheda.scorciatoie

export interface ScorciatoieDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The "?" button of the builder and the list of its keyboard shortcuts it opens (also with the
 * "?" key): every shortcut, with where it works.
 */
export function ScorciatoieDialog({ open, onOpenChange }: ScorciatoieDialogProps) {
  const mounted = useOpenedOnce(open)
  return (
    <>
      <Button
        aria-label={`${it.scheda.scorciatoie.titolo} (?)`}
        title={`${it.scheda.scorciatoie.titolo} (?)`}
        aria-haspopup="dialog"
        aria-keyshortcuts="Shift+?"
        onClick={() => onOpenChange(true)}
      >
        ?
      </Button>
      {mounted && (
        <Modal
          open={open}
          title={t.titolo}
          onCancel={() => onOpenChange(false)}
          footer={
            <Button type="primary" onClick={() => onOpenChange(false)}>
              {it.comune.chiudi}
            </Button>
          }
          width={640}
        >
          <table className="scheda-scorciatoie">
            <thead>
              <tr>
                <th scope="col">{t.tasto}</th>
                <th scope="col">{t.azione}</th>
              </tr>
            </thead>
            <tbody>
              {/* A key may be listed twice, for what it does in and out of the fields. */}
              {t.voci.map(([tasti, azione]) => (
                <tr key={`${tasti} ${azione}`}>
                  <td>
                    <kbd>{tasti}</kbd>
                  </td>
                  <td>{azione}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Modal>
      )}
    </>
  )
}
