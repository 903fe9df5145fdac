import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Empty, Typography } from 'antd'
import { Draggable, Droppable } from '@hello-pangea/dnd'
import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined'
import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined'
import HolderOutlined from '@ant-design/icons-svg/es/asn/HolderOutlined'
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined'
import { notify } from '@/components/feedback'
import { lightIcon } from '@/components/light-icon'
import { it } from '@/i18n/it'
import type { AnalisiPatologie } from '../analisi/use-patologie'
import type { MassimaleUsato } from '../analisi/carichi'
import type { Metodologia } from '../types'
import { DettaglioRow, type ContestoCarichi, type DettaglioRowProps } from './DettaglioRow'
import { bloccoDragId, dettaglioDragId, listaId } from './drag-ids'
import { SpostaInGruppoDialog, type GruppoScelta } from './SpostaInGruppoDialog'
import { nomeMetodologia } from './MetodologiaPicker'
import { sceltaMetodologia } from './scelta-metodologia'
import { SelezioneBar } from './SelezioneBar'
import type { Slot } from './superserie'
import type { Gruppo } from './tree'
import type { PerCampo } from './builder-slice'
import type { BuilderActions } from './use-builder'
import type { Campo } from './valori'

const t = it.scheda
const c = t.colonneDettagli

export interface DettagliListProps {
  gruppo: Gruppo
  label: string
  altriGruppi: readonly GruppoScelta[]
  /** The group's places: single rows and blocks (superserie, circuiti), as slotsDi makes them. */
  slots: readonly Slot[]
  /** The methodologies known (by id): which ones link exercises into a block. */
  metodologie: ReadonlyMap<number, Metodologia>
  /** Stable React key of a row (the temporary id of a row made here, once it has a real one). */
  chiave: (id: number) => number
  /** The keys of the rows selected, and how the selection changes. */
  selezione: ReadonlySet<number>
  onSeleziona: (chiave: number, shift: boolean) => void
  onSelezione: (chiavi: ReadonlySet<number>) => void
  /** What is typed and not saved yet, and why it cannot be, by row id. */
  testi: Readonly<Record<number, PerCampo>>
  errori: Readonly<Record<number, PerCampo>>
  /** Fields filled by the builder on new rows, by row key. */
  riempiti: Readonly<Record<number, readonly Campo[]>>
  actions: BuilderActions
  /** The client's pathologies and the exercises that conflict with them (null: no warnings). */
  analisi?: AnalisiPatologie | null
  /** The client's current maximum per exercise; null for a sheet without client. */
  massimali: ReadonlyMap<number, MassimaleUsato> | null
  carichi: ContestoCarichi
}

type RowProps = DettaglioRowProps

const sameRow = (a: RowProps, b: RowProps) =>
  (Object.keys(a) as (keyof RowProps)[]).every((k) => a[k] === b[k])

/** A row on its own: dragged by its handle. Drawn again only when one of its props changes. */
const SlotRiga = memo(
  function SlotRiga({ slot, row }: { slot: number; row: RowProps }) {
    return (
      <Draggable draggableId={dettaglioDragId(row.dettaglio.id)} index={slot}>
        {(provided, snapshot) => (
          <DettaglioRow
            {...row}
            rootRef={provided.innerRef}
            rootProps={provided.draggableProps}
            handleProps={provided.dragHandleProps}
            dragging={snapshot.isDragging}
          />
        )}
      </Draggable>
    )
  },
  (a, b) => a.slot === b.slot && sameRow(a.row, b.row),
)

const sameBlock = (
  a: { rows: RowProps[]; slot: number; puoSu: boolean; puoGiu: boolean; didascalia: string },
  b: { rows: RowProps[]; slot: number; puoSu: boolean; puoGiu: boolean; didascalia: string },
) =>
  a.slot === b.slot &&
  a.puoSu === b.puoSu &&
  a.puoGiu === b.puoGiu &&
  a.didascalia === b.didascalia &&
  a.rows.length === b.rows.length &&
  a.rows.every((row, i) => sameRow(row, b.rows[i]!))

/**
 * A block of rows done one after the other (superserie, triserie, circuito): framed, lettered
 * (A1, A2...), dragged and moved as one by the handle and buttons of its caption.
 */
