import { useCallback, useEffect, useRef } from 'react'
import { useStore } from 'react-redux'
import { useBlocker, type BlockerFunction } from 'react-router-dom'
import { useAppDispatch, useAppSelector, type RootState } from '@/app/hooks'
import { useConfirm } from '@/components/use-confirm'
import { editableSet } from '@/features/ui/ui-slice'
import { it } from '@/i18n/it'

/**
 * The one guard for unsaved changes (mounted once, in the app layout). While the global editable
 * flag is set, leaving the page (menu, links, browser Back) asks
 * "Si sta abbandonando la pagina senza aver salvato, continuare?" and goes on only on Sì;
 * closing or reloading the tab triggers the browser's own leave-page question.
 */
export function UnsavedChangesGuard() {
  const store = useStore<RootState>()
  const dispatch = useAppDispatch()
  const confirm = useConfirm()
  const editable = useAppSelector((s) => s.ui.editable)
  const asking = useRef(false)

  // Reads the store at navigation time, so a form that called markSaved() just before navigating
  // is not questioned. Only a change of page counts (list params in the query string do not).
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      store.getState().ui.editable && currentLocation.pathname !== nextLocation.pathname,
    [store],
  )
  const blocker = useBlocker(shouldBlock)

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return
    asking.current = true
    void confirm({
      title: it.conferma.abbandono,
      okText: it.comune.si,
      cancelText: it.comune.no,
    }).then((ok) => {
      asking.current = false
      if (ok) {
        dispatch(editableSet(false))
        blocker.proceed()
      } else {
        blocker.reset()
      }
    })
  }, [blocker, confirm, dispatch])

  useEffect(() => {
    if (!editable) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      // Older browsers show the question only when returnValue is set.
      e.returnValue = it.conferma.abbandono
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [editable])

  return null
}
