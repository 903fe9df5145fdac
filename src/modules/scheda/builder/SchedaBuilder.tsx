import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react'
import { Card, Empty, Flex, Skeleton } from 'antd'
import { DragDropContext, type DropResult } from '@hello-pangea/dnd'
import { annunciTrascinamento, ISTRUZIONI_TRASCINAMENTO } from '@/components/dnd-annunci'
import { it } from '@/i18n/it'
import { useMetodologiaSearchQuery } from '@/modules/metodologia/api'
import {
  etichettaGruppo,
  gruppoSelectionReducer,
  initialGruppoSelection,
} from '../gruppo-selection'
import { usePatologieScheda } from '../analisi/use-patologie'
import { PANEL_SIZE_DEFAULT } from '../panel-size'
import { oggiIso, useImpostazioniCarichi, useMassimaliScheda } from '../analisi/use-carichi'
import type { Metodologia } from '../types'
import { CostruzionePanel } from './CostruzionePanel'
import { PANNELLO_ID, parseDragId } from './drag-ids'
import { DettagliList, type GruppoScelta } from './DettagliList'
import { GruppiBar } from './GruppiBar'
import { GruppoToolbar } from './GruppoToolbar'
import { RiepilogoPatologie } from './RiepilogoPatologie'
import type { EsercizioSlim, Gruppo } from './tree'
import { SaveStatus } from './SaveStatus'
import { useSchedaBuilder } from './use-builder'
import { VolumeBuilder } from './VolumeBuilder'
import { valoriDaCicli } from './valori'
import './builder.css'

const t = it.scheda

export interface SchedaBuilderProps {
  schedaId: number
  /**
   * The sheet's client (null: a library template): their pathologies warn on the exercises, and
   * the loads in % show their kg.
   */
  clienteId?: number | null
}

/**
 * The sheet builder: the groups as tabs, the shown group's exercises, and the construction panel,
 * in one drag and drop area (rows move within a group or onto another group's tab; exercises come
 * from the panel to any place of a group). Every edit is saved on its own (see use-builder.ts).
 */
