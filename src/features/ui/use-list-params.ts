import { useCallback, useContext, useEffect, useMemo } from 'react'
import { useStore } from 'react-redux'
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router-dom'
import { useAppDispatch, useAppSelector, type RootState } from '@/app/hooks'
import { resources, type ResourceKey } from '@/api/resources'
import {
  listParamsFromUrl,
  listParamsToUrl,
  sameListParams,
  type ListParams,
  type ListParamsState,
} from '@/components/list-params'
import { useStable } from '@/components/use-stable'
import { listParamsSet } from './ui-slice'

const sameOrNone = (a: ListParams | null, b: ListParams | null) =>
  a === b || (a !== null && b !== null && sameListParams(a, b))

export interface UseListParamsOptions {
  /** Key of the list state in ui.lists (defaults to the resource). */
  key?: string
  /** Mirror the params in the URL query string (default true; false for a second list on a page). */
  syncUrl?: boolean
}

/** The params as kept: no caller filters, no empty sort or search. */
function tidy(params: ListParams): ListParams {
  const next: ListParams = { ...params }
  delete next.filters
  if (!next.sortBy) {
    delete next.sortBy
    delete next.sortDesc
  }
  if (!next.search) delete next.search
  return next
}

/**
 * THE list params of one list screen. The URL is the source of truth for what is shareable (page,
 * size, sort, search: a link or Back restores them); the store keeps the last params of each list,
 * so coming back to a list from the menu restores them. Changes happen in `update`, called by the
 * event handlers; the only effects run when the list mounts and when the URL changes (Back,
 * a link), never after every render. The one place that reads and writes ui.lists.
 */
export function useListParams(
  resource: ResourceKey,
  { key = resource, syncUrl = true }: UseListParamsOptions = {},
): ListParamsState {
  const def = resources[resource]
  const pageSize = def.pageSize
  const defaults = useMemo<ListParams>(() => ({ page: 1, pageSize }), [pageSize])
  const dispatch = useAppDispatch()
  const store = useStore<RootState>()
  const stored = useAppSelector((s) => s.ui.lists[key])
  const [searchParams, setSearchParams] = useSearchParams()

  const fromUrl = useStable(syncUrl ? listParamsFromUrl(searchParams, defaults) : null, sameOrNone)
  const params = useMemo(
    () => fromUrl ?? tidy({ ...defaults, ...stored }),
    [fromUrl, defaults, stored],
  )

  const update = useCallback(
    (patch: Partial<ListParams>) => {
      const next = tidy({ ...params, ...patch })
      if (sameListParams(next, params)) return
      dispatch(listParamsSet({ key, params: next }))
      if (syncUrl) setSearchParams((cur) => listParamsToUrl(cur, next), { replace: true })
    },
    [params, dispatch, key, syncUrl, setSearchParams],
  )

  // A list whose URL carries no params (opened from the menu) shows the stored ones, and the URL
  // gets them (linkable). Not while a navigation is under way (a menu click made as the list
  // opened, the next page's code still loading): the write would replace that navigation and the
  // click would be lost. The router's state is read when the effect runs, not as last rendered:
  // the click's navigation starts before React renders again.
  const router = useContext(UNSAFE_DataRouterContext)?.router
  useEffect(() => {
    if (!syncUrl || fromUrl) return
    if (router && router.state.navigation.state !== 'idle') return
    setSearchParams((cur) => listParamsToUrl(cur, params), { replace: true })
  }, [syncUrl, fromUrl, params, setSearchParams, router])

  // The URL changed from outside (Back, a link): the store follows, so a return restores it. Only
  // when the URL changes (the store is read, not watched): update() writes both, the store first.
  useEffect(() => {
    const kept = store.getState().ui.lists[key]
    if (fromUrl && (!kept || !sameListParams(tidy(kept), fromUrl))) {
      dispatch(listParamsSet({ key, params: fromUrl }))
    }
  }, [fromUrl, key, store, dispatch])

  const defaultSort = useMemo(
    () => ({ sortBy: def.sort[0], sortDesc: Boolean('sortDesc' in def && def.sortDesc) }),
    [def],
  )
  return { params, update, defaultSort }
}
