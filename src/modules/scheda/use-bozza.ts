import { useCallback } from 'react'
import { useConfirm } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import { useSchedaUpdateMutation } from './api'
import { nomeCliente, type SchedaRow } from './types'

const t = it.scheda

/**
 * What turning a sheet into a draft (or publishing it) means, in the question asked before it is
 * done: a client's draft is no longer the client's running sheet and leaves the client's app until
 * it is published again; a template's draft only carries the Bozza tag.
 */
export function domandaBozza(scheda: Pick<SchedaRow, 'isBozza' | 'cliente'>) {
  const cliente = nomeCliente(scheda.cliente)
  if (scheda.isBozza) {
    return {
      title: t.pubblicaDomanda,
      content: cliente ? t.pubblicaClienteTesto(cliente) : t.pubblicaModelloTesto,
      okText: t.pubblica,
    }
  }
  return {
    title: t.bozzaDomanda,
    content: cliente ? t.bozzaClienteTesto(cliente) : t.bozzaModelloTesto,
    okText: t.bozza,
  }
}

/**
 * "Segna come bozza" / "Pubblica" of a sheet (its header, the list's actions): asks what it means,
 * then saves the flag. Also answers whether the save is on its way.
 */
export function useCambiaBozza(): {
  cambiaBozza: (scheda: SchedaRow) => Promise<void>
  updating: boolean
} {
  const confirm = useConfirm()
  const [update, { isLoading }] = useSchedaUpdateMutation()
  const cambiaBozza = useCallback(
    async (scheda: SchedaRow) => {
      if (!(await confirm(domandaBozza(scheda)))) return
      await update({ scheda, modifica: { isBozza: !scheda.isBozza } })
        .unwrap()
        .catch(() => undefined)
    },
    [confirm, update],
  )
  return { cambiaBozza, updating: isLoading }
}
