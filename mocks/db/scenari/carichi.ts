/** A demo scenario: a sheet whose loads are in % of the client's maximums. */
import { nextId } from '../schema'
import { clienteDemo, fitlab, must, type Persona, type Seed } from '../seed/context'
import { DAY_MS, REF_MS, isoDate } from '../seed/formato'

/**
 * The demo of loads from maximums: a FitLab client (Franco Tomaselli) gets a sheet running at the reference date whose loads are
 * in % of his maximums: two recent maximums, one older than 8 weeks (to be tested again), one
 * exercise with no maximum, one load in kg; and a maximum no sheet uses. Days are counted back from
 * the reference date; no random draw, so the rest of the seed is unchanged.
 */
const DEMO_CARICHI = {
  cliente: { nome: 'Franco', cognome: 'Tomaselli' },
  scheda: { nome: 'Forza con i massimali', inizio: -4, fine: 79 },
  /** exercise, values oldest first (kg), days before the reference date of the latest test */
  massimali: [
    ['Squat con bilanciere', [100, 105, 110, 115], 70],
    ['Panca piana con bilanciere', [85, 90, 95, 97.5], 3],
    ['Stacco da terra', [120, 130, 135, 140], 10],
    ['Lento avanti con bilanciere', [45, 47.5, 50], 20],
  ],
  /** days between two tests of the same exercise */
  intervallo: 42,
  /** group A: exercise, serie, ripetizioni, recupero (s), carico, unit */
  dettagli: [
    ['Squat con bilanciere', 4, '6', 150, 75, 'percentuale'],
    ['Panca piana con bilanciere', 4, '8', 120, 70, 'percentuale'],
    ['Stacco da terra', 3, '5', 180, 80, 'percentuale'],
    ['Rematore con bilanciere', 3, '10', 90, 65, 'percentuale'],
    ['Curl con bilanciere', 3, '12', 60, 25, 'kg'],
  ],
} as const satisfies {
  cliente: Persona
  scheda: { nome: string; inizio: number; fine: number }
  massimali: readonly (readonly [string, readonly number[], number])[]
  intervallo: number
  dettagli: readonly (readonly [string, number, string, number, number, 'kg' | 'percentuale'])[]
}

/**
 * The loads-from-maximums demo (DEMO_CARICHI): added after every tenant, with fixed values and
 * no random draw, so every other row keeps its id and values.
 */
export function scenarioCarichi(s: Seed): void {
  const ctx = fitlab(s)
  const demo = DEMO_CARICHI
  const cliente = clienteDemo(ctx, demo.cliente)
  const tenantId = ctx.seed.tenantId
  const esercizio = (nome: string) => must(ctx.eserciziPerNome.get(nome), nome).slim
  for (const [nome, valori, giorni] of demo.massimali) {
    valori.forEach((valore, k) => {
      const indietro = giorni + (valori.length - 1 - k) * demo.intervallo
      s.db.massimale.push({
        id: nextId(s.db, 'massimale'),
        clienteId: cliente.id,
        esercizio: esercizio(nome),
        valore,
        data: isoDate(REF_MS - indietro * DAY_MS),
        tenantId,
      })
    })
  }
  const schedaId = nextId(s.db, 'scheda')
  s.db.scheda.push({
    id: schedaId,
    nome: demo.scheda.nome,
    dataInizio: isoDate(REF_MS + demo.scheda.inizio * DAY_MS),
    dataFine: isoDate(REF_MS + demo.scheda.fine * DAY_MS),
    cliente: { id: cliente.id, nome: cliente.nome, cognome: cliente.cognome },
    isCliente: true,
    isTemplate: false,
    isBozza: false,
    note: null,
    cartelle: [],
    tenantId,
  })
  const gruppoId = nextId(s.db, 'schedagruppo')
  s.db.schedagruppo.push({
    id: gruppoId,
    schedaId,
    nome: 'A',
    ordine: 0,
    metodologiaBase: null,
    tenantId,
  })
  demo.dettagli.forEach(([nome, serie, ripetizioni, recupero, carico, caricoUnita], ordine) => {
    s.db.schedadettaglio.push({
      id: nextId(s.db, 'schedadettaglio'),
      gruppoId,
      ordine,
      esercizio: esercizio(nome),
      metodologia: null,
      serie,
      ripetizioni,
      recupero,
      carico,
      caricoUnita,
      note: null,
      tenantId,
    })
  })
}
