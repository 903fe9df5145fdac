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
  menuOutline,
  menuTarget,
  visibleMenuRoutes,
  type AppRoute,
  type MenuGroupKey,
  type MenuLink,
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

/** antd Menu items from the route table's menu (`menuOutline`), each with its icon. */
export function buildMenuItems(roles: readonly Role[]): MenuItem[] {
  const link = (entry: MenuLink): MenuItem => ({
    key: entry.name,
    icon: ICONS[entry.name],
    label: <Link to={entry.to}>{entry.label}</Link>,
  })
  return menuOutline(roles).map((entry) =>
    'children' in entry
      ? {
          key: groupKey(entry.group),
          icon: ICONS[entry.group],
          label: entry.label,
          children: entry.children.map(link),
        }
      : link(entry),
  )
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
