import {
  ApartmentOutlined,
  BarChartOutlined,
  BookOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  IdcardOutlined,
  KeyOutlined,
  PlusOutlined,
  SearchOutlined,
  SettingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons'
import type { MenuProps } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Role } from '@/api/session-user'
import { href, type RouteName } from '@/config/paths'
import {
  appRoutes,
  canSee,
  menuGroups,
  menuTarget,
  type AppRoute,
  type MenuGroupKey,
} from '../routes'

type MenuItem = Required<MenuProps>['items'][number]

/**
 * The icon of each menu entry and group. Here and not in the route table, which the first load of
 * every page (/login included) carries: the icons come with the layout.
 */
const ICONS: Partial<Record<RouteName | MenuGroupKey, ReactNode>> = {
  clienti: <TeamOutlined aria-hidden />,
  istruttori: <IdcardOutlined aria-hidden />,
  index: <DashboardOutlined aria-hidden />,
  'cliente-list': <SearchOutlined aria-hidden />,
  'cliente-id': <PlusOutlined aria-hidden />,
  'istruttore-list': <SearchOutlined aria-hidden />,
  'istruttore-id': <PlusOutlined aria-hidden />,
  'esercizio-list': <ThunderboltOutlined aria-hidden />,
  'metodologia-list': <ExperimentOutlined aria-hidden />,
  'libreria-list': <BookOutlined aria-hidden />,
  preferenze: <SettingOutlined aria-hidden />,
  tenants: <ApartmentOutlined aria-hidden />,
  reset_user_password: <KeyOutlined aria-hidden />,
  export_analytics: <BarChartOutlined aria-hidden />,
}

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
      icon: ICONS[route.name],
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
        icon: ICONS[menu.group],
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
    const home = href('index')
    const matches =
      target === home ? pathname === home : pathname === target || pathname.startsWith(`${target}/`)
    if (matches && target.length > bestLength) {
      best = route
      bestLength = target.length
    }
  }
  return best
}
