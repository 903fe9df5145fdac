import { useEffect } from 'react'
import { Alert, Button, Typography, theme } from 'antd'
import { BareCard } from '@/components/BareCard'
import { it } from '@/i18n/it'

export interface ConfigErrorPageProps {
  /** What is wrong with config.json (RuntimeConfigError's Italian message). */
  message: string
  /** Reloads the page; default: the browser's reload. */
  onReload?: () => void
}

/**
 * What main.tsx shows instead of the app when the deploy-time configuration (config.json,
 * src/config/runtime-config.ts) cannot be used: what is wrong, and a reload once it is fixed.
 */
export function ConfigErrorPage({
  message,
  onReload = () => window.location.reload(),
}: ConfigErrorPageProps) {
  const { token } = theme.useToken()
  useEffect(() => {
    document.title = `${it.serverEsterno.config.titolo} · FitLab`
  }, [])

  return (
    <main style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <BareCard>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {it.serverEsterno.config.titolo}
        </Typography.Title>
        <Typography.Paragraph>{it.serverEsterno.config.testo}</Typography.Paragraph>
        <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />
        <Button type="primary" onClick={onReload}>
          {it.serverEsterno.config.ricarica}
        </Button>
      </BareCard>
    </main>
  )
}
