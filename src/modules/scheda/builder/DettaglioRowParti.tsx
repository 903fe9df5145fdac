import type { KeyboardEvent, ReactNode } from 'react'
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd'
import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined'
import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined'
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import HolderOutlined from '@ant-design/icons-svg/es/asn/HolderOutlined'
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined'
import { formatDate } from '@/components/format-date'
import { formatDecimal } from '@/components/format-number'
import { lightIcon } from '@/components/light-icon'
import { it } from '@/i18n/it'
import type { MassimaleUsato } from '../analisi/carichi'
import type { CaricoDellaRiga } from './dettaglio-row'
import type { CaricoUnita } from './tree'
import { LIMITI, type Campo } from './valori'

/**
 * The pieces a DettaglioRow is drawn with: each one draws what it is given and says what the
 * user did; the row decides (dettaglio-row.ts) and acts.
 */

const t = it.scheda
const tc = it.carichi

/** The row's number and exercise: "3. Panca piana". */
interface NomeRow {
  n: number
  nome: string
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

/** The row's selection control: a click or Space selects it (Shift: from the last one used). */
export function SelezioneCheckbox({
  riga,
  index,
  chiave,
  selezionata,
  onSeleziona,
  onFreccia,
}: {
  riga: NomeRow
  index: number
  chiave: number
  selezionata: boolean
  onSeleziona: (shift: boolean) => void
  onFreccia: (e: KeyboardEvent<HTMLInputElement>) => void
}) {
  return (
    <input
      type="checkbox"
      className="scheda-select"
      aria-label={t.selezione.seleziona(riga.n, riga.nome)}
      checked={selezionata}
      data-campo="seleziona"
      data-riga={index}
      data-chiave={chiave}
      onChange={() => undefined}
      onClick={(e) => onSeleziona(e.shiftKey)}
      onKeyDown={(e) => {
        if (e.key === ' ') {
          e.preventDefault()
          onSeleziona(e.shiftKey)
          return
        }
        onFreccia(e)
      }}
    />
  )
}

/**
 * The row's number and name, its drag handle (null: a row of a block, dragged by the block's
 * handle); in a block its place (A1, A2...) stands before the number, for the eye (screen readers
 * hear it in the row's description).
 */
export function NomeHandle({
  riga,
  handleProps,
  posto,
}: {
  riga: NomeRow
  handleProps: DraggableProvidedDragHandleProps | null
  posto: { lettera: string; k: number } | null
}) {
  const numero = posto && (
    <span className="scheda-blocco-numero" aria-hidden>
      {t.blocco.numero(posto.lettera, posto.k)}
    </span>
  )
  const testo = <strong>{`${riga.n}. ${riga.nome}`}</strong>
  if (!handleProps) {
    return (
      <div className="drag-handle scheda-in-blocco">
        {numero}
        {testo}
      </div>
    )
  }
  return (
    <div {...handleProps} className="drag-handle" aria-label={t.trascina(riga.n, riga.nome)}>
      {lightIcon(HolderOutlined)}
      {numero}
      {testo}
    </div>
  )
}

/** The typed fields, in the row's order: their keyboard and how many characters they take. */
export const INPUTS: { campo: Campo; inputMode?: 'numeric' | 'decimal'; maxLength: number }[] = [
  { campo: 'serie', inputMode: 'numeric', maxLength: 3 },
  { campo: 'ripetizioni', maxLength: LIMITI.ripetizioni },
  { campo: 'recupero', maxLength: 8 },
  { campo: 'carico', inputMode: 'decimal', maxLength: 9 },
  { campo: 'note', maxLength: LIMITI.note },
]

/**
 * A typed field of the row, saved when left, on Enter (then the same field of the next row) and
 * on Escape (then the row's selection control, so the sheet's keys are the row's again).
 */
export function CampoInput({
  riga,
  campo,
  inputMode,
  maxLength,
  index,
  id,
  value,
  errore,
  auto,
  describedBy,
  onTesto,
  onConferma,
  onFreccia,
}: {
  riga: NomeRow
  campo: Campo
  inputMode?: 'numeric' | 'decimal'
  maxLength: number
  index: number
  id: number
  value: string
  errore: boolean
  /** Filled by the builder, not typed: said so. */
  auto: boolean
  describedBy: string | undefined
  onTesto: (testo: string) => void
  onConferma: () => void
  /** The arrows: true when they were the row's (then prevented when they moved something). */
  onFreccia: (e: KeyboardEvent<HTMLInputElement>) => boolean
}) {
  return (
    <input
      className="scheda-cell"
      aria-label={t.campoDi(t.colonneDettagli[campo], riga.n, riga.nome)}
      aria-invalid={errore ? true : undefined}
      aria-describedby={describedBy}
      aria-description={auto ? t.riempito : undefined}
      data-auto={auto || undefined}
      inputMode={inputMode}
      title={campo === 'note' && value ? value : auto ? t.riempito : undefined}
      maxLength={maxLength}
      value={value}
      data-campo={campo}
      data-riga={index}
      data-id={id}
      onChange={(e) => onTesto(e.target.value)}
      onBlur={onConferma}
      onKeyDown={(e) => {
        if (onFreccia(e)) {
          if (e.defaultPrevented) onConferma()
          return
        }
        if (e.key === 'Escape') {
          e.preventDefault()
          onConferma()
          e.currentTarget
            .closest('.scheda-builder-grid')
            ?.querySelector<HTMLInputElement>('[data-campo="seleziona"]')
            ?.focus()
          return
        }
        if (e.key !== 'Enter') return
        e.preventDefault()
        onConferma()
        focusRiga(e.currentTarget, campo, index, 1)
      }}
    />
  )
}

/** The load's field with its unit (a button: kg or % of the maximum) and the kg it gives. */
export function CaricoCell({
  riga,
  unita,
  kg,
  kgId,
  onUnita,
  children,
}: {
  riga: NomeRow
  unita: CaricoUnita
  kg: CaricoDellaRiga['kg']
  kgId: string
  onUnita: (unita: CaricoUnita) => void
  /** The load's field. */
  children: ReactNode
}) {
  const kgUnita = unita === 'kg'
  return (
    <div className="scheda-carico">
      {children}
      <button
        type="button"
        className="scheda-unit"
        aria-label={t.unitaDi(
          kgUnita ? t.dettaglio.kg : t.dettaglio.percentuale,
          kgUnita ? t.unitaKg : t.unitaPercentuale,
          riga.n,
          riga.nome,
        )}
        title={kgUnita ? t.unitaKg : t.unitaPercentuale}
        onClick={() => onUnita(kgUnita ? 'percentuale' : 'kg')}
      >
        {kgUnita ? t.dettaglio.kg : t.dettaglio.percentuale}
      </button>
      {kg && <KgStimati id={kgId} kg={kg.kg} massimale={kg.massimale} />}
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

/** The row's buttons: up, down (Alt with the arrows too), to another group, delete. */
export function RowButtons({
  nome,
  puoSu,
  puoGiu,
  altriGruppi,
  onSposta,
  onSpostaInGruppo,
  onElimina,
}: {
  nome: string
  puoSu: boolean
  puoGiu: boolean
  /** Whether the sheet has other groups to move the row to. */
  altriGruppi: boolean
  onSposta: (verso: -1 | 1) => void
  onSpostaInGruppo: () => void
  onElimina: () => void
}) {
  return (
    <div className="scheda-row-actions">
      <button
        type="button"
        className="scheda-icon-btn"
        aria-label={t.suDi(nome)}
        title={t.suDi(nome)}
        aria-keyshortcuts="Alt+ArrowUp"
        disabled={!puoSu}
        onClick={() => onSposta(-1)}
      >
        {lightIcon(ArrowUpOutlined)}
      </button>
      <button
        type="button"
        className="scheda-icon-btn"
        aria-label={t.giuDi(nome)}
        title={t.giuDi(nome)}
        aria-keyshortcuts="Alt+ArrowDown"
        disabled={!puoGiu}
        onClick={() => onSposta(1)}
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
        onClick={onSpostaInGruppo}
      >
        {lightIcon(SwapOutlined)}
      </button>
      <button
        type="button"
        className="scheda-icon-btn danger"
        aria-label={t.eliminaDi(nome)}
        title={t.eliminaDi(nome)}
        onClick={onElimina}
      >
        {lightIcon(DeleteOutlined)}
      </button>
    </div>
  )
}

/** The line under a load in %: its maximum is to be tested again, or there is none. */
export function MassimaleNota({ id, nota }: { id: string; nota: CaricoDellaRiga['nota'] }) {
  if (!nota) return null
  return (
    <div className="scheda-massimale-nota">
      <span id={id} className={nota.ritestare ? 'scheda-ritestare' : undefined}>
        {nota.testo}
      </span>
    </div>
  )
}
