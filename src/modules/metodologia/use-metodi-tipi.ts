import { useEffect, useRef } from 'react'
import type { FormInstance } from 'antd'
import { PAGE_SIZE_ALL } from '@/config/constants'
import {
  useMetodometodologiaSlimListQuery,
  useTipometodologiaSlimListQuery,
} from '@/modules/metodologia/api'

const ALL = { pageSize: PAGE_SIZE_ALL }

interface Row {
  id: number
  nome: string
  isDefault?: boolean
}

export interface SceltaLista {
  options: { value: number; label: string }[]
  loading: boolean
  /** The id of the list's default row ("predefinito"), once loaded. */
  predefinito: number | null
}

interface Answer {
  data?: { data: Row[] }
  isFetching: boolean
}

const scelta = ({ data, isFetching }: Answer): SceltaLista => ({
  options: (data?.data ?? []).map((row) => ({ value: row.id, label: row.nome })),
  loading: isFetching,
  predefinito: data?.data.find((row) => row.isDefault)?.id ?? null,
})

/**
 * The methods and types a methodology picks from (every row of the two slim lists), with each
 * list's default, which a new methodology starts with.
 */
export function useMetodiTipi(options: { skip?: boolean } = {}): {
  metodi: SceltaLista
  tipi: SceltaLista
} {
  return {
    metodi: scelta(useMetodometodologiaSlimListQuery(ALL, options)),
    tipi: scelta(useTipometodologiaSlimListQuery(ALL, options)),
  }
}

type CampoLista = 'metodoMetodologia' | 'tipoMetodologia'

/**
 * While `active`, puts each list's default into the form's method and type fields that are still
 * empty and untouched, also when the lists answer after the form opened; `onProposed` is told
 * what was set (e.g. to count it as the form's starting value).
 */
export function useProponiPredefiniti(
  form: FormInstance,
  active: boolean,
  { metodi, tipi }: { metodi: SceltaLista; tipi: SceltaLista },
  onProposed?: (values: Partial<Record<CampoLista, number>>) => void,
): void {
  const proposed = useRef(onProposed)
  proposed.current = onProposed
  useEffect(() => {
    if (!active) return
    const values: Partial<Record<CampoLista, number>> = {}
    const campi: [CampoLista, number | null][] = [
      ['metodoMetodologia', metodi.predefinito],
      ['tipoMetodologia', tipi.predefinito],
    ]
    for (const [name, id] of campi) {
      if (id !== null && form.getFieldValue(name) == null && !form.isFieldTouched(name)) {
        values[name] = id
      }
    }
    if (Object.keys(values).length === 0) return
    form.setFieldsValue(values)
    proposed.current?.(values)
  }, [active, form, metodi.predefinito, tipi.predefinito])
}
