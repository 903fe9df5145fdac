import { memo, useEffect, useMemo, useState, type MutableRefObject } from 'react'
import { Button, Card, Checkbox, Empty, Flex, Input, Select, Spin, Typography } from 'antd'
import { Draggable, Droppable } from '@hello-pangea/dnd'
import { LeftOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons'
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined'
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined'
import { lightIcon } from '@/components/light-icon'
import { FLAG_MACCHINA, PAGE_SIZE_ALL } from '@/config/constants'
import { it } from '@/i18n/it'
import {
  useAttrezzoListQuery,
  useCartellaSlimListQuery,
  useEsercizioListQuery,
} from '@/modules/esercizio/api'
import { useRiferimentoList } from '@/api/riferimenti'
import type { Conflitto } from '../analisi/patologie'
import { canGrow, canShrink, nextPanelSize } from '../panel-size'
import { esercizioDragId, PANNELLO_ID } from './drag-ids'
import type { EsercizioSlim } from './tree'
import { clearable } from '@/components/clearable'

const t = it.scheda.pannello
/** Exercises shown at first, and added by each "Mostra altri". */
const PANEL_PAGE = 30

const ALL = { pageSize: PAGE_SIZE_ALL }

export interface CostruzionePanelProps {
  /** The group the exercises go to, with its label (null: none). */
  gruppo: { id: number; label: string } | null
  width: number
  onWidthChange: (width: number) => void
  onAdd: (esercizio: EsercizioSlim) => void
  /** Filled with the exercises shown, by drag id, for a drop into a group. */
  shown: MutableRefObject<Map<string, EsercizioSlim>>
  /** Exercises that conflict with the client's pathologies: marked, never hidden. */
  conflitti?: ReadonlyMap<number, readonly Conflitto[]>
}

/**
 * The sheet construction panel: the exercises usable in sheets (GET /api/esercizio/ with
 * isCostruzioneScheda), by text and by primary muscle, equipment, folder and machines (flag M);
 * each added with + at the end of the group shown, or dragged to any place of it (or onto a
 * group's tab). Names are never cut: they wrap, at 340 and at 170 px.
 */
export const CostruzionePanel = memo(function CostruzionePanel({
  gruppo,
  width,
  onWidthChange,
  onAdd,
  shown,
  conflitti,
}: CostruzionePanelProps) {
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  const [muscolo, setMuscolo] = useState<number>()
  const [attrezzo, setAttrezzo] = useState<number>()
  const [cartella, setCartella] = useState<number>()
  const [macchine, setMacchine] = useState(false)
  const [limit, setLimit] = useState(PANEL_PAGE)
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250)
    return () => clearTimeout(timer)
  }, [text])
  const filters = useMemo(
    () => ({
      ...(muscolo !== undefined ? { muscoliPrimari: muscolo } : {}),
      ...(attrezzo !== undefined ? { attrezzo } : {}),
      ...(cartella !== undefined ? { cartelle: cartella } : {}),
      ...(macchine ? { flagAttrezzoMacchina: FLAG_MACCHINA } : {}),
    }),
    [muscolo, attrezzo, cartella, macchine],
  )
  useEffect(() => setLimit(PANEL_PAGE), [search, filters])

  const esercizi = useEsercizioListQuery({
    isCostruzioneScheda: true,
    search,
    filters,
    pageSize: limit,
  })
  const muscoli = useRiferimentoList('muscolo')
  const attrezzi = useAttrezzoListQuery(ALL)
  const cartelle = useCartellaSlimListQuery(ALL)

  const rows = useMemo(
    () =>
      (esercizi.data?.data ?? []).map((e): EsercizioSlim => ({
        id: e.id,
        nomenclatura: e.nomenclatura,
        flagAttrezzoMacchina: e.flagAttrezzoMacchina ?? null,
        attrezzo: e.attrezzo ?? null,
      })),
    [esercizi.data],
  )
  shown.current = new Map(rows.map((r) => [esercizioDragId(r.id), r]))
  const count = esercizi.data?.count ?? 0
  const compact = width < 340
  const options = (list: { id: number; nome: string }[] | undefined) =>
    (list ?? []).map((r) => ({ value: r.id, label: r.nome }))
  const select = (
    label: string,
    value: number | undefined,
    onChange: (v: number | undefined) => void,
    list: { id: number; nome: string }[] | undefined,
    loading: boolean,
  ) => (
    <Select<number>
      aria-label={label}
      placeholder={label}
      allowClear={clearable}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
      loading={loading}
      options={options(list)}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  )

  return (
    <Card
      size="small"
      title={t.titolo}
      style={{ width, flex: 'none', transition: 'width 0.2s' }}
      styles={{ body: { padding: 8 } }}
      extra={
        <Flex gap={2}>
          <Button
            type="text"
            size="small"
            icon={<RightOutlined aria-hidden />}
            aria-label={t.riduci}
            title={t.riduci}
            disabled={!canShrink(width)}
            onClick={() => onWidthChange(nextPanelSize(width, -1))}
          />
          <Button
            type="text"
            size="small"
            icon={<LeftOutlined aria-hidden />}
            aria-label={t.espandi}
            title={t.espandi}
            disabled={!canGrow(width)}
            onClick={() => onWidthChange(nextPanelSize(width, 1))}
          />
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
          allowClear={clearable}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Flex vertical={compact} gap={8}>
          {select(t.muscolo, muscolo, setMuscolo, muscoli.data?.data, muscoli.isFetching)}
          {select(t.attrezzo, attrezzo, setAttrezzo, attrezzi.data?.data, attrezzi.isFetching)}
        </Flex>
        <Flex vertical={compact} gap={8} align={compact ? undefined : 'center'}>
          {select(t.cartella, cartella, setCartella, cartelle.data?.data, cartelle.isFetching)}
          <Checkbox
            checked={macchine}
            onChange={(e) => setMacchine(e.target.checked)}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t.soloMacchine}
          </Checkbox>
        </Flex>
        {gruppo ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t.trascinaAiuto}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t.nessunGruppo}</Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-live="polite">
          {esercizi.data ? t.risultati(count) : ''}
        </Typography.Text>
        <Spin spinning={esercizi.isFetching}>
          <Droppable droppableId={PANNELLO_ID} isDropDisabled>
            {(droppable) => (
              <ul
                ref={droppable.innerRef}
                {...droppable.droppableProps}
                className="scheda-panel-list"
                aria-label={t.titolo}
              >
                {rows.length === 0 && !esercizi.isFetching && (
                  <li>
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessuno} />
                  </li>
                )}
                {rows.map((esercizio, index) => {
                  const conflitto = conflitti?.get(esercizio.id)
                  const avviso = conflitto
                    ? it.patologie.pannello(
                        it.patologie.elenco(conflitto.map((c) => c.patologia.nome)),
                      )
                    : null
                  return (
                    <Draggable
                      key={esercizio.id}
                      draggableId={esercizioDragId(esercizio.id)}
                      index={index}
                      isDragDisabled={!gruppo}
                    >
                      {(provided) => (
                        <li
                          ref={provided.innerRef}
                          {...provided.draggableProps}
                          className="scheda-panel-item"
                        >
                          <div
                            {...provided.dragHandleProps}
                            className="drag-handle"
                            style={{ flexDirection: 'column', gap: 0 }}
                          >
                            <span>
                              {avviso && (
                                <span className="scheda-panel-avviso" title={avviso}>
                                  {lightIcon(WarningOutlined)}
                                  <span className="sr-only">{`${avviso}: `}</span>
                                </span>
                              )}
                              {esercizio.nomenclatura}
                            </span>
                            {esercizio.attrezzo && (
                              <span className="scheda-panel-attrezzo">
                                {esercizio.attrezzo.nome}
                              </span>
                            )}
                          </div>
                          <button
                            type="button"
                            className="scheda-icon-btn"
                            disabled={!gruppo}
                            aria-label={t.aggiungi(esercizio.nomenclatura, gruppo?.label ?? '')}
                            aria-description={avviso ?? undefined}
                            title={t.aggiungi(esercizio.nomenclatura, gruppo?.label ?? '')}
                            onClick={() => onAdd(esercizio)}
                          >
                            {lightIcon(PlusOutlined)}
                          </button>
                        </li>
                      )}
                    </Draggable>
                  )
                })}
                {droppable.placeholder}
              </ul>
            )}
          </Droppable>
        </Spin>
        {count > rows.length && (
          <Button block onClick={() => setLimit((n) => n + PANEL_PAGE)}>
            {t.mostraAltri(count - rows.length)}
          </Button>
        )}
      </Flex>
    </Card>
  )
})
