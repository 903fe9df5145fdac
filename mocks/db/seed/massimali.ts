/** The maximums history of a tenant's first clients: a few exercises each, growing over a year. */
import { REFERENCE_DATE, nextId, type ClienteRow } from '../schema'
import * as D from '../data'
import { must, type Seed, type TenantContext } from './context'
import { DAY_MS, REF_MS, isoDate } from './formato'

/** Women's starting maximums relative to men's, where they differ from the default 0.6. */
const FORZA_FEMMINILE: Record<string, number> = {
  'Hip thrust con bilanciere': 0.85,
  'Leg press 45°': 0.75,
  'Squat con bilanciere': 0.7,
}

const roundTo = (value: number, step: number): number =>
  Math.max(step, Math.round(value / step) * step)

/** Clients whose maximums are tracked: the first ones of each tenant. */
export const CLIENTI_CON_MASSIMALI = 300

export function seedMassimali(
  s: Seed,
  ctx: TenantContext,
  clienti: readonly ClienteRow[] = ctx.clienti.slice(0, CLIENTI_CON_MASSIMALI),
): void {
  const { rng } = s
  const esercizi = D.MASSIMALI.filter(([nome]) => ctx.eserciziPerNome.has(nome))
  if (esercizi.length < 3) return
  for (const cliente of clienti) {
    if (!rng.chance(0.6)) continue
    const car = new Map((cliente.caratteristiche ?? []).map((c) => [c.nome, c.valore]))
    const livello =
      car.get('Livello') === 'Avanzato' ? 1.3 : car.get('Livello') === 'Intermedio' ? 1 : 0.75
    const eta =
      (REF_MS - Date.parse(`${cliente.dataNascita ?? REFERENCE_DATE}T00:00:00Z`)) /
      (365.25 * DAY_MS)
    const fattore = livello * (eta > 60 ? 0.75 : 1)
    for (const [nome, kg] of rng.some(esercizi, 3, 6)) {
      const e = must(ctx.eserciziPerNome.get(nome), nome)
      const sesso = cliente.sesso === 'F' ? (FORZA_FEMMINILE[nome] ?? 0.6) : 1
      let valore = roundTo(kg * sesso * fattore * (rng.int(85, 115) / 100), 2.5)
      const entries = rng.int(3, 8)
      const first = REF_MS - rng.int(200, 360) * DAY_MS
      const last = REF_MS - rng.int(0, 20) * DAY_MS
      const step = (last - first) / (entries - 1)
      for (let k = 0; k < entries; k++) {
        if (k > 0) valore = Math.max(valore, roundTo(valore * (1 + rng.int(0, 5) / 100), 2.5))
        s.db.massimale.push({
          id: nextId(s.db, 'massimale'),
          clienteId: cliente.id,
          esercizio: e.slim,
          valore,
          data: isoDate(first + Math.round((step * k) / DAY_MS) * DAY_MS),
          tenantId: ctx.seed.tenantId,
        })
      }
    }
  }
}
