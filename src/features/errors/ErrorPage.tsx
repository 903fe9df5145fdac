import { useEffect } from 'react'
import { WarningFilled } from '@ant-design/icons'
import { Button, Typography, theme } from 'antd'
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom'
import { StatusMessage } from '@/components/StatusMessage'
import { errori } from '@/i18n/aree/errori'
import { href } from '@/config/paths'

export interface ErrorPageProps {
  /** Optional message under "Errore!". Without it, a routing error's own text is used. */
  message?: string
}

function messageOf(error: unknown): string | undefined {
  if (error === undefined || error === null) return undefined
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? errori.paginaNonTrovata : errori.tecnico
  }
  return errori.tecnico
}

/**
 * The error page (SPEC section 2): title Errore, text Errore!, an optional message. Inside the app
 * layout it sits in the layout's <main>; outside it (router-level errors) the router wraps it in one.
 */
export default function ErrorPage({ message }: ErrorPageProps) {
  const routeError = useRouteError()
  const navigate = useNavigate()
  const text = message ?? messageOf(routeError)
  const { token } = theme.useToken()

  useEffect(() => {
    document.title = `${errori.paginaTitolo} · FitLab`
  }, [])

  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {errori.paginaTitolo}
      </Typography.Title>
      <StatusMessage
        icon={<WarningFilled style={{ color: token.colorWarning }} aria-hidden />}
        title={errori.paginaTesto}
        text={text}
        extra={
          <Button type="primary" onClick={() => navigate(href('index'))}>
            {errori.tornaAllaDashboard}
          </Button>
        }
      />
    </div>
  )
}
