import { tableLoading } from '@/components/table-loading'
import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { Empty, Flex, Input, Pagination, Select, Table, Typography } from 'antd'
import type { ColumnType, ColumnsType, TableProps } from 'antd/es/table'
import type { SorterResult, TableRowSelection } from 'antd/es/table/interface'
import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
  SearchOutlined,
} from '@ant-design/icons'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { it } from '@/i18n/it'
import type { ListParams, ListParamsState } from './list-params'
import { clearable } from './clearable'
import { CellBoundary, MissingValue } from './MissingCell'
import { rowActionsColumn, type RowActions } from './row-actions'
import { RowWindowFrame, useRowWindow } from './use-row-window'
import './resource-table.css'

/** A page of rows: the `{ data, count }` answer of every list call. */
interface RowsPage<T> {
  data: T[]
  count: number
}

/** An RTK Query list hook, e.g. the crud factory's `useListQuery`. */
export type ListHook<T> = (args: ListParams) => {
  data?: RowsPage<T>
  isFetching: boolean
}

type Filters = NonNullable<ListParams['filters']>

export interface ResourceTableProps<T extends object> {
  /** The list params and their setter: `useListParams(resource)` (features/ui). */
  list: ListParamsState
  /** The list hook to call with the list params. */
  useList: ListHook<T>
  /**
   * Columns. A column with `sorter: true` sorts on the server by its `key` (or its `dataIndex`,
   * dotted when an array).
   */
  columns: ColumnsType<T>
  /** Fixed filters of the caller (e.g. { attrezzo: 3 }); a change brings the list back to page 1. */
  filters?: Filters
  /** Shows the "Cerca" box (free-text `search` filter over the registry's search fields). */
  searchable?: boolean
  /** Row click or Enter on a focused row. */
  onOpen?: (row: T) => void
  /** Optional row selection (antd's). */
  rowSelection?: TableRowSelection<T>
  /**
   * A row's name for screen readers: its selection checkbox is "Seleziona <name>" (antd's own
   * label is "Select row 3"). getCheckboxProps may still give another aria-label.
   */
  rowName?: (row: T) => string
  /** Defaults to 'id'. */
  rowKey?: TableProps<T>['rowKey']
  /** Rename, duplicate and delete buttons in a last column (deletions ask one confirmation). */
  rowActions?: RowActions<T>
  /** Extra controls shown on the right of the search box (buttons, filters). */
  toolbar?: ReactNode
  /** Accessible name of the table. */
  label?: string
}

const PAGE_SIZES = [10, 20, 50, 100] as const

/** The jump of five pages ("•••", an arrow on hover), as antd draws it. */
const jump = (arrow: ReactNode) => (
  <a className="ant-pagination-item-link">
    <div className="ant-pagination-item-container">
      {arrow}
      <span className="ant-pagination-item-ellipsis">
        <EllipsisOutlined aria-hidden />
      </span>
    </div>
  </a>
)

/** A page arrow, named in Italian. */
const arrow = (icon: ReactNode, label: string) => (
  <button type="button" tabIndex={-1} className="ant-pagination-item-link" aria-label={label}>
    {icon}
  </button>
)

/**
 * antd's page arrows with their icons silent: antd's own name themselves in English ("left",
 * "right", "double-left"). The list items around them carry the Italian titles of the locale.
 */
const PAGINATION_ICONS = {
  prevIcon: arrow(<LeftOutlined aria-hidden />, it.comune.paginaPrecedente),
  nextIcon: arrow(<RightOutlined aria-hidden />, it.comune.paginaSuccessiva),
  jumpPrevIcon: jump(<DoubleLeftOutlined aria-hidden className="ant-pagination-item-link-icon" />),
  jumpNextIcon: jump(<DoubleRightOutlined aria-hidden className="ant-pagination-item-link-icon" />),
}

function columnSortKey<T>(col: ColumnType<T>): string | undefined {
  if (typeof col.key === 'string') return col.key
  const di = col.dataIndex
  if (Array.isArray(di)) return di.join('.')
  if (typeof di === 'string' || typeof di === 'number') return String(di)
  return undefined
}

