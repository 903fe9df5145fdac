import type { ColumnType } from 'antd/es/table'
import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons'
import type { Unwrappable } from './run-mutation'
import { runMutation } from './run-mutation'
import { it } from '@/i18n/it'
import { RowAction } from './RowAction'
import { useConfirmDelete, type DeleteQuestion } from './use-confirm'

/** The buttons at the end of each row of a list; each label names the row ("Elimina Core"). */
export interface RowActions<T> {
  /** Title of the column (defaults to "Azioni"). */
  title?: string
  /** "Rinomina": usually opens the RenameDialog. */
  rename?: { label: (row: T) => string; onClick: (row: T) => void }
  /** "Duplica" (or the screen's word): a call whose failure the base query shows. */
  duplicate?: { title: string; label: (row: T) => string; run: (row: T) => Unwrappable<unknown> }
  /** "Elimina": asks the question (useConfirmDelete), then deletes once. */
  remove?: {
    label: (row: T) => string
    question: (row: T) => DeleteQuestion
    run: (row: T) => Unwrappable<unknown>
  }
}

function RowActionButtons<T>({ row, actions }: { row: T; actions: RowActions<T> }) {
  const confirmDelete = useConfirmDelete()
  const { rename, duplicate, remove } = actions
  return (
    <div className="row-actions">
      {rename && (
        <RowAction
          title={it.comune.rinomina}
          label={rename.label(row)}
          icon={<EditOutlined aria-hidden />}
          onClick={() => rename.onClick(row)}
        />
      )}
      {duplicate && (
        <RowAction
          title={duplicate.title}
          label={duplicate.label(row)}
          icon={<CopyOutlined aria-hidden />}
          onClick={() => void runMutation(duplicate.run(row))}
        />
      )}
      {remove && (
        <RowAction
          title={it.comune.elimina}
          label={remove.label(row)}
          icon={<DeleteOutlined aria-hidden />}
          danger
          onClick={() => void confirmDelete(remove.question(row), () => remove.run(row))}
        />
      )}
    </div>
  )
}

/** The last column of a ResourceTable with row actions. */
export function rowActionsColumn<T>(actions: RowActions<T>): ColumnType<T> {
  return {
    title: actions.title ?? it.comune.azioni,
    key: 'azioni',
    align: 'right',
    render: (_v, row) => <RowActionButtons row={row} actions={actions} />,
  }
}
