import { useState } from 'react'
import { Button, Checkbox, Flex, Select, Space, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { components } from '@/api/schema.gen'
import { RenameDialog } from '@/components/RenameDialog'
import { ResourceTable } from '@/components/ResourceTable'
import { useConfirm } from '@/components/use-confirm'
import { FLAG_MACCHINA, PAGE_SIZE_ALL } from '@/config/constants'
import { it } from '@/i18n/it'
import { useAttrezzoListQuery } from '@/modules/attrezzo/api'
import { useEsercizioListQuery, useEsercizioRemoveMutation } from './api'
import { useRenameEsercizio } from './rename'
import { tipoEsercizio } from './tipo'

type Esercizio = components['schemas']['Esercizio']

const t = it.esercizio

/** URL query names of the page's own filters (next to the list's page/sort/search). */
const ATTREZZO_PARAM = 'attrezzo'
const MACCHINE_PARAM = 'soloMacchine'

/** Esercizi (esercizio-list): search, equipment and machines filters, rename, delete. */
export default function EsercizioListPage() {
  const navigate = useNavigate()
  const confirm = useConfirm()
  const [searchParams, setSearchParams] = useSearchParams()
  const [remove] = useEsercizioRemoveMutation()
  const rename = useRenameEsercizio()
  const [renaming, setRenaming] = useState<Esercizio | null>(null)
  const { data: attrezzi, isFetching: loadingAttrezzi } = useAttrezzoListQuery({
    pageSize: PAGE_SIZE_ALL,
  })

  const attrezzoId = Number(searchParams.get(ATTREZZO_PARAM)) || undefined
  const soloMacchine = searchParams.get(MACCHINE_PARAM) === 'true'
  const setParam = (name: string, value: string | undefined) =>
    setSearchParams(
      (cur) => {
        const next = new URLSearchParams(cur)
        if (value === undefined) next.delete(name)
        else next.set(name, value)
        return next
      },
      { replace: true },
    )

  const filters = {
    ...(attrezzoId ? { attrezzo: attrezzoId } : {}),
    ...(soloMacchine ? { flagAttrezzoMacchina: FLAG_MACCHINA } : {}),
  }

  const elimina = async (row: Esercizio) => {
    const ok = await confirm({
      title: t.confermaElimina(row.nomenclatura),
      okText: it.lista.elimina,
      danger: true,
    })
    if (ok)
      await remove(row.id)
        .unwrap()
        .catch(() => undefined)
  }

  const columns: ColumnsType<Esercizio> = [
    { title: t.nomenclatura, dataIndex: 'nomenclatura', sorter: true },
    {
      title: t.attrezzo,
      key: 'attrezzo.nome',
      dataIndex: ['attrezzo', 'nome'],
      sorter: true,
      render: (nome: string | undefined) => nome ?? '',
    },
    {
      title: t.tipo,
      dataIndex: 'flagAttrezzoMacchina',
      render: (flag: Esercizio['flagAttrezzoMacchina']) =>
        flag === FLAG_MACCHINA ? (
          <Tag color="blue">{t.macchina}</Tag>
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
    {
      title: it.lista.azioni,
      key: 'azioni',
      width: 96,
      render: (_value, row) => (
        <Space size={4}>
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={t.rinominaRiga(row.nomenclatura)}
            title={it.lista.rinomina}
            onClick={() => setRenaming(row)}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t.eliminaRiga(row.nomenclatura)}
            title={it.lista.elimina}
            onClick={() => void elimina(row)}
          />
        </Space>
      ),
    },
  ]

  const toolbar = (
    <Flex gap={12} align="center" wrap>
      <Flex gap={8} align="center">
        <Typography.Text id="esercizi-filtro-attrezzo">{t.attrezzo}</Typography.Text>
        <Select<number>
          aria-labelledby="esercizi-filtro-attrezzo"
          placeholder={t.tuttiGliAttrezzi}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={loadingAttrezzi}
          value={attrezzoId}
          onChange={(id) => setParam(ATTREZZO_PARAM, id ? String(id) : undefined)}
          options={(attrezzi?.data ?? []).map((a) => ({ value: a.id, label: a.nome }))}
          style={{ width: 220 }}
        />
      </Flex>
      <Checkbox
        checked={soloMacchine}
        onChange={(e) => setParam(MACCHINE_PARAM, e.target.checked ? 'true' : undefined)}
      >
        {t.soloMacchine}
      </Checkbox>
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => navigate('/esercizi/nuovo')}
      >
        {t.nuovo}
      </Button>
    </Flex>
  )

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>{t.titoloLista}</Typography.Title>
      <ResourceTable<Esercizio>
        resource="esercizio"
        useList={useEsercizioListQuery}
        columns={columns}
        filters={filters}
        searchable
        toolbar={toolbar}
        label={t.tabella}
        onOpen={(row) => navigate(`/esercizi/${row.id}`)}
      />
      <RenameDialog
        open={renaming !== null}
        initialName={renaming?.nomenclatura}
        title={t.rinominaTitolo}
        onSubmit={(nomenclatura) => (renaming ? rename(renaming.id, nomenclatura) : undefined)}
        onClose={() => setRenaming(null)}
      />
    </Flex>
  )
}
