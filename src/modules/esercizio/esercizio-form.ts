/**
 * The exercise form: the values the antd Form holds (references as ids), how they come from a
 * loaded exercise and how they go back into the contract's body. Folder membership (cartelle) is
 * saved with the exercise itself, in the same PUT/POST body.
 */
import type { components } from '@/api/schema.gen'
import type { RiferimentoKey } from '@/api/resources'
import type { FlagAttrezzoMacchina } from './tipo'

/** The kind as the radio group holds it: '' stands for bodyweight (null). */
export type FlagForm = NonNullable<FlagAttrezzoMacchina> | ''

import type { Esercizio } from './api'
export type EsercizioInput = components['schemas']['EsercizioInput']
type Ref = components['schemas']['Ref']

/** The multi-select reference fields of an exercise and the reference list each one uses. */
export const CAMPI_RIFERIMENTO = {
  muscoliPrimari: 'muscolo',
  muscoliSinergici: 'muscolo',
  muscoliStabilizzatori: 'muscolo',
  articolazioni: 'articolazione',
  ossa: 'osso',
  catene: 'catena',
  patologieMuscoli: 'muscolo',
  patologieArticolazioni: 'articolazione',
  patologieOssa: 'osso',
} as const satisfies Record<string, RiferimentoKey>

export type CampoRiferimento = keyof typeof CAMPI_RIFERIMENTO
const CAMPI = Object.keys(CAMPI_RIFERIMENTO) as CampoRiferimento[]

export type EsercizioFormValues = {
  nomenclatura: string
  descrizione: string
  attrezzo: number | null
  flagAttrezzoMacchina: FlagForm
  cartelle: number[]
} & Record<CampoRiferimento, number[]>

const ids = (refs: readonly Ref[] | undefined): number[] => (refs ?? []).map((ref) => ref.id)
const refs = (values: readonly number[]): Ref[] => values.map((id) => ({ id }))

export const NUOVO_ESERCIZIO: EsercizioFormValues = {
  nomenclatura: '',
  descrizione: '',
  attrezzo: null,
  flagAttrezzoMacchina: '',
  cartelle: [],
  ...(Object.fromEntries(CAMPI.map((campo) => [campo, [] as number[]])) as Record<
    CampoRiferimento,
    number[]
  >),
}

export function toFormValues(row: Esercizio): EsercizioFormValues {
  return {
    // A drifting backend may leave a required text out (src/api/conform.ts): an empty field.
    nomenclatura: row.nomenclatura ?? '',
    descrizione: row.descrizione ?? '',
    attrezzo: row.attrezzo?.id ?? null,
    flagAttrezzoMacchina: row.flagAttrezzoMacchina ?? '',
    cartelle: ids(row.cartelle),
    ...(Object.fromEntries(CAMPI.map((campo) => [campo, ids(row[campo])])) as Record<
      CampoRiferimento,
      number[]
    >),
  }
}

export function toBody(values: EsercizioFormValues): EsercizioInput {
  const descrizione = values.descrizione.trim()
  return {
    nomenclatura: values.nomenclatura.trim(),
    descrizione: descrizione === '' ? null : descrizione,
    attrezzo: values.attrezzo === null ? null : { id: values.attrezzo },
    flagAttrezzoMacchina: values.flagAttrezzoMacchina === '' ? null : values.flagAttrezzoMacchina,
    cartelle: refs(values.cartelle),
    ...(Object.fromEntries(CAMPI.map((campo) => [campo, refs(values[campo])])) as Record<
      CampoRiferimento,
      Ref[]
    >),
  }
}
