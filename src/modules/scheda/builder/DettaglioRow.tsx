import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import type {
  DraggableProvidedDraggableProps,
  DraggableProvidedDragHandleProps,
} from '@hello-pangea/dnd'
import { useAppSelector } from '@/app/hooks'
import { notify } from '@/components/feedback'
import { it } from '@/i18n/it'
import type { AnalisiPatologie } from '../analisi/use-patologie'
import type { MassimaleUsato } from '../analisi/carichi'
import type { Metodologia } from '../types'
import { AvvisoPatologie } from './AvvisoPatologie'
import {
  caricoDellaRiga,
  eliminaRiga,
  freccia,
  scegliMetodologia,
  type Avviso,
  type ContestoCarichi,
} from './dettaglio-row'
import {
  CampoInput,
  CaricoCell,
  focusRiga,
  INPUTS,
  MassimaleNota,
  NomeHandle,
  RowButtons,
  SelezioneCheckbox,
} from './DettaglioRowParti'
import { MetodologiaPicker } from './MetodologiaPicker'
import type { Dettaglio } from './tree'
import type { BuilderActions } from './use-builder'
import { CAMPI, testoDi } from './valori'

const t = it.scheda

/**
 * What every row of a group's list shares: one object, the same while none of it changes (a row
 * is drawn again only when it or one of its own props changes).
 */
export interface DettaglioRowLista {
  gruppoId: number
  actions: BuilderActions
  /** The selection control was used: with Shift, from the last one used to this one. */
  onSeleziona: (chiave: number, shift: boolean) => void
  /** The move buttons: up and down by one place (a whole block is one place). */
  onSposta: (id: number, verso: -1 | 1) => void
  /** Whether the sheet has other groups to move a row to. */
  altriGruppi: boolean
  /** "Sposta in un altro gruppo": the list asks which one. */
  onSpostaInGruppo: (id: number, nome: string) => void
  /** How many rows of the group have methodology `id` (offered when removing it). */
  quantiConMetodologia: (metodologiaId: number) => number
  /** The client's pathologies and the exercises that conflict with them (null: no warnings). */
  analisi: AnalisiPatologie | null
  /**
   * The client's current maximum per exercise: null on a sheet without client (or while the
   * maximums load); an exercise missing from it has none.
   */
  massimali: ReadonlyMap<number, MassimaleUsato> | null
  carichi: ContestoCarichi
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
  /** Whether the move buttons can move it up, down. */
  puoSu: boolean
  puoGiu: boolean
  /** Its place in a block (null: a row on its own). */
  blocco: PostoNelBlocco | null
  lista: DettaglioRowLista
}

/** What the drag and drop gives the row: its element (a row on its own), its handle. */
interface DettaglioRowDrag {
  rootRef?: Ref<HTMLDivElement>
  rootProps?: DraggableProvidedDraggableProps
  /** The drag handle (null: a row of a block, dragged by the block's handle). */
  handleProps: DraggableProvidedDragHandleProps | null
  dragging: boolean
}

const mostra = (avviso: Avviso | null) => {
  if (avviso) notify.info(avviso.testo, avviso.azione)
}

/**
 * One exercise of a group, on one line (two on a narrow screen): selection, drag handle (number
 * and name), methodology, the typed fields, and the actions. Fields are saved when left or on
 * Enter; what cannot be saved says why under the row and stays as typed. A methodology applies at
 * once; a deletion too, with "Annulla" on its toast (and Ctrl+Z). What each choice does is
 * decided in dettaglio-row.ts; the pieces are drawn by DettaglioRowParti.tsx.
 */
