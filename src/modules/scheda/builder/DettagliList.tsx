import { memo, useCallback, useMemo, useRef, useState } from 'react'
import { Empty } from 'antd'
import { Droppable } from '@hello-pangea/dnd'
import { it } from '@/i18n/it'
import type { AnalisiPatologie } from '../analisi/use-patologie'
import type { MassimaleUsato } from '../analisi/carichi'
import type { Metodologia } from '../types'
import { DettaglioRow, type ContestoCarichi } from './DettaglioRow'
import { listaId } from './drag-ids'
import { SpostaInGruppoDialog } from './SpostaInGruppoDialog'
import { nomeMetodologia } from './MetodologiaPicker'
import { collegamenti } from './superserie'
import type { Gruppo } from './tree'
import type { BuilderActions } from './use-builder'

const t = it.scheda
const c = t.colonneDettagli

/** A group a row can be moved to. */
export interface GruppoScelta {
  id: number
  label: string
  /** Exercises in it (a row moved there goes last). */
  length: number
}

export interface DettagliListProps {
  gruppo: Gruppo
  label: string
  altriGruppi: readonly GruppoScelta[]
  /** The methodologies known (by id): which ones link exercises into a superserie. */
  metodologie: ReadonlyMap<number, Metodologia>
  /** Stable React key of a row (the temporary id of a row made here, once it has a real one). */
  chiave: (id: number) => number
  actions: BuilderActions
  /** The client's pathologies and the exercises that conflict with them (null: no warnings). */
  analisi?: AnalisiPatologie | null
  /** The client's current maximum per exercise; null for a sheet without client. */
  massimali: ReadonlyMap<number, MassimaleUsato> | null
  carichi: ContestoCarichi
}

/**
 * The exercises of one group, in order, under a header with the column names. Every row can be
 * dragged (by its number and name) within the group, onto another group's tab, and rows from the
 * construction panel can be dropped at any place.
 */
export const DettagliList = memo(function DettagliList({
  gruppo,
  label,
  altriGruppi,
  metodologie,
  chiave,
  actions,
  analisi = null,
  massimali,
  carichi,
}: DettagliListProps) {
  const dettagli = gruppo.dettagli
  const links = useMemo(() => collegamenti(dettagli, metodologie), [dettagli, metodologie])
  const [spostando, setSpostando] = useState<{ id: number; nome: string } | null>(null)
  const chiediSposta = useCallback((id: number, nome: string) => setSpostando({ id, nome }), [])
  const current = useRef(dettagli)
  current.current = dettagli
  const quantiConMetodologia = useCallback(
    (metodologiaId: number) =>
      current.current.filter((d) => d.metodologia?.id === metodologiaId).length,
    [],
  )

  return (
    <div>
      <div className="scheda-builder-grid scheda-builder-head" aria-hidden>
        <span>{c.esercizio}</span>
        <span>{c.metodologia}</span>
        <span>{c.serie}</span>
        <span>{c.ripetizioni}</span>
        <span title={c.recuperoAiuto}>{c.recupero}</span>
        <span title={c.caricoAiuto}>{c.carico}</span>
        <span>{c.note}</span>
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
          >
            {dettagli.length === 0 && !state.isDraggingOver && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessunEsercizio} />
            )}
            {dettagli.map((dettaglio, index) => {
              const link = links[index] ?? null
              const m = dettaglio.metodologia
              return (
                <DettaglioRow
                  key={chiave(dettaglio.id)}
                  dettaglio={dettaglio}
                  index={index}
                  isLast={index === dettagli.length - 1}
                  gruppoId={gruppo.id}
                  altriGruppi={altriGruppi.length > 0}
                  onSpostaInGruppo={chiediSposta}
                  collegamento={link?.pos ?? null}
                  didascalia={
                    link?.pos === 'first' && m
                      ? t.superserie(nomeMetodologia(m), link.lunghezza)
                      : undefined
                  }
                  quantiConMetodologia={quantiConMetodologia}
                  actions={actions}
                  conflitti={analisi?.conflitti.get(dettaglio.esercizio.id)}
                  analisi={analisi}
                  massimale={massimali === null ? null : massimali.get(dettaglio.esercizio.id)}
                  carichi={carichi}
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
        onChoose={(gruppo) => spostando && actions.sposta(spostando.id, gruppo.id, gruppo.length)}
        onClose={() => setSpostando(null)}
      />
    </div>
  )
})
