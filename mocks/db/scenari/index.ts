/**
 * The demo's scenarios: stories the demo data tells on purpose (a client with a pathology and the
 * exercises it rules out, a sheet in % of maximums, a sheet carried on for the comparison). Each
 * is applied after the random seed and draws nothing from it, so every other row keeps its ids
 * and values.
 */
import type { Seed } from '../seed/context'
import { scenarioCarichi } from './carichi'
import { scenarioPatologie } from './patologie'
import { scenarioProgressione } from './progressione'
import { scenarioProssimoBlocco } from './prossimo-blocco'

interface Scenario {
  nome: string
  applica: (s: Seed) => void
  /** It finds its client by name, and fails the seed without it (false: a tenant's row). */
  perCliente: boolean
}

export const SCENARI: readonly Scenario[] = [
  { nome: 'patologie', applica: scenarioPatologie, perCliente: true },
  { nome: 'carichi', applica: scenarioCarichi, perCliente: true },
  { nome: 'progressione', applica: scenarioProgressione, perCliente: true },
  { nome: 'prossimoBlocco', applica: scenarioProssimoBlocco, perCliente: false },
]
