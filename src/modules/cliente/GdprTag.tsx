import { Tag } from 'antd'
import { HoverTooltip } from '@/components/HoverTooltip'
import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons'
import { formatDate } from '@/components/format-date'
import { it } from '@/i18n/it'
import type { Cliente } from './cliente-form'

const t = it.cliente

/**
 * The GDPR state of a client as a tag: not accepted (warning), accepted (with the date), or
 * accepted on an older notice than the one in force (`daRinnovare`: "Consenso da rinnovare").
 */
export function GdprTag({
  cliente,
  daRinnovare = false,
}: {
  cliente: Pick<Cliente, 'gdprAccettato' | 'dataAccettazioneGdpr'>
  daRinnovare?: boolean
}) {
  if (cliente.gdprAccettato && daRinnovare) {
    return (
      <Tag color="warning" icon={<ExclamationCircleOutlined aria-hidden />}>
        {it.gdpr.daRinnovare}
      </Tag>
    )
  }
  if (!cliente.gdprAccettato) {
    return (
      <Tag color="warning" icon={<ExclamationCircleOutlined aria-hidden />}>
        {t.gdprNonAccettato}
      </Tag>
    )
  }
  const data = formatDate(cliente.dataAccettazioneGdpr)
  return (
    <HoverTooltip title={data ? t.gdprAccettatoIl(data) : undefined}>
      <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
        {t.gdprAccettato}
      </Tag>
    </HoverTooltip>
  )
}