export function SchedaBuilder({ schedaId, clienteId = null }: SchedaBuilderProps) {
  const builder = useSchedaBuilder(schedaId)
  const analisi = usePatologieScheda(clienteId)
  const { gruppi, ids, actions } = builder
  const panelId = useId()
  const [selection, select] = useReducer(gruppoSelectionReducer, initialGruppoSelection)
  const [panelWidth, setPanelWidth] = useState(PANEL_SIZE_DEFAULT)
  const shown = useRef(new Map<string, EsercizioSlim>())

  // Every methodology the user may use: which ones chain exercises, and their cycles.
  const { data: tutte } = useMetodologiaSearchQuery()
  const metodologie = useMemo(
    () => new Map<number, Metodologia>((tutte?.data ?? []).map((m) => [m.id, m])),
    [tutte],
  )

  // The client's maximums, once for the whole sheet; the user's rounding and weeks to retest.
  const massimali = useMassimaliScheda(clienteId)
  const impostazioni = useImpostazioniCarichi()
  const oggi = oggiIso()
  const carichi = useMemo(() => ({ impostazioni, oggi }), [impostazioni, oggi])

  const gruppiKey = gruppi.map((g) => `${g.id}:${g.nome}`).join(',')
  useEffect(() => {
    select({ type: 'sync', gruppi, ids })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the groups or ids change
  }, [gruppiKey, ids])

  const selected = gruppi.find((g) => g.id === selection.selected) ?? null
  const previous = gruppi.find((g) => g.id === selection.previous) ?? null

  /** A stable React key for a row: the id it had when made here. */
  const chiave = useMemo(() => {
    const temp = new Map<number, number>()
    for (const [tempId, realId] of Object.entries(ids)) temp.set(realId, Number(tempId))
    return (id: number) => temp.get(id) ?? id
  }, [ids])

  // The other groups of the shown one, for its rows' "Sposta in" menu: the same array while they
  // do not change, so typing in a row does not draw the others again.
  const altriKey = gruppi
    .filter((g) => g.id !== selection.selected)
    .map((g) => `${g.id}:${g.nome}:${g.dettagli.length}`)
    .join('|')
  const altri = useMemo<GruppoScelta[]>(
    () =>
      gruppi
        .filter((g) => g.id !== selection.selected)
        .map((g) => ({ id: g.id, label: etichettaGruppo(g.nome), length: g.dettagli.length })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- altriKey says when they change
    [altriKey],
  )

  const aggiungi = useCallback(
    (esercizio: EsercizioSlim, gruppo: Gruppo, at?: number) => {
      const base = gruppo.metodologiaBase
      actions.aggiungiEsercizio(
        esercizio,
        gruppo.id,
        at,
        base
          ? { ref: base, valori: valoriDaCicli(metodologie.get(base.id)?.metodologiaCicli ?? []) }
          : null,
      )
    },
    [actions, metodologie],
  )

  const shownGruppo = useRef(selected)
  shownGruppo.current = selected
  const aggiungiAlGruppo = useCallback(
    (esercizio: EsercizioSlim) => {
      if (shownGruppo.current) aggiungi(esercizio, shownGruppo.current)
    },
    [aggiungi],
  )

  const byId = (id: number) => gruppi.find((g) => g.id === id)
  const nomeDrag = (dragId: string) => {
    const [kind, id] = parseDragId(dragId)
    if (kind === 'esercizio') return shown.current.get(dragId)?.nomenclatura ?? ''
    for (const g of gruppi) {
      const d = g.dettagli.find((x) => x.id === id)
      if (d) return d.esercizio.nomenclatura
    }
    return ''
  }
  const nomeLista = (dropId: string) => {
    const [kind, id] = parseDragId(dropId)
    if (kind === PANNELLO_ID) return t.pannello.titolo
    const g = byId(id)
    return g ? etichettaGruppo(g.nome) : ''
  }

  const onDragEnd = (result: DropResult) => {
    const destination = result.destination
    if (!destination) return
    const [kind, id] = parseDragId(result.draggableId)
    const [target, gruppoId] = parseDragId(destination.droppableId)
    const gruppo = byId(gruppoId)
    if (!gruppo) return
    const at = target === 'tab' ? undefined : destination.index
    if (kind === 'esercizio') {
      const esercizio = shown.current.get(result.draggableId)
      if (esercizio) aggiungi(esercizio, gruppo, at)
      return
    }
    actions.sposta(id, gruppo.id, at ?? gruppo.dettagli.length)
  }

  const label = selected ? etichettaGruppo(selected.nome) : ''
  const selectedId = selected?.id
  const panelGruppo = useMemo(
    () => (selectedId === undefined ? null : { id: selectedId, label }),
    [selectedId, label],
  )

  if (builder.isLoading) return <Skeleton active />

  return (
    <DragDropContext
      dragHandleUsageInstructions={ISTRUZIONI_TRASCINAMENTO}
      {...annunciTrascinamento({ nome: nomeDrag, lista: nomeLista }, onDragEnd)}
    >
      <Flex gap={16} align="start">
        <Card
          size="small"
          title={t.gruppi}
          extra={
            <Flex align="center" gap={12}>
              <SaveStatus status={builder.status} onRetry={actions.riprova} />
              <VolumeBuilder gruppi={gruppi} />
            </Flex>
          }
          style={{ flex: 1, minWidth: 0 }}
        >
          {analisi && <RiepilogoPatologie analisi={analisi} gruppi={gruppi} />}
          <GruppiBar
            gruppi={gruppi}
            selectedId={selected?.id ?? null}
            previous={previous}
            panelId={panelId}
            onSelect={(gruppo) => select({ type: 'select', gruppo })}
            onBack={() => select({ type: 'back' })}
            onAdd={(nome, at) => {
              const id = actions.aggiungiGruppo(nome, at)
              select({ type: 'select', gruppo: { id, nome } })
            }}
          />
          {selected ? (
            <div
              id={panelId}
              role="tabpanel"
              aria-labelledby={`${panelId}-tab-${selected.id}`}
              style={{ marginTop: 8 }}
            >
              <GruppoToolbar gruppo={selected} gruppi={gruppi} actions={actions} />
              <DettagliList
                gruppo={selected}
                label={label}
                altriGruppi={altri}
                metodologie={metodologie}
                chiave={chiave}
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
        <CostruzionePanel
          gruppo={panelGruppo}
          width={panelWidth}
          onWidthChange={setPanelWidth}
          onAdd={aggiungiAlGruppo}
          shown={shown}
          conflitti={analisi?.conflitti}
        />
      </Flex>
    </DragDropContext>
  )
}
