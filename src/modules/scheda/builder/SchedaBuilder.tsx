import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'
import { Button, Card, Empty, Flex, Skeleton } from 'antd'
import { DragDropContext, type DropResult } from '@hello-pangea/dnd'
import { RedoOutlined, UndoOutlined } from '@ant-design/icons'
import { useStore } from 'react-redux'
import { useAppSelector, type RootState } from '@/app/hooks'
import { annunciTrascinamento, ISTRUZIONI_TRASCINAMENTO } from '@/components/dnd-annunci'
import { afterPaint } from '@/components/after-paint'
import { notify } from '@/components/feedback'
import { useStable } from '@/components/use-stable'
import { it } from '@/i18n/it'
import { useMetodologiaSearchQuery } from '@/modules/metodologia/api'
import {
  etichettaGruppo,
  gruppoSelectionReducer,
  initialGruppoSelection,
  type GruppoInfo,
} from '../gruppo-selection'
import { usePatologieScheda } from '../analisi/use-patologie'
import { PANEL_SIZE_DEFAULT } from '../panel-size'
import { oggiIso, useImpostazioniCarichi, useMassimaliScheda } from '../analisi/use-carichi'
import type { Metodologia } from '../types'
import { CostruzionePanel } from './CostruzionePanel'
import { PANNELLO_ID, parseDragId } from './drag-ids'
import { DettagliList } from './DettagliList'
import type { GruppoScelta } from './SpostaInGruppoDialog'
import { GruppiBar } from './GruppiBar'
import { GruppoToolbar } from './GruppoToolbar'
import { RiepilogoPatologie } from './RiepilogoPatologie'
import { ScorciatoieDialog } from './ScorciatoieDialog'
import { collegamenti, rigaAlPosto, slotsDi } from './superserie'
import type { EsercizioSlim } from './tree'
import { SaveStatus } from './SaveStatus'
import { useSchedaBuilder } from './use-builder'
import { useScorciatoie } from './use-scorciatoie'
import type { Campo } from './valori'
import { VolumeBuilder } from './VolumeBuilder'
import './builder.css'

const t = it.scheda
const s = t.storia

export interface SchedaBuilderProps {
  schedaId: number
  /**
   * The sheet's client (null: a library template): their pathologies warn on the exercises, and
   * the loads in % show their kg.
   */
  clienteId?: number | null
}

const NESSUNA_SELEZIONE: ReadonlySet<number> = new Set()

const sameGruppiInfo = (a: readonly GruppoInfo[], b: readonly GruppoInfo[]) =>
  a.length === b.length && a.every((g, i) => g.id === b[i]?.id && g.nome === b[i]?.nome)
const sameScelte = (a: readonly GruppoScelta[], b: readonly GruppoScelta[]) =>
  a.length === b.length &&
  a.every((g, i) => g.id === b[i]?.id && g.label === b[i]?.label && g.length === b[i]?.length)

/**
 * The sheet builder: the groups as tabs, the shown group's exercises, and the construction panel,
 * in one drag and drop area (rows and blocks move within a group or onto another group's tab;
 * exercises come from the panel to any place of a group). Every change is saved on its own (see
 * use-builder.ts) and can be undone (Annulla, Ctrl+Z); rows can be selected to be made a block,
 * copied, moved or deleted together; the keyboard does it all (use-scorciatoie.ts, "?").
 */
