import { StopOutlined } from '@ant-design/icons'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { StatusMessage } from '@/components/StatusMessage'
import { errori } from '@/i18n/aree/errori'
import { useHasRole } from './session'
import type { Role } from '@/api/session-user'

/**
 * Access by role (SPEC section 6): when the logged-in user holds none of `roles`, the page is
 * replaced by the 403 text. No roles (or an empty list): any logged-in user. Place it inside
 * RequireAuth. Renders `children`, or <Outlet/> when used as a layout route element.
 */
export function RequireRole({
  roles,
  children,
}: {
  roles?: readonly Role[]
  children?: ReactNode
}) {
  const allowed = useHasRole(...(roles ?? []))
  if (!allowed) {
    return <StatusMessage icon={<StopOutlined aria-hidden />} title="403" text={errori.privilegi} />
  }
  return children ?? <Outlet />
}
