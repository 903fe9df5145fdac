/**
 * Drag and drop in Italian for @hello-pangea/dnd: the instructions a screen reader reads on a drag
 * handle, and what it announces while an item is lifted, moved and dropped (the library's own are
 * English). Every list that reorders by drag and drop uses these, and the `drag-handle` class for
 * the handle (a row's number and name).
 *
 *   <DragDropContext dragHandleUsageInstructions={ISTRUZIONI_TRASCINAMENTO}
 *     {...annunciTrascinamento({ nome, lista }, onDragEnd)}>
 */
import type {
  DragStart,
  DragUpdate,
  DropResult,
  OnDragStartResponder,
  OnDragUpdateResponder,
  ResponderProvided,
} from '@hello-pangea/dnd'
import { it } from '@/i18n/it'
import './drag-handle.css'

const t = it.trascinamento

export const ISTRUZIONI_TRASCINAMENTO = t.istruzioni

export interface NomiTrascinamento {
  /** The name of what is dragged, from its draggableId (e.g. "Panca piana"). */
  nome: (draggableId: string) => string
  /** The name of a list, from its droppableId (e.g. "Gruppo B"). */
  lista: (droppableId: string) => string
  /**
   * The position a place of a list is read as (default: its index + 1); e.g. a list whose places
   * hold several rows names the first row's number. `from` is where the dragged item was.
   */
  posto?: (to: Location, from: Location) => number
}

type Location = { droppableId: string; index: number }

function dove(nomi: NomiTrascinamento, from: Location, to: Location): string {
  const posto = nomi.posto?.(to, from) ?? to.index + 1
  return from.droppableId === to.droppableId
    ? t.posizione(posto)
    : t.posizioneIn(posto, nomi.lista(to.droppableId))
}

/**
 * The responders that announce a drag in Italian, around the list's own handlers. `onDragEnd` is
 * the list's; the others are optional.
 */
export function annunciTrascinamento(
  nomi: NomiTrascinamento,
  onDragEnd: (result: DropResult) => void,
  more: { onDragStart?: OnDragStartResponder; onDragUpdate?: OnDragUpdateResponder } = {},
): {
  onDragStart: OnDragStartResponder
  onDragUpdate: OnDragUpdateResponder
  onDragEnd: (result: DropResult, provided: ResponderProvided) => void
} {
  return {
    onDragStart(start: DragStart, provided: ResponderProvided) {
      provided.announce(
        t.sollevato(
          nomi.nome(start.draggableId),
          nomi.posto?.(start.source, start.source) ?? start.source.index + 1,
          nomi.lista(start.source.droppableId),
        ),
      )
      more.onDragStart?.(start, provided)
    },
    onDragUpdate(update: DragUpdate, provided: ResponderProvided) {
      provided.announce(
        update.destination
          ? t.spostato(nomi.nome(update.draggableId), dove(nomi, update.source, update.destination))
          : t.fuoriArea,
      )
      more.onDragUpdate?.(update, provided)
    },
    onDragEnd(result: DropResult, provided: ResponderProvided) {
      const nome = nomi.nome(result.draggableId)
      if (result.reason === 'CANCEL') {
        const posto = nomi.posto?.(result.source, result.source) ?? result.source.index + 1
        provided.announce(t.annullato(nome, posto))
      } else if (!result.destination) provided.announce(t.rilasciatoFuori(nome))
      else provided.announce(t.rilasciato(nome, dove(nomi, result.source, result.destination)))
      onDragEnd(result)
    },
  }
}
