/**
 * The two lists a methodology picks from, as the Metodologie screen manages them: types and
 * methods of methodology (rows with nome and the one default), each with its calls and texts.
 */
import type { components } from '@/api/schema.gen'
import { it } from '@/i18n/it'
import {
  useMetodometodologiaDuplicaMutation,
  useMetodometodologiaCreateMutation,
  useMetodometodologiaListQuery,
  useMetodometodologiaRemoveMutation,
  useMetodometodologiaUpdateMutation,
  useTipometodologiaDuplicaMutation,
  useTipometodologiaCreateMutation,
  useTipometodologiaListQuery,
  useTipometodologiaRemoveMutation,
  useTipometodologiaUpdateMutation,
} from '@/modules/metodologia/api'

export type NomeDefault = components['schemas']['NomeDefault']
export type ListaKey = 'tipometodologia' | 'metodometodologia'

export const LISTE = {
  tipometodologia: {
    testi: it.metodologia.tipi,
    useList: useTipometodologiaListQuery,
    useCreate: useTipometodologiaCreateMutation,
    useUpdate: useTipometodologiaUpdateMutation,
    useRemove: useTipometodologiaRemoveMutation,
    useDuplica: useTipometodologiaDuplicaMutation,
  },
  metodometodologia: {
    testi: it.metodologia.metodi,
    useList: useMetodometodologiaListQuery,
    useCreate: useMetodometodologiaCreateMutation,
    useUpdate: useMetodometodologiaUpdateMutation,
    useRemove: useMetodometodologiaRemoveMutation,
    useDuplica: useMetodometodologiaDuplicaMutation,
  },
} as const satisfies Record<ListaKey, object>
