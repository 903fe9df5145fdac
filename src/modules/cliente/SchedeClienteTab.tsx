import { tableLoading } from '@/components/table-loading'
import { memo, Suspense, useState } from 'react'
import { Button, Card, Checkbox, Descriptions, Empty, Flex, Table, Tag, Typography } from 'antd'
import {
  DiffOutlined,
  FileAddOutlined,
  OrderedListOutlined,
  ForwardOutlined,
} from '@ant-design/icons'
import dayjs from 'dayjs'
import { Link, useNavigate } from 'react-router-dom'
import type { components } from '@/api/schema.gen'
import { formatDate } from '@/components/format-date'
import { ISO_DATE, PAGE_SIZE_ALL } from '@/config/constants'
import { da } from '@/features/ui/provenienza'
import { it } from '@/i18n/it'
import { AssegnaProtocolloDialog } from '@/modules/protocollo'
import { useSchedaListQuery } from '@/modules/scheda/api'
import { ProssimoBloccoDialog } from '@/modules/scheda'
import { statoScheda, type StatoScheda } from '@/modules/scheda/types'
import { href } from '@/config/paths'
import { nomeCompleto, type Cliente } from './cliente-form'

const t = it.cliente.schede
const tc = it.confronto

type SchedaRow = components['schemas']['SchedaSlim']

const oggi = () => dayjs().format(ISO_DATE)

const STATI: Record<StatoScheda, { label: string; color: string }> = {
  inCorso: { label: t.statoInCorso, color: 'blue' },
  conclusa: { label: t.statoConclusa, color: 'default' },
  programmata: { label: t.statoProgrammata, color: 'purple' },
  bozza: { label: it.comune.bozza, color: 'warning' },
}

/** The way back from a sheet opened here: this tab. */
const daScheda = (cliente: Cliente) =>
  da(
    href('cliente-id', { id: cliente.id, tab: 'schede' }),
    it.scheda.tornaSchedeCliente(nomeCompleto(cliente)),
  )

const schedaLink = (row: SchedaRow, cliente: Cliente) => (
  <Link
    to={href('scheda-id', { id: row.id })}
    state={daScheda(cliente)}
    aria-label={it.crud.apri('scheda', row.nome)}
  >
    {row.nome}
  </Link>
)

/** Two sheets at most may be chosen for the comparison. */
const SCELTE_MAX = 2

/**
 * The client's sheets (schede-cliente), latest first: the running one highlighted, the others as
 * history; "Nuova scheda"; two of them chosen and "Confronta" opens them side by side (the older
 * one as A).
 */
