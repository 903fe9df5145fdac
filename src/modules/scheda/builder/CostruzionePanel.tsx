import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
} from 'react'
import { Button, Card, Checkbox, Empty, Flex, Input, Select, Spin, Typography } from 'antd'
import type { InputRef } from 'antd'
import { Draggable, Droppable } from '@hello-pangea/dnd'
import { LeftOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons'
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined'
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined'
import { lightIcon } from '@/components/light-icon'
import { filtraRicerca } from '@/components/ricerca'
import { FLAG_MACCHINA, PAGE_SIZE_ALL } from '@/config/constants'
import { it } from '@/i18n/it'
import {
  useAttrezzoListQuery,
  useCartellaSlimListQuery,
  useEsercizioSlimListQuery,
} from '@/modules/esercizio/api'
import { useRiferimentoList } from '@/api/riferimenti'
import type { Conflitto } from '../analisi/patologie'
import { canGrow, canShrink, nextPanelSize } from '../panel-size'
import { esercizioDragId, PANNELLO_ID } from './drag-ids'
import type { EsercizioSlim } from './tree'
import { staScrivendo } from './use-scorciatoie'
import { clearable } from '@/components/clearable'

const t = it.scheda.pannello
/** Exercises drawn at first, and added as the list nears its end, by "Mostra altri" or the arrows. */
const PANEL_PAGE = 30

const ALL = { pageSize: PAGE_SIZE_ALL }

/** What the search looks in: the exercise's name and its equipment's. */
const campiRicerca = (e: EsercizioSlim) => [e.nomenclatura, e.attrezzo?.nome]

/** The select filters, sent to the server (the text is searched here). */
interface Filtri {
  muscolo?: number
  attrezzo?: number
  cartella?: number
  macchine: boolean
}

const NESSUN_FILTRO: Filtri = { macchine: false }

const visibile = (el: HTMLElement) =>
  typeof el.checkVisibility === 'function'
    ? el.checkVisibility()
    : el.closest('[hidden], [style*="display: none"]') === null

/** Whether a dialog (a modal, a confirmation, a drawer) is open over the page. */
const dialogoAperto = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')).some(
    visibile,
  )

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
 * The sheet construction panel: the exercises usable in sheets (`esercizio_slimList`, every
 * one of them for the primary muscle, equipment, folder and machines (flag M) chosen), searched here as the trainer types with the product's one search rule
 * (components/ricerca.ts); each added with + (or Invio on the highlighted one) at the end of the
 * group shown, or dragged to any place of it (or onto a group's tab). Names are never cut: they
 * wrap, at 340 and at 170 px. It stays in view beside a long group (sticky, its list scrolling
 * inside), and "/" brings its search from anywhere on the sheet.
 */
export const CostruzionePanel = memo(function CostruzionePanel({
  gruppo,
  width,
  onWidthChange,
  onAdd,
  shown,
  conflitti,
}: CostruzionePanelProps) {
  const hintId = useId()
  const input = useRef<InputRef>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const [text, setText] = useState('')
  // The highlight shows while the search has the focus: only then does Invio add it.
  const [inRicerca, setInRicerca] = useState(false)
  const [filtri, setFiltri] = useState(NESSUN_FILTRO)
  const cambiaFiltri = useCallback(
    (patch: Partial<Filtri>) => setFiltri((f) => ({ ...f, ...patch })),
    [],
  )
  const filters = useMemo(
    () => ({
      ...(filtri.muscolo !== undefined ? { muscoliPrimari: filtri.muscolo } : {}),
      ...(filtri.attrezzo !== undefined ? { attrezzo: filtri.attrezzo } : {}),
      ...(filtri.cartella !== undefined ? { cartelle: filtri.cartella } : {}),
      ...(filtri.macchine ? { flagAttrezzoMacchina: FLAG_MACCHINA } : {}),
    }),
    [filtri],
  )

  // The whole list for the filters, once, with only the fields the panel shows (the slim rows:
  // a 5,000-exercise library is 0.7 MB instead of 4.4 MB); the text is searched here at every
  // keystroke.
  const esercizi = useEsercizioSlimListQuery({ filters, pageSize: PAGE_SIZE_ALL })
  const catalogo = useMemo(
    () =>
      (esercizi.data?.data ?? []).map((e): EsercizioSlim => ({
        id: e.id,
        nomenclatura: e.nomenclatura,
        flagAttrezzoMacchina: e.flagAttrezzoMacchina ?? null,
        attrezzo: e.attrezzo ?? null,
      })),
    [esercizi.data],
  )
  const results = useMemo(() => filtraRicerca(catalogo, text, campiRicerca), [catalogo, text])

  // New results: the first ones drawn, the first one highlighted (set while rendering, so a
  // keystroke costs one render).
  const [per, setPer] = useState(results)
  const [limit, setLimit] = useState(PANEL_PAGE)
  const [active, setActive] = useState(0)
  let shownLimit = limit
  let highlighted = active
  if (per !== results) {
    setPer(results)
    setLimit(PANEL_PAGE)
    setActive(0)
    shownLimit = PANEL_PAGE
    highlighted = 0
  }
  const rows = useMemo(() => results.slice(0, shownLimit), [results, shownLimit])
  shown.current = new Map(rows.map((r) => [esercizioDragId(r.id), r]))
  const altri = results.length - rows.length

  // Scrolled near the end, the next ones are drawn before the end is reached ("Mostra altri"
  // stays for the keyboard and for a browser without IntersectionObserver). Observed again after
  // each page: a tall panel may still show the end.
  const more = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const target = more.current
    if (!target || !scroller.current || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit(rows.length + PANEL_PAGE)
      },
      { root: scroller.current, rootMargin: '0px 0px 600px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [rows.length, altri])

  // New results start at the top of the list; the arrows keep the highlighted one in view. Only a
  // list scrolled away from its top is moved: setting scrollTop lays the page out at once, which,
  // as the builder opens, was a second layout of all its rows before the first paint.
  const scrolled = useRef(false)
  useEffect(() => {
    if (!scrolled.current || !scroller.current) return
    scrolled.current = false
    scroller.current.scrollTop = 0
  }, [results])
  const follow = useRef(false)
  useEffect(() => {
    if (!follow.current) return
    follow.current = false
    scroller.current?.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' })
  }, [highlighted, shownLimit])

  // What a screen reader hears: the highlighted exercise, an add. The counter makes the same
  // text (the same exercise added twice) a change, so it is said again.
  const [annuncio, setAnnuncio] = useState({ text: '', n: 0 })
  const annuncia = useCallback((text: string) => setAnnuncio((a) => ({ text, n: a.n + 1 })), [])

  const aggiungi = useCallback(
    (esercizio: EsercizioSlim) => {
      if (!gruppo) {
        annuncia(t.nessunGruppo)
        return
      }
      onAdd(esercizio)
      annuncia(t.aggiunto(esercizio.nomenclatura, gruppo.label))
    },
    [gruppo, onAdd, annuncia],
  )

  // "/" anywhere on the sheet (not while typing, not under a dialog): to the search, selected.
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return
      if (e.defaultPrevented || staScrivendo(e.target) || dialogoAperto()) return
      const field = input.current?.input
      if (!field) return
      e.preventDefault()
      field.focus()
      field.select()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (results.length === 0) return
      e.preventDefault()
      const next =
        e.key === 'ArrowDown'
          ? Math.min(highlighted + 1, results.length - 1)
          : Math.max(highlighted - 1, 0)
      if (next >= shownLimit) setLimit(shownLimit + PANEL_PAGE)
      setActive(next)
      follow.current = true
      annuncia(t.evidenziato(results[next]!.nomenclatura, next + 1, results.length))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const esercizio = results[highlighted]
      if (esercizio) aggiungi(esercizio)
      // The text selected: the next search replaces it (also after a search that found nothing).
      e.currentTarget.select()
    } else if (e.key === 'Escape' && text !== '') {
      e.preventDefault()
      e.stopPropagation()
      setText('')
    }
  }

  const compact = width < 340

  return (
    <Card
      size="small"
      title={t.titolo}
      className="scheda-panel"
      classNames={{ body: 'scheda-panel-body' }}
      style={{ width }}
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
      <Input
        ref={input}
        aria-label={t.cerca}
        aria-keyshortcuts="/"
        aria-describedby={hintId}
        placeholder={t.cerca}
        prefix={<SearchOutlined aria-hidden />}
        suffix={
          <kbd className="scheda-panel-kbd" title={t.scorciatoia} aria-hidden>
            /
          </kbd>
        }
        allowClear={clearable}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onSearchKeyDown}
        onFocus={() => setInRicerca(true)}
        onBlur={() => setInRicerca(false)}
      />
      <div id={hintId} className="scheda-panel-tasti">
        <span>
          <kbd>{t.tasti.frecce}</kbd> {t.tasti.scegli}
        </span>
        {gruppo && (
          <span>
            <kbd>{t.tasti.invio}</kbd> {t.tasti.aggiungi(gruppo.label)}
          </span>
        )}
        <span>
          <kbd>{t.tasti.esc}</kbd> {t.tasti.svuota}
        </span>
      </div>
      <PanelFiltri value={filtri} onChange={cambiaFiltri} compact={compact} />
      {gruppo ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t.trascinaAiuto}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t.nessunGruppo}</Typography.Text>
      )}
      <Flex align="center" gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-live="polite">
          {esercizi.data ? t.risultati(results.length) : ''}
        </Typography.Text>
        {esercizi.isFetching && <Spin size="small" />}
      </Flex>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {annuncio.text}
        {annuncio.n % 2 === 1 ? '\u00a0' : ''}
      </div>
      <div
        ref={scroller}
        className="scheda-panel-scroll"
        aria-busy={esercizi.isFetching}
        onScroll={(event) => {
          scrolled.current = event.currentTarget.scrollTop > 0
        }}
      >
        <Droppable droppableId={PANNELLO_ID} isDropDisabled>
          {(droppable) => (
            <ul
              ref={droppable.innerRef}
              {...droppable.droppableProps}
              className="scheda-panel-list"
              aria-label={t.titolo}
            >
              {esercizi.data && rows.length === 0 && (
                <li>
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessuno} />
                </li>
              )}
              {rows.map((esercizio, index) => (
                <PanelItem
                  key={esercizio.id}
                  esercizio={esercizio}
                  index={index}
                  active={inRicerca && index === highlighted}
                  gruppo={gruppo?.label ?? null}
                  conflitto={conflitti?.get(esercizio.id)}
                  onAdd={aggiungi}
                />
              ))}
              {droppable.placeholder}
            </ul>
          )}
        </Droppable>
        {altri > 0 && (
          <div ref={more} className="scheda-panel-altri">
            <Button block onClick={() => setLimit(shownLimit + PANEL_PAGE)}>
              {t.mostraAltri(altri)}
            </Button>
          </div>
        )}
      </div>
    </Card>
  )
})

