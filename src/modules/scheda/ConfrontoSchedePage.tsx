import { useMemo, type ReactNode } from 'react'
import { Flex, Result, Skeleton, Typography } from 'antd'
import { ArrowLeftOutlined } from '@ant-design/icons'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { errorStatus } from '@/api/errors'
import { RESULT_ICONS } from '@/components/status-icons'
import { it } from '@/i18n/it'
import { useClienteGetQuery, useMassimaleMassimaliQuery } from '@/modules/cliente/api'
import { useCatalogoEsercizi } from '@/modules/esercizio/api'
import { href } from '@/config/paths'
import { useSchedaGetQuery } from './api'
import { confrontaSchede } from './analisi/confronto'
import { massimaliPerEsercizio } from './analisi/carichi'
import { ConfrontoSchede } from './ConfrontoSchede'
import { nomeCliente } from './types'

const t = it.confronto

const positivo = (value: string | null | undefined): number | null => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}

/**
 * scheda-confronto: /clienti/:id/schede/confronto?a=ID&b=ID, two sheets of a client side by side
 * (analisi/confronto.ts): exercises added, removed, replaced and modified, group by group, and the
 * change of weekly sets and load per muscle. The back link returns to the client's Schede tab.
 */
export default function ConfrontoSchedePage() {
  const params = useParams()
  const [search] = useSearchParams()
  const clienteId = positivo(params.id)
  const a = positivo(search.get('a'))
  const b = positivo(search.get('b'))
  const cliente = useClienteGetQuery(clienteId ?? 0, { skip: clienteId === null })
  const nome = cliente.data ? nomeCliente(cliente.data) : ''
  const indietro = (
    <Link
      to={
        clienteId === null
          ? href('cliente-list')
          : href('cliente-id', { id: clienteId, tab: 'schede' })
      }
    >
      <ArrowLeftOutlined aria-hidden /> {nome ? t.torna(nome) : t.tornaCliente}
    </Link>
  )
  return (
    <Flex vertical gap={16}>
      {indietro}
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {it.menu.titoli.confronto}
        </Typography.Title>
        {nome && <Typography.Text type="secondary">{t.sottotitolo(nome)}</Typography.Text>}
      </div>
      {clienteId === null || a === null || b === null || a === b ? (
        <Result status="info" icon={RESULT_ICONS.info} title={t.scegliDue} extra={indietro} />
      ) : (
        <Confronto clienteId={clienteId} a={a} b={b} indietro={indietro} />
      )}
    </Flex>
  )
}

function Confronto({
  clienteId,
  a,
  b,
  indietro,
}: {
  clienteId: number
  a: number
  b: number
  indietro: ReactNode
}) {
  // Always read again: the builder may have changed a sheet since it was last read.
  const schedaA = useSchedaGetQuery(a, { refetchOnMountOrArgChange: true })
  const schedaB = useSchedaGetQuery(b, { refetchOnMountOrArgChange: true })
  const catalogo = useCatalogoEsercizi()
  const massimali = useMassimaleMassimaliQuery(clienteId)
  const pronti = !catalogo.isLoading && !massimali.isLoading
  const muscoli = catalogo.perId
  const confronto = useMemo(
    () =>
      schedaA.data && schedaB.data && pronti
        ? confrontaSchede(
            schedaA.data.gruppi,
            schedaB.data.gruppi,
            muscoli,
            // Without the maximums (none, or not readable) a % load is "n.d.".
            massimaliPerEsercizio(massimali.data ?? []),
          )
        : null,
    [schedaA.data, schedaB.data, pronti, muscoli, massimali.data],
  )

  if (errorStatus(schedaA.error) === 404 || errorStatus(schedaB.error) === 404)
    return (
      <Result status="404" title={t.nonTrovata} subTitle={t.nonTrovataTesto} extra={indietro} />
    )
  if (!schedaA.data || !schedaB.data || !confronto)
    return <Skeleton active paragraph={{ rows: 8 }} />
  if (schedaA.data.cliente?.id !== clienteId || schedaB.data.cliente?.id !== clienteId)
    return (
      <Result
        status="warning"
        icon={RESULT_ICONS.warning}
        title={t.nonDelCliente}
        extra={indietro}
      />
    )
  return <ConfrontoSchede confronto={confronto} schedaA={schedaA.data} schedaB={schedaB.data} />
}