/** What React can draw as a cell's text: anything else from the server is drift. */
const drawable = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/**
 * Whether the server left out the field of a plain column: a key absent from the row (or from an
 * object on its path). A null on the path is a value (no email, no instructor): drawn empty.
 */
function leftOut(row: unknown, dataIndex: unknown): boolean {
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex]
  let current: unknown = row
  for (const key of path as (string | number)[]) {
    if (current === null) return false
    if (typeof current !== 'object' || !(key in current)) return true
    current = (current as Record<string | number, unknown>)[key]
  }
  return false
}

/**
 * A column whose cells are drawn again only for a new row object (RTK Query gives a changed row a
 * new object) or after the columns themselves changed (new render functions): the rows drawn
 * with this column object are remembered, any other row is drawn.
 *
 * A backend that drifts from the contract degrades a cell, never the list: a value the server
 * left out or sent as an object is shown missing in a plain column, and a column's own drawing
 * that fails on an odd row (`row.cognome.charAt` of an absent cognome) shows that cell missing.
 */
function drawnOncePerRow<T>(col: ColumnType<T>): ColumnType<T> {
  const drawn = new WeakSet<object>()
  const { render } = col
  const plain = !render && col.dataIndex !== undefined
  return {
    ...col,
    render: (value: unknown, row, index) => {
      drawn.add(row as object)
      if (plain) {
        const odd = leftOut(row, col.dataIndex) || (value !== undefined && !drawable(value))
        return odd ? <MissingValue /> : (value as ReactNode)
      }
      if (!render) return value as ReactNode
      let cell: ReactNode
      try {
        cell = render(value, row, index) as ReactNode
      } catch {
        return <MissingValue />
      }
      return <CellBoundary row={row as object}>{cell}</CellBoundary>
    },
    shouldCellUpdate: (row, previous) => row !== previous || !drawn.has(row as object),
  }
}

/** Clicks on controls inside a row (buttons, links, checkboxes) do not open the row. */
function fromControl(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('button, a, input, label, .ant-dropdown') !== null
  )
}

/** The keys given to rows whose own key a drifting backend sent empty or of another type. */
const keysOfKeylessRows = new WeakMap<object, string>()
let keylessRows = 0

/**
 * A row's key from its `field`, or, when a backend that drifts from the contract sent that field
 * empty or of another type, a key of the row's own: the row is drawn like the others (its cells
 * marked missing), and React, which needs one key per row, is not left with two rows without.
 */
const keyFromField =
  <T extends object>(field: string) =>
  (row: T): string | number => {
    const key = (row as Record<string, unknown>)[field]
    if (typeof key === 'string' || typeof key === 'number') return key
    let own = keysOfKeylessRows.get(row)
    if (own === undefined) {
      keylessRows += 1
      own = `riga-senza-chiave-${keylessRows}`
      keysOfKeylessRows.set(row, own)
    }
    return own
  }

interface PageRowsProps<T extends object> extends Pick<
  ResourceTableProps<T>,
  'label' | 'rowKey' | 'rowSelection' | 'rowName' | 'onOpen'
> {
  rows: T[]
  columns: ColumnsType<T>
  isFetching: boolean
  onChange: TableProps<T>['onChange']
}

/**
 * The table of a page of rows. A long page ("Tutti") draws only the rows in view, and its window
 * lives here: moving it redraws this table alone, not the search box, the pager and the page-size
 * menu around it (whose hidden list measured its options after every redraw, a forced layout per
 * window move).
 */
