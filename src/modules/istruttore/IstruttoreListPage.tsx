import { useCallback, useEffect, useMemo, useState, type Key } from 'react'
import { Button, Flex, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import type { RowOf } from '@/api/crud'
import { ResourceTable, type ListHook } from '@/components/ResourceTable'
import { useConfirm } from '@/components/use-confirm'
import type { ListParams } from '@/features/ui/ui-slice'
import { it } from '@/i18n/it'
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

/** Istruttori > Cerca (istruttore-list): search, sort, paging, delete, bulk delete, "Nuovo". */
export default function IstruttoreListPage() {
  const navigate = useNavigate()
  const confirm = useConfirm()
  const [remove, { isLoading: removing }] = useIstruttoreRemoveMutation()
  const [selected, setSelected] = useState<Key[]>([])
  const clearSelection = useCallback(() => setSelected([]), [])
  const useList = useListClearingSelection(clearSelection)

  const removeOne = async (row: IstruttoreRow) => {
    if (
      !(await confirm({ title: t.confermaElimina(`${row.nome} ${row.cognome}`), danger: true }))
    ) {
      return
    }
    try {
      await remove(row.id).unwrap()
    } catch {
      // The base query has shown the error.
    }
  }

  const removeSelected = async () => {
    const ids = selected.map(Number)
    if (!(await confirm({ title: t.confermaEliminaSelezionati(ids.length), danger: true }))) return
    for (const id of ids) {
      try {
        await remove(id).unwrap()
      } catch {
        // Shown by the base query; the other instructors are still deleted.
      }
    }
  }

  const columns: ColumnsType<IstruttoreRow> = [
    { title: t.colonne.cognome, dataIndex: 'cognome', sorter: true },
    { title: t.colonne.nome, dataIndex: 'nome', sorter: true },
    {
      title: t.colonne.email,
      key: 'utente.email',
      dataIndex: ['utente', 'email'],
      sorter: true,
    },
    {
      title: t.colonne.eta,
      dataIndex: 'eta',
      align: 'right',
      render: (eta: IstruttoreRow['eta']) => (eta === null ? '' : eta),
    },
    {
      title: t.colonne.masters,
      key: 'masters',
      align: 'right',
      render: (_: unknown, row) => row.masters?.length ?? 0,
    },
    {
      title: t.colonne.azioni,
      key: 'azioni',
      align: 'center',
      width: 90,
      render: (_: unknown, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t.elimina(nomeCompleto(row))}
          title={t.elimina(nomeCompleto(row))}
          onClick={() => void removeOne(row)}
        />
      ),
    },
  ]

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t.titoloLista}
      </Typography.Title>
      <ResourceTable<IstruttoreRow>
        resource="istruttore"
        useList={useList}
        columns={columns}
        searchable
        label={t.etichettaLista}
        onOpen={(row) => navigate(`/istruttori/${row.id}`)}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
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
              onClick={() => navigate('/istruttori/nuovo')}
            >
              {t.nuovo}
            </Button>
          </>
        }
      />
    </Flex>
  )
}
