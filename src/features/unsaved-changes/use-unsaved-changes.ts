import { useCallback, useEffect } from 'react'
import { useAppDispatch } from '@/app/hooks'
import { editableSet } from '@/features/ui/ui-slice'

/**
 * A form reports whether it holds unsaved changes: the global editable flag (ui.editable) follows
 * `dirty` and is cleared when the form unmounts. The guard in the layout then asks before leaving.
 * Call the returned `markSaved()` right after a successful save and before navigating away, so the
 * navigation is not questioned.
 */
export function useUnsavedChanges(dirty: boolean): { markSaved: () => void } {
  const dispatch = useAppDispatch()

  useEffect(() => {
    dispatch(editableSet(dirty))
  }, [dispatch, dirty])

  useEffect(
    () => () => {
      dispatch(editableSet(false))
    },
    [dispatch],
  )

  const markSaved = useCallback(() => {
    dispatch(editableSet(false))
  }, [dispatch])

  return { markSaved }
}
