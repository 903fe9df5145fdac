/** A demo scenario: a client's latest sheet carries the previous one on, for the comparison. */
import { nextId, type Collections } from '../schema'
import { clienteDemo, fitlab, must, type Persona, type Seed } from '../seed/context'

/** The values of a sheet detail the comparison demo sets. */
interface ValoriDemo {
  serie?: number
  ripetizioni?: string
  recupero?: number
  carico?: number | null
  caricoUnita?: 'kg' | 'percentuale' | null
}

/** An edit of the comparison demo: positions count from 0 in the previous sheet's groups. */
type ModificaDemo =
  | { tipo: 'valori'; gruppo: number; posizione: number; valori: ValoriDemo }
  | {
      tipo: 'sostituisci'
      gruppo: number
      posizione: number
      esercizio: string
      valori: ValoriDemo
    }
  | { tipo: 'rimuovi'; gruppo: number; posizione: number }
  | { tipo: 'aggiungi'; gruppo: number; esercizio: string; valori: ValoriDemo }

/**
 * The sheet comparison's demo: FitLab's client Valentina Bernasconi has as her
 * latest sheet the one before it carried on with these edits (the sheets keep their names and
 * dates). Seen side by side: more sets and load on two exercises, chest press replaced by the bench
 * press at a % of her maximum, an exercise removed and hip thrust (% of maximum) added.
 */
const PROGRESSIONE_DEMO: { cliente: Persona; modifiche: readonly ModificaDemo[] } = {
  cliente: { nome: 'Valentina', cognome: 'Bernasconi' },
  modifiche: [
    { tipo: 'valori', gruppo: 0, posizione: 0, valori: { serie: 6 } },
    {
      tipo: 'sostituisci',
      gruppo: 0,
      posizione: 1,
      esercizio: 'Panca piana con bilanciere',
      valori: { serie: 4, ripetizioni: '8', recupero: 120, carico: 70, caricoUnita: 'percentuale' },
    },
    {
      tipo: 'valori',
      gruppo: 0,
      posizione: 3,
      valori: { serie: 3, ripetizioni: '8', carico: 50, caricoUnita: 'kg' },
    },
    { tipo: 'rimuovi', gruppo: 1, posizione: 1 },
    {
      tipo: 'aggiungi',
      gruppo: 1,
      esercizio: 'Hip thrust con bilanciere',
      valori: { serie: 4, ripetizioni: '10', recupero: 90, carico: 75, caricoUnita: 'percentuale' },
    },
  ],
}

/**
 * The sheet comparison's demo (PROGRESSIONE_DEMO): the client's latest sheet becomes a copy of
 * the one before it, with the demo's edits. Uses no random draw.
 */
export function scenarioProgressione(s: Seed): void {
  const ctx = fitlab(s)
  const cliente = clienteDemo(ctx, PROGRESSIONE_DEMO.cliente)
  const chi = `${cliente.nome} ${cliente.cognome}`
  const schede = s.db.scheda
    .filter((x) => x.cliente?.id === cliente.id && !x.isBozza && x.dataInizio)
    .sort((a, b) => a.dataInizio!.localeCompare(b.dataInizio!))
  const [prima, dopo] = schede.slice(-2)
  if (!prima || !dopo) throw new Error(`Seed: two sheets of ${chi} not found`)
  const gruppiDopo = new Set(
    s.db.schedagruppo.filter((g) => g.schedaId === dopo.id).map((g) => g.id),
  )
  s.db.schedagruppo = s.db.schedagruppo.filter((g) => !gruppiDopo.has(g.id))
  s.db.schedadettaglio = s.db.schedadettaglio.filter((d) => !gruppiDopo.has(d.gruppoId))
  const gruppi = s.db.schedagruppo
    .filter((g) => g.schedaId === prima.id)
    .sort((a, b) => a.ordine - b.ordine)
  type Dettaglio = Collections['schedadettaglio'][number]
  const copie: (Dettaglio | null)[][] = gruppi.map((g) =>
    s.db.schedadettaglio
      .filter((d) => d.gruppoId === g.id)
      .sort((a, b) => a.ordine - b.ordine)
      .map((d) => structuredClone(d)),
  )
  const aggiunti: Dettaglio[][] = gruppi.map(() => [])
  const esercizio = (nome: string) => must(ctx.eserciziPerNome.get(nome), nome).slim
  for (const m of PROGRESSIONE_DEMO.modifiche) {
    const righe = must(copie[m.gruppo], `group ${m.gruppo} of ${chi}'s sheet "${prima.nome}"`)
    if (m.tipo === 'aggiungi') {
      const base = must(
        righe.find((d) => d !== null) ?? undefined,
        `a row of group ${m.gruppo} of ${chi}'s sheet "${prima.nome}"`,
      )
      const nuova = { ...base, esercizio: esercizio(m.esercizio), metodologia: null, note: null }
      aggiunti[m.gruppo]!.push({ ...nuova, ...m.valori })
      continue
    }
    const riga = must(
      righe[m.posizione] ?? undefined,
      `row ${m.posizione} of group ${m.gruppo} of ${chi}'s sheet "${prima.nome}"`,
    )
    if (m.tipo === 'rimuovi') righe[m.posizione] = null
    else if (m.tipo === 'valori') Object.assign(riga, m.valori)
    else Object.assign(riga, { esercizio: esercizio(m.esercizio), metodologia: null }, m.valori)
  }
  gruppi.forEach((g, ordine) => {
    const gruppoId = nextId(s.db, 'schedagruppo')
    s.db.schedagruppo.push({ ...structuredClone(g), id: gruppoId, schedaId: dopo.id, ordine })
    const righe = [...copie[ordine]!, ...aggiunti[ordine]!].filter((d) => d !== null)
    righe.forEach((d, i) =>
      s.db.schedadettaglio.push({ ...d, id: nextId(s.db, 'schedadettaglio'), gruppoId, ordine: i }),
    )
  })
}
