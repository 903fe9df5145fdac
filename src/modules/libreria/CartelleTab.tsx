import { useState } from 'react'
import { Button, Flex, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { RenameDialog } from '@/features/forms/RenameDialog'
import { RowAction } from '@/components/RowAction'
import { ResourceTable } from '@/components/ResourceTable'
import { useConfirm } from '@/components/use-confirm'
import { FLAG_MACCHINA } from '@/config/constants'
import { it } from '@/i18n/it'
import {
  useCartellaListQuery,
  useCartellaRemoveMutation,
  useCartellaUpdateMutation,
  useCartellaDuplicaMutation,
} from '@/modules/esercizio/api'
import { NuovaCartellaDialog } from './NuovaCartellaDialog'
import type { Cartella } from './types'

const t = it.cartella

/** The folders: rename, duplicate, delete, new folder; a row opens the folder's exercises. */
export function CartelleTab() {
  const navigate = useNavigate()
  const confirm = useConfirm()
  const [renaming, setRenaming] = useState<Cartella | null>(null)
  const [creating, setCreating] = useState(false)
  const [update] = useCartellaUpdateMutation()
  const [remove] = useCartellaRemoveMutation()
  const [duplica] = useCartellaDuplicaMutation()

  const elimina = async (row: Cartella) => {
    const ok = await confirm({
      title: t.confermaElimina(row.nome),
      content: t.confermaEliminaTesto,
      okText: t.eliminaOk,
      danger: true,
    })
    if (ok)
      await remove(row.id)
        .unwrap()
        .catch(() => undefined)
  }

  const columns: ColumnsType<Cartella> = [
    { title: t.colonne.nome, dataIndex: 'nome', sorter: true },
    {
      title: t.colonne.attrezzo,
      key: 'attrezzo.nome',
      dataIndex: ['attrezzo', 'nome'],
      sorter: true,
    },
    {
      title: t.colonne.tipo,
      key: 'flagAttrezzoMacchina',
      dataIndex: 'flagAttrezzoMacchina',
      render: (flag: Cartella['flagAttrezzoMacchina']) =>
        flag === FLAG_MACCHINA ? (
          <Tag color="blue">{t.tipoMacchina}</Tag>
        ) : flag ? (
          <Tag>{t.tipoLibero}</Tag>
        ) : null,
    },
    {
      title: t.colonne.esercizi,
      key: 'esercizi',
      align: 'right',
      render: (_v, row) => row.esercizi.length,
    },
    {
      title: t.colonne.azioni,
      key: 'azioni',
      align: 'right',
      render: (_v, row) => (
        <Flex gap={4} justify="end">
          <RowAction
            title={it.lista.rinomina}
            label={t.rinominaDi(row.nome)}
            icon={<EditOutlined aria-hidden />}
            onClick={() => setRenaming(row)}
          />
          <RowAction
            title={t.duplica}
            label={t.duplicaDi(row.nome)}
            icon={<CopyOutlined aria-hidden />}
            onClick={() =>
              void duplica(row.id)
                .unwrap()
                .catch(() => undefined)
            }
          />
          <RowAction
            title={it.lista.elimina}
            label={t.eliminaDi(row.nome)}
            icon={<DeleteOutlined aria-hidden />}
            danger
            onClick={() => void elimina(row)}
          />
        </Flex>
      ),
    },
  ]

  return (
    <>
      <ResourceTable<Cartella>
        resource="cartella"
        listKey="libreria-cartelle"
        syncUrl={false}
        useList={useCartellaListQuery}
        columns={columns}
        searchable
        label={t.etichettaLista}
        onOpen={(row) => navigate(`/librerie/cartelle/${row.id}`)}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setCreating(true)}
          >
            {t.nuova}
          </Button>
        }
      />
      <RenameDialog
        open={renaming !== null}
        title={t.rinomina}
        initialName={renaming?.nome}
        onSubmit={(nome) => renaming && update({ id: renaming.id, body: { nome } }).unwrap()}
        onClose={() => setRenaming(null)}
      />
      <NuovaCartellaDialog open={creating} onClose={() => setCreating(false)} />
    </>
  )
}
