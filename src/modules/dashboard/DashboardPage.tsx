import type { ReactNode } from 'react'
import { Card, Col, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd'
import {
  ApartmentOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  IdcardOutlined,
  PartitionOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons'
import dayjs from 'dayjs'
import { Link } from 'react-router-dom'
import { formatDate } from '@/components/format-date'
import { formatInteger } from '@/components/format-number'
import { SimpleList } from '@/components/SimpleList'
import { SimpleTable } from '@/components/SimpleTable'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { useHasRole, useSessionUser } from '@/features/auth/session'
import { da } from '@/features/ui/provenienza'
import { it } from '@/i18n/it'
import { useAnalyticsGetQuery } from '@/modules/analytics/api'
import { useClienteListQuery } from '@/modules/cliente/api'
import { useEsercizioListQuery } from '@/modules/esercizio/api'
import { useIstruttoreListQuery } from '@/modules/istruttore/api'
import { useProtocolloListQuery } from '@/modules/protocollo/api'
import { useSchedaListQuery } from '@/modules/scheda/api'
import { useTenantListQuery } from '@/modules/tenant/api'
import { href } from '@/config/paths'
import { tenantStatus, tenantStatusColor } from './tenant-status'

const d = it.dashboard
/** A count only: one row is enough, the answer's `count` is the total. */
const COUNT = { pageSize: 1 } as const
const RECENT = 5

interface StatProps {
  title: string
  value: number | undefined
  loading: boolean
  icon: ReactNode
  to?: string
}

function Stat({ title, value, loading, icon, to }: StatProps) {
  const body = (
    <Card hoverable={Boolean(to)} size="small">
      <Statistic
        title={title}
        value={value ?? '—'}
        // "1.234" (antd would write "1,234", a decimal to an Italian reader).
        formatter={(v) => (typeof v === 'number' ? formatInteger(v) : v)}
        loading={loading}
        prefix={<span aria-hidden>{icon}</span>}
      />
    </Card>
  )
  return (
    <Col xs={24} sm={12} lg={8} xl={4}>
      {to ? <Link to={to}>{body}</Link> : body}
    </Col>
  )
}

/** Figures of the user's own tenant, shared by both roles: exercises, sheets, protocols. */
function LibraryStats() {
  const esercizi = useEsercizioListQuery(COUNT)
  const schede = useSchedaListQuery(COUNT)
  const protocolli = useProtocolloListQuery(COUNT)
  return (
    <>
      <Stat
        title={it.comune.esercizi}
        value={esercizi.data?.count}
        loading={esercizi.isLoading}
        icon={<ThunderboltOutlined aria-hidden />}
        to={href('esercizio-list')}
      />
      <Stat
        title={it.comune.schede}
        value={schede.data?.count}
        loading={schede.isLoading}
        icon={<FileTextOutlined aria-hidden />}
        to={href('scheda-list')}
      />
      <Stat
        title={it.comune.protocolli}
        value={protocolli.data?.count}
        loading={protocolli.isLoading}
        icon={<PartitionOutlined aria-hidden />}
        to={href('libreria-list')}
      />
    </>
  )
}

function IstruttoreStats() {
  const clienti = useClienteListQuery(COUNT)
  const istruttori = useIstruttoreListQuery(COUNT)
  return (
    <>
      <Stat
        title={it.comune.clienti}
        value={clienti.data?.count}
        loading={clienti.isLoading}
        icon={<TeamOutlined aria-hidden />}
        to={href('cliente-list')}
      />
      <Stat
        title={it.comune.istruttori}
        value={istruttori.data?.count}
        loading={istruttori.isLoading}
        icon={<IdcardOutlined aria-hidden />}
        to={href('istruttore-list')}
      />
    </>
  )
}

function RecentClienti() {
  const { data, isLoading } = useClienteListQuery({
    pageSize: RECENT,
    sortBy: 'id',
    sortDesc: true,
  })
  return (
    <Card title={d.clientiRecenti} extra={<Link to={href('cliente-list')}>{d.vediTutti}</Link>}>
      {isLoading ? (
        <Skeleton active />
      ) : (
        <SimpleList
          label={d.clientiRecenti}
          rows={data?.data ?? []}
          rowKey={(c) => c.id}
          title={(c) => (
            <Link to={href('cliente-id', { id: c.id })}>{`${c.cognome} ${c.nome}`}</Link>
          )}
          extra={(c) => c.utente?.email ?? ''}
          emptyText={it.lista.vuota}
        />
      )}
    </Card>
  )
}

function RecentSchede() {
  // the clients' sheets (not templates or drafts), latest start date first (registry default sort)
  const { data, isLoading } = useSchedaListQuery({
    pageSize: RECENT,
    filters: { isCliente: true },
  })
  return (
    <Card title={d.schedeRecenti} extra={<Link to={href('scheda-list')}>{d.vediTutti}</Link>}>
      {isLoading ? (
        <Skeleton active />
      ) : (
        <SimpleList
          label={d.schedeRecenti}
          rows={data?.data ?? []}
          rowKey={(s) => s.id}
          title={(s) => (
            <Link
              to={href('scheda-id', { id: s.id })}
              state={da(href('index'), it.errori.tornaAllaDashboard)}
            >
              {s.nome}
            </Link>
          )}
          description={(s) =>
            s.cliente ? `${s.cliente.cognome ?? ''} ${s.cliente.nome ?? ''}` : null
          }
          extra={(s) => formatDate(s.dataInizio)}
          emptyText={it.lista.vuota}
        />
      )}
    </Card>
  )
}

function TenantScadenze() {
  const { data, isLoading } = useTenantListQuery({
    pageSize: PAGE_SIZE_ALL,
    sortBy: 'dataScadenza',
    sortDesc: false,
  })
  return (
    <Card title={d.tenantScadenze} extra={<Link to={href('tenants')}>{d.vediTutti}</Link>}>
      {isLoading ? (
        <Skeleton active />
      ) : (
        <SimpleTable
          label={d.tenantScadenze}
          rowKey={(t) => t.tenantId}
          rows={data?.data ?? []}
          emptyText={it.lista.vuota}
          columns={[
            { title: d.tenant, render: (t) => t.nome },
            {
              title: d.scadenza,
              render: (t) =>
                t.dataScadenza ? formatDate(t.dataScadenza) : it.tenant.senzaScadenza,
            },
            {
              title: it.comune.stato,
              render: (t) => {
                const status = tenantStatus(t)
                return <Tag color={tenantStatusColor[status]}>{d[status]}</Tag>
              },
            },
          ]}
        />
      )}
    </Card>
  )
}

function Analisi() {
  const { data, isLoading, isError } = useAnalyticsGetQuery()
  if (isError) return <Card title={d.analisi}>{it.comune.nonDisponibile}</Card>
  const totali = data?.totali
  const figures: [string, number | undefined, ReactNode][] = [
    [it.comune.tenants, data?.tenants, <ApartmentOutlined key="t" aria-hidden />],
    [it.comune.clienti, totali?.clienti, <TeamOutlined key="c" aria-hidden />],
    [it.comune.istruttori, totali?.istruttori, <IdcardOutlined key="i" aria-hidden />],
    [it.comune.schede, totali?.schede, <FileTextOutlined key="s" aria-hidden />],
    [it.comune.protocolli, totali?.protocolli, <PartitionOutlined key="p" aria-hidden />],
    [it.comune.metodologie, totali?.metodologie, <ExperimentOutlined key="m" aria-hidden />],
  ]
  const months = [...(data?.perMese ?? [])].slice(-6).reverse()
  return (
    <Card
      title={d.analisi}
      extra={
        data ? (
          <Typography.Text type="secondary">
            {d.aggiornatoIl(dayjs(data.generatoIl).format('DD/MM/YYYY HH:mm'))}
          </Typography.Text>
        ) : null
      }
    >
      {isLoading ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]}>
            {figures.map(([title, value, icon]) => (
              <Stat key={title} title={title} value={value} loading={false} icon={icon} />
            ))}
          </Row>
          <SimpleTable
            label={d.analisi}
            rowKey={(m) => m.mese}
            rows={months}
            emptyText={it.lista.vuota}
            columns={[
              { title: it.comune.mese, render: (m) => dayjs(`${m.mese}-01`).format('MMMM YYYY') },
              { title: it.analisiDati.nuoviClienti, render: (m) => m.nuoviClienti, align: 'right' },
              { title: it.analisiDati.nuoveSchede, render: (m) => m.nuoveSchede, align: 'right' },
            ]}
          />
        </Flex>
      )}
    </Card>
  )
}

/** The dashboard: real figures for each role (SPEC sections 1 and 6). */
export default function DashboardPage() {
  const user = useSessionUser()
  const istruttore = useHasRole('ROLE_ISTRUTTORE')
  const admin = useHasRole('ROLE_ADMIN')

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 0 }}>
          {it.menu.titoli.dashboard}
        </Typography.Title>
        {user && <Typography.Text type="secondary">{d.saluto(user.nome)}</Typography.Text>}
      </div>
      {(istruttore || admin) && (
        <Row gutter={[16, 16]}>
          {istruttore && <IstruttoreStats />}
          <LibraryStats />
        </Row>
      )}
      {istruttore && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <RecentClienti />
          </Col>
          <Col xs={24} xl={12}>
            <RecentSchede />
          </Col>
        </Row>
      )}
      {admin && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={10}>
            <TenantScadenze />
          </Col>
          <Col xs={24} xl={14}>
            <Analisi />
          </Col>
        </Row>
      )}
    </Flex>
  )
}
