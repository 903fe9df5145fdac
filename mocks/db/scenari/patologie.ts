/** A demo scenario: the sheet builder's pathology warnings (modules/scheda/analisi/patologie.ts). */
import { clienteDemo, fitlab, must, riferimenti, type Seed } from '../seed/context'

/**
 * The pathology demo of the sheet builder. An exercise's patologie* lists are
 * CONTRAINDICATIONS: the exercise is not advised for a client with one of those pathologies. The
 * builder warns on a client's sheet when an exercise names one of the client's pathologies in its
 * own lists, or loads the joint, bone or primary muscle that has it. Set after the random seed
 * (drawing nothing from it): FitLab's client Ilaria Albanese (whose sheet "Postura novembre 2025"
 * holds squats and calf raises) gets a knee pathology;
 * `controindicazioni` names exercises whose own lists say so. On that sheet, the squat with a
 * pause is contraindicated by its list, the calf raise loads the knee, the rest is clean.
 */
const DEMO_PATOLOGIE = {
  cliente: { nome: 'Ilaria', cognome: 'Albanese' },
  patologieArticolazioni: ['Ginocchio'],
  controindicazioni: [
    { esercizio: 'Squat con bilanciere con fermo', patologieArticolazioni: ['Ginocchio'] },
  ],
} as const

/** The pathology demo (DEMO_PATOLOGIE): set after the random seed, drawing nothing from it. */
export function scenarioPatologie(s: Seed): void {
  const ctx = fitlab(s)
  const demo = DEMO_PATOLOGIE
  const cliente = clienteDemo(ctx, demo.cliente)
  cliente.patologieArticolazioni = riferimenti(s, 'articolazione', demo.patologieArticolazioni)
  for (const c of demo.controindicazioni) {
    const row = must(ctx.eserciziPerNome.get(c.esercizio), c.esercizio).row
    row.patologieArticolazioni = riferimenti(s, 'articolazione', c.patologieArticolazioni)
  }
}
