import { Button, Flex, Typography } from 'antd'
import {
  CheckCircleOutlined,
  CloudSyncOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  LoadingOutlined,
} from '@ant-design/icons'
import { it } from '@/i18n/it'
import type { BuilderStatus } from './use-builder'

const t = it.scheda.stato

/**
 * Where the builder's saving stands (every edit is saved on its own: when a field is left or
 * Enter is pressed, and at once for adds, moves and deletions). A polite live region, so a
 * screen reader hears "salvato" without losing its place.
 */
export function SaveStatus({ status, onRetry }: { status: BuilderStatus; onRetry: () => void }) {
  let icon = <CloudSyncOutlined aria-hidden />
  let text: string = t.automatico
  let type: 'secondary' | 'success' | 'warning' | 'danger' = 'secondary'
  let retry = false
  if (status.esito === 'irraggiungibile') {
    icon = <ExclamationCircleOutlined aria-hidden />
    text = t.irraggiungibile
    type = 'danger'
    retry = true
  } else if (status.inSalvataggio > 0) {
    icon = <LoadingOutlined aria-hidden />
    text = t.inSalvataggio
  } else if (status.daCorreggere > 0) {
    icon = <ExclamationCircleOutlined aria-hidden />
    text = t.daCorreggere(status.daCorreggere)
    type = 'danger'
  } else if (status.nonSalvate > 0 && status.esito === 'errore') {
    icon = <ExclamationCircleOutlined aria-hidden />
    text = t.nonSalvate
    type = 'danger'
    retry = true
  } else if (status.nonSalvate > 0) {
    icon = <EditOutlined aria-hidden />
    text = t.inModifica
    type = 'warning'
  } else if (status.esito === 'salvato') {
    icon = <CheckCircleOutlined aria-hidden />
    text = t.salvato
    type = 'success'
  }
  return (
    <Flex align="center" gap={8} role="status" aria-live="polite" aria-label={t.regione}>
      <Typography.Text type={type}>
        {icon} {text}
      </Typography.Text>
      {retry && (
        <Button size="small" onClick={onRetry}>
          {it.comune.riprova}
        </Button>
      )}
    </Flex>
  )
}
