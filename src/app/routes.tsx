/**
 * THE route table: one row per screen (SPEC section 2). It drives the router (router.tsx), the
 * left menu (layout/SideMenu.tsx), the page titles, the help section of the help popup and access
 * by role (SPEC section 6). Every page is lazy, so each one is a chunk of its own. The paths are
 * config/paths.ts's, by route name: links and navigate() take theirs from there too (`href`).
 */
import type { ComponentType } from 'react'
import { matchPath } from 'react-router-dom'
import type { Role } from '@/api/session-user'
import { href, paths, type RouteName } from '@/config/paths'
import { menu as voci } from '@/i18n/aree/menu'

/** Help PDF sections served at /help/{section}. */
export type HelpSection =
  | 'dashboard'
  | 'clienti'
  | 'istruttori'
  | 'esercizi'
  | 'metodologie'
  | 'librerie'
  | 'preferenze'
  | 'tenants'
  | 'utenti'
  | 'analisi'

export type MenuGroupKey = 'clienti' | 'istruttori'

export interface MenuEntry {
  /** Its icon is the layout's (layout/menu-items.tsx): /login loads no icon of the menu. */
  label: string
  /** Submenu the entry sits in (Clienti > Cerca / Nuovo). */
  group?: MenuGroupKey
  /** Where the entry leads when the route path has parameters (Clienti > Nuovo: the new client). */
  to?: string
}

export interface AppRoute {
  /** The spec's route name. */
  name: RouteName
  /** URL path pattern (react-router syntax), from the app's paths (config/paths.ts). */
  path: string
  /** Page title; document.title is `${title} · FitLab`. */
  title: string
  /**
   * The page's module (default export), loaded by the router before the route first renders: every
   * page is a chunk of its own (router.tsx).
   */
  load: () => Promise<{ default: ComponentType }>
  /** Roles allowed (any of them). Undefined: any logged-in user. */
  roles?: readonly Role[]
  help: HelpSection
  menu?: MenuEntry
  /** Public route on the bare layout (no menu, no top bar, no guard). */
  bare?: boolean
}

const ISTRUTTORE: readonly Role[] = ['ROLE_ISTRUTTORE']
const ADMIN: readonly Role[] = ['ROLE_ADMIN']
const TUTTI: readonly Role[] = ['ROLE_ISTRUTTORE', 'ROLE_ADMIN']
const t = voci.titoli

export const menuGroups: Record<MenuGroupKey, { label: string }> = {
  clienti: { label: voci.clienti },
  istruttori: { label: voci.istruttori },
}

