/**
 * The whole exercise catalogue with every field (muscles by role, joints, bones, chains,
 * pathology lists, equipment): what the builder's analyses (pathology warnings, muscle-volume map,
 * sheet comparison) read. One call, every row (Tutti), cached by RTK Query for every user of it.
 */
import { useMemo } from 'react'
import { PAGE_SIZE_ALL } from '@/config/constants'
import type { Esercizio } from './EserciziTable'
import { useEsercizioListQuery } from './api'

export const CATALOGO_ARGS = { page: 1, pageSize: PAGE_SIZE_ALL } as const

export interface Catalogo {
  /** Every exercise, in the server's order. */
  esercizi: readonly Esercizio[]
  /** The same exercises by id. */
  perId: ReadonlyMap<number, Esercizio>
  isLoading: boolean
  isError: boolean
}

const VUOTO: readonly Esercizio[] = []

export function useCatalogoEsercizi(options?: { skip?: boolean }): Catalogo {
  const { data, isLoading, isError } = useEsercizioListQuery(CATALOGO_ARGS, options)
  const esercizi = data?.data ?? VUOTO
  const perId = useMemo(() => new Map(esercizi.map((e) => [e.id, e])), [esercizi])
  return { esercizi, perId, isLoading, isError }
}
