import { useMemo } from 'react'
import { Button, Flex, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { useListParams } from '@/features/ui/use-list-params'
import { ResourceTable } from '@/components/ResourceTable'
import type { RowActions } from '@/components/row-actions'
import { RowAvatar } from '@/components/RowAvatar'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import { useClienteListQuery, useClienteRemoveMutation } from './api'
import { nomeCompleto, type Cliente } from './cliente-form'
import { useGdprDaRinnovareQuery } from './gdpr-api'
import { GdprTag } from './GdprTag'

const t = it.cliente

/** cliente-list: search by cognome, nome and email; sorted by cognome; delete with confirmation. */
export default function ClienteListPage() {
  const navigate = useNavigate()
  const [remove] = useClienteRemoveMutation()

  const rowActions = useMemo<RowActions<Cliente>>(
    () => ({
      remove: {
        label: (row) => it.comune.eliminaDi(nomeCompleto(row)),
        question: (row) => ({
          title: it.crud.confermaElimina('cliente', nomeCompleto(row)),
          content: t.confermaEliminaTesto,
          okText: it.comune.elimina,
        }),
        run: (row) => remove(row.id),
      },
    }),
    [remove],
  )

  // The clients who accepted an older notice (none on a backend without the register).
  const rinnovi = useGdprDaRinnovareQuery()
  const daRinnovare = useMemo(() => new Set(rinnovi.data?.clienti ?? []), [rinnovi.data])

  const columns: ColumnsType<Cliente> = useMemo(
    () => [
      {
        title: it.comune.cognome,
        dataIndex: 'cognome',
        sorter: true,
        render: (_value, row) => (
          <RowAvatar
            foto={row.foto}
            iniziali={`${row.nome.charAt(0)}${row.cognome.charAt(0)}`.toUpperCase()}
          >
            {row.cognome}
          </RowAvatar>
        ),
      },
      { title: it.comune.nome, dataIndex: 'nome', sorter: true },
      {
        title: it.comune.email,
        key: 'utente.email',
        dataIndex: ['utente', 'email'],
        sorter: true,
      },
      {
        title: it.comune.istruttore,
        key: 'istruttore.cognome',
        dataIndex: 'istruttore',
        sorter: true,
        render: (istruttore: Cliente['istruttore']) =>
          istruttore ? (
            nomeCompleto(istruttore)
          ) : (
            <Typography.Text type="secondary">{t.nessunIstruttore}</Typography.Text>
          ),
      },
      {
        title: t.colonne.gdpr,
        key: 'gdprAccettato',
        dataIndex: 'gdprAccettato',
        sorter: true,
        render: (_value, row) => <GdprTag cliente={row} daRinnovare={daRinnovare.has(row.id)} />,
      },
    ],
    [daRinnovare],
  )

  const list = useListParams('cliente')

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {it.comune.clienti}
      </Typography.Title>
      <ResourceTable<Cliente>
        list={list}
        useList={useClienteListQuery}
        columns={columns}
        rowActions={rowActions}
        searchable
        label={t.etichettaLista}
        onOpen={(row) => navigate(href('cliente-id', { id: row.id }))}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(href('cliente-id', { id: 'nuovo' }))}
          >
            {it.comune.nuovo}
          </Button>
        }
      />
    </Flex>
  )
}
