import { useCallback, useEffect, useMemo, useState, type Key } from 'react'
import { Button, Flex, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { runMutation } from '@/components/run-mutation'
import type { RowOf } from '@/api/crud'
import { useListParams } from '@/features/ui/use-list-params'
import { ResourceTable, type ListHook } from '@/components/ResourceTable'
import { useConfirmDelete } from '@/components/use-confirm'
import { useSessionUser } from '@/features/auth/session'
import type { ListParams } from '@/components/list-params'
import { it } from '@/i18n/it'
import { useLazyClienteListQuery } from '@/modules/cliente/api'
import { href } from '@/config/paths'
import { useIstruttoreListQuery, useIstruttoreRemoveMutation } from './api'

type IstruttoreRow = RowOf<'istruttore'>

const t = it.istruttore

const nomeCompleto = (row: Pick<IstruttoreRow, 'nome' | 'cognome'>) => `${row.cognome} ${row.nome}`

/**
 * The list hook of the table, which reports every change of the list data (a new page, a search,
 * a deletion...): the selection is emptied then (SPEC 4).
 */
function useListClearingSelection(onDataChange: () => void): ListHook<IstruttoreRow> {
  return useMemo(
    () =>
      function useIstruttoreRows(params: ListParams) {
        const result = useIstruttoreListQuery(params)
        const { data } = result
        useEffect(() => {
          onDataChange()
        }, [data])
        return result
      },
    [onDataChange],
  )
}

/** How many clients the instructors follow (null when the count cannot be had). */
function useClientiSeguiti(): (ids: readonly number[]) => Promise<number | null> {
  const [listClienti] = useLazyClienteListQuery()
  return useCallback(
    async (ids) => {
      try {
        const counts = await Promise.all(
          ids.map(
            async (id) =>
              (await listClienti({ pageSize: 1, filters: { 'istruttore.id': id } }).unwrap()).count,
          ),
        )
        return counts.reduce((sum, n) => sum + n, 0)
      } catch {
        return null
      }
    },
    [listClienti],
  )
}

/**
 * Istruttori > Cerca (istruttore-list): search, sort, paging, delete, bulk delete, "Nuovo". The
 * confirmation says what a deletion does (the clients left without an instructor, the login
 * removed); nobody deletes the own record.
 */
export default function IstruttoreListPage() {
  const navigate = useNavigate()
  const confirmDelete = useConfirmDelete()
  const user = useSessionUser()
  const clientiSeguiti = useClientiSeguiti()
  const [remove, { isLoading: removing }] = useIstruttoreRemoveMutation()
  const [selected, setSelected] = useState<Key[]>([])
  const clearSelection = useCallback(() => setSelected([]), [])
  const useList = useListClearingSelection(clearSelection)
  const userId = user?.id
  const isOwn = useCallback(
    (row: IstruttoreRow) => row.utente?.id !== undefined && row.utente.id === userId,
    [userId],
  )

  const removeOne = useCallback(
    async (row: IstruttoreRow) => {
      await confirmDelete(
        {
          title: it.crud.confermaElimina('istruttore', `${row.nome} ${row.cognome}`),
          content: t.eliminaConseguenze(await clientiSeguiti([row.id])),
          okText: it.comune.conferma,
        },
        () => remove(row.id),
      )
    },
    [confirmDelete, clientiSeguiti, remove],
  )

  const removeSelected = async () => {
    const ids = selected.map(Number)
    await confirmDelete(
      {
        title: t.confermaEliminaSelezionati(ids.length),
        content: t.eliminaConseguenze(await clientiSeguiti(ids), ids.length),
        okText: it.comune.conferma,
      },
      async () => {
        // A failure is shown by the base query; the other instructors are still deleted.
        for (const id of ids) await runMutation(remove(id))
      },
    )
  }

  const columns = useMemo<ColumnsType<IstruttoreRow>>(
    () => [
      { title: it.comune.cognome, dataIndex: 'cognome', sorter: true },
      { title: it.comune.nome, dataIndex: 'nome', sorter: true },
      {
        title: it.comune.email,
        key: 'utente.email',
        dataIndex: ['utente', 'email'],
        sorter: true,
      },
      {
        title: it.comune.eta,
        dataIndex: 'eta',
        align: 'right',
        render: (eta: IstruttoreRow['eta']) => (eta === null ? '' : eta),
      },
      {
        title: it.istruttore.campi.masters,
        key: 'masters',
        align: 'right',
        render: (_: unknown, row) => row.masters?.length ?? 0,
      },
      {
        title: it.comune.azioni,
        key: 'azioni',
        align: 'center',
        width: 90,
        render: (_: unknown, row) => (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={it.comune.eliminaDi(nomeCompleto(row))}
            title={isOwn(row) ? t.proprioProfilo : it.comune.eliminaDi(nomeCompleto(row))}
            disabled={isOwn(row)}
            onClick={() => void removeOne(row)}
          />
        ),
      },
    ],
    [isOwn, removeOne],
  )

  const list = useListParams('istruttore')

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {it.comune.istruttori}
      </Typography.Title>
      <ResourceTable<IstruttoreRow>
        list={list}
        useList={useList}
        columns={columns}
        searchable
        label={t.etichettaLista}
        onOpen={(row) => navigate(href('istruttore-id', { id: row.id }))}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (row) => ({ disabled: isOwn(row) }),
        }}
        rowName={(row) => `${row.cognome} ${row.nome}`}
        toolbar={
          <>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={selected.length === 0}
              loading={removing && selected.length > 0}
              onClick={() => void removeSelected()}
            >
              {selected.length > 0
                ? `${t.eliminaSelezionati} (${selected.length})`
                : t.eliminaSelezionati}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(href('istruttore-id', { id: 'nuovo' }))}
            >
              {it.comune.nuovo}
            </Button>
          </>
        }
      />
    </Flex>
  )
}
