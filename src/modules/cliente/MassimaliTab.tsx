import { lazy, memo, Suspense, useState } from 'react'
import { Card, Empty, Flex, Form, Select, Spin, Table } from 'antd'
import { formatDate } from '@/components/format-date'
import { it } from '@/i18n/it'
import { useMassimaliQuery, useStoricoMassimaliQuery } from '@/modules/massimale/api'
import type { SerieMassimali } from './MassimaliChart'

const MassimaliChart = lazy(() => import('./MassimaliChart'))

const t = it.cliente.massimali
const TUTTI = 0

type Massimale = NonNullable<ReturnType<typeof useMassimaliQuery>['data']>[number]

/** The series to draw: one per exercise of the history, or only the chosen one. */
export function serieMassimali(
  storico: readonly Massimale[],
  esercizioId: number,
): SerieMassimali[] {
  const byExercise = new Map<number, SerieMassimali>()
  for (const row of storico) {
    if (esercizioId !== TUTTI && row.esercizio.id !== esercizioId) continue
    const serie: SerieMassimali = byExercise.get(row.esercizio.id) ?? {
      esercizio: row.esercizio.nomenclatura,
      punti: [],
    }
    serie.punti.push({ data: row.data, valore: row.valore })
    byExercise.set(row.esercizio.id, serie)
  }
  for (const serie of byExercise.values()) serie.punti.sort((a, b) => a.data.localeCompare(b.data))
  return [...byExercise.values()]
}

/** Massimali: the current maximum per exercise and their history over time. */
export const MassimaliTab = memo(function MassimaliTab({ clienteId }: { clienteId: number }) {
  const attuali = useMassimaliQuery(clienteId)
  const storico = useStoricoMassimaliQuery(clienteId)
  const righe = attuali.data ?? []
  const [scelto, setScelto] = useState<number | null>(null)
  const esercizioId = scelto ?? righe[0]?.esercizio.id ?? TUTTI
  const serie = serieMassimali(storico.data ?? [], esercizioId)

  return (
    <Flex vertical gap={16}>
      <Card title={t.attuali} size="small">
        <Table<Massimale>
          aria-label={t.attuali}
          size="small"
          rowKey="id"
          loading={attuali.isFetching}
          dataSource={righe}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessuno} />,
          }}
          columns={[
            {
              title: t.esercizio,
              key: 'esercizio',
              render: (_v, row) => row.esercizio.nomenclatura,
            },
            {
              title: t.valore,
              dataIndex: 'valore',
              align: 'right',
              render: (v: number) => v.toLocaleString('it-IT'),
            },
            { title: t.data, dataIndex: 'data', render: (v: string) => formatDate(v) },
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
                showSearch
                optionFilterProp="label"
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
                <Spin description={t.caricamentoGrafico} />
              </Flex>
            }
          >
            {storico.isLoading ? (
              <Flex justify="center" style={{ padding: 48 }}>
                <Spin description={t.caricamentoGrafico} />
              </Flex>
            ) : (
              <MassimaliChart serie={serie} />
            )}
          </Suspense>
        </Card>
      )}
    </Flex>
  )
})
