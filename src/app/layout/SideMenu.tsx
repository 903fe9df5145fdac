import { memo, useMemo } from 'react'
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
export const SideMenu = memo(function SideMenu({
  dark,
  collapsed,
}: {
  dark: boolean
  collapsed: boolean
}) {
  const user = useSessionUser()
  const { pathname } = useLocation()
  const coarse = useCoarsePointer()
  const roles = useMemo(() => user?.roles ?? [], [user])
  const items = useMemo(() => buildMenuItems(roles), [roles])
  const selected = selectedMenuRoute(pathname, roles)
  const openGroup = selected?.menu?.group

  return (
    <MenuView
      items={items}
      dark={dark}
      coarse={coarse}
      collapsed={collapsed}
      selectedKey={selected?.name ?? null}
      openKey={openGroup && !collapsed ? groupKey(openGroup) : null}
    />
  )
})

/**
 * The antd Menu, drawn again only when what it shows changes: not at a change of the URL that
 * keeps the same entry selected (a list writing its page in the query string, a sheet's tab).
 */
const MenuView = memo(function MenuView({
  items,
  dark,
  coarse,
  collapsed,
  selectedKey,
  openKey,
}: {
  items: ReturnType<typeof buildMenuItems>
  dark: boolean
  coarse: boolean
  collapsed: boolean
  selectedKey: string | null
  openKey: string | null
}) {
  return (
    <nav aria-label={it.menu.navigazione}>
      <Menu
        mode="inline"
        theme={dark ? 'dark' : 'light'}
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        defaultOpenKeys={openKey ? [openKey] : []}
        triggerSubMenuAction={coarse ? 'click' : 'hover'}
        inlineIndent={12}
        // An entry's tooltip (its label) is shown only in the collapsed menu; expanded, antd would
        // still mount an empty tooltip around every entry, each one drawn twice as it mounts.
        tooltip={collapsed ? undefined : false}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  )
})
