import { memo, useId, type KeyboardEvent } from 'react'
import { Typography } from 'antd'
import { Draggable, type DraggableProvided, type DraggableStateSnapshot } from '@hello-pangea/dnd'
import ArrowDownOutlined from '@ant-design/icons-svg/es/asn/ArrowDownOutlined'
import ArrowUpOutlined from '@ant-design/icons-svg/es/asn/ArrowUpOutlined'
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined'
import HolderOutlined from '@ant-design/icons-svg/es/asn/HolderOutlined'
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined'
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined'
import { useAppSelector } from '@/app/hooks'
import { formatDate } from '@/components/format-date'
import { formatDecimal, parseDecimal } from '@/components/format-number'
import { lightIcon } from '@/components/light-icon'
import { useConfirm } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import type { Conflitto } from '../analisi/patologie'
import type { AnalisiPatologie } from '../analisi/use-patologie'
import { caricoDaMassimale, type CaricoDaMassimale, type MassimaleUsato } from '../analisi/carichi'
import type { ImpostazioniCarichi } from '@/config/carichi'
import type { Metodologia } from '../types'
import { AvvisoPatologie } from './AvvisoPatologie'
import { MetodologiaPicker, nomeMetodologia } from './MetodologiaPicker'
import { dettaglioDragId } from './drag-ids'
import type { Collegamento } from './superserie'
import type { Dettaglio } from './tree'
import type { BuilderActions } from './use-builder'
import {
  CAMPI,
  LIMITI,
  senzaValori,
  testoDi,
  valoriDaCicli,
  descriviValori,
  type Campo,
} from './valori'

const t = it.scheda
const c = t.colonneDettagli
const tc = it.carichi

/** What the loads in % need besides the row's maximum: the user's settings and today. */
export interface ContestoCarichi {
  impostazioni: ImpostazioniCarichi
  /** 'YYYY-MM-DD' */
  oggi: string
}

