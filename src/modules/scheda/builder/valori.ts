/**
 * The typed fields of a detail (serie, ripetizioni, recupero, carico, note): from the text a
 * trainer types to the value saved and back, with the Italian error of a text that cannot be
 * saved; and the values a methodology's cycles suggest.
 */
import type { components } from '@/api/schema.gen'
import { formatDecimal, formatDurata, parseDecimal, parseDurata } from '@/components/format-number'
import { it } from '@/i18n/it'
import type { Campo, Dettaglio, Valori } from './tree'

const t = it.scheda.campi

export type { Campo }
export const CAMPI: readonly Campo[] = ['serie', 'ripetizioni', 'recupero', 'carico', 'note']

export const LIMITI = {
  serie: 100,
  ripetizioni: 20,
  recupero: 3600,
  carico: 1000,
  note: 500,
} as const

/** The text a field shows for a saved value. */
export function testoDi(d: Pick<Dettaglio, Campo>, campo: Campo): string {
  switch (campo) {
    case 'serie':
      return d.serie === null || d.serie === undefined ? '' : String(d.serie)
    case 'recupero':
      return formatDurata(d.recupero)
    case 'carico':
      return formatDecimal(d.carico)
    default:
      return d[campo] ?? ''
  }
}

export type Lettura<V> = { ok: true; value: V } | { ok: false; error: string }

/** Reads the text of a field: the value to save, or the Italian error that says what is wrong. */
export function leggiCampo(campo: Campo, testo: string): Lettura<Valori[Campo]> {
  const trimmed = testo.trim()
  switch (campo) {
    case 'serie': {
      if (trimmed === '') return { ok: true, value: null }
      const n = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : NaN
      return n >= 1 && n <= LIMITI.serie ? { ok: true, value: n } : { ok: false, error: t.serie }
    }
    case 'ripetizioni':
      return trimmed.length <= LIMITI.ripetizioni
        ? { ok: true, value: trimmed === '' ? null : trimmed }
        : { ok: false, error: t.ripetizioni }
    case 'recupero': {
      const value = parseDurata(trimmed)
      return value === undefined || (value !== null && value > LIMITI.recupero)
        ? { ok: false, error: t.recupero }
        : { ok: true, value }
    }
    case 'carico': {
      const value = parseDecimal(trimmed)
      return value === undefined || (value !== null && value > LIMITI.carico)
        ? { ok: false, error: t.carico }
        : { ok: true, value }
    }
    case 'note':
      return testo.length <= LIMITI.note
        ? { ok: true, value: trimmed === '' ? null : testo }
        : { ok: false, error: t.note }
  }
}

/** Whether a detail's typed fields are all empty (a methodology may then fill them unasked). */
export const senzaValori = (d: Pick<Dettaglio, Campo>): boolean =>
  d.serie == null && !d.ripetizioni && d.recupero == null && d.carico == null

type Ciclo = components['schemas']['MetodologiaCiclo']

/**
 * What a methodology's cycles suggest for one exercise: the sets of all cycles, their repetitions
 * one after the other (`12/10/8/6`), the first cycle's rest, and its load in % of the maximum
 * (the unit of methodology cycles).
 */
export function valoriDaCicli(cicli: readonly Ciclo[]): Partial<Valori> {
  const ordered = [...cicli].sort((a, b) => a.ordine - b.ordine)
  const first = ordered[0]
  if (!first) return {}
  const joined = ordered.map((c) => c.ripetizioni).join('/')
  const carico = first.carico ?? null
  return {
    serie: Math.min(
      LIMITI.serie,
      ordered.reduce((sum, c) => sum + c.serie, 0),
    ),
    ripetizioni: joined.length <= LIMITI.ripetizioni ? joined : first.ripetizioni,
    recupero: first.recupero ?? null,
    carico,
    caricoUnita: carico === null ? null : 'percentuale',
  }
}

/** "Serie 3 · Ripetizioni 10 · Recupero 1:30 · Carico 70% del massimale", for a confirmation. */
export function descriviValori(v: Partial<Valori>): string {
  const parts: string[] = []
  if (v.serie != null) parts.push(`${it.scheda.dettaglio.serie} ${v.serie}`)
  if (v.ripetizioni) parts.push(`${it.scheda.dettaglio.ripetizioni} ${v.ripetizioni}`)
  if (v.recupero != null) parts.push(`${it.scheda.dettaglio.recupero} ${formatDurata(v.recupero)}`)
  if (v.carico != null) parts.push(`${it.scheda.dettaglio.carico} ${caricoConUnita(v)}`)
  return parts.join(' · ')
}

/** "22,5 kg" or "70% del massimale" ('' without a load). */
export function caricoConUnita(v: Partial<Pick<Valori, 'carico' | 'caricoUnita'>>): string {
  if (v.carico == null) return ''
  return v.caricoUnita === 'percentuale'
    ? t.caricoPercentuale(formatDecimal(v.carico))
    : it.comune.kg(formatDecimal(v.carico))
}

/** The fields a new row takes from the group (serie, ripetizioni, recupero; never the load). */
export const CAMPI_RIEMPITI = ['serie', 'ripetizioni', 'recupero'] as const
type CampoRiempito = (typeof CAMPI_RIEMPITI)[number]

/**
 * What a new row of a group starts with ("rows that fill themselves"):
 * - the group has a base methodology with cycles: serie, ripetizioni and recupero of its cycles;
 * - otherwise: those of the row above the place it goes to (the last row of the group when it goes
 *   at the end; the row below when it goes first);
 * - otherwise (an empty group): nothing.
 * The load (carico) always starts empty: it belongs to the exercise, not to the group. Answers the
 * values and the fields they fill, for the row to show them as filled.
 */
export function valoriNuovaRiga(
  dettagli: readonly Pick<Dettaglio, CampoRiempito>[],
  at: number,
  cicliBase: readonly Ciclo[] | null,
): { valori: Partial<Valori>; campi: CampoRiempito[] } {
  const dai =
    cicliBase && cicliBase.length > 0
      ? valoriDaCicli(cicliBase)
      : (dettagli[at - 1] ?? dettagli[at])
  const valori: Partial<Valori> = {}
  const campi: CampoRiempito[] = []
  if (!dai) return { valori, campi }
  for (const campo of CAMPI_RIEMPITI) {
    const value = dai[campo]
    if (value === null || value === undefined || value === '') continue
    Object.assign(valori, { [campo]: value })
    campi.push(campo)
  }
  return { valori, campi }
}
