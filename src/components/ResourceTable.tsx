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
import { useSearchParams } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { resources, type ResourceKey } from '@/api/resources'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { listParamsSet } from '@/features/ui/ui-slice'
import { it } from '@/i18n/it'
import { listParamsFromUrl, listParamsToUrl, sameListParams, type ListParams } from './list-params'
import { clearable } from './clearable'

/** The `{ data, count }` answer of every list call. */
export interface ListResult<T> {
  data: T[]
  count: number
}

/** An RTK Query list hook, e.g. the crud factory's `useListQuery`. */
export type ListHook<T> = (args: ListParams) => {
  data?: ListResult<T>
  isFetching: boolean
}

type Filters = NonNullable<ListParams['filters']>

export interface ResourceTableProps<T extends object> {
  /** Registry row: default sort and page size; also the default list key. */
  resource: ResourceKey
  /** Key of the list state in ui.lists (defaults to `resource`). */
  listKey?: string
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
  /** Mirror the params in the URL query string (default true; false for a second list on a page). */
  syncUrl?: boolean
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
  prevIcon: arrow(<LeftOutlined aria-hidden />, it.lista.paginaPrecedente),
  nextIcon: arrow(<RightOutlined aria-hidden />, it.lista.paginaSuccessiva),
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

/** Clicks on controls inside a row (buttons, links, checkboxes) do not open the row. */
function fromControl(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('button, a, input, label, .ant-dropdown') !== null
  )
}

/**
 * THE list component: server-side paging (10 by default, 10/20/50/100/Tutti), sorting and free-text
 * search; params mirrored in the URL (linkable, Back restores) and kept in ui.lists[key].
 */
export function ResourceTable<T extends object>({
  resource,
  listKey,
  useList,
  columns,
  filters,
  searchable = false,
  onOpen,
  rowSelection,
  rowName,
  rowKey = 'id',
  syncUrl = true,
  toolbar,
  label,
}: ResourceTableProps<T>) {
  const key = listKey ?? resource
  const def = resources[resource]
  const defaults = useMemo<ListParams>(() => ({ page: 1, pageSize: def.pageSize }), [def.pageSize])
  const pageSizeLabelId = useId()
  const dispatch = useAppDispatch()
  const stored = useAppSelector((s) => s.ui.lists[key])
  const [searchParams, setSearchParams] = useSearchParams()

  const fromUrl = syncUrl ? listParamsFromUrl(searchParams, defaults) : null
  const params: ListParams = fromUrl ?? { ...defaults, ...stored, filters: undefined }

  // Keep the store and the URL in step with the params in force.
  useEffect(() => {
    const toStore: ListParams = { ...params }
    delete toStore.filters
    if (!stored || !sameListParams({ ...stored, filters: undefined }, toStore)) {
      dispatch(listParamsSet({ key, params: toStore }))
    }
    if (syncUrl && !fromUrl) {
      setSearchParams((cur) => listParamsToUrl(cur, params), { replace: true })
    }
  })

  const update = (patch: Partial<ListParams>) => {
    const next: ListParams = { ...params, ...patch }
    delete next.filters
    if (!next.sortBy) {
      delete next.sortBy
      delete next.sortDesc
    }
    if (!next.search) delete next.search
    dispatch(listParamsSet({ key, params: next }))
    if (syncUrl) setSearchParams((cur) => listParamsToUrl(cur, next), { replace: true })
  }

  // Caller filters: a change goes back to page 1.
  const filtersKey = JSON.stringify(filters ?? {})
  const lastFilters = useRef(filtersKey)
  useEffect(() => {
    if (lastFilters.current === filtersKey) return
    lastFilters.current = filtersKey
    if (params.page !== 1) update({ page: 1 })
  })

  // Search box: typed text applies after a short pause.
  const [text, setText] = useState(params.search ?? '')
  const appliedSearch = params.search ?? ''
  useEffect(() => setText(appliedSearch), [appliedSearch])
  useEffect(() => {
    if (text.trim() === appliedSearch) return
    const timer = setTimeout(() => update({ search: text.trim(), page: 1 }), 300)
    return () => clearTimeout(timer)
  })

  const query: ListParams = { ...params, ...(filters ? { filters } : {}) }
  const { data, isFetching } = useList(query)
  const rows = data?.data ?? []
  const count = data?.count ?? 0
  const all = params.pageSize === PAGE_SIZE_ALL

  // A page past the end (after deletions or a stale link) moves to the last page.
  useEffect(() => {
    if (!data || all || count === 0) return
    const last = Math.max(1, Math.ceil(count / params.pageSize))
    if (params.page > last) update({ page: last })
  })

  const defaultSortKey = def.sort[0]
  const activeSortKey = params.sortBy ?? defaultSortKey
  const activeDesc = params.sortBy
    ? Boolean(params.sortDesc)
    : Boolean('sortDesc' in def && def.sortDesc)

  const tableColumns = columns.map((col) => {
    if (!('sorter' in col) || !col.sorter) return col
    const sortKey = columnSortKey(col as ColumnType<T>)
    return {
      ...col,
      sorter: true,
      sortOrder: sortKey === activeSortKey ? (activeDesc ? 'descend' : 'ascend') : null,
    } as ColumnType<T>
  })

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
              aria-label={it.lista.cerca}
              placeholder={it.lista.cerca}
              prefix={<SearchOutlined aria-hidden />}
              allowClear={clearable}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onPressEnter={() => update({ search: text.trim(), page: 1 })}
              style={{ maxWidth: 360 }}
            />
          ) : (
            <span />
          )}
          {toolbar && <Flex gap={8}>{toolbar}</Flex>}
        </Flex>
      )}
      <Table<T>
        aria-label={label}
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={rows}
        loading={isFetching}
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
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={it.lista.vuota} />,
        }}
        pagination={false}
        onRow={
          onOpen
            ? (row) => ({
                tabIndex: 0,
                style: { cursor: 'pointer' },
                onClick: (e) => {
                  if (!fromControl(e.target)) onOpen(row)
                },
                onKeyDown: (e) => {
                  if (e.key === 'Enter' && e.target === e.currentTarget) onOpen(row)
                },
              })
            : undefined
        }
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
