import { useEffect, useMemo } from 'react'
import { Skeleton, Typography } from 'antd'
import { useAppDispatch, useAppSelector, type RootState } from '@/app/hooks'
import { it } from '@/i18n/it'
import { MappaVolume, PannelloVolume, schedaApi } from '@/modules/scheda/api'
import type { Protocollo } from './types'

type SchedaResult = ReturnType<ReturnType<typeof schedaApi.endpoints.schedaGet.select>>

/**
 * Every sheet of `ids` with its groups (`scheda_get` each, cached by RTK Query like any
 * other use of that call); the same array while none of them changes.
 */
function useSchede(ids: readonly number[]): readonly SchedaResult[] {
  const dispatch = useAppDispatch()
  const key = ids.join(',')
  useEffect(() => {
    const subscriptions = key
      .split(',')
      .filter(Boolean)
      .map((id) => dispatch(schedaApi.endpoints.schedaGet.initiate(Number(id))))
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [dispatch, key])
  const select = useMemo(() => {
    const selectors = key
      .split(',')
      .filter(Boolean)
      .map((id) => schedaApi.endpoints.schedaGet.select(Number(id)))
    let last: SchedaResult[] = []
    return (state: RootState) => {
      const next = selectors.map((s) => s(state))
      if (next.length === last.length && next.every((r, i) => r === last[i])) return last
      last = next
      return next
    }
  }, [key])
  return useAppSelector(select)
}

/** The map of all the protocol's sheets together; mounted only while the panel is open. */
function MappaProtocollo({ protocollo }: { protocollo: Protocollo }) {
  const t = it.volume
  const ids = useMemo(
    () => [...protocollo.schede].sort((a, b) => a.ordine - b.ordine).map((s) => s.id),
    [protocollo.schede],
  )
  const schede = useSchede(ids)
  const gruppi = useMemo(() => schede.flatMap((s) => s.data?.gruppi ?? []), [schede])

  if (ids.length === 0) return <Typography.Text type="secondary">{t.nessunaScheda}</Typography.Text>
  if (schede.some((s) => s.isError))
    return <Typography.Text type="danger">{t.erroreSchede}</Typography.Text>
  if (schede.some((s) => !s.data)) return <Skeleton active />
  return <MappaVolume gruppi={gruppi} nota={t.regoleProtocollo(ids.length)} />
}

/** The protocol page's "Volume muscolare" button and side panel. */
export function VolumeProtocollo({ protocollo }: { protocollo: Protocollo }) {
  return (
    <PannelloVolume titolo={it.volume.titoloProtocollo}>
      <MappaProtocollo protocollo={protocollo} />
    </PannelloVolume>
  )
}
