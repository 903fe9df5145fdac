import { useMemo } from 'react'
import dayjs from 'dayjs'
import { useAppSelector } from '@/app/hooks'
import { ISO_DATE } from '@/config/constants'
import { useMassimaleMassimaliQuery } from '@/modules/cliente/api'
import { impostazioniCarichi, type ImpostazioniCarichi } from '@/config/carichi'
import { massimaliPerEsercizio, type MassimaleUsato } from './carichi'

/** Today as 'YYYY-MM-DD' (the browser's day). */
export const oggiIso = (): string => dayjs().format(ISO_DATE)

/**
 * The client's current maximum per exercise, fetched once for a whole sheet; null for a sheet
 * without client (a library template), while they load, or when they cannot be read.
 */
export function useMassimaliScheda(
  clienteId: number | null,
): ReadonlyMap<number, MassimaleUsato> | null {
  const { data } = useMassimaleMassimaliQuery(clienteId ?? 0, { skip: clienteId === null })
  return useMemo(
    () => (clienteId === null || !data ? null : massimaliPerEsercizio(data)),
    [clienteId, data],
  )
}

/** The user's plate step and weeks to retest a maximum (Preferenze), one object while they hold. */
export function useImpostazioniCarichi(): ImpostazioniCarichi {
  const passo = useAppSelector((s) => s.preferences.preferenze.arrotondamentoCarichi)
  const settimane = useAppSelector((s) => s.preferences.preferenze.settimaneRitestMassimale)
  return useMemo(
    () =>
      impostazioniCarichi({ arrotondamentoCarichi: passo, settimaneRitestMassimale: settimane }),
    [passo, settimane],
  )
}
