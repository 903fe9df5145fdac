import { useCallback, useMemo, useState } from 'react'
import { Button, Dropdown, Flex, Select, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { MenuProps } from 'antd'
import { MoreOutlined, PlusOutlined } from '@ant-design/icons'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { da } from '@/features/ui/provenienza'
import { useListParams } from '@/features/ui/use-list-params'
import { ResourceTable } from '@/components/ResourceTable'
import { formatDate } from '@/components/format-date'
import { useConfirmDelete } from '@/components/use-confirm'
import type { ListParams } from '@/components/list-params'
import { it } from '@/i18n/it'
import { useClienteListQuery } from '@/modules/cliente/api'
import { href } from '@/config/paths'
import { useSchedaListQuery, useSchedaRemoveMutation } from './api'
import { SchedaDialogs, type SchedaDialog } from './SchedaDialogs'
import { SchedaTags } from './SchedaTags'
import { nomeCliente, type SchedaRow } from './types'
import { useCambiaBozza } from './use-bozza'
import { clearable } from '@/components/clearable'

const t = it.scheda

export type TipoScheda = 'tutte' | 'cliente' | 'modelli' | 'bozze'

/** The list filters of each type of sheet. */
export const TIPO_FILTERS: Record<TipoScheda, NonNullable<ListParams['filters']>> = {
  tutte: {},
  cliente: { isCliente: true },
  modelli: { isTemplate: true },
  bozze: { isBozza: true },
}

type Azione = SchedaDialog | 'bozza' | 'elimina'

const AZIONI: { key: Azione; label: (row: SchedaRow) => string; danger?: boolean }[] = [
  { key: 'rinomina', label: () => it.comune.rinomina },
  { key: 'date', label: () => t.date },
  { key: 'duplica', label: () => it.comune.duplica },
  { key: 'modello', label: () => t.modello },
  { key: 'condividi', label: () => t.condividi },
  { key: 'cartella', label: () => it.crud.nuovo('cartella') },
  { key: 'bozza', label: (row) => (row.isBozza ? t.pubblica : t.bozza) },
  { key: 'elimina', label: () => it.comune.elimina, danger: true },
]

/**
 * scheda-list: every sheet, latest first (dataInizio desc), with search, a filter by type and a
 * client filter that shows that client's sheet history; the sheet dialogs from each row.
 */
export default function SchedaListPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const confirmDelete = useConfirmDelete()
  const [remove] = useSchedaRemoveMutation()
  const { cambiaBozza } = useCambiaBozza()
  const [tipo, setTipo] = useState<TipoScheda>('tutte')
  const [clienteId, setClienteId] = useState<number | undefined>()
  const [clienteSearch, setClienteSearch] = useState('')
  const [target, setTarget] = useState<SchedaRow | null>(null)
  const [dialog, setDialog] = useState<SchedaDialog | null>(null)
  const clienti = useClienteListQuery({ search: clienteSearch, pageSize: 20 })
  const clienteOptions = (clienti.data?.data ?? []).map((c) => ({
    value: c.id,
    label: `${c.cognome} ${c.nome}`,
  }))
  const [clienteLabel, setClienteLabel] = useState('')

  const action = useCallback(
    async (row: SchedaRow, key: Azione) => {
      if (key === 'bozza') {
        await cambiaBozza(row)
        return
      }
      if (key !== 'elimina') {
        setTarget(row)
        setDialog(key)
        return
      }
      await confirmDelete(
        { title: it.crud.confermaElimina('scheda', row.nome), okText: it.comune.elimina },
        () => remove(row.id),
      )
    },
    [cambiaBozza, confirmDelete, remove],
  )

  const columns = useMemo<ColumnsType<SchedaRow>>(
    () => [
      { title: it.comune.nome, dataIndex: 'nome', sorter: true },
      {
        title: it.comune.cliente,
        key: 'cliente.cognome',
        dataIndex: 'cliente',
        sorter: true,
        render: (cliente: SchedaRow['cliente']) =>
          cliente ? (
            nomeCliente(cliente)
          ) : (
            <Typography.Text type="secondary">{t.nessunCliente}</Typography.Text>
          ),
      },
      {
        title: it.comune.dataInizio,
        dataIndex: 'dataInizio',
        sorter: true,
        render: (v: string | null) => formatDate(v),
      },
      {
        title: it.comune.dataFine,
        dataIndex: 'dataFine',
        sorter: true,
        render: (v: string | null) => formatDate(v),
      },
      { title: t.colonne.tag, key: 'tag', render: (_v, row) => <SchedaTags scheda={row} /> },
      {
        title: it.comune.azioni,
        key: 'azioni',
        align: 'right',
        render: (_v, row) => {
          const menu: MenuProps = {
            items: AZIONI.map((a) => ({ key: a.key, label: a.label(row), danger: a.danger })),
            onClick: ({ key }) => void action(row, key as Azione),
          }
          return (
            <Dropdown menu={menu} trigger={['click']}>
              <Button
                type="text"
                icon={<MoreOutlined aria-hidden />}
                aria-label={t.azioniDi(row.nome)}
              />
            </Dropdown>
          )
        },
      },
    ],
    [action],
  )

  const filters = {
    ...TIPO_FILTERS[tipo],
    ...(clienteId !== undefined ? { cliente: clienteId } : {}),
  }

  const list = useListParams('scheda')

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {it.comune.schede}
        </Typography.Title>
        <Flex gap={12} align="center">
          <Link to={href('libreria-list')}>{it.comune.librerie}</Link>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(href('scheda-id', { id: 'nuova' }))}
          >
            {it.crud.nuovo('scheda')}
          </Button>
        </Flex>
      </Flex>
      <Flex gap={8} wrap align="center">
        <Select<TipoScheda>
          aria-label={t.tipo}
          value={tipo}
          onChange={setTipo}
          style={{ width: 180 }}
          options={(Object.keys(TIPO_FILTERS) as TipoScheda[]).map((k) => ({
            value: k,
            label: t.tipi[k],
          }))}
        />
        <Select<number>
          aria-label={t.filtroCliente}
          placeholder={t.tuttiIClienti}
          allowClear={clearable}
          value={clienteId}
          showSearch={{ filterOption: false, onSearch: setClienteSearch }}
          loading={clienti.isFetching}
          options={clienteOptions}
          onChange={(value, option) => {
            setClienteId(value)
            setClienteLabel(
              value === undefined || Array.isArray(option) ? '' : String(option?.label ?? ''),
            )
            setClienteSearch('')
          }}
          style={{ minWidth: 260 }}
        />
      </Flex>
      {clienteId !== undefined && (
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t.storicoDi(clienteLabel)}
        </Typography.Title>
      )}
      <ResourceTable<SchedaRow>
        list={list}
        useList={useSchedaListQuery}
        columns={columns}
        searchable
        filters={filters}
        label={it.comune.schede}
        onOpen={(row) =>
          navigate(href('scheda-id', { id: row.id }), {
            state: da(`${location.pathname}${location.search}`, t.indietro),
          })
        }
      />
      <SchedaDialogs scheda={target} dialog={dialog} onClose={() => setDialog(null)} />
    </Flex>
  )
}