const SlotBlocco = memo(function SlotBlocco({
  slot,
  lettera,
  didascalia,
  rows,
  puoSu,
  puoGiu,
  onSpostaBlocco,
}: {
  slot: number
  lettera: string
  didascalia: string
  rows: RowProps[]
  puoSu: boolean
  puoGiu: boolean
  onSpostaBlocco: (slot: number, verso: -1 | 1) => void
}) {
  return (
    <Draggable draggableId={bloccoDragId(rows[0]!.dettaglio.id)} index={slot}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.draggableProps}
          className="scheda-blocco"
          data-dragging={snapshot.isDragging || undefined}
        >
          {rows.map((row, k) => (
            <DettaglioRow
              key={row.chiave}
              {...row}
              handleProps={null}
              dragging={snapshot.isDragging}
              intestazione={
                k === 0 ? (
                  <div className="scheda-builder-caption">
                    <span
                      {...provided.dragHandleProps}
                      className="drag-handle scheda-blocco-handle"
                      aria-label={t.blocco.trascina(lettera, rows.length)}
                    >
                      {lightIcon(HolderOutlined)}
                      <strong>{t.blocco.didascalia(lettera)}</strong>
                    </span>
                    <Typography.Text type="warning" className="scheda-blocco-testo">
                      {lightIcon(LinkOutlined)} <span>{didascalia}</span>
                    </Typography.Text>
                    <span className="scheda-blocco-azioni">
                      <button
                        type="button"
                        className="scheda-icon-btn"
                        aria-label={t.blocco.suDi(lettera)}
                        title={t.blocco.suDi(lettera)}
                        disabled={!puoSu}
                        onClick={() => onSpostaBlocco(slot, -1)}
                      >
                        {lightIcon(ArrowUpOutlined)}
                      </button>
                      <button
                        type="button"
                        className="scheda-icon-btn"
                        aria-label={t.blocco.giuDi(lettera)}
                        title={t.blocco.giuDi(lettera)}
                        disabled={!puoGiu}
                        onClick={() => onSpostaBlocco(slot, 1)}
                      >
                        {lightIcon(ArrowDownOutlined)}
                      </button>
                    </span>
                  </div>
                ) : undefined
              }
            />
          ))}
        </div>
      )}
    </Draggable>
  )
}, sameBlock)

/**
 * The exercises of one group, in order, under a header with the column names: rows on their own
 * and blocks (moved as one), each with a selection control; the selection's actions above them.
 * Rows and blocks can be dragged within the group and onto another group's tab, and exercises from
 * the construction panel dropped at any place between them.
 */
