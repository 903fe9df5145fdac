import { useMemo } from 'react'
import { ConfigProvider, Menu } from 'antd'
import { MENU_WIDTH_COLLAPSED } from '@/config/constants'
import { useLocation } from 'react-router-dom'
import { useSessionUser } from '@/features/auth/session'
import { it } from '@/i18n/it'
import { buildMenuItems, groupKey, selectedMenuRoute } from './menu-items'
import { useCoarsePointer } from './use-coarse-pointer'

/** Tighter than antd's defaults, so that "Reset User Password" fits the 180 px menu. */
const menuTheme = {
  token: { fontSize: 13 },
  components: {
    Menu: {
      itemMarginInline: 4,
      itemPaddingInline: 12,
      iconMarginInlineEnd: 8,
      collapsedWidth: MENU_WIDTH_COLLAPSED,
    },
  },
}

/** The left menu, from the route table, filtered by the user's roles. */
export function SideMenu({ dark }: { dark: boolean }) {
  const user = useSessionUser()
  const { pathname } = useLocation()
  const coarse = useCoarsePointer()
  const roles = useMemo(() => user?.roles ?? [], [user])
  const items = useMemo(() => buildMenuItems(roles), [roles])
  const selected = selectedMenuRoute(pathname, roles)
  const openGroup = selected?.menu?.group

  return (
    <nav aria-label={it.menu.navigazione}>
      <ConfigProvider theme={menuTheme}>
        <Menu
          mode="inline"
          theme={dark ? 'dark' : 'light'}
          items={items}
          selectedKeys={selected ? [selected.name] : []}
          defaultOpenKeys={openGroup ? [groupKey(openGroup)] : []}
          triggerSubMenuAction={coarse ? 'click' : 'hover'}
          inlineIndent={12}
          style={{ borderInlineEnd: 'none' }}
        />
      </ConfigProvider>
    </nav>
  )
}
