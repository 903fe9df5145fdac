/**
 * Tenants (SPEC 1, 6): the administrator (ROLE_ADMIN, x-roles in the contract) lists every tenant
 * and deactivates, activates or moves the expiry of any (never deactivates the own one);
 * instructors never reach them (403).
 */
import { notifyChanged } from '@mocks/db/store'
import { revokeRefreshTokens } from '../lib/auth'
import { requireSession, type Ctx, type ImplMap } from '../lib/dispatch'
import { invalidField, notFound } from '../lib/http'
import { present } from '../lib/present'
import type { AnyRow } from '../lib/relations'
import { listImpl } from './generic'

function tenantOf(ctx: Ctx): AnyRow & { attivo: boolean; dataScadenza: string | null } {
  const tenant = ctx.db.tenant.find((row) => row.tenantId === ctx.body.tenantId)
  if (!tenant) throw notFound()
  return tenant as unknown as AnyRow & { attivo: boolean; dataScadenza: string | null }
}

const answer = (ctx: Ctx, tenant: AnyRow): Record<string, unknown> =>
  present(ctx.db, 'tenant', tenant, requireSession(ctx))

export const tenantImpls: ImplMap = {
  tenant_list: listImpl('tenant'),

  tenant_disattiva: (ctx) => {
    const session = requireSession(ctx)
    const tenant = tenantOf(ctx)
    if (tenant.tenantId === session.tenantId) {
      throw invalidField('tenantId', 'Non è possibile disattivare il proprio tenant')
    }
    tenant.attivo = false
    revokeRefreshTokens(ctx.db, (entry) => entry.tenantId === tenant.tenantId)
    notifyChanged()
    return answer(ctx, tenant)
  },

  tenant_attiva: (ctx) => {
    const tenant = tenantOf(ctx)
    tenant.attivo = true
    tenant.dataScadenza = String(ctx.body.dataScadenza)
    notifyChanged()
    return answer(ctx, tenant)
  },

  tenant_modificaDataScadenza: (ctx) => {
    const tenant = tenantOf(ctx)
    tenant.dataScadenza = String(ctx.body.dataScadenza)
    notifyChanged()
    return answer(ctx, tenant)
  },
}
