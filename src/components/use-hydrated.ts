import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False while React hydrates HTML the build prerendered (the login page: scripts/prerender-login.tsx)
 * and when rendering it at build time; true in any other render. A control that must not be used
 * before the page is alive (a submit button: the browser would send the form itself) is disabled
 * meanwhile.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