export const DettagliList = memo(function DettagliList({
  gruppo,
  label,
  altriGruppi,
  slots,
  metodologie,
  chiave,
  selezione,
  onSeleziona,
  onSelezione,
  testi,
  errori,
  riempiti,
  actions,
  analisi = null,
  massimali,
  carichi,
}: DettagliListProps) {
  const dettagli = gruppo.dettagli
  const [spostando, setSpostando] = useState<{ id: number; nome: string } | null>(null)
  const chiediSposta = useCallback((id: number, nome: string) => setSpostando({ id, nome }), [])
  const current = useRef({ dettagli, slots, gruppoId: gruppo.id })
  current.current = { dettagli, slots, gruppoId: gruppo.id }

  /** A methodology picked on a row: applied at once, and the toast offers what may follow. */
  const scegliMetodologia = useCallback(
    (id: number, scelta: Metodologia | null) => {
      const { dettagli: rows, gruppoId } = current.current
      const row = rows.find((d) => d.id === id)
      if (!row) return
      const nelGruppo = row.metodologia
        ? rows.filter((d) => d.metodologia?.id === row.metodologia!.id).length
        : 0
      const esito = sceltaMetodologia(row, scelta, nelGruppo)
      const nome = row.esercizio.nomenclatura
      const annulla = { label: it.comune.annulla, run: () => actions.annulla() }
      switch (esito.tipo) {
        case 'niente':
          return
        case 'tolta':
          actions.setMetodologia([id], null)
          notify.info(
            t.fatto.metodologiaTolta(esito.codice, nome),
            esito.altre > 0
              ? {
                  label: t.fatto.togliDaTutti(esito.altre),
                  run: () => actions.togliMetodologiaGruppo(gruppoId, esito.metodologiaId),
                }
              : annulla,
          )
          return
        case 'conValori':
          actions.setMetodologia([id], esito.ref, () => esito.valori)
          return
        case 'offriValori':
          actions.setMetodologia([id], esito.ref)
          notify.info(t.fatto.metodologiaApplicata(esito.ref.codice ?? '', nome), {
            label: t.fatto.applicaCicli,
            run: () =>
              actions.setMetodologia(
                [id],
                esito.ref,
                () => esito.valori,
                t.storia.valoriCicli(esito.ref.codice ?? ''),
              ),
          })
      }
    },
    [actions],
  )

  /** A row's delete button: deleted at once, with Annulla on the toast (and Ctrl+Z). */
  const elimina = useCallback(
    (id: number) => {
      const nome = current.current.dettagli.find((d) => d.id === id)?.esercizio.nomenclatura
      actions.elimina([id])
      notify.info(t.fatto.eliminato(nome ?? ''), {
        label: it.comune.annulla,
        run: () => actions.annulla(),
      })
    },
    [actions],
  )

  /** The slot of row `index`, and the row's place in it. */
  const slotDi = (list: readonly Slot[], index: number) => {
    const s = list.findIndex((x) => index >= x.start && index < x.start + x.size)
    return { s, slot: list[s]! }
  }

  /** Says so when a row leaves its block (it is then no longer done with the others). */
  const avvisaUscita = useCallback(
    (id: number, slot: Slot) => {
      if (!slot.lettera) return
      const { dettagli: rows } = current.current
      const row = rows.find((d) => d.id === id)
      if (!row) return
      const m = row.metodologia ? metodologie.get(row.metodologia.id) : undefined
      const circuito = m?.metodoMetodologia?.nome?.trim().toLowerCase() === 'circuito'
      const nome = row.esercizio.nomenclatura
      const text =
        slot.size > 2
          ? t.fatto.uscito(nome, slot.lettera)
          : circuito
            ? t.fatto.circuitoSciolto(slot.lettera, nome)
            : t.fatto.bloccoSciolto(slot.lettera, nome)
      notify.info(text, { label: it.comune.annulla, run: () => actions.annulla() })
    },
    [actions, metodologie],
  )

  /**
   * Up or down by one place: a row of a block moves within it, and at its edge leaves it past the
   * next place; a row on its own moves past the next place (a whole block is one place).
   */
  const sposta = useCallback(
    (id: number, verso: -1 | 1) => {
      const { dettagli: rows, slots: list, gruppoId } = current.current
      const index = rows.findIndex((d) => d.id === id)
      if (index < 0) return
      const { s, slot } = slotDi(list, index)
      const k = index - slot.start
      if (slot.size > 1 && ((verso === -1 && k > 0) || (verso === 1 && k < slot.size - 1))) {
        actions.sposta([id], gruppoId, index + verso)
        return
      }
      const other = list[s + verso]
      if (!other) return
      actions.sposta([id], gruppoId, verso === -1 ? other.start : index + other.size)
      avvisaUscita(id, slot)
    },
    [actions, avvisaUscita],
  )

  const spostaBlocco = useCallback(
    (s: number, verso: -1 | 1) => {
      const { dettagli: rows, slots: list, gruppoId } = current.current
      const slot = list[s]
      const other = list[s + verso]
      if (!slot || !other) return
      const ids = rows.slice(slot.start, slot.start + slot.size).map((d) => d.id)
      actions.sposta(ids, gruppoId, verso === -1 ? other.start : slot.start + other.size)
    },
    [actions],
  )

  const spostaInGruppo = (gruppo: GruppoScelta) => {
    if (!spostando) return
    const index = current.current.dettagli.findIndex((d) => d.id === spostando.id)
    actions.sposta([spostando.id], gruppo.id, gruppo.length)
    if (index >= 0) avvisaUscita(spostando.id, slotDi(current.current.slots, index).slot)
  }

  const chiavi = useMemo(() => dettagli.map((d) => chiave(d.id)), [dettagli, chiave])
  const selezionate = dettagli.filter((d) => selezione.has(chiave(d.id)))
  const tutte = chiavi.length > 0 && selezionate.length === chiavi.length

  /** Shift with the arrows on a selection control: the selection goes on to the next row. */
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement
    if (target.dataset.campo !== 'seleziona') return
    const index = Number(target.dataset.riga)
    if (e.shiftKey && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault()
      const next = index + (e.key === 'ArrowDown' ? 1 : -1)
      const key = chiavi[next]
      if (key === undefined) return
      onSeleziona(key, true)
      e.currentTarget
        .querySelector<HTMLInputElement>(`[data-campo="seleziona"][data-riga="${next}"]`)
        ?.focus()
    } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a') {
      e.preventDefault()
      onSelezione(new Set(chiavi))
    }
  }

  const rowProps = (index: number, blocco: RowProps['blocco'], puoSu: boolean, puoGiu: boolean) => {
    const dettaglio = dettagli[index]!
    const key = chiavi[index]!
    return {
      dettaglio,
      index,
      chiave: key,
      selezionata: selezione.has(key),
      onSeleziona,
      puoSu,
      puoGiu,
      onSposta: sposta,
      altriGruppi: altriGruppi.length > 0,
      onSpostaInGruppo: chiediSposta,
      blocco,
      testi: testi[dettaglio.id],
      errori: errori[dettaglio.id],
      riempiti: riempiti[key],
      onMetodologia: scegliMetodologia,
      onElimina: elimina,
      actions,
      conflitti: analisi?.conflitti.get(dettaglio.esercizio.id),
      analisi,
      massimale: massimali === null ? null : massimali.get(dettaglio.esercizio.id),
      carichi,
    } satisfies RowProps
  }

  return (
    <div className="scheda-builder-righe">
      {selezionate.length > 0 && (
        <SelezioneBar
          righe={dettagli}
          selezionate={selezionate}
          metodologie={metodologie}
          altriGruppi={altriGruppi}
          actions={actions}
          onClear={() => onSelezione(new Set())}
        />
      )}
      <div className="scheda-builder-grid scheda-builder-head">
        <input
          type="checkbox"
          className="scheda-select"
          aria-label={t.selezione.selezionaTutti(label)}
          checked={tutte}
          disabled={chiavi.length === 0}
          ref={(el) => {
            if (el) el.indeterminate = selezionate.length > 0 && !tutte
          }}
          onChange={() => onSelezione(tutte ? new Set() : new Set(chiavi))}
        />
        <span aria-hidden className="scheda-head-esercizio">
          {it.comune.esercizio}
        </span>
        <span aria-hidden>{it.comune.metodologia}</span>
        <span aria-hidden>{it.comune.serie}</span>
        <span aria-hidden>{it.comune.ripetizioni}</span>
        <span aria-hidden title={c.recuperoAiuto}>
          {it.comune.recupero}
        </span>
        <span aria-hidden title={c.caricoAiuto}>
          {it.comune.carico}
        </span>
        <span aria-hidden>{it.comune.note}</span>
        <span />
      </div>
      <Droppable droppableId={listaId(gruppo.id)}>
        {(droppable, state) => (
          <div
            ref={droppable.innerRef}
            {...droppable.droppableProps}
            className="scheda-builder-list"
            data-over={state.isDraggingOver || undefined}
            data-builder-list
            role="list"
            aria-label={label}
            onKeyDown={onKeyDown}
          >
            {dettagli.length === 0 && !state.isDraggingOver && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessunEsercizio} />
            )}
            {slots.map((slot, s) => {
              const primo = s === 0
              const ultimo = s === slots.length - 1
              if (!slot.lettera) {
                return (
                  <SlotRiga
                    key={chiavi[slot.start]}
                    slot={s}
                    row={rowProps(slot.start, null, !primo, !ultimo)}
                  />
                )
              }
              const first = dettagli[slot.start]!
              const m = first.metodologia
              const rows = Array.from({ length: slot.size }, (_, k) =>
                rowProps(
                  slot.start + k,
                  { lettera: slot.lettera!, k: k + 1, n: slot.size },
                  !primo || k > 0,
                  !ultimo || k < slot.size - 1,
                ),
              )
              return (
                <SlotBlocco
                  key={chiavi[slot.start]}
                  slot={s}
                  lettera={slot.lettera}
                  didascalia={m ? t.superserie(nomeMetodologia(m), slot.size) : ''}
                  rows={rows}
                  puoSu={!primo}
                  puoGiu={!ultimo}
                  onSpostaBlocco={spostaBlocco}
                />
              )
            })}
            {droppable.placeholder}
          </div>
        )}
      </Droppable>
      <SpostaInGruppoDialog
        esercizio={spostando?.nome ?? null}
        gruppi={altriGruppi}
        onChoose={spostaInGruppo}
        onClose={() => setSpostando(null)}
      />
    </div>
  )
})
