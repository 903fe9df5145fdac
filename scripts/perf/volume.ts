/**
 * The muscle-volume map's recompute on a large sheet, in Node: volumeSettimanale + intensita +
 * squilibri over the long-sheet fixture with 3 groups x 100 exercises and the seeded catalogue
 * (what the builder's map does after each edit). Median of `runs` after a warm-up; the budget is a
 * frame (16 ms), so typing never stutters. A benchmark, not a timed test.
 */
import { createDatabase } from '@mocks/db/database'
import { creaSchedaLunga } from '@mocks/fixtures/scheda-lunga'
import {
  intensita,
  squilibri,
  volumeSettimanale,
  type EsercizioMuscoli,
  type GruppoSerie,
} from '@/modules/scheda/analisi/volume'

export const VOLUME_GRUPPI = 3
export const VOLUME_ESERCIZI = 100
const WARMUP = 50

export interface VolumeFigures {
  /** Each run's time, ms. */
  ms: number[]
  median: number
  /** Muscles in the map (a check that the sheet was counted). */
  muscoli: number
}

/** Builds the seeded database and the long sheet, then times `runs` recomputes of the map. */
export function measureVolume(runs = 500): VolumeFigures {
  const db = createDatabase()
  const schedaId = creaSchedaLunga(db, { gruppi: VOLUME_GRUPPI, esercizi: VOLUME_ESERCIZI })
  const catalogo = new Map<number, EsercizioMuscoli>(
    db.esercizio.filter((e) => e.tenantId === 'fitlab').map((e) => [e.id, e]),
  )
  const gruppi: GruppoSerie[] = db.schedagruppo
    .filter((g) => g.schedaId === schedaId)
    .sort((a, b) => a.ordine - b.ordine)
    .map((g) => ({
      dettagli: db.schedadettaglio
        .filter((d) => d.gruppoId === g.id)
        .sort((a, b) => a.ordine - b.ordine),
    }))
  const dettagli = gruppi.reduce((n, g) => n + g.dettagli.length, 0)
  if (dettagli !== VOLUME_GRUPPI * VOLUME_ESERCIZI)
    throw new Error(`the long sheet has ${dettagli} details`)

  let muscoli = 0
  const ricalcola = () => {
    const volume = volumeSettimanale(gruppi, catalogo)
    intensita(volume.perRegione)
    squilibri(volume.perRegione)
    muscoli = volume.muscoli.length
  }
  for (let i = 0; i < WARMUP; i += 1) ricalcola()
  const ms: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now()
    ricalcola()
    ms.push(performance.now() - start)
  }
  const sorted = [...ms].sort((a, b) => a - b)
  return { ms, median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, muscoli }
}
