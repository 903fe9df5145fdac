import { useId, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react'
import type {
  DraggableProvidedDraggableProps,
  DraggableProvidedDragHandleProps,
} from '@hello-pangea/dnd'
import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined'
import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined'
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import HolderOutlined from '@ant-design/icons-svg/es/asn/HolderOutlined'
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined'
import { formatDate } from '@/components/format-date'
import { formatDecimal, parseDecimal } from '@/components/format-number'
import { lightIcon } from '@/components/light-icon'
import { it } from '@/i18n/it'
import type { Conflitto } from '../analisi/patologie'
import type { AnalisiPatologie } from '../analisi/use-patologie'
import { caricoDaMassimale, type CaricoDaMassimale, type MassimaleUsato } from '../analisi/carichi'
import type { ImpostazioniCarichi } from '@/config/carichi'
import type { Metodologia } from '../types'
import { AvvisoPatologie } from './AvvisoPatologie'
import { MetodologiaPicker } from './MetodologiaPicker'
import type { Dettaglio } from './tree'
import type { PerCampo } from './builder-slice'
import type { BuilderActions } from './use-builder'
import { CAMPI, LIMITI, testoDi, type Campo } from './valori'

const t = it.scheda
const tc = it.carichi

/** What the loads in % need besides the row's maximum: the user's settings and today. */
export interface ContestoCarichi {
  impostazioni: ImpostazioniCarichi
  /** 'YYYY-MM-DD' */
  oggi: string
}

/** A row's place in a block of exercises done one after the other (superserie, circuito). */
export interface PostoNelBlocco {
  lettera: string
  /** 1-based place in the block (A1, A2...). */
  k: number
  n: number
}

export interface DettaglioRowProps {
  dettaglio: Dettaglio
  index: number
  /** The row's stable key (the temporary id it had when made here): selection, filled fields. */
  chiave: number
  selezionata: boolean
  /** The selection control was used: with Shift, from the last one used to this one. */
  onSeleziona: (chiave: number, shift: boolean) => void
  /** The move buttons: up and down by one place (a whole block is one place). */
  puoSu: boolean
  puoGiu: boolean
  onSposta: (id: number, verso: -1 | 1) => void
  /** Whether the sheet has other groups to move the row to. */
  altriGruppi: boolean
  /** "Sposta in un altro gruppo": the list asks which one. */
  onSpostaInGruppo: (id: number, nome: string) => void
  /** Its place in a block (null: a row on its own). */
  blocco: PostoNelBlocco | null
  /** What is typed in the row's fields and not saved yet (undefined: nothing). */
  testi?: PerCampo
  /** Why a field typed cannot be saved, by field (undefined: no error). */
  errori?: PerCampo
  /** The fields the builder filled on this new row, shown as such until changed. */
  riempiti?: readonly Campo[]
  /** The methodology picked on the row (null: taken off); the list decides what follows. */
  onMetodologia: (id: number, metodologia: Metodologia | null) => void
  /** The row's delete button (the list deletes it and offers Annulla). */
  onElimina: (id: number) => void
  /** Typing, saving, the unit and the pathology warning's choices. */
  actions: BuilderActions
  /** The conflicts of the row's exercise with the client's pathologies (none: no warning). */
  conflitti?: readonly Conflitto[]
  analisi?: AnalisiPatologie | null
  /**
   * The client's current maximum for the row's exercise: null on a sheet without client (or
   * while the maximums load), undefined when the client has none.
   */
  massimale: MassimaleUsato | null | undefined
  carichi: ContestoCarichi
}

/** What the drag and drop gives the row: its element (a row on its own), its handle. */
export interface DragDellaRiga {
  rootRef?: Ref<HTMLDivElement>
  rootProps?: DraggableProvidedDraggableProps
  /** The drag handle (null: a row of a block, dragged by the block's handle). */
  handleProps: DraggableProvidedDragHandleProps | null
  dragging: boolean
  /** Shown above the row, across it (the first row of a block: its handle and buttons). */
  intestazione?: ReactNode
}

const INPUTS: { campo: Campo; label: string; inputMode?: 'numeric' | 'decimal' }[] = [
  { campo: 'serie', label: it.comune.serie, inputMode: 'numeric' },
  { campo: 'ripetizioni', label: it.comune.ripetizioni },
  { campo: 'recupero', label: it.comune.recupero },
  { campo: 'carico', label: it.comune.carico, inputMode: 'decimal' },
  { campo: 'note', label: it.comune.note },
]

const LIMITI_TESTO: Record<Campo, number> = {
  serie: 3,
  ripetizioni: LIMITI.ripetizioni,
  recupero: 8,
  carico: 9,
  note: LIMITI.note,
}

/**
 * The same field (or selection control) of the row `verso` places away, as in a spreadsheet:
 * Enter and the arrows go there. False when there is no such row.
 */
export function focusRiga(from: HTMLElement, campo: string, index: number, verso: -1 | 1) {
  const list = from.closest('[data-builder-list]')
  const next = list?.querySelector<HTMLInputElement>(
    `[data-campo="${campo}"][data-riga="${index + verso}"]`,
  )
  if (!next) return false
  next.focus()
  if (next.type !== 'checkbox') next.select()
  return true
}

/**
 * One exercise of a group, on one line (two on a narrow screen): selection, drag handle (number
 * and name), methodology, the typed fields, and the actions. Fields are saved when left or on
 * Enter; what cannot be saved says why under the row and stays as typed. A methodology applies at
 * once; a deletion too, with "Annulla" on its toast (and Ctrl+Z).
 */
export function DettaglioRow({
  dettaglio,
  index,
  chiave,
  selezionata,
  onSeleziona,
  puoSu,
  puoGiu,
  onSposta,
  altriGruppi,
  onSpostaInGruppo,
  blocco,
  testi,
  errori,
  riempiti,
  onMetodologia,
  onElimina,
  actions,
  conflitti,
  analisi,
  massimale,
  carichi,
  rootRef,
  rootProps,
  handleProps,
  dragging,
  intestazione,
}: DettaglioRowProps & DragDellaRiga) {
  const ids = useId()
  const id = dettaglio.id
  const nome = dettaglio.esercizio.nomenclatura
  const n = index + 1
  const unita = dettaglio.caricoUnita ?? 'kg'
  const temp = id < 0

  const onSelezione = (e: MouseEvent<HTMLInputElement>) => {
    onSeleziona(chiave, e.shiftKey)
  }

  /** Up and down go to the same field of the row above or below; Alt with them moves the row. */
  const frecce = (e: KeyboardEvent<HTMLInputElement>, campo: string) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return false
    const verso = e.key === 'ArrowUp' ? -1 : 1
    if (e.altKey) {
      if (verso === -1 ? puoSu : puoGiu) onSposta(id, verso)
      e.preventDefault()
      return true
    }
    // Shift with the arrows on the selection control extends the selection (the list does it).
    if (e.shiftKey) return false
    if (focusRiga(e.currentTarget, campo, index, verso)) e.preventDefault()
    return true
  }

  const erroriTesto = errori ? CAMPI.flatMap((campo) => (errori[campo] ? [errori[campo]] : [])) : []

  // The load in % as typed (not only as saved): the kg follow the trainer's typing.
  const percentuale = parseDecimal(testi?.carico ?? testoDi(dettaglio, 'carico'))
  const stima = caricoDaMassimale(
    { carico: percentuale ?? null, caricoUnita: unita },
    massimale,
    carichi.impostazioni,
    carichi.oggi,
  )
  const kgId = `${ids}-kg`
  const notaId = `${ids}-massimale`
  const conKg = stima?.tipo === 'stimato' && stima.kg !== null
  const nota = notaMassimale(stima)
  const descrizioneCarico = [
    conKg ? kgId : null,
    nota ? notaId : null,
    errori?.carico ? `${ids}-errori` : null,
  ]
    .filter(Boolean)
    .join(' ')

  // In a block the row's place in it (A1, A2...) stands before its number, for the eye (screen
  // readers hear it in the row's description).
  const posto = blocco && (
    <span className="scheda-blocco-numero" aria-hidden>
      {t.blocco.numero(blocco.lettera, blocco.k)}
    </span>
  )

  return (
    <div
      ref={rootRef}
      {...rootProps}
      className="scheda-builder-row"
      role="listitem"
      aria-label={`${n}. ${nome}`}
      aria-description={blocco ? t.blocco.posizione(blocco.lettera, blocco.k, blocco.n) : undefined}
      data-dragging={dragging || undefined}
      data-temp={temp || undefined}
      data-selected={selezionata || undefined}
      data-link={
        blocco ? (blocco.k === 1 ? 'first' : blocco.k === blocco.n ? 'last' : 'middle') : undefined
      }
    >
      {intestazione}
      <div className="scheda-builder-grid">
        <input
          type="checkbox"
          className="scheda-select"
          aria-label={t.selezione.seleziona(n, nome)}
          checked={selezionata}
          data-campo="seleziona"
          data-riga={index}
          data-chiave={chiave}
          onChange={() => undefined}
          onClick={onSelezione}
          onKeyDown={(e) => {
            if (e.key === ' ') {
              e.preventDefault()
              onSeleziona(chiave, e.shiftKey)
              return
            }
            frecce(e, 'seleziona')
          }}
        />
        {handleProps ? (
          <div {...handleProps} className="drag-handle" aria-label={t.trascina(n, nome)}>
            {lightIcon(HolderOutlined)}
            {posto}
            <strong>{`${n}. ${nome}`}</strong>
          </div>
        ) : (
          <div className="drag-handle scheda-in-blocco">
            {posto}
            <strong>{`${n}. ${nome}`}</strong>
          </div>
        )}
        <div className="scheda-cella-metodologia">
          <MetodologiaPicker
            value={dettaglio.metodologia}
            label={t.metodologiaDi(n, nome)}
            onChange={(m) => onMetodologia(id, m)}
          />
        </div>
        {INPUTS.map(({ campo, label, inputMode }) => {
          const errore = errori?.[campo]
          const value = testi?.[campo] ?? testoDi(dettaglio, campo)
          const auto = riempiti?.includes(campo) && testi?.[campo] === undefined
          const input = (
            <input
              key={campo}
              className="scheda-cell"
              aria-label={t.campoDi(label, n, nome)}
              aria-invalid={errore ? true : undefined}
              aria-describedby={
                campo === 'carico'
                  ? descrizioneCarico || undefined
                  : errore
                    ? `${ids}-errori`
                    : undefined
              }
              aria-description={auto ? t.riempito : undefined}
              data-auto={auto || undefined}
              inputMode={inputMode}
              title={campo === 'note' && value ? value : auto ? t.riempito : undefined}
              maxLength={LIMITI_TESTO[campo]}
              value={value}
              data-campo={campo}
              data-riga={index}
              data-id={id}
              onChange={(e) => actions.setTesto(id, campo, e.target.value)}
              onBlur={() => actions.conferma(id)}
              onKeyDown={(e) => {
                if (frecce(e, campo)) {
                  if (e.defaultPrevented) actions.conferma(id)
                  return
                }
                if (e.key === 'Escape') {
                  // Out of the field, onto the row's box: saved, and the sheet's keys (/, Canc,
                  // Ctrl+C...) are the row's again.
                  e.preventDefault()
                  actions.conferma(id)
                  e.currentTarget
                    .closest('.scheda-builder-grid')
                    ?.querySelector<HTMLInputElement>('[data-campo="seleziona"]')
                    ?.focus()
                  return
                }
                if (e.key !== 'Enter') return
                e.preventDefault()
                actions.conferma(id)
                focusRiga(e.currentTarget, campo, index, 1)
              }}
            />
          )
          if (campo !== 'carico') return input
          return (
            <div key={campo} className="scheda-carico">
              {input}
              <button
                type="button"
                className="scheda-unit"
                aria-label={t.unitaDi(
                  unita === 'kg' ? t.dettaglio.kg : t.dettaglio.percentuale,
                  unita === 'kg' ? t.unitaKg : t.unitaPercentuale,
                  n,
                  nome,
                )}
                title={unita === 'kg' ? t.unitaKg : t.unitaPercentuale}
                onClick={() => actions.setUnita(id, unita === 'kg' ? 'percentuale' : 'kg')}
              >
                {unita === 'kg' ? t.dettaglio.kg : t.dettaglio.percentuale}
              </button>
              {conKg && stima.tipo === 'stimato' && (
                <KgStimati id={kgId} kg={stima.kg ?? 0} massimale={stima.massimale} />
              )}
            </div>
          )
        })}
        <div className="scheda-row-actions">
          <button
            type="button"
            className="scheda-icon-btn"
            aria-label={it.comune.suDi(nome)}
            title={it.comune.suDi(nome)}
            aria-keyshortcuts="Alt+ArrowUp"
            disabled={!puoSu}
            onClick={() => onSposta(id, -1)}
          >
            {lightIcon(ArrowUpOutlined)}
          </button>
          <button
            type="button"
            className="scheda-icon-btn"
            aria-label={it.comune.giuDi(nome)}
            title={it.comune.giuDi(nome)}
            aria-keyshortcuts="Alt+ArrowDown"
            disabled={!puoGiu}
            onClick={() => onSposta(id, 1)}
          >
            {lightIcon(ArrowDownOutlined)}
          </button>
          <button
            type="button"
            className="scheda-icon-btn"
            aria-label={t.spostaInGruppoDi(nome)}
            title={t.spostaInGruppoDi(nome)}
            aria-haspopup="dialog"
            disabled={!altriGruppi}
            onClick={() => onSpostaInGruppo(id, nome)}
          >
            {lightIcon(SwapOutlined)}
          </button>
          <button
            type="button"
            className="scheda-icon-btn danger"
            aria-label={it.comune.eliminaDi(nome)}
            title={it.comune.eliminaDi(nome)}
            onClick={() => onElimina(id)}
          >
            {lightIcon(DeleteOutlined)}
          </button>
        </div>
        {nota && (
          <div className="scheda-massimale-nota">
            <span id={notaId} className={nota.ritestare ? 'scheda-ritestare' : undefined}>
              {nota.testo}
            </span>
          </div>
        )}
      </div>
      {conflitti && conflitti.length > 0 && analisi && (
        <AvvisoPatologie
          dettaglio={dettaglio}
          conflitti={conflitti}
          analisi={analisi}
          actions={actions}
        />
      )}
      {erroriTesto.length > 0 && (
        <div id={`${ids}-errori`} className="scheda-builder-errors" role="alert">
          {erroriTesto.join(' ')}
        </div>
      )}
    </div>
  )
}

/** "≈ 72,5 kg" under a load in %, described as "72,5 kg dal massimale di 100 kg del 12/09/2026". */
function KgStimati({ id, kg, massimale }: { id: string; kg: number; massimale: MassimaleUsato }) {
  const descrizione = tc.descrizione(
    formatDecimal(kg),
    formatDecimal(massimale.valore),
    formatDate(massimale.data),
  )
  return (
    <span className="scheda-kg" title={descrizione}>
      <span aria-hidden>{tc.kg(formatDecimal(kg))}</span>
      <span id={id} className="sr-only">
        {descrizione}
      </span>
    </span>
  )
}

/** The line under a load in %: its maximum is to be tested again, or there is none. */
function notaMassimale(
  stima: CaricoDaMassimale | null,
): { testo: string; ritestare: boolean } | null {
  if (stima?.tipo === 'senzaMassimale') return { testo: tc.nessunMassimale, ritestare: false }
  if (stima?.tipo === 'stimato' && stima.daRitestare) {
    return { testo: tc.daRitestare(stima.settimane), ritestare: true }
  }
  return null
}
