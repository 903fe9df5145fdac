import { useSearchParams } from 'react-router-dom'

/**
 * The tab of a page with tabs, kept in the URL's `?tab=` (a reload, a link or Back shows that
 * tab): the one the URL names among `tabs`, else the first. Changing tab replaces the URL (Back
 * leaves the page, not the tab).
 */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const [search, setSearch] = useSearchParams()
  const requested = search.get('tab')
  const active = tabs.find((k) => k === requested) ?? tabs[0]!
  return [active, (tab) => setSearch({ tab }, { replace: true })]
}