export function DettaglioRow({
  dettaglio,
  index,
  chiave,
  selezionata,
  puoSu,
  puoGiu,
  blocco,
  lista,
  drag,
  intestazione,
}: DettaglioRowProps & {
  drag: DettaglioRowDrag
  /** Shown above the row, across it (the first row of a block: its handle and buttons). */
  intestazione?: ReactNode
}) {
  const ids = useId()
  const id = dettaglio.id
  const testi = useAppSelector((s) => s.schedaBuilder.testi[id])
  const errori = useAppSelector((s) => s.schedaBuilder.errori[id])
  const riempiti = useAppSelector((s) => s.schedaBuilder.riempiti[chiave])
  const { actions } = lista
  const nome = dettaglio.esercizio.nomenclatura
  const riga = { n: index + 1, nome }
  const unita = dettaglio.caricoUnita ?? 'kg'
  const conflitti = lista.analisi?.conflitti.get(dettaglio.esercizio.id)
  const massimale = lista.massimali === null ? null : lista.massimali.get(dettaglio.esercizio.id)

  const sceltaMetodologia = (m: Metodologia | null) =>
    mostra(
      scegliMetodologia(
        { dettaglio, gruppoId: lista.gruppoId },
        m,
        lista.quantiConMetodologia,
        actions,
      ),
    )

  /** Up and down go to the same field of the row above or below; Alt with them moves the row. */
  const frecce = (e: KeyboardEvent<HTMLInputElement>, campo: string) => {
    const f = freccia(e)
    if (!f) return false
    if (f.sposta) {
      if (f.verso === -1 ? puoSu : puoGiu) lista.onSposta(id, f.verso)
      e.preventDefault()
      return true
    }
    if (focusRiga(e.currentTarget, campo, index, f.verso)) e.preventDefault()
    return true
  }

  const erroriTesto = errori ? CAMPI.flatMap((campo) => (errori[campo] ? [errori[campo]] : [])) : []
  const erroriId = `${ids}-errori`
  const kgId = `${ids}-kg`
  const notaId = `${ids}-massimale`
  const carico = caricoDellaRiga(dettaglio, testi?.carico, massimale, lista.carichi)
  const descrizioneCarico = [
    carico.kg ? kgId : null,
    carico.nota ? notaId : null,
    errori?.carico ? erroriId : null,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div
      ref={drag.rootRef}
      {...drag.rootProps}
      className="scheda-builder-row"
      role="listitem"
      aria-label={`${riga.n}. ${nome}`}
      aria-description={blocco ? t.blocco.posizione(blocco.lettera, blocco.k, blocco.n) : undefined}
      data-dragging={drag.dragging || undefined}
      data-temp={id < 0 || undefined}
      data-selected={selezionata || undefined}
      data-link={
        blocco ? (blocco.k === 1 ? 'first' : blocco.k === blocco.n ? 'last' : 'middle') : undefined
      }
    >
      {intestazione}
      <div className="scheda-builder-grid">
        <SelezioneCheckbox
          riga={riga}
          index={index}
          chiave={chiave}
          selezionata={selezionata}
          onSeleziona={(shift) => lista.onSeleziona(chiave, shift)}
          onFreccia={(e) => frecce(e, 'seleziona')}
        />
        <NomeHandle riga={riga} handleProps={drag.handleProps} posto={blocco} />
        <div className="scheda-cella-metodologia">
          <MetodologiaPicker
            value={dettaglio.metodologia}
            label={t.metodologiaDi(riga.n, nome)}
            onChange={sceltaMetodologia}
          />
        </div>
        {INPUTS.map(({ campo, inputMode, maxLength }) => {
          const errore = errori?.[campo]
          const input = (
            <CampoInput
              key={campo}
              riga={riga}
              campo={campo}
              inputMode={inputMode}
              maxLength={maxLength}
              index={index}
              id={id}
              value={testi?.[campo] ?? testoDi(dettaglio, campo)}
              errore={Boolean(errore)}
              auto={Boolean(riempiti?.includes(campo) && testi?.[campo] === undefined)}
              describedBy={
                campo === 'carico' ? descrizioneCarico || undefined : errore ? erroriId : undefined
              }
              onTesto={(testo) => actions.setTesto(id, campo, testo)}
              onConferma={() => actions.conferma(id)}
              onFreccia={(e) => frecce(e, campo)}
            />
          )
          if (campo !== 'carico') return input
          return (
            <CaricoCell
              key={campo}
              riga={riga}
              unita={unita}
              kg={carico.kg}
              kgId={kgId}
              onUnita={(u) => actions.setUnita(id, u)}
            >
              {input}
            </CaricoCell>
          )
        })}
        <RowButtons
          nome={nome}
          puoSu={puoSu}
          puoGiu={puoGiu}
          altriGruppi={lista.altriGruppi}
          onSposta={(verso) => lista.onSposta(id, verso)}
          onSpostaInGruppo={() => lista.onSpostaInGruppo(id, nome)}
          onElimina={() => mostra(eliminaRiga(dettaglio, actions))}
        />
        <MassimaleNota id={notaId} nota={carico.nota} />
      </div>
      {conflitti && conflitti.length > 0 && lista.analisi && (
        <AvvisoPatologie
          dettaglio={dettaglio}
          conflitti={conflitti}
          analisi={lista.analisi}
          actions={actions}
        />
      )}
      {erroriTesto.length > 0 && (
        <div id={erroriId} className="scheda-builder-errors" role="alert">
          {erroriTesto.join(' ')}
        </div>
      )}
    </div>
  )
}
