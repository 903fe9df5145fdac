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
}

export const SCENARI: readonly Scenario[] = [
  { nome: 'patologie', applica: scenarioPatologie },
  { nome: 'carichi', applica: scenarioCarichi },
  { nome: 'progressione', applica: scenarioProgressione },
  { nome: 'prossimoBlocco', applica: scenarioProssimoBlocco },
]
