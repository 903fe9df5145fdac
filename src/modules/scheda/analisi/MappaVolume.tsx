import { tableLoading } from '@/components/table-loading'
import { useDeferredValue, useMemo } from 'react'
import { Flex, Skeleton, Table, Typography, type TableColumnsType } from 'antd'
import { WarningOutlined } from '@ant-design/icons'
import { BodyFigure } from '@/components/BodyFigure'
import { formatDecimal } from '@/components/format-number'
import { it } from '@/i18n/it'
import { useCatalogoEsercizi } from '@/modules/esercizio/api'
import {
  intensita,
  squilibri,
  volumeSettimanale,
  type GruppoSerie,
  type Squilibrio,
  type VolumeMuscolo,
} from './volume'

export interface MappaVolumeProps {
  /** The groups to count: a sheet's (with the builder's pending edits) or a protocol's sheets'. */
  gruppi: readonly GruppoSerie[]
  /** One more line under the rules (e.g. how many sheets a protocol's map sums). */
  nota?: string
}

/** "Spinta 14 serie pesate contro trazione 6: squilibrio verso la spinta", or "in equilibrio". */
export function testoSquilibrio(s: Squilibrio): string {
  const t = it.volume
  const c = t.confronti[s.confronto]
  const a = formatDecimal(s.a)
  const b = formatDecimal(s.b)
  if (s.prevale === null) return t.equilibrio(c.a, a, c.b, b)
  return t.squilibrio(c.a, a, c.b, b, s.prevale === 'a' ? c.versoA : c.versoB)
}

const numero = (key: 'primario' | 'sinergico' | 'stabilizzatore') => ({
  key,
  align: 'right' as const,
  sorter: (x: VolumeMuscolo, y: VolumeMuscolo) => x.serie[key] - y.serie[key],
  render: (_: unknown, m: VolumeMuscolo) => formatDecimal(m.serie[key]),
})

/**
 * The muscle-volume map of some groups (one sheet, or a protocol's sheets together): the rules in
 * one line, the body figure as a heat map, the imbalances called out, the details that count
 * nothing, and the table of weekly sets per muscle by role (sortable). Exercises come from the
 * catalogue (one cached call); the figures are recomputed only when the groups change, and at a
 * lower priority than typing (useDeferredValue), so a keystroke in the builder never waits for it.
 */
export function MappaVolume({ gruppi, nota }: MappaVolumeProps) {
  const t = it.volume
  const catalogo = useCatalogoEsercizi()
  const correnti = useDeferredValue(gruppi)
  const volume = useMemo(
    () => volumeSettimanale(correnti, catalogo.perId),
    [correnti, catalogo.perId],
  )
  const heat = useMemo(() => intensita(volume.perRegione), [volume])
  const confronti = useMemo(() => squilibri(volume.perRegione), [volume])

  const columns = useMemo<TableColumnsType<VolumeMuscolo>>(
    () => [
      {
        key: 'muscolo',
        title: it.comune.muscolo,
        dataIndex: 'nome',
        sorter: (x, y) => x.nome.localeCompare(y.nome, 'it'),
      },
      {
        key: 'pesato',
        title: t.colonne.pesato,
        align: 'right',
        // Next to the muscle: in sight in a narrow panel, where the roles may scroll sideways.
        defaultSortOrder: 'descend',
        sorter: (x, y) => x.pesato - y.pesato,
        render: (_, m) => <strong>{formatDecimal(m.pesato)}</strong>,
      },
      { ...numero('primario'), title: t.colonne.primario },
      { ...numero('sinergico'), title: t.colonne.sinergico },
      { ...numero('stabilizzatore'), title: t.colonne.stabilizzatore },
    ],
    [t],
  )

  if (catalogo.isError) return <Typography.Text type="danger">{t.erroreCatalogo}</Typography.Text>
  if (catalogo.isLoading) return <Skeleton active />

  const daConfrontare = confronti.filter((s) => s.a > 0 || s.b > 0)

  return (
    <Flex vertical gap={12} data-testid="mappa-volume">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t.regole}
        {nota && ` ${nota}`}
      </Typography.Paragraph>
      <Flex gap={16} wrap align="start">
        <BodyFigure intensita={heat} />
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 200 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t.squilibri}
          </Typography.Title>
          {daConfrontare.length === 0 ? (
            <Typography.Text type="secondary">{t.nessunoSquilibrio}</Typography.Text>
          ) : (
            <ul aria-label={t.squilibri} style={{ margin: 0, paddingInlineStart: 0 }}>
              {daConfrontare.map((s) => (
                <li key={s.confronto} style={{ listStyle: 'none', marginBottom: 6 }}>
                  {s.prevale === null ? (
                    <Typography.Text type="secondary">{testoSquilibrio(s)}</Typography.Text>
                  ) : (
                    <Typography.Text type="warning">
                      <WarningOutlined aria-hidden /> {testoSquilibrio(s)}
                    </Typography.Text>
                  )}
                </li>
              ))}
            </ul>
          )}
          {volume.senzaSerie > 0 && (
            <Typography.Text type="secondary">{t.senzaSerie(volume.senzaSerie)}</Typography.Text>
          )}
          {volume.sconosciuti > 0 && (
            <Typography.Text type="secondary">{t.sconosciuti(volume.sconosciuti)}</Typography.Text>
          )}
        </Flex>
      </Flex>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t.tabella}
      </Typography.Title>
      <Table<VolumeMuscolo>
        loading={tableLoading()}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={volume.muscoli}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Typography.Text type="secondary">{t.nessunMuscolo}</Typography.Text>,
        }}
      />
    </Flex>
  )
}
