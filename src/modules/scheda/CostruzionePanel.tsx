import { useEffect, useState } from 'react'
import { Button, Card, Empty, Flex, Input, Spin, Tooltip, Typography } from 'antd'
import { LeftOutlined, PlusOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons'
import { it } from '@/i18n/it'
import { useEsercizioListQuery } from '@/modules/esercizio/api'
import {
  useDettagliBySchedaGruppoQuery,
  useSchedadettaglioCreateMutation,
} from '@/modules/schedadettaglio/api'
import { canGrow, canShrink, nextPanelSize } from './panel-size'
import type { Gruppo } from './types'

const t = it.scheda.pannello
/** Exercises shown at once; the search narrows them. */
const PANEL_PAGE = 20

export interface CostruzionePanelProps {
  /** The group the exercises go to (null: none selected). */
  gruppo: Gruppo | null
  width: number
  onWidthChange: (width: number) => void
}

/**
 * The sheet construction panel: exercises usable in sheets (GET /api/esercizio/ with
 * isCostruzioneScheda), searchable, each added at the end of the current group
 * (POST /api/schedadettaglio/). Its width steps between 170 and 340.
 */
export function CostruzionePanel({ gruppo, width, onWidthChange }: CostruzionePanelProps) {
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300)
    return () => clearTimeout(timer)
  }, [text])
  const esercizi = useEsercizioListQuery({
    isCostruzioneScheda: true,
    search,
    pageSize: PANEL_PAGE,
  })
  const dettagli = useDettagliBySchedaGruppoQuery(
    { schedaGruppoId: gruppo?.id ?? 0 },
    { skip: !gruppo },
  )
  const [create] = useSchedadettaglioCreateMutation()
  const rows = esercizi.data?.data ?? []
  const count = esercizi.data?.count ?? 0
  const compact = width < 340

  const add = async (esercizio: (typeof rows)[number]) => {
    if (!gruppo) return
    await create({
      gruppoId: gruppo.id,
      ordine: dettagli.data?.data.length ?? 0,
      esercizio: {
        id: esercizio.id,
        nomenclatura: esercizio.nomenclatura,
        flagAttrezzoMacchina: esercizio.flagAttrezzoMacchina ?? null,
        attrezzo: esercizio.attrezzo ?? null,
      },
      metodologia: gruppo.metodologiaBase ?? null,
    })
      .unwrap()
      .catch(() => undefined)
  }

  return (
    <Card
      size="small"
      title={t.titolo}
      style={{ width, flex: 'none', transition: 'width 0.2s' }}
      styles={{ body: { padding: 8 } }}
      extra={
        <Flex gap={2}>
          <Tooltip title={t.riduci}>
            <Button
              type="text"
              size="small"
              icon={<RightOutlined />}
              aria-label={t.riduci}
              disabled={!canShrink(width)}
              onClick={() => onWidthChange(nextPanelSize(width, -1))}
            />
          </Tooltip>
          <Tooltip title={t.espandi}>
            <Button
              type="text"
              size="small"
              icon={<LeftOutlined />}
              aria-label={t.espandi}
              disabled={!canGrow(width)}
              onClick={() => onWidthChange(nextPanelSize(width, 1))}
            />
          </Tooltip>
        </Flex>
      }
      role="complementary"
      aria-label={t.titolo}
    >
      <Flex vertical gap={8}>
        <Input
          aria-label={t.cerca}
          placeholder={t.cerca}
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {!gruppo && <Typography.Text type="secondary">{t.nessunGruppo}</Typography.Text>}
        <Spin spinning={esercizi.isFetching}>
          {rows.length === 0 && !esercizi.isFetching ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessuno} />
          ) : (
            <ul
              aria-label={t.titolo}
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                maxHeight: 560,
                overflowY: 'auto',
              }}
            >
              {rows.map((esercizio) => (
                <li key={esercizio.id} style={{ padding: '4px 0' }}>
                  <Flex align="center" gap={4}>
                    <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                      <Typography.Text ellipsis={{ tooltip: esercizio.nomenclatura }}>
                        {esercizio.nomenclatura}
                      </Typography.Text>
                      {!compact && esercizio.attrezzo && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {esercizio.attrezzo.nome}
                        </Typography.Text>
                      )}
                    </Flex>
                    <Button
                      type="text"
                      size="small"
                      icon={<PlusOutlined />}
                      disabled={!gruppo}
                      aria-label={t.aggiungi(esercizio.nomenclatura, gruppo?.nome ?? '')}
                      onClick={() => void add(esercizio)}
                    />
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </Spin>
        {count > rows.length && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t.altri(count - rows.length)}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  )
}