/** The select filters: drawn again only when they change, never at a keystroke. */
const PanelFiltri = memo(function PanelFiltri({
  value,
  onChange,
  compact,
}: {
  value: Filtri
  onChange: (patch: Partial<Filtri>) => void
  compact: boolean
}) {
  const muscoli = useRiferimentoList('muscolo')
  const attrezzi = useAttrezzoListQuery(ALL)
  const cartelle = useCartellaSlimListQuery(ALL)
  const select = (
    label: string,
    selected: number | undefined,
    onSelect: (v: number | undefined) => void,
    list: { id: number; nome: string }[] | undefined,
    loading: boolean,
  ) => (
    <Select<number>
      aria-label={label}
      placeholder={label}
      allowClear={clearable}
      showSearch={{ optionFilterProp: 'label' }}
      value={selected}
      onChange={onSelect}
      loading={loading}
      options={(list ?? []).map((r) => ({ value: r.id, label: r.nome }))}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  )
  return (
    <>
      <Flex vertical={compact} gap={8}>
        {select(
          t.muscolo,
          value.muscolo,
          (muscolo) => onChange({ muscolo }),
          muscoli.data?.data,
          muscoli.isFetching,
        )}
        {select(
          it.comune.attrezzo,
          value.attrezzo,
          (attrezzo) => onChange({ attrezzo }),
          attrezzi.data?.data,
          attrezzi.isFetching,
        )}
      </Flex>
      <Flex vertical={compact} gap={8} align={compact ? undefined : 'center'}>
        {select(
          it.comune.cartella,
          value.cartella,
          (cartella) => onChange({ cartella }),
          cartelle.data?.data,
          cartelle.isFetching,
        )}
        <Checkbox
          checked={value.macchine}
          onChange={(e) => onChange({ macchine: e.target.checked })}
          style={{ whiteSpace: 'nowrap' }}
        >
          {it.comune.soloMacchine}
        </Checkbox>
      </Flex>
    </>
  )
})

