/**
 * The methodology form: the values the antd Form holds (references as ids, cycles in the order
 * shown), how they come from a loaded methodology and how they go back into the contract's body
 * (each cycle's `ordine` is its position in the list).
 */
import type { components } from '@/api/schema.gen'
import { formatDecimal, formatDurata, parseDecimal, parseDurata } from '@/components/format-number'
import type { Metodologia } from './types'

export type MetodologiaInput = components['schemas']['MetodologiaInput']
type Ciclo = components['schemas']['MetodologiaCiclo']

/** A cycle as the form holds it: rest and load as typed (`1:30`, `22,5`), read on saving. */
export interface CicloFormValues {
  id?: number
  serie: number | null
  ripetizioni: string
  recupero: string
  carico: string
  note: string
}

export interface MetodologiaFormValues {
  codice: string
  descrizione: string
  isBozza: boolean
  isDefault: boolean
  metodoMetodologia: number | null
  tipoMetodologia: number | null
  metodologiaCicli: CicloFormValues[]
}

export const NUOVO_CICLO: CicloFormValues = {
  serie: null,
  ripetizioni: '',
  recupero: '',
  carico: '',
  note: '',
}

export const NUOVA_METODOLOGIA: MetodologiaFormValues = {
  codice: '',
  descrizione: '',
  isBozza: false,
  isDefault: false,
  metodoMetodologia: null,
  tipoMetodologia: null,
  metodologiaCicli: [],
}

export function toFormValues(row: Metodologia): MetodologiaFormValues {
  const cicli = [...(row.metodologiaCicli ?? [])].sort((a, b) => a.ordine - b.ordine)
  return {
    // A drifting backend may leave a required text out (src/api/conform.ts): an empty field.
    codice: row.codice ?? '',
    descrizione: row.descrizione ?? '',
    isBozza: row.isBozza ?? false,
    isDefault: row.isDefault ?? false,
    metodoMetodologia: row.metodoMetodologia?.id ?? null,
    tipoMetodologia: row.tipoMetodologia?.id ?? null,
    metodologiaCicli: cicli.map((ciclo) => ({
      ...(ciclo.id !== undefined ? { id: ciclo.id } : {}),
      serie: ciclo.serie,
      ripetizioni: ciclo.ripetizioni ?? '',
      recupero: formatDurata(ciclo.recupero),
      carico: formatDecimal(ciclo.carico),
      note: ciclo.note ?? '',
    })),
  }
}

const ref = (id: number | null) => (id === null ? null : { id })

export function toBody(values: MetodologiaFormValues): MetodologiaInput {
  return {
    codice: values.codice.trim(),
    descrizione: values.descrizione.trim(),
    isBozza: values.isBozza,
    isDefault: values.isDefault,
    metodoMetodologia: ref(values.metodoMetodologia),
    tipoMetodologia: ref(values.tipoMetodologia),
    metodologiaCicli: (values.metodologiaCicli ?? []).map((ciclo, ordine): Ciclo => ({
      ...(ciclo.id !== undefined ? { id: ciclo.id } : {}),
      ordine,
      serie: ciclo.serie ?? 0,
      ripetizioni: (ciclo.ripetizioni ?? '').trim(),
      // The form's rules let only readable texts through; anything else would be no value.
      recupero: parseDurata(ciclo.recupero ?? '') ?? null,
      carico: parseDecimal(ciclo.carico ?? '') ?? null,
      note: (ciclo.note ?? '').trim() === '' ? null : (ciclo.note ?? '').trim(),
    })),
  }
}
