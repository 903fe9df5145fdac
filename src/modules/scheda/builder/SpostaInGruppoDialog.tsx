import { Button, Flex, Modal } from 'antd'
import { useOpenedOnce } from '@/components/use-opened-once'
import { it } from '@/i18n/it'

/** A group a row can be moved to. */
export interface GruppoScelta {
  id: number
  label: string
  /** Exercises in it (a row moved there goes last). */
  length: number
}

const t = it.scheda

export interface SpostaInGruppoDialogProps {
  /** The exercise to move (null: closed). */
  esercizio: string | null
  gruppi: readonly GruppoScelta[]
  onChoose: (gruppo: GruppoScelta) => void
  onClose: () => void
}

/** "Sposta in un altro gruppo": one button per group; the exercise goes to its end. */
export function SpostaInGruppoDialog({
  esercizio,
  gruppi,
  onChoose,
  onClose,
}: SpostaInGruppoDialogProps) {
  const open = esercizio !== null
  if (!useOpenedOnce(open)) return null
  return (
    <Modal
      open={open}
      title={esercizio ? t.spostaTitolo(esercizio) : ''}
      footer={null}
      onCancel={onClose}
      width={420}
    >
      <Flex vertical gap={8}>
        {gruppi.map((gruppo) => (
          <Button
            key={gruppo.id}
            block
            onClick={() => {
              onChoose(gruppo)
              onClose()
            }}
          >
            {t.nelGruppo(gruppo.label)}
          </Button>
        ))}
      </Flex>
    </Modal>
  )
}
