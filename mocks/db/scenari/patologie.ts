/** A demo scenario: the sheet builder's pathology warnings (SPEC: the builder's pathology check). */
import { must, riferimenti, type Seed } from '../seed/context'

/**
 * The pathology demo of the sheet builder (issue 14). An exercise's patologie* lists are
 * CONTRAINDICATIONS: the exercise is not advised for a client with one of those pathologies. The
 * builder warns on a client's sheet when an exercise names one of the client's pathologies in its
 * own lists, or loads the joint, bone or primary muscle that has it. Set after the random seed
 * (drawing nothing from it): FitLab's client `cliente` (its index, in id order: Ilaria Albanese,
 * whose sheet "Postura novembre 2025" holds squats and calf raises) gets a knee pathology;
 * `controindicazioni` names exercises whose own lists say so. On that sheet, the squat with a
 * pause is contraindicated by its list, the calf raise loads the knee, the rest is clean.
 */
export const DEMO_PATOLOGIE = {
  cliente: 7,
  patologieArticolazioni: ['Ginocchio'],
  controindicazioni: [
    { esercizio: 'Squat con bilanciere con fermo', patologieArticolazioni: ['Ginocchio'] },
  ],
} as const

/** The pathology demo (DEMO_PATOLOGIE): set after the random seed, drawing nothing from it. */
export function scenarioPatologie(s: Seed): void {
  const ctx = must(s.fitlab ?? undefined, 'FitLab Milano')
  const demo = DEMO_PATOLOGIE
  // A smaller seed (tests) may have fewer clients: the exercises' lists are set all the same.
  const cliente = ctx.clienti[demo.cliente]
  if (cliente) {
    cliente.patologieArticolazioni = riferimenti(s, 'articolazione', demo.patologieArticolazioni)
  }
  for (const c of demo.controindicazioni) {
    const row = must(ctx.eserciziPerNome.get(c.esercizio), c.esercizio).row
    row.patologieArticolazioni = riferimenti(s, 'articolazione', c.patologieArticolazioni)
  }
}
