/**
 * The two lists a methodology picks from, as the Metodologie screen manages them: types and
 * methods of methodology (rows with nome and the one default), each with its calls and texts.
 */
import type { components } from '@/api/schema.gen'
import { it } from '@/i18n/it'
import {
  useDuplicaMetodoMetodologiaMutation,
  useMetodometodologiaCreateMutation,
  useMetodometodologiaListQuery,
  useMetodometodologiaRemoveMutation,
  useMetodometodologiaUpdateMutation,
} from '@/modules/metodometodologia/api'
import {
  useDuplicaTipoMetodologiaMutation,
  useTipometodologiaCreateMutation,
  useTipometodologiaListQuery,
  useTipometodologiaRemoveMutation,
  useTipometodologiaUpdateMutation,
} from '@/modules/tipometodologia/api'

export type NomeDefault = components['schemas']['NomeDefault']
export type ListaKey = 'tipometodologia' | 'metodometodologia'

export const LISTE = {
  tipometodologia: {
    testi: it.metodologia.tipi,
    useList: useTipometodologiaListQuery,
    useCreate: useTipometodologiaCreateMutation,
    useUpdate: useTipometodologiaUpdateMutation,
    useRemove: useTipometodologiaRemoveMutation,
    useDuplica: useDuplicaTipoMetodologiaMutation,
  },
  metodometodologia: {
    testi: it.metodologia.metodi,
    useList: useMetodometodologiaListQuery,
    useCreate: useMetodometodologiaCreateMutation,
    useUpdate: useMetodometodologiaUpdateMutation,
    useRemove: useMetodometodologiaRemoveMutation,
    useDuplica: useDuplicaMetodoMetodologiaMutation,
  },
} as const satisfies Record<ListaKey, object>
