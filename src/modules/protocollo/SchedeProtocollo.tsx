import { useState } from 'react'
import { Button, Card, Empty, Flex, Select, Typography } from 'antd'
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd'
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  ExportOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons'
import { Link } from 'react-router-dom'
import { runMutation } from '@/components/run-mutation'
import { useAppDispatch } from '@/app/hooks'
import { annunciTrascinamento, ISTRUZIONI_TRASCINAMENTO } from '@/components/dnd-annunci'
import { useConfirmDelete } from '@/components/use-confirm'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { da } from '@/features/ui/provenienza'
import { it } from '@/i18n/it'
import { useLibreriaListQuery } from '@/modules/libreria/api'
import { href } from '@/config/paths'
import {
  protocolloApi,
  useProtocolloAssociateSchedeMutation,
  useProtocolloChangePositionMutation,
  useProtocolloDisassociateSchedeMutation,
} from './api'
import type { Protocollo } from './types'
import { filtraOpzione } from '@/components/ricerca'

const t = it.protocollo

/**
 * The ordered sheets of a protocol: reorder by drag and drop (the number and name of a row are its
 * handle; by keyboard: Space, arrows, Space, announced in Italian) or by the move buttons (POST
 * changeposition, shown at once), remove a sheet, add a template sheet at the end.
 */
export function SchedeProtocollo({ protocollo }: { protocollo: Protocollo }) {
  const dispatch = useAppDispatch()
  const confirmDelete = useConfirmDelete()
  const [changePosition] = useProtocolloChangePositionMutation()
  const [associate, { isLoading: adding }] = useProtocolloAssociateSchedeMutation()
  const [disassociate] = useProtocolloDisassociateSchedeMutation()
  const [modello, setModello] = useState<number | undefined>()
  const modelli = useLibreriaListQuery({ params: { pageSize: PAGE_SIZE_ALL, sortBy: 'nome' } })
  const schede = [...(protocollo.schede ?? [])].sort((a, b) => a.ordine - b.ordine)
  const presenti = new Set(schede.map((s) => s.id))

  const move = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= schede.length) return
    const patch = dispatch(
      protocolloApi.util.updateQueryData('protocolloGet', protocollo.id, (draft) => {
        const ordered = [...(draft.schede ?? [])].sort((a, b) => a.ordine - b.ordine)
        const [moved] = ordered.splice(from, 1)
        if (moved) ordered.splice(to, 0, moved)
        ordered.forEach((s, i) => {
          s.ordine = i
        })
        draft.schede = ordered
      }),
    )
    try {
      await changePosition({ id: protocollo.id, oldIndex: from, newIndex: to }).unwrap()
    } catch {
      patch.undo()
    }
  }

  const onDragEnd = (result: DropResult) => {
    if (result.destination) void move(result.source.index, result.destination.index)
  }

  const rimuovi = async (scheda: { id: number; nome: string }) => {
    await confirmDelete({ title: t.confermaRimuovi(scheda.nome), okText: it.comune.rimuovi }, () =>
      disassociate({ idProtocollo: protocollo.id, idScheda: scheda.id }),
    )
  }

  const aggiungi = async () => {
    if (modello === undefined) return
    const added = await runMutation(
      associate({ idProtocolli: [protocollo.id], ordine: schede.length, idScheda: modello }),
    )
    if (added.ok) setModello(undefined)
  }

  return (
    <Card size="small" title={t.schede}>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          <Select<number>
            aria-label={t.modello}
            placeholder={t.selezionaModello}
            showSearch={{ filterOption: filtraOpzione }}
            value={modello}
            onChange={setModello}
            loading={modelli.isFetching}
            options={(modelli.data?.data ?? [])
              .filter((m) => !presenti.has(m.id))
              .map((m) => ({ value: m.id, label: m.nome }))}
            style={{ minWidth: 320, flex: 1 }}
          />
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={modello === undefined}
            loading={adding}
            onClick={() => void aggiungi()}
          >
            {t.aggiungiScheda}
          </Button>
        </Flex>
        {schede.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessunaScheda} />
        ) : (
          <DragDropContext
            dragHandleUsageInstructions={ISTRUZIONI_TRASCINAMENTO}
            {...annunciTrascinamento(
              {
                nome: (id) => schede.find((s) => `scheda-${s.id}` === id)?.nome ?? '',
                lista: () => t.schede,
              },
              onDragEnd,
            )}
          >
            <Droppable droppableId={`protocollo-${protocollo.id}`}>
              {(droppable) => (
                <ol
                  ref={droppable.innerRef}
                  {...droppable.droppableProps}
                  aria-label={t.schede}
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                >
                  {schede.map((scheda, index) => (
                    <Draggable key={scheda.id} draggableId={`scheda-${scheda.id}`} index={index}>
                      {(provided) => (
                        <li
                          ref={provided.innerRef}
                          {...provided.draggableProps}
                          style={{ ...provided.draggableProps.style, marginBottom: 8 }}
                        >
                          <Card size="small">
                            <Flex align="center" gap={8}>
                              <div
                                {...provided.dragHandleProps}
                                className="drag-handle"
                                aria-label={t.trascina(`${index + 1}. ${scheda.nome}`)}
                              >
                                <HolderOutlined aria-hidden />
                                <Typography.Text>
                                  <Typography.Text type="secondary">{index + 1}.</Typography.Text>{' '}
                                  {scheda.nome}
                                </Typography.Text>
                              </div>
                              <Link
                                to={href('scheda-id', { id: scheda.id })}
                                state={da(
                                  href('protocollo-id', { id: protocollo.id }),
                                  it.scheda.tornaProtocollo(protocollo.nome),
                                )}
                                aria-label={it.crud.apri('scheda', scheda.nome)}
                                title={it.crud.apri('scheda', scheda.nome)}
                              >
                                <ExportOutlined aria-hidden /> {it.comune.apri}
                              </Link>
                              <Button
                                type="text"
                                icon={<ArrowUpOutlined aria-hidden />}
                                aria-label={it.comune.suDi(scheda.nome)}
                                title={it.comune.suDi(scheda.nome)}
                                disabled={index === 0}
                                onClick={() => void move(index, index - 1)}
                              />
                              <Button
                                type="text"
                                icon={<ArrowDownOutlined aria-hidden />}
                                aria-label={it.comune.giuDi(scheda.nome)}
                                title={it.comune.giuDi(scheda.nome)}
                                disabled={index === schede.length - 1}
                                onClick={() => void move(index, index + 1)}
                              />
                              <Button
                                type="text"
                                danger
                                icon={<DeleteOutlined aria-hidden />}
                                aria-label={t.rimuoviDi(scheda.nome)}
                                title={t.rimuoviDi(scheda.nome)}
                                onClick={() => void rimuovi(scheda)}
                              />
                            </Flex>
                          </Card>
                        </li>
                      )}
                    </Draggable>
                  ))}
                  {droppable.placeholder}
                </ol>
              )}
            </Droppable>
          </DragDropContext>
        )}
      </Flex>
    </Card>
  )
}
