import dayjs from 'dayjs'
import type { components } from '@/api/schema.gen'
import { ISO_DATE } from '@/config/constants'

export type Tenant = components['schemas']['Tenant']

export type TenantStato = 'attivo' | 'disattivato' | 'scaduto'

/** Today as an ISO day (yyyy-MM-dd), local time. */
export const todayIso = (): string => dayjs().format(ISO_DATE)

/**
 * The state shown for a tenant: deactivated wins; an active tenant whose expiry date is before
 * today is expired (the expiry day itself still counts as active).
 */
export function tenantStato(
  tenant: Pick<Tenant, 'attivo' | 'dataScadenza'>,
  today: string = todayIso(),
): TenantStato {
  if (!tenant.attivo) return 'disattivato'
  if (tenant.dataScadenza && tenant.dataScadenza < today) return 'scaduto'
  return 'attivo'
}
