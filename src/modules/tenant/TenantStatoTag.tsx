import { Tag } from 'antd'
import { it } from '@/i18n/it'
import type { TenantStato } from './tenant-stato'

const COLORS: Record<TenantStato, string> = {
  attivo: 'success',
  disattivato: 'default',
  scaduto: 'warning',
}

const LABELS: Record<TenantStato, string> = {
  attivo: it.tenant.attivo,
  disattivato: it.tenant.disattivato,
  scaduto: it.tenant.scaduto,
}

export function TenantStatoTag({ stato }: { stato: TenantStato }) {
  return <Tag color={COLORS[stato]}>{LABELS[stato]}</Tag>
}