export interface DettaglioRowProps {
  dettaglio: Dettaglio
  index: number
  isLast: boolean
  gruppoId: number
  /** Whether the sheet has other groups to move the row to. */
  altriGruppi: boolean
  /** "Sposta in un altro gruppo": the list asks which one. */
  onSpostaInGruppo: (id: number, nome: string) => void
  /** Its place in a chain of linked exercises (superserie), with the chain's caption on the first. */
  collegamento: Collegamento | null
  didascalia?: string
  /** How many rows of the group have methodology `id` (asked when removing it). */
  quantiConMetodologia: (metodologiaId: number) => number
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

const INPUTS: { campo: Campo; label: string; inputMode?: 'numeric' | 'decimal' }[] = [
  { campo: 'serie', label: c.serie, inputMode: 'numeric' },
  { campo: 'ripetizioni', label: c.ripetizioni },
  { campo: 'recupero', label: c.recupero },
  { campo: 'carico', label: c.carico, inputMode: 'decimal' },
  { campo: 'note', label: c.note },
]

const LIMITI_TESTO: Record<Campo, number> = {
  serie: 3,
  ripetizioni: LIMITI.ripetizioni,
  recupero: 8,
  carico: 9,
  note: LIMITI.note,
}

/** Enter saves the row and goes to the same field of the next exercise, as in a spreadsheet. */
function focusNext(event: KeyboardEvent<HTMLInputElement>, campo: Campo, index: number) {
  const list = event.currentTarget.closest('[data-builder-list]')
  const next = list?.querySelector<HTMLInputElement>(
    `[data-campo="${campo}"][data-riga="${index + 1}"]`,
  )
  next?.focus()
  next?.select()
}

/**
 * One exercise of a group, on one line: drag handle (number and name), methodology, the typed
 * fields, and the actions. Fields are saved when left or on Enter; what cannot be saved says why
 * under the row and stays as typed.
 */
function RigaDettaglio({
  dettaglio,
  index,
  isLast,
  gruppoId,
  altriGruppi,
  onSpostaInGruppo,
  collegamento,
  didascalia,
  quantiConMetodologia,
  actions,
  conflitti,
  analisi,
  massimale,
  carichi,
  provided,
  snapshot,
}: DettaglioRowProps & { provided: DraggableProvided; snapshot: DraggableStateSnapshot }) {
  const ids = useId()
  const confirm = useConfirm()
  const id = dettaglio.id
  const testi = useAppSelector((s) => s.schedaBuilder.testi[id])
  const errori = useAppSelector((s) => s.schedaBuilder.errori[id])
  const nome = dettaglio.esercizio.nomenclatura
  const n = index + 1
  const unita = dettaglio.caricoUnita ?? 'kg'
  const temp = id < 0

  const sceltaMetodologia = async (m: Metodologia | null) => {
    if (m === null) {
      const corrente = dettaglio.metodologia
      if (!corrente) return
      const stessa = quantiConMetodologia(corrente.id)
      if (stessa > 1) {
        const tutti = await confirm({
          title: t.togliDaTuttiTitolo(corrente.codice ?? nomeMetodologia(corrente), stessa),
          okText: t.togliDaTutti,
          cancelText: t.togliSoloQuesto,
        })
        if (tutti) actions.togliMetodologiaGruppo(gruppoId, corrente.id)
        else actions.setMetodologia(id, null)
      } else {
        actions.togliMetodologiaGruppo(gruppoId, corrente.id)
      }
      return
    }
    const ref = { id: m.id, codice: m.codice, descrizione: m.descrizione }
    const proposti = valoriDaCicli(m.metodologiaCicli ?? [])
    if (Object.keys(proposti).length === 0 || senzaValori(dettaglio)) {
      actions.setMetodologia(id, ref, proposti)
      return
    }
    const precompila = await confirm({
      title: t.precompilaTitolo(m.codice),
      content: descriviValori(proposti),
      okText: t.precompilaOk,
      cancelText: t.precompilaNo,
    })
    actions.setMetodologia(id, ref, precompila ? proposti : {})
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

  return (
    <div
      ref={provided.innerRef}
      {...provided.draggableProps}
      className="scheda-builder-row scheda-builder-grid"
      role="listitem"
      aria-label={`${n}. ${nome}`}
      data-dragging={snapshot.isDragging || undefined}
      data-temp={temp || undefined}
      data-link={collegamento ?? undefined}
    >
      {didascalia && (
        <Typography.Text type="warning" className="scheda-builder-caption">
          {lightIcon(LinkOutlined)} {didascalia}
        </Typography.Text>
      )}
      <div {...provided.dragHandleProps} className="drag-handle" aria-label={t.trascina(n, nome)}>
        {lightIcon(HolderOutlined)}
        <strong>{`${n}. ${nome}`}</strong>
      </div>
      <MetodologiaPicker
        value={dettaglio.metodologia}
        label={t.metodologiaDi(n, nome)}
        onChange={(m) => void sceltaMetodologia(m)}
      />
      {INPUTS.map(({ campo, label, inputMode }) => {
        const errore = errori?.[campo]
        const value = testi?.[campo] ?? testoDi(dettaglio, campo)
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
            inputMode={inputMode}
            title={campo === 'note' && value ? value : undefined}
            maxLength={LIMITI_TESTO[campo]}
            value={value}
            data-campo={campo}
            data-riga={index}
            onChange={(e) => actions.setTesto(id, campo, e.target.value)}
            onBlur={() => actions.conferma(id)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              actions.conferma(id)
              focusNext(e, campo, index)
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
      <div>
        <button
          type="button"
          className="scheda-icon-btn"
          aria-label={t.suDi(nome)}
          title={t.suDi(nome)}
          disabled={index === 0}
          onClick={() => actions.sposta(id, gruppoId, index - 1)}
        >
          {lightIcon(ArrowUpOutlined)}
        </button>
        <button
          type="button"
          className="scheda-icon-btn"
          aria-label={t.giuDi(nome)}
          title={t.giuDi(nome)}
          disabled={isLast}
          onClick={() => actions.sposta(id, gruppoId, index + 1)}
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
          aria-label={t.eliminaDi(nome)}
          title={t.eliminaDi(nome)}
          onClick={() =>
            void confirm({
              title: t.confermaEliminaDettaglio(nome),
              okText: it.lista.elimina,
              danger: true,
            }).then((ok) => ok && actions.elimina(id))
          }
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

/**
 * One exercise of a group as a draggable row. Drawn again only when its own props change: a
 * change to one row of a hundred leaves the others alone.
 */
export const DettaglioRow = memo(function DettaglioRow(props: DettaglioRowProps) {
  return (
    <Draggable draggableId={dettaglioDragId(props.dettaglio.id)} index={props.index}>
      {(provided, snapshot) => <RigaDettaglio {...props} provided={provided} snapshot={snapshot} />}
    </Draggable>
  )
})
