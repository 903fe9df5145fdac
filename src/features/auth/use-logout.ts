import { useCallback } from 'react'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { loggedOut } from '@/api/session-slice'
import { useAuthInvalidateTokenMutation } from './auth-api'

/**
 * Logout (IL MIO ACCOUNT > Logout): the session ends here and in the other tabs at once, and the
 * server is told to revoke the refresh token (best effort: nobody waits for it, a failure is
 * silent; the token is gone from the browser either way).
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch()
  const refreshToken = useAppSelector((state) => state.session.refreshToken)
  const [invalidate] = useAuthInvalidateTokenMutation()
  return useCallback(() => {
    dispatch(loggedOut('logout'))
    if (refreshToken) void invalidate(refreshToken)
  }, [dispatch, refreshToken, invalidate])
}
