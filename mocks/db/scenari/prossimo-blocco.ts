/** A demo scenario: a saved next-block progression of FitLab, "+2,5 kg on the main lifts". */
import { nextId } from '../schema'
import { fitlab, must, type Seed } from '../seed/context'

/** The main lifts of the demo catalogue (by nomenclatura). */
const FONDAMENTALI = [
  'Panca piana con bilanciere',
  'Stacco da terra',
  'Front squat con bilanciere',
  'Hip thrust con bilanciere',
]

/** FitLab's saved progression: +2,5 kg on the main lifts, 2,5 kg plates. Draws nothing. */
export function scenarioProssimoBlocco(s: Seed): void {
  const ctx = fitlab(s)
  s.db.progressione.push({
    id: nextId(s.db, 'progressione'),
    tenantId: ctx.seed.tenantId,
    nome: 'Fondamentali +2,5 kg',
    regole: {
      carico: { modo: 'kg', valore: 2.5 },
      ripetizioni: null,
      seriePiuUno: false,
      scaricoPercentuale: null,
      passoKg: 2.5,
      esercizi: FONDAMENTALI.map(
        (nome) => must(ctx.eserciziPerNome.get(nome), `exercise ${nome}`).row.id,
      ),
    },
  })
}
