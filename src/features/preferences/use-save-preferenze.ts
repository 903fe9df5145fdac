import { useCallback } from 'react'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import type { Preferenze } from '@/api/session-user'
import { preferenzeChanged } from './preferences-slice'
import { useAuthSavePreferenzeMutation } from './preferenze-api'

/**
 * Applies a change of preferences at once (theme, menu) and saves them all to the server, followed
 * by a token refresh. Resolves to whether the server took them (errors are toasted by the API layer).
 */
export function useSavePreferenze(): (change: Partial<Preferenze>) => Promise<boolean> {
  const dispatch = useAppDispatch()
  const current = useAppSelector((s) => s.preferences.preferenze)
  const [save] = useAuthSavePreferenzeMutation()
  return useCallback(
    async (change: Partial<Preferenze>) => {
      const next: Preferenze = { ...current, ...change }
      dispatch(preferenzeChanged(change))
      const result = await save(next)
      return !('error' in result && result.error)
    },
    [current, dispatch, save],
  )
}
