import dayjs from 'dayjs'
import { ISO_DATE } from '@/config/constants'

export type TenantStatus = 'disattivato' | 'scaduto' | 'inScadenza' | 'attivo'

/** Days before the expiry date from which a tenant counts as "in scadenza". */
export const EXPIRY_WARNING_DAYS = 60

/** A tenant's state on a given day: deactivated, expired, expiring within 60 days, active. */
export function tenantStatus(
  tenant: { attivo: boolean; dataScadenza?: string | null },
  today: string = dayjs().format(ISO_DATE),
): TenantStatus {
  if (!tenant.attivo) return 'disattivato'
  if (!tenant.dataScadenza) return 'attivo'
  const days = dayjs(tenant.dataScadenza).diff(dayjs(today), 'day')
  if (days < 0) return 'scaduto'
  if (days <= EXPIRY_WARNING_DAYS) return 'inScadenza'
  return 'attivo'
}

export const tenantStatusColor: Record<TenantStatus, string> = {
  disattivato: 'default',
  scaduto: 'red',
  inScadenza: 'orange',
  attivo: 'green',
}
