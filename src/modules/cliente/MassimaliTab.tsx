import { tableLoading } from '@/components/table-loading'
import { lazy, memo, Suspense, useMemo, useState } from 'react'
import { Card, Empty, Flex, Form, Select, Spin, Table, Tag, Typography } from 'antd'
import { formatDate } from '@/components/format-date'
import { formatDecimal } from '@/components/format-number'
import { it } from '@/i18n/it'
import {
  useMassimaleMassimaliQuery,
  useMassimaleStoricoMassimaliQuery,
} from '@/modules/cliente/api'
import { eserciziUsatiInCorso, oggiIso, useSchedaInCorsoClienteQuery } from '@/modules/scheda/api'
import type { SerieMassimali } from './MassimaliChart'
import { filtraOpzione } from '@/components/ricerca'

const MassimaliChart = lazy(() => import('./MassimaliChart'))

const t = it.cliente.massimali
const tg = it.carichi.grafico
const TUTTI = 0

type Massimale = NonNullable<ReturnType<typeof useMassimaleMassimaliQuery>['data']>[number]

/** The series to draw: one per exercise of the history, or only the chosen one. */
export function serieMassimali(
  storico: readonly Massimale[],
  esercizioId: number,
  usati: ReadonlySet<number> = new Set(),
): SerieMassimali[] {
  const byExercise = new Map<number, SerieMassimali>()
  for (const row of storico) {
    if (esercizioId !== TUTTI && row.esercizio.id !== esercizioId) continue
    const serie: SerieMassimali = byExercise.get(row.esercizio.id) ?? {
      esercizio: row.esercizio.nomenclatura,
      punti: [],
      usato: usati.has(row.esercizio.id),
    }
    serie.punti.push({ data: row.data, valore: row.valore })
    byExercise.set(row.esercizio.id, serie)
  }
  for (const serie of byExercise.values()) serie.punti.sort((a, b) => a.data.localeCompare(b.data))
  return [...byExercise.values()]
}

/** The chart's mark, as in its legend: a larger dot with a ring. */
function MarcaUsato() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden focusable="false">
      <circle cx="11" cy="11" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="11" cy="11" r="6" fill="currentColor" />
    </svg>
  )
}

/**
 * Under the chart: the legend of its mark, and the marked maximums as a list (the chart's text
 * equivalent).
 */
function UsatiInCorso({ serie }: { serie: readonly SerieMassimali[] }) {
  const usati = serie
    .filter((s) => s.usato && s.punti.length > 0)
    .sort((a, b) => a.esercizio.localeCompare(b.esercizio, 'it'))
  return (
    <Flex vertical gap={4} style={{ marginTop: 8 }}>
      <Typography.Text type="secondary">
        <Flex align="center" gap={6} component="span">
          <MarcaUsato />
          {tg.legenda}
        </Flex>
      </Typography.Text>
      {usati.length > 0 ? (
        <ul aria-label={tg.elenco} style={{ margin: 0, paddingInlineStart: 20 }}>
          {usati.map((s) => {
            const ultimo = s.punti[s.punti.length - 1]!
            return (
              <li key={s.esercizio}>
                {tg.voce(s.esercizio, formatDecimal(ultimo.valore), formatDate(ultimo.data))}
              </li>
            )
          })}
        </ul>
      ) : (
        <Typography.Text type="secondary">{tg.nessuno}</Typography.Text>
      )}
    </Flex>
  )
}

/** Massimali: the current maximum per exercise and their history over time. */
export const MassimaliTab = memo(function MassimaliTab({ clienteId }: { clienteId: number }) {
  const attuali = useMassimaleMassimaliQuery(clienteId)
  const storico = useMassimaleStoricoMassimaliQuery(clienteId)
  const righe = attuali.data ?? []
  const [scelto, setScelto] = useState<number | null>(null)
  const esercizioId = scelto ?? righe[0]?.esercizio.id ?? TUTTI
  // The maximums the client's sheets running today use (loads in % of them).
  const oggi = oggiIso()
  const inCorso = useSchedaInCorsoClienteQuery({ clienteId, oggi })
  const usati = useMemo(() => eserciziUsatiInCorso(inCorso.data ?? [], oggi), [inCorso.data, oggi])
  const serie = serieMassimali(storico.data ?? [], esercizioId, usati)

  return (
    <Flex vertical gap={16}>
      <Card title={t.attuali} size="small">
        <Table<Massimale>
          aria-label={t.attuali}
          size="small"
          rowKey="id"
          loading={tableLoading(attuali.isFetching)}
          dataSource={righe}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessuno} />,
          }}
          columns={[
            {
              title: it.comune.esercizio,
              key: 'esercizio',
              render: (_v, row) => (
                <>
                  {row.esercizio.nomenclatura}
                  {usati.has(row.esercizio.id) && (
                    <Tag color="blue" style={{ marginInlineStart: 8 }}>
                      {tg.legenda}
                    </Tag>
                  )}
                </>
              ),
            },
            {
              title: t.valore,
              dataIndex: 'valore',
              align: 'right',
              render: (v: number) => v.toLocaleString('it-IT'),
            },
            { title: it.comune.data, dataIndex: 'data', render: (v: string) => formatDate(v) },
          ]}
        />
      </Card>
      {righe.length > 0 && (
        <Card
          title={t.storico}
          size="small"
          extra={
            <Form.Item
              label={t.storicoEsercizio}
              htmlFor="massimali-esercizio"
              style={{ margin: 0 }}
            >
              <Select
                id="massimali-esercizio"
                value={esercizioId}
                onChange={setScelto}
                showSearch={{ filterOption: filtraOpzione }}
                style={{ width: 280 }}
                options={[
                  { value: TUTTI, label: t.tuttiEsercizi },
                  ...righe.map((row) => ({
                    value: row.esercizio.id,
                    label: row.esercizio.nomenclatura,
                  })),
                ]}
              />
            </Form.Item>
          }
        >
          <Suspense
            fallback={
              <Flex justify="center" style={{ padding: 48 }}>
                <Spin description={it.comune.caricamentoGrafico} />
              </Flex>
            }
          >
            {storico.isLoading ? (
              <Flex justify="center" style={{ padding: 48 }}>
                <Spin description={it.comune.caricamentoGrafico} />
              </Flex>
            ) : (
              <MassimaliChart serie={serie} />
            )}
          </Suspense>
          <UsatiInCorso serie={serie} />
        </Card>
      )}
    </Flex>
  )
})
