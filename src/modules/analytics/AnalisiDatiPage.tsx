import { RESULT_ICONS } from '@/components/status-icons'
import { tableLoading } from '@/components/table-loading'
import { lazy, Suspense } from 'react'
import {
  Button,
  Card,
  Col,
  Flex,
  Result,
  Row,
  Skeleton,
  Spin,
  Statistic,
  Table,
  Typography,
} from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { DownloadOutlined } from '@ant-design/icons'
import dayjs from 'dayjs'
import { formatInteger } from '@/components/format-number'
import { ISO_DATE } from '@/config/constants'
import { it } from '@/i18n/it'
import { useAnalyticsGetQuery, useLazyAnalyticsExportQuery, type Analytics } from './api'
import { conBom, downloadText } from '@/components/download'
import { formatMese } from './mese'

const AnalyticsChart = lazy(() => import('./AnalyticsChart'))

type Mese = Analytics['perMese'][number]
type Totale = keyof Analytics['totali'] | 'tenants'

const FIGURES: ReadonlyArray<{ key: Totale; label: string }> = [
  { key: 'tenants', label: it.comune.tenants },
  { key: 'clienti', label: it.comune.clienti },
  { key: 'istruttori', label: it.comune.istruttori },
  { key: 'esercizi', label: it.comune.esercizi },
  { key: 'schede', label: it.comune.schede },
  { key: 'protocolli', label: it.comune.protocolli },
  { key: 'metodologie', label: it.comune.metodologie },
]

const columns: ColumnsType<Mese> = [
  { title: it.comune.mese, dataIndex: 'mese', render: (mese: string) => formatMese(mese) },
  {
    title: it.analisiDati.nuoviClienti,
    dataIndex: 'nuoviClienti',
    align: 'right',
    render: (n: number) => formatInteger(n),
  },
  {
    title: it.analisiDati.nuoveSchede,
    dataIndex: 'nuoveSchede',
    align: 'right',
    render: (n: number) => formatInteger(n),
  },
]

function EsportaButton() {
  const [esporta, { isFetching }] = useLazyAnalyticsExportQuery()
  const onClick = async () => {
    // Errors are shown by the base query (toast); only a CSV is saved.
    const { data } = await esporta()
    if (typeof data !== 'string') return
    downloadText(
      conBom(data),
      it.analisiDati.nomeFile(dayjs().format(ISO_DATE)),
      'text/csv;charset=utf-8',
    )
  }
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={isFetching}
      onClick={() => void onClick()}
    >
      {it.analisiDati.esporta}
    </Button>
  )
}

/** Data analysis over every tenant (admin only): totals, figures per month, chart, CSV export. */
export default function AnalisiDatiPage() {
  const { data, isLoading, isError, refetch } = useAnalyticsGetQuery()

  const valueOf = (key: Totale): number =>
    !data ? 0 : key === 'tenants' ? data.tenants : data.totali[key]

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {it.menu.titoli.analisiDati}
        </Typography.Title>
        <EsportaButton />
      </Flex>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : isError || !data ? (
        <Result
          status="warning"
          icon={RESULT_ICONS.warning}
          title={it.comune.nonDisponibile}
          extra={
            <Button type="primary" onClick={() => void refetch()}>
              {it.comune.riprova}
            </Button>
          }
        />
      ) : (
        <>
          <Typography.Text type="secondary">
            {it.analisiDati.aggiornatoIl(dayjs(data.generatoIl).format('DD/MM/YYYY HH:mm'))}
          </Typography.Text>
          <section aria-label={it.analisiDati.totali}>
            <Row gutter={[16, 16]}>
              {FIGURES.map(({ key, label }) => (
                <Col key={key} flex="1 1 150px">
                  <Card size="small" role="group" aria-label={label}>
                    <Statistic
                      title={label}
                      value={valueOf(key)}
                      formatter={(value) => formatInteger(Number(value))}
                    />
                  </Card>
                </Col>
              ))}
            </Row>
          </section>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={10}>
              <Card size="small" title={it.analisiDati.perMese}>
                <Table<Mese>
                  loading={tableLoading()}
                  aria-label={it.analisiDati.perMese}
                  rowKey="mese"
                  size="small"
                  columns={columns}
                  dataSource={data.perMese}
                  pagination={false}
                />
              </Card>
            </Col>
            <Col xs={24} xl={14}>
              <Card size="small" title={it.analisiDati.grafico}>
                <figure aria-label={it.analisiDati.grafico} style={{ margin: 0 }}>
                  <Suspense
                    fallback={
                      <Flex justify="center" align="center" style={{ height: 300 }}>
                        <Spin aria-label={it.comune.caricamentoGrafico} />
                      </Flex>
                    }
                  >
                    <AnalyticsChart perMese={data.perMese} />
                  </Suspense>
                </figure>
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  )
}
