import { useMemo, useState } from 'react'
import { Menu } from 'antd'
import { useLocation } from 'react-router-dom'
import { useSessionUser } from '@/features/auth/session'
import { it } from '@/i18n/it'
import { buildMenuItems, groupKey, selectedMenuRoute } from './menu-items'
import { useCoarsePointer } from './use-coarse-pointer'

/**
 * The left menu (its sizes: theme.ts), from the route table, filtered by the user's roles. The
 * group of the current page is open in the expanded menu, on a load and after a link of the page
 * led to another group (the groups the user opened stay open), so the selected entry is in view.
 * Collapsed, an open group is a floating submenu, which would sit over the page until the pointer
 * passes by: none is opened for the page then.
 */
export function SideMenu({ dark, collapsed }: { dark: boolean; collapsed: boolean }) {
  const user = useSessionUser()
  const { pathname } = useLocation()
  const coarse = useCoarsePointer()
  const roles = useMemo(() => user?.roles ?? [], [user])
  const items = useMemo(() => buildMenuItems(roles), [roles])
  const selected = selectedMenuRoute(pathname, roles)
  const openGroup = selected?.menu?.group
  const pageGroup = openGroup && !collapsed ? groupKey(openGroup) : undefined
  const [openKeys, setOpenKeys] = useState<string[]>(pageGroup ? [pageGroup] : [])
  // The page's group (or the expanded menu) changed: its group is opened, during the render.
  const [shown, setShown] = useState(pageGroup)
  if (pageGroup !== shown) {
    setShown(pageGroup)
    if (pageGroup && !openKeys.includes(pageGroup)) setOpenKeys([...openKeys, pageGroup])
  }

  return (
    <nav aria-label={it.menu.navigazione}>
      <Menu
        mode="inline"
        theme={dark ? 'dark' : 'light'}
        items={items}
        selectedKeys={selected ? [selected.name] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        triggerSubMenuAction={coarse ? 'click' : 'hover'}
        inlineIndent={12}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  )
}
