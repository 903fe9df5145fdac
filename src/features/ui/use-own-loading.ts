import { useEffect } from 'react'
import { useAppDispatch } from '@/app/hooks'
import { ownLoadingSet } from './ui-slice'

/**
 * For a page that shows its own loading and saving states (a spinner where the data goes, a
 * "salvato" indicator): while it is mounted, the layout's overlay does not cover it for its calls.
 */
export function useOwnLoading(): void {
  const dispatch = useAppDispatch()
  useEffect(() => {
    dispatch(ownLoadingSet(true))
    return () => {
      dispatch(ownLoadingSet(false))
    }
  }, [dispatch])
}
