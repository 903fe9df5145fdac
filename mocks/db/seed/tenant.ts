/**
 * Step 2, once per tenant (D.TENANTS, in order): the tenant, its equipment and folders, then its
 * areas in this order (each draws from the random sequence in turn): exercises, methodologies,
 * users and instructors, clients, sheets, protocols, maximums.
 */
import { CLIENTS_PER_OTHER_TENANT, DEFAULT_CLIENTS_PER_ACTIVE_TENANT, nextId } from '../schema'
import * as D from '../data'
import { must, ref, type Seed, type TenantContext } from './context'
import { seedEsercizi } from './esercizi'
import { seedMetodologie } from './metodologie'
import { seedUtentiIstruttori } from './utenti'
import { seedClienti } from './clienti'
import { seedSchede } from './schede'
import { seedProtocolli } from './protocolli'
import { seedMassimali } from './massimali'

export function seedTenant(s: Seed, seed: D.TenantSeed): void {
  const { tenantId } = seed
  s.db.tenant.push({
    tenantId,
    nome: seed.nome,
    attivo: seed.attivo,
    dataScadenza: seed.dataScadenza,
  })
  const ctx: TenantContext = {
    seed,
    attrezzi: new Map(),
    cartelle: new Map(),
    esercizi: [],
    eserciziPerNome: new Map(),
    pools: new Map(),
    metodologie: [],
    metodologiePerCodice: new Map(),
    istruttori: [],
    clienti: [],
    templates: [],
  }
  for (const [nome] of D.ATTREZZI) {
    const row = { id: nextId(s.db, 'attrezzo'), nome, tenantId }
    s.db.attrezzo.push(row)
    ctx.attrezzi.set(nome, ref(row))
  }
  for (const c of D.CARTELLE) {
    const row = {
      id: nextId(s.db, 'cartella'),
      nome: c.nome,
      attrezzo: c.attrezzo ? must(ctx.attrezzi.get(c.attrezzo), c.attrezzo) : null,
      flagAttrezzoMacchina: c.flag ?? null,
      tenantId,
    }
    s.db.cartella.push(row)
    ctx.cartelle.set(c.nome, ref(row))
  }
  if (tenantId === D.TENANTS[0]!.tenantId) s.fitlab = ctx
  seedEsercizi(s, ctx)
  seedMetodologie(s, ctx)
  seedUtentiIstruttori(s, ctx)
  // FitLab's clients past the demo's own are added after every tenant (seed/altri-clienti.ts).
  const clienti =
    seed.tenantId === D.TENANTS[0]!.tenantId
      ? Math.min(s.options.clientsPerActiveTenant, DEFAULT_CLIENTS_PER_ACTIVE_TENANT)
      : CLIENTS_PER_OTHER_TENANT
  seedClienti(s, ctx, clienti)
  seedSchede(s, ctx)
  seedProtocolli(s, ctx)
  seedMassimali(s, ctx)
}