export function SchedaBuilder({ schedaId, clienteId = null }: SchedaBuilderProps) {
  // Every methodology the user may use: which ones chain exercises, and their cycles.
  const { data: tutte } = useMetodologiaSearchQuery()
  const metodologie = useMemo(
    () => new Map<number, Metodologia>((tutte?.data ?? []).map((m) => [m.id, m])),
    [tutte],
  )
  const builder = useSchedaBuilder(schedaId, metodologie)
  const analisi = usePatologieScheda(clienteId)
  const { gruppi, ids, actions } = builder
  const panelId = useId()
  const [selection, select] = useReducer(gruppoSelectionReducer, initialGruppoSelection)
  const [panelWidth, setPanelWidth] = useState(PANEL_SIZE_DEFAULT)
  const [scorciatoie, setScorciatoie] = useState(false)
  // The side column: the construction panel, or the volume map in its place (covering nothing).
  const [laterale, setLaterale] = useState<HTMLDivElement | null>(null)
  const [volumeAperto, setVolumeAperto] = useState(false)
  const shown = useRef(new Map<string, EsercizioSlim>())
  const riempiti = useAppSelector((state) => state.schedaBuilder.riempiti)
  const store = useStore<RootState>()

  // The client's maximums, once for the whole sheet; the user's rounding and weeks to retest.
  const massimali = useMassimaliScheda(clienteId)
  const impostazioni = useImpostazioniCarichi()
  const oggi = oggiIso()
  const carichi = useMemo(() => ({ impostazioni, oggi }), [impostazioni, oggi])

  // The selection follows the groups (added, removed, renamed, saved), not every typed value.
  const gruppiInfo = useStable(
    gruppi.map((g) => ({ id: g.id, nome: g.nome })),
    sameGruppiInfo,
  )
  useEffect(() => {
    select({ type: 'sync', gruppi: gruppiInfo, ids })
  }, [gruppiInfo, ids])

  const selected = gruppi.find((g) => g.id === selection.selected) ?? null
  const previous = gruppi.find((g) => g.id === selection.previous) ?? null

  /** A stable React key for a row: the id it had when made here. */
  const chiave = useMemo(() => {
    const temp = new Map<number, number>()
    for (const [tempId, realId] of Object.entries(ids)) temp.set(realId, Number(tempId))
    return (id: number) => temp.get(id) ?? id
  }, [ids])

  // The shown group's places: rows on their own and blocks done one after the other.
  const dettagli = selected?.dettagli
  const slots = useMemo(
    () => slotsDi(collegamenti(dettagli ?? [], metodologie)),
    [dettagli, metodologie],
  )

  // The rows selected, by key, in the shown group (another group shown: none).
  const [selezione, setSelezione] = useState<{
    gruppo: number | null
    chiavi: ReadonlySet<number>
  }>({ gruppo: null, chiavi: NESSUNA_SELEZIONE })
  const ancora = useRef<number | null>(null)
  const chiavi = useMemo(() => (dettagli ?? []).map((d) => chiave(d.id)), [dettagli, chiave])
  const chiaviRef = useRef(chiavi)
  chiaviRef.current = chiavi
  const selectedId = selected?.id ?? null
  const scelte = selezione.gruppo === selectedId ? selezione.chiavi : NESSUNA_SELEZIONE
  // Rows gone (deleted, moved away) leave the selection.
  const presenti = useMemo(() => {
    const set = new Set(chiavi)
    const kept = [...scelte].filter((k) => set.has(k))
    return kept.length === scelte.size ? scelte : new Set(kept)
  }, [chiavi, scelte])

  const onSelezione = useCallback(
    (next: ReadonlySet<number>) => {
      setSelezione({ gruppo: selectedId, chiavi: next })
      if (next.size === 0) ancora.current = null
    },
    [selectedId],
  )
  const onSeleziona = useCallback(
    (key: number, shift: boolean) => {
      setSelezione((prev) => {
        const current = prev.gruppo === selectedId ? prev.chiavi : NESSUNA_SELEZIONE
        const next = new Set(current)
        const order = chiaviRef.current
        const from = ancora.current === null ? -1 : order.indexOf(ancora.current)
        const to = order.indexOf(key)
        if (shift && from >= 0 && to >= 0) {
          const [a, b] = from < to ? [from, to] : [to, from]
          for (let i = a; i <= b; i += 1) next.add(order[i]!)
        } else if (next.has(key)) {
          next.delete(key)
        } else {
          next.add(key)
        }
        if (!shift) ancora.current = key
        return { gruppo: selectedId, chiavi: next }
      })
    },
    [selectedId],
  )

  // The other groups of the shown one, for its rows' "Sposta in" menu: the same array while they
  // do not change, so typing in a row does not draw the others again.
  const altri = useStable<GruppoScelta[]>(
    gruppi
      .filter((g) => g.id !== selection.selected)
      .map((g) => ({ id: g.id, label: etichettaGruppo(g.nome), length: g.dettagli.length })),
    sameScelte,
  )

  const shownGruppo = useRef(selected)
  shownGruppo.current = selected
  const aggiungiAlGruppo = useCallback(
    (esercizio: EsercizioSlim) => {
      if (shownGruppo.current) actions.aggiungiEsercizio(esercizio, shownGruppo.current.id)
    },
    [actions],
  )

  const annulla = useCallback(() => {
    const fatto = actions.annulla()
    notify.info(fatto ? s.annullato(fatto) : s.nienteDaAnnullare)
  }, [actions])
  const ripeti = useCallback(() => {
    const fatto = actions.ripeti()
    notify.info(fatto ? s.ripetuto(fatto) : s.nienteDaRipetere)
  }, [actions])

  const selezionateIds = () =>
    (shownGruppo.current?.dettagli ?? []).filter((d) => presenti.has(chiave(d.id))).map((d) => d.id)
  const incolla = () => {
    const gruppo = shownGruppo.current
    if (!gruppo) return false
    const ids = selezionateIds()
    const last = ids.length > 0 ? gruppo.dettagli.findIndex((d) => d.id === ids.at(-1)) : -1
    const n = actions.incolla(gruppo.id, last >= 0 ? last + 1 : undefined)
    if (n === 0) return false
    notify.info(t.fatto.incollati(n, etichettaGruppo(gruppo.nome)), {
      label: it.comune.annulla,
      run: () => actions.annulla(),
    })
    return true
  }
  useScorciatoie({
    annulla,
    ripeti,
    copia: () => {
      const ids = selezionateIds()
      if (ids.length === 0) return false
      notify.info(t.fatto.copiati(actions.copia(ids)))
      return true
    },
    incolla,
    elimina: () => {
      const ids = selezionateIds()
      if (ids.length === 0) return false
      const nome = shownGruppo.current?.dettagli.find((d) => d.id === ids[0])?.esercizio
        .nomenclatura
      actions.elimina(ids)
      notify.info(
        ids.length === 1 ? t.fatto.eliminato(nome ?? '') : t.fatto.eliminati(ids.length),
        { label: it.comune.annulla, run: () => actions.annulla() },
      )
      onSelezione(NESSUNA_SELEZIONE)
      return true
    },
    deseleziona: () => {
      if (presenti.size === 0) return false
      onSelezione(NESSUNA_SELEZIONE)
      return true
    },
    aiuto: () => setScorciatoie(true),
    testoInSospeso: (target) => {
      const campo = target.dataset.campo as Campo
      return store.getState().schedaBuilder.testi[Number(target.dataset.id)]?.[campo] !== undefined
    },
  })

  const byId = (id: number) => gruppi.find((g) => g.id === id)
  const nomeDrag = (dragId: string) => {
    const [kind, id] = parseDragId(dragId)
    if (kind === 'esercizio') return shown.current.get(dragId)?.nomenclatura ?? ''
    for (const g of gruppi) {
      const index = g.dettagli.findIndex((x) => x.id === id)
      if (index < 0) continue
      if (kind === 'blocco') {
        const slot = g === selected ? slots.find((x) => x.start === index) : undefined
        if (slot?.lettera) return t.blocco.didascalia(slot.lettera)
      }
      return g.dettagli[index]!.esercizio.nomenclatura
    }
    return ''
  }
  /** A place of the shown list is read as the number of the row that stands (or will) there. */
  const posto = (
    to: { droppableId: string; index: number },
    from: { droppableId: string; index: number },
  ) => {
    const [kind] = parseDragId(to.droppableId)
    if (kind === 'tab' || kind === PANNELLO_ID) return to.index + 1
    const same = from.droppableId === to.droppableId && from !== to
    if (from === to) return (slots[to.index]?.start ?? to.index) + 1
    return rigaAlPosto(slots, to.index, same ? from.index : undefined) + 1
  }
  const nomeLista = (dropId: string) => {
    const [kind, id] = parseDragId(dropId)
    if (kind === PANNELLO_ID) return t.pannello.titolo
    const g = byId(id)
    return g ? etichettaGruppo(g.nome) : ''
  }

  /** A drop: places are counted in slots (a block is one), the calls in rows. */
  const onDragEnd = (result: DropResult) => {
    const destination = result.destination
    if (!destination || !selected) return
    const [kind, id] = parseDragId(result.draggableId)
    const [target, gruppoId] = parseDragId(destination.droppableId)
    const gruppo = byId(gruppoId)
    if (!gruppo) return
    const onTab = target === 'tab'
    if (kind === 'esercizio') {
      const esercizio = shown.current.get(result.draggableId)
      const at = onTab ? undefined : rigaAlPosto(slots, destination.index)
      if (esercizio) actions.aggiungiEsercizio(esercizio, gruppo.id, at)
      return
    }
    const index = selected.dettagli.findIndex((d) => d.id === id)
    const from = slots.findIndex((x) => x.start === index)
    const slot = slots[from]
    if (!slot) return
    const rows = selected.dettagli.slice(slot.start, slot.start + slot.size).map((d) => d.id)
    const to = onTab ? gruppo.dettagli.length : rigaAlPosto(slots, destination.index, from)
    actions.sposta(rows, gruppo.id, to)
  }

  // The construction panel comes once the groups are painted: they are what the trainer opened.
  const [pannelloPronto, setPannelloPronto] = useState(false)
  const caricamento = builder.isLoading
  useEffect(() => {
    if (caricamento || pannelloPronto) return
    return afterPaint(() => setPannelloPronto(true))
  }, [caricamento, pannelloPronto])

  const label = selected ? etichettaGruppo(selected.nome) : ''
  const panelGruppo = useMemo(
    () => (selectedId === null ? null : { id: selectedId, label }),
    [selectedId, label],
  )

  if (caricamento) return <Skeleton active />
  const pannello = pannelloPronto ? (
    <CostruzionePanel
      gruppo={panelGruppo}
      width={panelWidth}
      onWidthChange={setPanelWidth}
      onAdd={aggiungiAlGruppo}
      shown={shown}
      conflitti={analisi?.conflitti}
    />
  ) : (
    <Card
      size="small"
      title={t.pannello.titolo}
      className="scheda-panel"
      style={{ width: panelWidth }}
      aria-busy
    >
      <Skeleton active />
    </Card>
  )

  return (
    <DragDropContext
      dragHandleUsageInstructions={ISTRUZIONI_TRASCINAMENTO}
      {...annunciTrascinamento({ nome: nomeDrag, lista: nomeLista, posto }, onDragEnd)}
    >
      <div className="scheda-builder">
        <Card
          size="small"
          title={t.gruppi}
          extra={
            <Flex align="center" gap={8} wrap justify="end">
              <SaveStatus status={builder.status} onRetry={actions.riprova} />
              <Button
                icon={<UndoOutlined aria-hidden />}
                aria-label={
                  builder.annullabile ? s.annullaDi(builder.annullabile) : it.comune.annulla
                }
                title={builder.annullabile ? s.annullaDi(builder.annullabile) : s.nienteDaAnnullare}
                aria-keyshortcuts="Control+Z"
                disabled={!builder.annullabile}
                onClick={annulla}
              />
              <Button
                icon={<RedoOutlined aria-hidden />}
                aria-label={builder.ripetibile ? s.ripetiDi(builder.ripetibile) : s.ripeti}
                title={builder.ripetibile ? s.ripetiDi(builder.ripetibile) : s.nienteDaRipetere}
                aria-keyshortcuts="Control+Shift+Z Control+Y"
                disabled={!builder.ripetibile}
                onClick={ripeti}
              />
              <ScorciatoieDialog open={scorciatoie} onOpenChange={setScorciatoie} />
              <VolumeBuilder gruppi={gruppi} slot={laterale} onOpenChange={setVolumeAperto} />
            </Flex>
          }
          className="scheda-builder-card"
        >
          {analisi && <RiepilogoPatologie analisi={analisi} gruppi={gruppi} />}
          <GruppiBar
            gruppi={gruppi}
            selectedId={selectedId}
            previous={previous}
            panelId={panelId}
            onSelect={(gruppo) => select({ type: 'select', gruppo })}
            onBack={() => select({ type: 'back' })}
            onAdd={(nome, at) => {
              const id = actions.aggiungiGruppo(nome, at)
              select({ type: 'select', gruppo: { id, nome } })
            }}
            onIncollaGruppo={() => {
              const nuovo = actions.incollaGruppo()
              if (!nuovo) return
              select({ type: 'select', gruppo: nuovo })
              notify.info(t.fatto.gruppoIncollato(etichettaGruppo(nuovo.nome)), {
                label: it.comune.annulla,
                run: () => actions.annulla(),
              })
            }}
          />
          {selected ? (
            <div
              id={panelId}
              role="tabpanel"
              aria-labelledby={`${panelId}-tab-${selected.id}`}
              style={{ marginTop: 8 }}
            >
              <GruppoToolbar
                gruppo={selected}
                gruppi={gruppi}
                actions={actions}
                onIncolla={incolla}
              />
              <DettagliList
                gruppo={selected}
                label={label}
                altriGruppi={altri}
                slots={slots}
                metodologie={metodologie}
                chiave={chiave}
                selezione={presenti}
                onSeleziona={onSeleziona}
                onSelezione={onSelezione}
                testi={builder.testi}
                errori={builder.errori}
                riempiti={riempiti}
                actions={actions}
                analisi={analisi}
                massimali={massimali}
                carichi={carichi}
              />
            </div>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessunGruppo} />
          )}
        </Card>
        <div
          ref={setLaterale}
          className="scheda-builder-laterale"
          data-volume={volumeAperto || undefined}
        >
          <div hidden={volumeAperto}>{pannello}</div>
        </div>
      </div>
    </DragDropContext>
  )
}
