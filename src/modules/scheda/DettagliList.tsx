import { useCallback } from 'react'
import { Empty, Spin } from 'antd'
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd'
import { useAppDispatch } from '@/app/hooks'
import { useConfirm } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import {
  schedadettaglioApi,
  useChangePositionDettaglioMutation,
  useDeleteDettaglioByPositionMutation,
  useDettagliBySchedaGruppoQuery,
  useRemoveMetodologiaByIdMutation,
  useSchedadettaglioUpdateMutation,
} from '@/modules/schedadettaglio/api'
import { DettaglioRow } from './DettaglioRow'
import type { Dettaglio, DettaglioCampi, Gruppo } from './types'

const t = it.scheda

export interface DettagliListProps {
  gruppo: Gruppo
  onDirtyChange: (id: number, dirty: boolean) => void
}

/**
 * The exercises of a group in their order: reorder by drag and drop or by the move buttons
 * (POST changeposition, shown at once), delete by position, remove a methodology, save fields.
 */
export function DettagliList({ gruppo, onDirtyChange }: DettagliListProps) {
  const dispatch = useAppDispatch()
  const confirm = useConfirm()
  const { data, isLoading } = useDettagliBySchedaGruppoQuery({ schedaGruppoId: gruppo.id })
  const [changePosition] = useChangePositionDettaglioMutation()
  const [deleteByPosition] = useDeleteDettaglioByPositionMutation()
  const [removeMetodologia] = useRemoveMetodologiaByIdMutation()
  const [update] = useSchedadettaglioUpdateMutation()
  const rows = data?.data ?? []

  const move = useCallback(
    async (from: number, to: number) => {
      if (from === to || to < 0 || to >= rows.length) return
      const patch = dispatch(
        schedadettaglioApi.util.updateQueryData(
          'dettagliBySchedaGruppo',
          { schedaGruppoId: gruppo.id },
          (draft) => {
            const [moved] = draft.data.splice(from, 1)
            if (moved) draft.data.splice(to, 0, moved)
            draft.data.forEach((d, i) => {
              d.ordine = i
            })
          },
        ),
      )
      try {
        await changePosition({ id: gruppo.id, oldIndex: from, newIndex: to }).unwrap()
      } catch {
        patch.undo()
      }
    },
    [dispatch, changePosition, gruppo.id, rows.length],
  )

  const onDragEnd = (result: DropResult) => {
    if (!result.destination) return
    void move(result.source.index, result.destination.index)
  }

  const remove = async (index: number) => {
    const nome = rows[index]?.esercizio.nomenclatura ?? ''
    const ok = await confirm({
      title: t.confermaEliminaDettaglio(nome),
      okText: it.lista.elimina,
      danger: true,
    })
    if (ok)
      await deleteByPosition({ id: gruppo.id, position: index })
        .unwrap()
        .catch(() => undefined)
  }

  const save = async (dettaglio: Dettaglio, campi: DettaglioCampi) => {
    const { id, ...rest } = dettaglio
    await update({ id, body: { ...rest, ...campi } })
      .unwrap()
      .catch(() => undefined)
  }

  if (isLoading) return <Spin />
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessunEsercizio} />

  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId={`gruppo-${gruppo.id}`}>
        {(droppable) => (
          <div
            ref={droppable.innerRef}
            {...droppable.droppableProps}
            aria-label={t.gruppoLettera(gruppo.nome)}
          >
            {rows.map((dettaglio, index) => (
              <Draggable key={dettaglio.id} draggableId={`dettaglio-${dettaglio.id}`} index={index}>
                {(provided) => (
                  <DettaglioRow
                    dettaglio={dettaglio}
                    index={index}
                    count={rows.length}
                    provided={provided}
                    onMove={(from, to) => void move(from, to)}
                    onDelete={(i) => void remove(i)}
                    onRemoveMetodologia={(metodologiaId) =>
                      void removeMetodologia({ id: gruppo.id, metodologiaId })
                        .unwrap()
                        .catch(() => undefined)
                    }
                    onSave={save}
                    onDirtyChange={onDirtyChange}
                  />
                )}
              </Draggable>
            ))}
            {droppable.placeholder}
          </div>
        )}
      </Droppable>
    </DragDropContext>
  )
}