/** The table's rows; each takes its path from `paths` by its name. */
const rows: readonly Omit<AppRoute, 'path'>[] = [
  {
    name: 'login',
    title: t.login,
    load: () => import('@/features/auth/LoginPage'),
    help: 'dashboard',
    bare: true,
  },
  {
    // Not a route of the spec: where the password-reset email's link leads.
    name: 'reset-password',
    title: t.reimpostaPassword,
    load: () => import('@/features/auth/ResetPasswordPage'),
    help: 'dashboard',
    bare: true,
  },
  {
    name: 'index',
    title: t.dashboard,
    load: () => import('@/modules/dashboard/DashboardPage'),
    help: 'dashboard',
    menu: { label: voci.dashboard },
  },
  {
    name: 'cliente-list',
    title: t.clienti,
    load: () => import('@/modules/cliente/ClienteListPage'),
    roles: ISTRUTTORE,
    help: 'clienti',
    menu: { label: voci.cerca, group: 'clienti' },
  },
  {
    name: 'cliente-id',
    title: t.cliente,
    load: () => import('@/modules/cliente/ClienteDetailPage'),
    roles: ISTRUTTORE,
    help: 'clienti',
    menu: {
      label: voci.nuovo,
      group: 'clienti',
      to: href('cliente-id', { id: 'nuovo' }),
    },
  },
  {
    // Not a route of the spec: two of a client's sheets side by side.
    name: 'scheda-confronto',
    title: t.confronto,
    load: () => import('@/modules/scheda/ConfrontoSchedePage'),
    roles: ISTRUTTORE,
    help: 'clienti',
  },
  {
    name: 'istruttore-list',
    title: t.istruttori,
    load: () => import('@/modules/istruttore/IstruttoreListPage'),
    roles: ISTRUTTORE,
    help: 'istruttori',
    menu: { label: voci.cerca, group: 'istruttori' },
  },
  {
    name: 'istruttore-id',
    title: t.istruttore,
    load: () => import('@/modules/istruttore/IstruttoreDetailPage'),
    roles: ISTRUTTORE,
    help: 'istruttori',
    menu: {
      label: voci.nuovo,
      group: 'istruttori',
      to: href('istruttore-id', { id: 'nuovo' }),
    },
  },
  {
    name: 'esercizio-list',
    title: t.esercizi,
    load: () => import('@/modules/esercizio/EsercizioListPage'),
    roles: TUTTI,
    help: 'esercizi',
    menu: { label: voci.esercizi },
  },
  {
    name: 'esercizio-id',
    title: t.esercizio,
    load: () => import('@/modules/esercizio/EsercizioDetailPage'),
    roles: TUTTI,
    help: 'esercizi',
  },
  {
    name: 'metodologia-list',
    title: t.metodologie,
    load: () => import('@/modules/metodologia/MetodologiaListPage'),
    roles: TUTTI,
    help: 'metodologie',
    menu: { label: voci.metodologie },
  },
  {
    name: 'metodologia-id',
    title: t.metodologia,
    load: () => import('@/modules/metodologia/MetodologiaDetailPage'),
    roles: TUTTI,
    help: 'metodologie',
  },
  {
    name: 'libreria-list',
    title: t.librerie,
    load: () => import('@/modules/libreria/LibreriaListPage'),
    roles: TUTTI,
    help: 'librerie',
    menu: { label: voci.librerie },
  },
  {
    name: 'scheda-list',
    title: t.schede,
    load: () => import('@/modules/scheda/SchedaListPage'),
    roles: TUTTI,
    help: 'librerie',
  },
  {
    name: 'scheda-id',
    title: t.scheda,
    load: () => import('@/modules/scheda/SchedaDetailPage'),
    roles: TUTTI,
    help: 'librerie',
  },
  {
    name: 'protocollo-id',
    title: t.protocollo,
    load: () => import('@/modules/protocollo/ProtocolloDetailPage'),
    roles: TUTTI,
    help: 'librerie',
  },
  {
    name: 'cartella-id',
    title: t.cartella,
    load: () => import('@/modules/esercizio/CartellaDetailPage'),
    roles: TUTTI,
    help: 'librerie',
  },
  {
    name: 'preferenze',
    title: t.preferenze,
    load: () => import('@/features/preferences/PreferenzePage'),
    help: 'preferenze',
    menu: { label: voci.preferenze },
  },
  {
    name: 'tenants',
    title: t.tenants,
    load: () => import('@/modules/tenant/TenantsPage'),
    roles: ADMIN,
    help: 'tenants',
    menu: { label: voci.tenants },
  },
  {
    name: 'reset_user_password',
    title: t.resetUserPassword,
    load: () => import('@/modules/utente/ResetUserPasswordPage'),
    roles: ADMIN,
    help: 'utenti',
    menu: { label: voci.resetUserPassword },
  },
  {
    name: 'export_analytics',
    title: t.analisiDati,
    load: () => import('@/modules/analytics/AnalisiDatiPage'),
    roles: ADMIN,
    help: 'analisi',
    menu: { label: voci.analisiDati },
  },
]

export const appRoutes: readonly AppRoute[] = rows.map((row) => ({ ...row, path: paths[row.name] }))

/** Whether a user with these roles may open the route. */
export function canSee(route: AppRoute, roles: readonly Role[]): boolean {
  return !route.roles || route.roles.some((r) => roles.includes(r))
}

/** The route a URL path belongs to (static paths win over parameters: /clienti/nuovo is cliente-id). */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  return appRoutes.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null)
}

/** Link target of a menu entry. */
export function menuTarget(route: AppRoute): string {
  return route.menu?.to ?? route.path
}

/** The menu routes a user may see, in the table's (= the spec's) order. */
export function visibleMenuRoutes(roles: readonly Role[]): AppRoute[] {
  return appRoutes.filter((r) => r.menu && !r.bare && canSee(r, roles))
}

/** An entry of the left menu that is a link: its route, its label, where it leads. */
export interface MenuLink {
  name: RouteName
  label: string
  to: string
}

/** A submenu of the left menu (Clienti): its label and its links, in order. */
export interface MenuGroup {
  group: MenuGroupKey
  label: string
  children: MenuLink[]
}

/**
 * The left menu a user with these roles sees, in order: Dashboard; Clienti (Cerca, Nuovo); ...;
 * Analisi Dati. A group sits where its first entry sits in the table. The layout draws it
 * (layout/menu-items.tsx); the tests read the rendered menu against it.
 */
export function menuOutline(roles: readonly Role[]): (MenuLink | MenuGroup)[] {
  const entries: (MenuLink | MenuGroup)[] = []
  const groups = new Map<MenuGroupKey, MenuGroup>()
  for (const route of visibleMenuRoutes(roles)) {
    const menu = route.menu!
    const link: MenuLink = { name: route.name, label: menu.label, to: menuTarget(route) }
    if (!menu.group) {
      entries.push(link)
      continue
    }
    let group = groups.get(menu.group)
    if (!group) {
      group = { group: menu.group, label: menuGroups[menu.group].label, children: [] }
      groups.set(menu.group, group)
      entries.push(group)
    }
    group.children.push(link)
  }
  return entries
}

/** The page title as shown in the browser tab. */
export function documentTitle(title: string): string {
  return `${title} · FitLab`
}