function PageRows<T extends object>({
  label,
  rows,
  rowKey,
  columns,
  isFetching,
  rowSelection,
  rowName,
  onChange,
  onOpen,
}: PageRowsProps<T>) {
  const win = useRowWindow(rows.length)
  const shown = win.windowed ? rows.slice(win.start, win.end) : rows
  const keyOf = useMemo(
    () => (typeof rowKey === 'string' ? keyFromField<T>(rowKey) : rowKey),
    [rowKey],
  )

  // A windowed page keeps the widths its columns first had (the selection column is antd's).
  const { widths } = win
  const lockedColumns = useMemo(() => {
    const offset = rowSelection ? 1 : 0
    if (widths?.length !== columns.length + offset) return undefined
    return columns.map((col, i) => ({ ...col, width: widths[i + offset] }))
  }, [columns, widths, rowSelection])

  return (
    <RowWindowFrame window={win}>
      <Table<T>
        aria-label={label}
        aria-rowcount={win.windowed ? rows.length + 1 : undefined}
        rowKey={keyOf}
        columns={lockedColumns ?? columns}
        tableLayout={lockedColumns ? 'fixed' : undefined}
        dataSource={shown}
        loading={tableLoading(isFetching)}
        components={win.windowed ? win.components : undefined}
        rowSelection={
          rowSelection && {
            ...rowSelection,
            getCheckboxProps: (row: T) => ({
              'aria-label': rowName ? it.lista.seleziona(rowName(row)) : it.lista.selezionaRiga,
              ...rowSelection.getCheckboxProps?.(row),
            }),
            // antd names its select-all checkbox "Select all", in English, whatever the locale.
            columnTitle: (checkbox: ReactNode) =>
              isValidElement<{ 'aria-label'?: string }>(checkbox)
                ? cloneElement(checkbox, { 'aria-label': it.lista.selezionaTutti })
                : checkbox,
          }
        }
        onChange={onChange}
        showSorterTooltip={false}
        rowHoverable={false}
        // A windowed page scrolls sideways in its frame: antd's own side scroll reads the
        // table's width after every change of rows, a forced layout per window move.
        scroll={win.windowed ? undefined : { x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={it.lista.vuota} />,
        }}
        pagination={false}
        onRow={(row, index) => ({
          ...(win.windowed ? { 'aria-rowindex': win.start + (index ?? 0) + 2 } : {}),
          ...(onOpen
            ? {
                tabIndex: 0,
                style: { cursor: 'pointer' },
                onClick: (e: React.MouseEvent) => {
                  if (!fromControl(e.target)) onOpen(row)
                },
                onKeyDown: (e: React.KeyboardEvent) => {
                  if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(row)
                },
              }
            : {}),
        })}
      />
    </RowWindowFrame>
  )
}

/**
 * THE list component, display only: server-side paging (10 by default, 10/20/50/100/Tutti),
 * sorting and free-text search over the params it is given (`list`, from useListParams); it
 * changes them only in its event handlers. A page longer than the screen ("Tutti") draws only
 * the rows in view.
 */
