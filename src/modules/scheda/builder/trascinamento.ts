import type { DropResult } from '@hello-pangea/dnd'
import { annunciTrascinamento, ISTRUZIONI_TRASCINAMENTO } from '@/components/dnd-annunci'
import { it } from '@/i18n/it'
import { etichettaGruppo } from '../gruppo-selection'
import { PANNELLO_ID, parseDragId } from './drag-ids'
import { rigaAlPosto, type Slot } from './superserie'
import type { EsercizioSlim, Gruppo } from './tree'
import type { BuilderActions } from './use-builder'

const t = it.scheda

type Location = { droppableId: string; index: number }

/**
 * The builder's drag and drop (the props of its DragDropContext): rows and blocks of the shown
 * group (`slots`: its places, a block is one) within it or onto another group's tab, exercises of
 * the construction panel to any place of a group; what a
 * screen reader hears of it, in Italian. Places are counted in slots, the calls in rows.
 */
export function trascinamento({
  gruppi,
  selected,
  slots,
  pannello,
  actions,
}: {
  gruppi: readonly Gruppo[]
  /** The group shown (null: none). */
  selected: Gruppo | null
  slots: readonly Slot[]
  /** The exercises the panel shows, by drag id (read at the drag: the panel replaces them). */
  pannello: { readonly current: ReadonlyMap<string, EsercizioSlim> }
  actions: Pick<BuilderActions, 'aggiungiEsercizio' | 'sposta'>
}) {
  const byId = (id: number) => gruppi.find((g) => g.id === id)
  const nomeDrag = (dragId: string) => {
    const [kind, id] = parseDragId(dragId)
    if (kind === 'esercizio') return pannello.current.get(dragId)?.nomenclatura ?? ''
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
  const posto = (to: Location, from: Location) => {
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

  const onDragEnd = (result: DropResult) => {
    const destination = result.destination
    if (!destination || !selected) return
    const [kind, id] = parseDragId(result.draggableId)
    const [target, gruppoId] = parseDragId(destination.droppableId)
    const gruppo = byId(gruppoId)
    if (!gruppo) return
    const onTab = target === 'tab'
    if (kind === 'esercizio') {
      const esercizio = pannello.current.get(result.draggableId)
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

  return {
    dragHandleUsageInstructions: ISTRUZIONI_TRASCINAMENTO,
    ...annunciTrascinamento({ nome: nomeDrag, lista: nomeLista, posto }, onDragEnd),
  }
}
