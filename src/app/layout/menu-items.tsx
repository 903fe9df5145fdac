import type { MenuProps } from 'antd'
import { Link } from 'react-router-dom'
import type { Role } from '@/api/session-user'
import {
  appRoutes,
  canSee,
  menuGroups,
  menuTarget,
  type AppRoute,
  type MenuGroupKey,
} from '../routes'

type MenuItem = Required<MenuProps>['items'][number]

export const groupKey = (group: MenuGroupKey) => `gruppo-${group}`

/** The menu routes a user may see, in the table's (= the spec's) order. */
export function visibleMenuRoutes(roles: readonly Role[]): AppRoute[] {
  return appRoutes.filter((r) => r.menu && !r.bare && canSee(r, roles))
}

/** antd Menu items from the route table: Dashboard; Clienti (Cerca, Nuovo); ...; Analisi Dati. */
export function buildMenuItems(roles: readonly Role[]): MenuItem[] {
  const items: MenuItem[] = []
  const groups = new Map<MenuGroupKey, MenuItem[]>()
  for (const route of visibleMenuRoutes(roles)) {
    const menu = route.menu!
    const item: MenuItem = {
      key: route.name,
      icon: menu.icon,
      label: <Link to={menuTarget(route)}>{menu.label}</Link>,
    }
    if (!menu.group) {
      items.push(item)
      continue
    }
    let children = groups.get(menu.group)
    if (!children) {
      children = []
      groups.set(menu.group, children)
      items.push({
        key: groupKey(menu.group),
        icon: menuGroups[menu.group].icon,
        label: menuGroups[menu.group].label,
        children,
      })
    }
    children.push(item)
  }
  return items
}

/**
 * The menu entry of a URL: the entry whose link is the longest leading part of the path
 * (/clienti/12 -> Clienti > Cerca, /clienti/nuovo -> Clienti > Nuovo, /librerie/schede/3 -> Librerie).
 */
export function selectedMenuRoute(pathname: string, roles: readonly Role[]): AppRoute | undefined {
  let best: AppRoute | undefined
  let bestLength = -1
  for (const route of visibleMenuRoutes(roles)) {
    const target = menuTarget(route)
    const matches =
      target === '/' ? pathname === '/' : pathname === target || pathname.startsWith(`${target}/`)
    if (matches && target.length > bestLength) {
      best = route
      bestLength = target.length
    }
  }
  return best
}
