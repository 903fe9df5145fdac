/**
 * The route table of the authentication tests: the login and new-password pages, and behind the
 * guard a dashboard naming the user, a page for instructors and one for admins.
 */
import type { RouteObject } from 'react-router-dom'
import ResetPasswordPage from '@/features/auth/ResetPasswordPage'
import LoginPage from './LoginPage'
import { RequireAuth } from './RequireAuth'
import { RequireRole } from './RequireRole'
import { useSessionUser } from './session'

function Dashboard() {
  const user = useSessionUser()
  return <p>{`Dashboard di ${user?.nome ?? ''} ${user?.cognome ?? ''}`}</p>
}

export const authTestRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <Dashboard /> },
      { path: '/clienti', element: <p>Pagina clienti</p> },
      {
        element: <RequireRole roles={['ROLE_ADMIN']} />,
        children: [{ path: '/tenants', element: <p>Pagina tenants</p> }],
      },
    ],
  },
]
