import { lazy } from 'react'

/**
 * The sheet module's public entry beyond its calls (api.ts): "Prossimo blocco", opened from the
 * sheet's page and from the client's Schede tab, loaded when first opened. Not in api.ts: the
 * dialog itself imports the module's calls.
 */
export const ProssimoBloccoDialog = lazy(() => import('./ProssimoBloccoDialog'))
