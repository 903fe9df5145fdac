import { useCallback } from 'react'
import type { Id } from '@/api/crud'
import { fieldErrors } from '@/api/errors'
import { useEsercizioUpdateMutation } from './api'

/**
 * Renaming an exercise: PUT with the new nomenclatura only (the other fields are kept). The shared
 * RenameDialog shows a 422 on its "nome" field, so the nomenclatura errors are reported there.
 */
export function useRenameEsercizio(): (id: Id, nomenclatura: string) => Promise<unknown> {
  const [update] = useEsercizioUpdateMutation()
  return useCallback(
    async (id: Id, nomenclatura: string) => {
      try {
        return await update({ id, body: { nomenclatura } }).unwrap()
      } catch (error) {
        const errors = fieldErrors(error)
        if (!errors?.nomenclatura) throw error
        const data = (error as { data: Record<string, unknown> }).data
        throw { ...(error as object), data: { ...data, errors: { nome: errors.nomenclatura } } }
      }
    },
    [update],
  )
}
