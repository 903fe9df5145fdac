/**
 * A larger demo (SeedOptions.clientsPerActiveTenant above the demo's 240): the demo as it is, then
 * FitLab's further clients with their sheets and maximums, drawn from a random sequence of their
 * own. So every row of the demo (its scenarios' clients too) is there at every larger size, with
 * the same ids and values.
 */
import {
  DEFAULT_CLIENTS_PER_ACTIVE_TENANT,
  REFERENCE_DATE,
  SCHEDE_CLIENTS_LIMIT,
  SEED,
} from '../schema'
import { seedClienti } from './clienti'
import { must, type Seed } from './context'
import { CLIENTI_CON_MASSIMALI, seedMassimali } from './massimali'
import { createRng } from './rng'
import { schedeClienti } from './schede'

export function seedAltriClienti(s: Seed): void {
  const altri = s.options.clientsPerActiveTenant - DEFAULT_CLIENTS_PER_ACTIVE_TENANT
  if (altri <= 0) return
  const ctx = must(s.fitlab ?? undefined, 'FitLab Milano')
  const primo = ctx.clienti.length
  const seguito: Seed = { ...s, rng: createRng(SEED + 1, REFERENCE_DATE) }
  seedClienti(seguito, ctx, altri)
  // As in the demo: sheets for the first clients only, maximums for fewer.
  schedeClienti(seguito, ctx, ctx.clienti.slice(primo, SCHEDE_CLIENTS_LIMIT))
  seedMassimali(seguito, ctx, ctx.clienti.slice(primo, CLIENTI_CON_MASSIMALI))
}