/**
 * One exercise of the panel: its name (the drag handle) and its + button. Drawn again only when it
 * changes (the highlight, the group, its warning), not at every keystroke or arrow.
 */
const PanelItem = memo(function PanelItem({
  esercizio,
  index,
  active,
  gruppo,
  conflitto,
  onAdd,
}: {
  esercizio: EsercizioSlim
  index: number
  active: boolean
  /** The label of the group shown (null: none, nothing can be added). */
  gruppo: string | null
  conflitto: readonly Conflitto[] | undefined
  onAdd: (esercizio: EsercizioSlim) => void
}) {
  const avviso = conflitto
    ? it.patologie.pannello(it.patologie.elenco(conflitto.map((c) => c.patologia.nome)))
    : null
  const aggiungi = t.aggiungi(esercizio.nomenclatura, gruppo ?? '')
  return (
    <Draggable
      draggableId={esercizioDragId(esercizio.id)}
      index={index}
      isDragDisabled={gruppo === null}
    >
      {(provided) => (
        <li
          ref={provided.innerRef}
          {...provided.draggableProps}
          className="scheda-panel-item"
          data-active={active}
          aria-current={active || undefined}
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
              <span className="scheda-panel-attrezzo">{esercizio.attrezzo.nome}</span>
            )}
          </div>
          <button
            type="button"
            className="scheda-icon-btn"
            disabled={gruppo === null}
            aria-label={aggiungi}
            aria-description={avviso ?? undefined}
            title={aggiungi}
            onClick={() => onAdd(esercizio)}
          >
            {lightIcon(PlusOutlined)}
          </button>
        </li>
      )}
    </Draggable>
  )
})
