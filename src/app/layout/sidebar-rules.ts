import type { Preferenze } from '@/api/session-user'

export type SidebarPreference = Preferenze['sidebar']

/**
 * The menu state in force (SPEC section 4): sempreAperta expands, sempreChiusa collapses,
 * dinamica keeps the state the user chose. Derived, so a change of preference applies at once.
 */
export function effectiveCollapsed(sidebar: SidebarPreference, stored: boolean): boolean {
  if (sidebar === 'sempreAperta') return false
  if (sidebar === 'sempreChiusa') return true
  return stored
}

/**
 * Whether a click on the logo may change the menu: opening only for sempreAperta or dinamica,
 * closing only for sempreChiusa or dinamica.
 */
export function canToggle(sidebar: SidebarPreference, collapsed: boolean): boolean {
  return collapsed
    ? sidebar === 'sempreAperta' || sidebar === 'dinamica'
    : sidebar === 'sempreChiusa' || sidebar === 'dinamica'
}

/** The collapsed state after a click on the logo. */
export function toggledCollapsed(sidebar: SidebarPreference, collapsed: boolean): boolean {
  return canToggle(sidebar, collapsed) ? !collapsed : collapsed
}
