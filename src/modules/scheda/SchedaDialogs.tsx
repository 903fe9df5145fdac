import { Suspense } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { RenameDialog } from '@/features/forms/RenameDialog'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import { NuovaCartellaDialog } from '@/modules/esercizio'
import { useSchedaNuovaCartellaMutation, useSchedaUpdateMutation } from './api'
import { CondividiDialog } from './CondividiDialog'
import { DateDialog } from './DateDialog'
import { DuplicaDialog } from './DuplicaDialog'
import { ModelloDialog } from './ModelloDialog'
import { ProssimoBloccoDialog } from './index'
import type { SchedaRow } from './types'

/**
 * The dialogs of a sheet (SPEC 2): rename, date, clone, template, share, create-folder; and the
 * next block of a client's sheet.
 */
export type SchedaDialog =
  'rinomina' | 'date' | 'duplica' | 'modello' | 'condividi' | 'cartella' | 'prossimo'

export interface SchedaDialogsProps {
  /** The sheet the open dialog acts on (null: none open). */
  scheda: SchedaRow | null
  dialog: SchedaDialog | null
  onClose: () => void
}

/** Renders the open dialog of a sheet. After "Duplica" the copy opens. */
export function SchedaDialogs({ scheda, dialog, onClose }: SchedaDialogsProps) {
  const navigate = useNavigate()
  // The copy opens with the way back of the page it was made from.
  const { state } = useLocation()
  const [update] = useSchedaUpdateMutation()
  const [nuovaCartella] = useSchedaNuovaCartellaMutation()
  if (!scheda) return null
  return (
    <>
      <RenameDialog
        open={dialog === 'rinomina'}
        title={it.scheda.rinominaTitolo}
        initialName={scheda.nome}
        onSubmit={(nome) => update({ scheda, modifica: { nome } }).unwrap()}
        onClose={onClose}
      />
      <DateDialog open={dialog === 'date'} scheda={scheda} onClose={onClose} />
      <DuplicaDialog
        open={dialog === 'duplica'}
        scheda={scheda}
        onClose={onClose}
        onDuplicated={(copy) => navigate(href('scheda-id', { id: copy.id }), { state })}
      />
      <ModelloDialog open={dialog === 'modello'} scheda={scheda} onClose={onClose} />
      <CondividiDialog open={dialog === 'condividi'} scheda={scheda} onClose={onClose} />
      <NuovaCartellaDialog
        open={dialog === 'cartella'}
        onClose={onClose}
        daScheda={(nome) => nuovaCartella({ scheda, nome }).unwrap()}
      />
      {dialog === 'prossimo' && (
        <Suspense fallback={null}>
          <ProssimoBloccoDialog open scheda={scheda} onClose={onClose} />
        </Suspense>
      )}
    </>
  )
}
