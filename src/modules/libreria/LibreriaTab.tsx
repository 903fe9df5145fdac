import { useState, type ComponentType } from 'react'
import { Button } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import type { Unwrappable } from '@/components/run-mutation'
import { RenameDialog } from '@/features/forms/RenameDialog'
import { ResourceTable, type ListHook } from '@/components/ResourceTable'
import { useListParams } from '@/features/ui/use-list-params'
import { it } from '@/i18n/it'

/** The words of one tab that are the screen's own (it.cartella, it.protocollo); the rest is it.comune. */
export interface LibreriaTabTexti {
  etichettaLista: string
  rinomina: string
  confermaElimina: (nome: string) => string
  confermaEliminaTesto: string
}

export interface LibreriaTabProps<T extends { id: number; nome: string }> {
  resource: 'cartella' | 'protocollo'
  /** Key of the list state (the tabs share one page: their params stay out of the URL). */
  listKey: string
  useList: ListHook<T>
  /** The columns before the actions. */
  columns: ColumnsType<T>
  testi: LibreriaTabTexti
  /** Label of the "new" button. */
  nuovo: string
  /** The dialog that creates one. */
  NuovoDialog: ComponentType<{ open: boolean; onClose: () => void }>
  /** Where a row opens. */
  path: (row: T) => string
  rename: (row: T, nome: string) => Unwrappable<unknown>
  duplicate: (row: T) => Unwrappable<unknown>
  remove: (row: T) => Unwrappable<unknown>
}

/** A tab of Librerie (folders, protocols): rename, duplicate, delete, new; a row opens it. */
export function LibreriaTab<T extends { id: number; nome: string }>({
  resource,
  listKey,
  useList,
  columns,
  testi: t,
  nuovo,
  NuovoDialog,
  path,
  rename,
  duplicate,
  remove,
}: LibreriaTabProps<T>) {
  const navigate = useNavigate()
  const list = useListParams(resource, { key: listKey, syncUrl: false })
  const [renaming, setRenaming] = useState<T | null>(null)
  const [creating, setCreating] = useState(false)

  return (
    <>
      <ResourceTable<T>
        list={list}
        useList={useList}
        columns={columns}
        rowActions={{
          title: it.comune.azioni,
          rename: { label: (row) => it.comune.rinominaDi(row.nome), onClick: setRenaming },
          duplicate: {
            title: it.comune.duplica,
            label: (row) => it.comune.duplicaDi(row.nome),
            run: duplicate,
          },
          remove: {
            label: (row) => it.comune.eliminaDi(row.nome),
            question: (row) => ({
              title: t.confermaElimina(row.nome),
              content: t.confermaEliminaTesto,
              okText: it.comune.elimina,
            }),
            run: remove,
          },
        }}
        searchable
        label={t.etichettaLista}
        onOpen={(row) => navigate(path(row))}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {nuovo}
          </Button>
        }
      />
      <RenameDialog
        open={renaming !== null}
        title={t.rinomina}
        initialName={renaming?.nome}
        onSubmit={(nome) => renaming && rename(renaming, nome).unwrap()}
        onClose={() => setRenaming(null)}
      />
      <NuovoDialog open={creating} onClose={() => setCreating(false)} />
    </>
  )
}
