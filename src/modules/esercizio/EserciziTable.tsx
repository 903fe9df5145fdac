import { useMemo, useState, type ReactNode } from 'react'
import { Checkbox, Flex, Select, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { TableRowSelection } from 'antd/es/table/interface'
import { useSearchParams } from 'react-router-dom'
import { useListParams } from '@/features/ui/use-list-params'
import { ResourceTable } from '@/components/ResourceTable'
import { FLAG_MACCHINA, PAGE_SIZE_ALL } from '@/config/constants'
import type { ListParams } from '@/components/list-params'
import { it } from '@/i18n/it'
import { useAttrezzoListQuery } from '@/modules/esercizio/api'
import { useEsercizioListQuery, type Esercizio } from './api'
import { tipoEsercizio } from './tipo'
import { clearable } from '@/components/clearable'
import { filtraOpzione } from '@/components/ricerca'

export type { Esercizio } from './api'

const t = it.esercizio

/** URL query names of the equipment and machine filters (next to the list's page/sort/search). */
const ATTREZZO_PARAM = 'attrezzo'
const MACCHINE_PARAM = 'soloMacchine'

interface Filtri {
  attrezzoId?: number
  soloMacchine: boolean
}

/** The equipment and machine filters, in the URL or (inside a dialog) in the component. */
function useFiltri(syncUrl: boolean): [Filtri, (patch: Partial<Filtri>) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const [local, setLocal] = useState<Filtri>({ soloMacchine: false })
  if (!syncUrl) return [local, (patch) => setLocal((current) => ({ ...current, ...patch }))]
  const fromUrl: Filtri = {
    attrezzoId: Number(searchParams.get(ATTREZZO_PARAM)) || undefined,
    soloMacchine: searchParams.get(MACCHINE_PARAM) === 'true',
  }
  const set = (patch: Partial<Filtri>) =>
    setSearchParams(
      (cur) => {
        const next = new URLSearchParams(cur)
        const { attrezzoId, soloMacchine } = { ...fromUrl, ...patch }
        if (attrezzoId) next.set(ATTREZZO_PARAM, String(attrezzoId))
        else next.delete(ATTREZZO_PARAM)
        if (soloMacchine) next.set(MACCHINE_PARAM, 'true')
        else next.delete(MACCHINE_PARAM)
        return next
      },
      { replace: true },
    )
  return [fromUrl, set]
}

/** The columns before the caller's actions: fixed, so rows are not drawn again at each render. */
const COLONNE: ColumnsType<Esercizio> = [
  { title: t.nomenclatura, dataIndex: 'nomenclatura', sorter: true },
  {
    title: it.comune.attrezzo,
    key: 'attrezzo.nome',
    dataIndex: ['attrezzo', 'nome'],
    sorter: true,
    render: (nome: string | undefined) => nome ?? '',
  },
  {
    title: it.comune.tipo,
    dataIndex: 'flagAttrezzoMacchina',
    render: (flag: Esercizio['flagAttrezzoMacchina']) =>
      flag === FLAG_MACCHINA ? (
        <Tag color="blue">{it.comune.macchina}</Tag>
      ) : (
        <Typography.Text type="secondary">{tipoEsercizio(flag)}</Typography.Text>
      ),
  },
  {
    title: t.muscoliPrimari,
    dataIndex: 'muscoliPrimari',
    render: (muscoli: Esercizio['muscoliPrimari']) =>
      (muscoli ?? []).map((m) => m.nome ?? '').join(', '),
  },
]

export interface EserciziTableProps {
  /** Key of the list state (ui.lists). */
  listKey: string
  /** Accessible name of the table. */
  label: string
  /** Filters the caller fixes, e.g. { cartelle: 5 } for a folder's exercises. */
  filters?: NonNullable<ListParams['filters']>
  /** The buttons of a row, in an "Azioni" column. */
  azioni?: (row: Esercizio) => ReactNode
  /** Controls after the filters (e.g. "Nuovo esercizio"). */
  toolbar?: ReactNode
  onOpen?: (row: Esercizio) => void
  rowSelection?: TableRowSelection<Esercizio>
  /** List params and filters in the URL (default true; false inside a dialog). */
  syncUrl?: boolean
}

/**
 * A list of exercises with the exercise list's features: search, equipment and machine filters,
 * sort, paging with Tutti. The exercise list, a folder's exercises and the dialog that adds
 * exercises to a folder all show it.
 */
export function EserciziTable({
  listKey,
  label,
  filters,
  azioni,
  toolbar,
  onOpen,
  rowSelection,
  syncUrl = true,
}: EserciziTableProps) {
  const [filtri, setFiltri] = useFiltri(syncUrl)
  const { data: attrezzi, isFetching: loadingAttrezzi } = useAttrezzoListQuery({
    pageSize: PAGE_SIZE_ALL,
  })
  const filtroId = `${listKey}-filtro-attrezzo`

  const columns = useMemo<ColumnsType<Esercizio>>(
    () =>
      azioni
        ? [
            ...COLONNE,
            {
              title: it.comune.azioni,
              key: 'azioni',
              render: (_value: unknown, row: Esercizio) => azioni(row),
            },
          ]
        : COLONNE,
    [azioni],
  )

  const list = useListParams('esercizio', { key: listKey, syncUrl })

  return (
    <ResourceTable<Esercizio>
      list={list}
      useList={useEsercizioListQuery}
      columns={columns}
      filters={{
        ...filters,
        ...(filtri.attrezzoId ? { attrezzo: filtri.attrezzoId } : {}),
        ...(filtri.soloMacchine ? { flagAttrezzoMacchina: FLAG_MACCHINA } : {}),
      }}
      searchable
      label={label}
      onOpen={onOpen}
      rowSelection={rowSelection}
      rowName={(row) => row.nomenclatura}
      toolbar={
        <Flex gap={12} align="center" wrap>
          <Flex gap={8} align="center">
            <Typography.Text id={filtroId}>{it.comune.attrezzo}</Typography.Text>
            <Select<number>
              aria-labelledby={filtroId}
              placeholder={t.tuttiGliAttrezzi}
              allowClear={clearable}
              showSearch={{ filterOption: filtraOpzione }}
              loading={loadingAttrezzi}
              value={filtri.attrezzoId}
              onChange={(id) => setFiltri({ attrezzoId: id || undefined })}
              options={(attrezzi?.data ?? []).map((a) => ({ value: a.id, label: a.nome }))}
              style={{ width: 220 }}
            />
          </Flex>
          <Checkbox
            checked={filtri.soloMacchine}
            onChange={(e) => setFiltri({ soloMacchine: e.target.checked })}
          >
            {it.comune.soloMacchine}
          </Checkbox>
          {toolbar}
        </Flex>
      }
    />
  )
}
