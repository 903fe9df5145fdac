/** A tenant's protocols (D.PROTOCOLLI), each an ordered list of its template sheets. */
import { nextId } from '../schema'
import * as D from '../data'
import type { Seed, TenantContext } from './context'

export function seedProtocolli(s: Seed, ctx: TenantContext): void {
  const { rng } = s
  const fitlab = ctx.seed.tenantId === D.TENANTS[0]!.tenantId
  const protocolli = fitlab ? D.PROTOCOLLI : D.PROTOCOLLI.slice(0, 5)
  protocolli.forEach((p, i) => {
    const isCertificato = i === 0 || rng.chance(0.35)
    s.db.protocollo.push({
      id: nextId(s.db, 'protocollo'),
      nome: p.nome,
      descrizione: p.descrizione,
      isCertificato,
      isBozza: i === 1 || (!isCertificato && rng.chance(0.2)),
      isCartella: i === 2 || rng.chance(0.25),
      schede: rng
        .some(ctx.templates, 2, 5)
        .map((t, ordine) => ({ id: t.id, nome: t.nome, ordine })),
      tenantId: ctx.seed.tenantId,
    })
  })
}