export const SchedeClienteTab = memo(function SchedeClienteTab({ cliente }: { cliente: Cliente }) {
  const navigate = useNavigate()
  const { data, isFetching } = useSchedaListQuery({
    filters: { cliente: cliente.id },
    pageSize: PAGE_SIZE_ALL,
    sortBy: 'dataInizio',
    sortDesc: true,
  })
  const schede = data?.data ?? []
  const corrente = schede.find((s) => statoScheda(s, oggi()) === 'inCorso')
  const storico = schede.filter((s) => s !== corrente)
  // The next block is written from the running sheet or, with none, from the last one ended.
  const ultimaConclusa = corrente
    ? undefined
    : storico.find((s) => statoScheda(s, oggi()) === 'conclusa')
  const [scelte, setScelte] = useState<number[]>([])
  const [assegna, setAssegna] = useState(false)
  const [prossimo, setProssimo] = useState<SchedaRow | null>(null)
  const piena = scelte.length >= SCELTE_MAX
  const scegli = (id: number, si: boolean) =>
    setScelte((prima) =>
      si
        ? [...prima.filter((x) => x !== id), id].slice(-SCELTE_MAX)
        : prima.filter((x) => x !== id),
    )
  const scelta = (row: SchedaRow) => (
    <Checkbox
      aria-label={tc.seleziona(row.nome)}
      checked={scelte.includes(row.id)}
      disabled={piena && !scelte.includes(row.id)}
      onChange={(e) => scegli(row.id, e.target.checked)}
    />
  )
  const confronta = () => {
    const [a, b] = schede
      .filter((s) => scelte.includes(s.id))
      .sort((x, y) => (x.dataInizio ?? '').localeCompare(y.dataInizio ?? '') || x.id - y.id)
    if (a && b) navigate(href('scheda-confronto', { id: cliente.id, a: a.id, b: b.id }))
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="end" align="center" gap={12} wrap>
        <Typography.Text type="secondary" aria-live="polite">
          {piena ? tc.massimoDue : tc.selezionate(scelte.length)}
        </Typography.Text>
        <Button
          icon={<DiffOutlined aria-hidden />}
          disabled={scelte.length !== SCELTE_MAX}
          onClick={confronta}
        >
          {tc.confronta}
        </Button>
        <Button icon={<OrderedListOutlined aria-hidden />} onClick={() => setAssegna(true)}>
          {it.protocollo.assegna.pulsanteCliente}
        </Button>
        <Button
          type="primary"
          icon={<FileAddOutlined aria-hidden />}
          onClick={() =>
            navigate(href('scheda-id', { id: 'nuova', cliente: cliente.id }), {
              state: daScheda(cliente),
            })
          }
        >
          {it.crud.nuovo('scheda')}
        </Button>
      </Flex>
      <Card
        title={t.inCorso}
        size="small"
        loading={isFetching && !data}
        style={corrente ? { borderColor: 'var(--ant-color-primary)' } : undefined}
        extra={
          corrente && (
            <Button
              size="small"
              icon={<ForwardOutlined aria-hidden />}
              onClick={() => setProssimo(corrente)}
            >
              {it.progressione.azione}
            </Button>
          )
        }
      >
        {corrente ? (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'nome', label: it.comune.nome, children: schedaLink(corrente, cliente) },
              {
                key: 'inizio',
                label: it.comune.dataInizio,
                children: formatDate(corrente.dataInizio),
              },
              { key: 'fine', label: it.comune.dataFine, children: formatDate(corrente.dataFine) },
              {
                key: 'confronta',
                label: it.confronto.confronta,
                children: scelta(corrente),
              },
            ]}
          />
        ) : (
          <Flex align="center" gap={12} wrap>
            <Typography.Text type="secondary">{t.nessunaInCorso}</Typography.Text>
            {ultimaConclusa && (
              <Button
                size="small"
                icon={<ForwardOutlined aria-hidden />}
                onClick={() => setProssimo(ultimaConclusa)}
              >
                {it.progressione.titolo(ultimaConclusa.nome)}
              </Button>
            )}
          </Flex>
        )}
      </Card>
      <Card title={t.storico} size="small">
        <Table<SchedaRow>
          aria-label={t.storico}
          size="small"
          rowKey="id"
          loading={tableLoading(isFetching)}
          dataSource={storico}
          pagination={storico.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessuna} />,
          }}
          columns={[
            { title: it.comune.nome, key: 'nome', render: (_v, row) => schedaLink(row, cliente) },
            {
              title: it.comune.dataInizio,
              dataIndex: 'dataInizio',
              render: (v: string) => formatDate(v),
            },
            {
              title: it.comune.dataFine,
              dataIndex: 'dataFine',
              render: (v: string) => formatDate(v),
            },
            {
              title: it.comune.stato,
              key: 'stato',
              render: (_v, row) => {
                const stato = STATI[statoScheda(row, oggi())]
                return <Tag color={stato.color}>{stato.label}</Tag>
              },
            },
            // Not antd's row selection: its highlight of a chosen row gives links 3.3:1 (dark).
            {
              title: it.confronto.confronta,
              key: 'confronta',
              width: 110,
              render: (_v, row) => scelta(row),
            },
          ]}
        />
      </Card>
      <AssegnaProtocolloDialog open={assegna} cliente={cliente} onClose={() => setAssegna(false)} />
      {prossimo && (
        <Suspense fallback={null}>
          <ProssimoBloccoDialog open scheda={prossimo} onClose={() => setProssimo(null)} />
        </Suspense>
      )}
    </Flex>
  )
})
