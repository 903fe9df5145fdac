import { useMemo } from 'react'
import { Menu } from 'antd'
import { useLocation } from 'react-router-dom'
import { useSessionUser } from '@/features/auth/session'
import { it } from '@/i18n/it'
import { buildMenuItems, groupKey, selectedMenuRoute } from './menu-items'
import { useCoarsePointer } from './use-coarse-pointer'

/**
 * The left menu (its sizes: theme.ts), from the route table, filtered by the user's roles. The
 * group of the current page starts open only in the expanded menu: collapsed, an open group is a
 * floating submenu, which would sit over the page until the pointer passes by.
 */
export function SideMenu({ dark, collapsed }: { dark: boolean; collapsed: boolean }) {
  const user = useSessionUser()
  const { pathname } = useLocation()
  const coarse = useCoarsePointer()
  const roles = useMemo(() => user?.roles ?? [], [user])
  const items = useMemo(() => buildMenuItems(roles), [roles])
  const selected = selectedMenuRoute(pathname, roles)
  const openGroup = selected?.menu?.group

  return (
    <nav aria-label={it.menu.navigazione}>
      <Menu
        mode="inline"
        theme={dark ? 'dark' : 'light'}
        items={items}
        selectedKeys={selected ? [selected.name] : []}
        defaultOpenKeys={openGroup && !collapsed ? [groupKey(openGroup)] : []}
        triggerSubMenuAction={coarse ? 'click' : 'hover'}
        inlineIndent={12}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  )
}
