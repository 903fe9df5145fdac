/**
 * The muscle-volume map of a sheet: weekly sets per muscle, counted by the role the muscle has in
 * each exercise, and the imbalances they show.
 *
 * Rules (the trainer reads them in the panel's help text):
 * - every group of a sheet is one session of the week (a sheet A/B/C is a three-day split), so a
 *   detail's weekly sets are its `serie`; `sedute` multiplies them when a group is done more often;
 * - a muscle is counted once per detail in each role it has there; roles weigh PESI_RUOLO (primary 1,
 *   synergist 0,5, stabiliser 0,25) in the weighted total the heat map and the imbalances use;
 * - a superset's exercises each count their own sets (they are different exercises done back to
 *   back); a detail without sets counts nothing and is reported, and so is an exercise the catalogue
 *   does not know (still loading, or removed).
 * Pure functions: the builder recomputes them on every edit (benchmark: scripts/perf).
 */
import { regioneDelMuscolo, type RegioneKey } from '@/components/body-figure'

export const PESI_RUOLO = { primario: 1, sinergico: 0.5, stabilizzatore: 0.25 } as const
export type Ruolo = keyof typeof PESI_RUOLO
export const RUOLI: readonly Ruolo[] = ['primario', 'sinergico', 'stabilizzatore']

/** A muscle as the contract has it (its name is optional there, always given by the seed). */
interface Ref {
  id: number
  nome?: string
}

/** What the map needs of an exercise (a catalogue row has it all). */
export interface EsercizioMuscoli {
  id: number
  muscoliPrimari?: readonly Ref[]
  muscoliSinergici?: readonly Ref[]
  muscoliStabilizzatori?: readonly Ref[]
}

/** What the map needs of a detail: the builder's rows (with pending edits) and the server's fit. */
export interface DettaglioSerie {
  esercizio: { id: number }
  serie?: number | null
}

export interface GruppoSerie {
  dettagli: readonly DettaglioSerie[]
}

export interface VolumeMuscolo {
  id: number
  nome: string
  regione: RegioneKey | null
  /** Weekly sets in which the muscle has each role. */
  serie: Record<Ruolo, number>
  /** Σ sets × PESI_RUOLO over the roles. */
  pesato: number
}

export interface VolumeScheda {
  /** By weighted total, highest first; ties by name. */
  muscoli: VolumeMuscolo[]
  /** Weighted total per body region (the heat map's input). */
  perRegione: ReadonlyMap<RegioneKey, number>
  /** Details that count nothing because they have no sets. */
  senzaSerie: number
  /** Details whose exercise the catalogue does not know. */
  sconosciuti: number
}

const CAMPI: Record<Ruolo, keyof EsercizioMuscoli> = {
  primario: 'muscoliPrimari',
  sinergico: 'muscoliSinergici',
  stabilizzatore: 'muscoliStabilizzatori',
}

/**
 * Weekly sets per muscle of `gruppi` (one sheet, or several: a protocol's sheets together), with
 * exercises read from `catalogo`.
 */
export function volumeSettimanale(
  gruppi: readonly GruppoSerie[],
  catalogo: ReadonlyMap<number, EsercizioMuscoli>,
  sedute = 1,
): VolumeScheda {
  const perId = new Map<number, VolumeMuscolo>()
  let senzaSerie = 0
  let sconosciuti = 0
  for (const gruppo of gruppi) {
    for (const dettaglio of gruppo.dettagli) {
      const esercizio = catalogo.get(dettaglio.esercizio.id)
      if (!esercizio) {
        sconosciuti++
        continue
      }
      const serie = (dettaglio.serie ?? 0) * sedute
      if (!(serie > 0)) {
        senzaSerie++
        continue
      }
      for (const ruolo of RUOLI) {
        const muscoli = (esercizio[CAMPI[ruolo]] as readonly Ref[] | undefined) ?? []
        for (const m of muscoli) {
          let v = perId.get(m.id)
          if (!v) {
            const nome = m.nome ?? ''
            v = {
              id: m.id,
              nome,
              regione: regioneDelMuscolo(nome),
              serie: { primario: 0, sinergico: 0, stabilizzatore: 0 },
              pesato: 0,
            }
            perId.set(m.id, v)
          }
          v.serie[ruolo] += serie
          v.pesato += serie * PESI_RUOLO[ruolo]
        }
      }
    }
  }
  const muscoli = [...perId.values()].sort(
    (a, b) => b.pesato - a.pesato || a.nome.localeCompare(b.nome, 'it'),
  )
  const perRegione = new Map<RegioneKey, number>()
  for (const m of muscoli) {
    if (m.regione) perRegione.set(m.regione, (perRegione.get(m.regione) ?? 0) + m.pesato)
  }
  return { muscoli, perRegione, senzaSerie, sconosciuti }
}

/** Heat-map intensity 0..1 per region: its weighted sets over the busiest region's. */
export function intensita(perRegione: ReadonlyMap<RegioneKey, number>): Map<RegioneKey, number> {
  const max = Math.max(0, ...perRegione.values())
  const out = new Map<RegioneKey, number>()
  if (max <= 0) return out
  for (const [regione, v] of perRegione) out.set(regione, v / max)
  return out
}

/** The pairs the map compares; each side is a set of body regions. */
export const CONFRONTI = {
  spintaTrazione: {
    a: ['pettorali', 'deltoideAnteriore', 'tricipiti'],
    b: ['dorsali', 'trapezio', 'deltoidePosteriore', 'bicipiti'],
  },
  anteriorePosteriore: {
    a: ['pettorali', 'deltoideAnteriore', 'addome', 'flessoriAnca', 'quadricipiti', 'tibiali'],
    b: ['dorsali', 'trapezio', 'deltoidePosteriore', 'lombari', 'glutei', 'femorali', 'polpacci'],
  },
} as const satisfies Record<string, { a: readonly RegioneKey[]; b: readonly RegioneKey[] }>

export type ConfrontoKey = keyof typeof CONFRONTI

/** A side outweighs the other beyond this ratio (or the other side has nothing). */
export const SOGLIA_SQUILIBRIO = 1.5

export interface Squilibrio {
  confronto: ConfrontoKey
  a: number
  b: number
  /** The heavier side; null when balanced (or both empty). */
  prevale: 'a' | 'b' | null
}

/** Push/pull and anterior/posterior chain totals, and which side prevails beyond the threshold. */
export function squilibri(perRegione: ReadonlyMap<RegioneKey, number>): Squilibrio[] {
  const somma = (regioni: readonly RegioneKey[]) =>
    regioni.reduce((s, r) => s + (perRegione.get(r) ?? 0), 0)
  return (Object.keys(CONFRONTI) as ConfrontoKey[]).map((confronto) => {
    const a = somma(CONFRONTI[confronto].a)
    const b = somma(CONFRONTI[confronto].b)
    let prevale: Squilibrio['prevale'] = null
    if (a > 0 || b > 0) {
      if (a > b * SOGLIA_SQUILIBRIO) prevale = 'a'
      else if (b > a * SOGLIA_SQUILIBRIO) prevale = 'b'
    }
    return { confronto, a, b, prevale }
  })
}
