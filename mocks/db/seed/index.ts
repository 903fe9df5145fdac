/**
 * The demo database, made by an ordered list of steps over one seeded random sequence: pure and
 * deterministic (no Math.random, no clock), so the same options give the same data, byte for
 * byte. Each step draws from the sequence in turn, so a step's place in the list is part of the
 * data: add a step at the end.
 */
import { DEFAULT_CLIENTS_PER_ACTIVE_TENANT, type Database, type SeedOptions } from '../schema'
import * as D from '../data'
import { SCENARI } from '../scenari'
import { seedAltriClienti } from './altri-clienti'
import { createSeed } from './context'
import { seedLibreriaGrande } from './esercizi'
import { seedGdpr } from './gdpr'
import { seedRiferimenti } from './riferimenti'
import { seedTenant } from './tenant'

/** The demo database: pure and deterministic (same options, same data). */
export function createDatabase(options: SeedOptions = {}): Database {
  const s = createSeed({
    clientsPerActiveTenant: Math.max(
      0,
      Math.floor(options.clientsPerActiveTenant ?? DEFAULT_CLIENTS_PER_ACTIVE_TENANT),
    ),
    esercizi: Math.max(0, Math.floor(options.esercizi ?? 0)),
  })
  seedRiferimenti(s)
  for (const tenant of D.TENANTS) seedTenant(s, tenant)
  s.db.seq.tenant = s.db.tenant.length + 1
  // The scenarios tell stories about the demo's people: a seed with fewer clients than the demo
  // (the tests' small seeds) has other people and no scenario. Any larger one has them all.
  if (s.options.clientsPerActiveTenant >= DEFAULT_CLIENTS_PER_ACTIVE_TENANT) {
    for (const scenario of SCENARI) scenario.applica(s)
  }
  // A larger demo: the demo as it is (every id too), then more rows after it.
  seedAltriClienti(s)
  seedLibreriaGrande(s)
  // The consent register of every client above (draws nothing).
  seedGdpr(s)
  return s.db
}