export function ResourceTable<T extends object>({
  list,
  useList,
  columns,
  filters,
  searchable = false,
  onOpen,
  rowSelection,
  rowName,
  rowKey = 'id',
  rowActions,
  toolbar,
  label,
}: ResourceTableProps<T>) {
  const { params, update, defaultSort } = list
  const pageSizeLabelId = useId()

  // Caller filters: a change goes back to page 1.
  const filtersKey = JSON.stringify(filters ?? {})
  const lastFilters = useRef(filtersKey)
  useEffect(() => {
    if (lastFilters.current === filtersKey) return
    lastFilters.current = filtersKey
    update({ page: 1 })
  }, [filtersKey, update])

  // Search box: what is typed stays as typed; it applies after a short pause (or on Enter). The
  // box shows the applied search again only when that changes from elsewhere (Back, a link).
  const appliedSearch = params.search ?? ''
  const [draft, setDraft] = useState<{ text: string; sent: string[] } | null>(null)
  const [seenSearch, setSeenSearch] = useState(appliedSearch)
  if (seenSearch !== appliedSearch) {
    setSeenSearch(appliedSearch)
    if (draft && !draft.sent.includes(appliedSearch)) setDraft(null)
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const applySearch = (text: string) => {
    clearTimeout(timer.current)
    const search = text.trim()
    setDraft((d) => (d ? { ...d, sent: [...d.sent, search] } : d))
    if (search !== appliedSearch) update({ search, page: 1 })
  }
  const typed = (text: string) => {
    setDraft((d) => ({ text, sent: d?.sent ?? [] }))
    clearTimeout(timer.current)
    timer.current = setTimeout(() => applySearch(text), 300)
  }

  const query: ListParams = { ...params, ...(filters ? { filters } : {}) }
  const { data, isFetching } = useList(query)
  const rows = data?.data ?? []
  const count = data?.count ?? 0
  const all = params.pageSize === PAGE_SIZE_ALL

  // A page past the end (after deletions or a stale link) moves to the last page.
  const last = Math.max(1, Math.ceil(count / params.pageSize))
  const pastEnd = Boolean(data) && !all && count > 0 && params.page > last
  useEffect(() => {
    if (pastEnd) update({ page: last })
  }, [pastEnd, last, update])

  const activeSortKey = params.sortBy ?? defaultSort.sortBy
  const activeDesc = params.sortBy ? Boolean(params.sortDesc) : defaultSort.sortDesc

  // Stable between renders that only move the row window, and each cell drawn again only when
  // its row or the columns change: antd otherwise renders every cell of the page at each render
  // of the table (a scroll of "Tutti" moving the window, a row selected, a fetch starting).
  const tableColumns = useMemo(() => {
    const cols = columns.map((col) => {
      if (!('sorter' in col) || !col.sorter) return col
      const sortKey = columnSortKey(col as ColumnType<T>)
      return {
        ...col,
        sorter: true,
        sortOrder: sortKey === activeSortKey ? (activeDesc ? 'descend' : 'ascend') : null,
      } as ColumnType<T>
    })
    if (rowActions) cols.push(rowActionsColumn(rowActions))
    return cols.map((col) => drawnOncePerRow(col as ColumnType<T>))
  }, [columns, activeSortKey, activeDesc, rowActions])

  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined
      const col = s?.column as ColumnType<T> | undefined
      const sortKey = col ? columnSortKey(col) : undefined
      if (!s?.order || !sortKey) update({ sortBy: undefined, sortDesc: undefined, page: 1 })
      else update({ sortBy: sortKey, sortDesc: s.order === 'descend', page: 1 })
    }
  }

  const pageSizeOptions = [
    ...PAGE_SIZES.map((n) => ({ value: n, label: String(n) })),
    { value: PAGE_SIZE_ALL, label: it.lista.tutti },
  ]

  return (
    <Flex vertical gap={12}>
      {(searchable || toolbar) && (
        <Flex gap={8} wrap justify="space-between" align="center">
          {searchable ? (
            <Input
              aria-label={it.comune.cerca}
              placeholder={it.comune.cerca}
              prefix={<SearchOutlined aria-hidden />}
              allowClear={clearable}
              value={draft?.text ?? appliedSearch}
              onChange={(e) => typed(e.target.value)}
              onPressEnter={(e) => applySearch(e.currentTarget.value)}
              style={{ maxWidth: 360 }}
            />
          ) : (
            <span />
          )}
          {toolbar && <Flex gap={8}>{toolbar}</Flex>}
        </Flex>
      )}
      <PageRows<T>
        label={label}
        rows={rows}
        rowKey={rowKey}
        columns={tableColumns}
        isFetching={isFetching}
        rowSelection={rowSelection}
        rowName={rowName}
        onChange={onChange}
        onOpen={onOpen}
      />
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary">{it.lista.totale(count)}</Typography.Text>
        <Flex align="center" gap={16} wrap>
          {!all && count > params.pageSize && (
            <Pagination
              current={params.page}
              pageSize={params.pageSize}
              total={count}
              showSizeChanger={false}
              onChange={(page) => update({ page })}
              {...PAGINATION_ICONS}
            />
          )}
          <Flex align="center" gap={8}>
            <Typography.Text type="secondary" id={pageSizeLabelId}>
              {it.lista.elementiPerPagina}
            </Typography.Text>
            <Select<number>
              aria-labelledby={pageSizeLabelId}
              value={params.pageSize}
              options={pageSizeOptions}
              onChange={(pageSize) => update({ pageSize, page: 1 })}
              style={{ width: 96 }}
            />
          </Flex>
        </Flex>
      </Flex>
    </Flex>
  )
}
