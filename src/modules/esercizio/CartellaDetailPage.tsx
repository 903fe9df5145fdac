import { useCallback, useState } from 'react'
import { Button, Flex, Tag, Typography } from 'antd'
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  MinusCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons'
import { Link, useNavigate } from 'react-router-dom'
import { runMutation } from '@/components/run-mutation'
import { DetailHeader } from '@/features/detail-page/DetailHeader'
import { DetailPage } from '@/features/detail-page/DetailPage'
import { useDetailId } from '@/features/detail-page/use-detail-id'
import { RenameDialog } from '@/features/forms/RenameDialog'
import { RowAction } from '@/components/RowAction'
import { useConfirmDelete } from '@/components/use-confirm'
import { FLAG_MACCHINA } from '@/config/constants'
import { it } from '@/i18n/it'
import {
  useCartellaGetQuery,
  useCartellaRemoveMutation,
  useCartellaUpdateMutation,
  useCartellaDisassociateEserciziMutation,
  useCartellaDuplicaMutation,
} from '@/modules/esercizio/api'
import { href } from '@/config/paths'
import { AggiungiEserciziDialog } from './AggiungiEserciziDialog'
import { EserciziTable, type Esercizio } from './EserciziTable'
import type { Cartella } from './types'

const t = it.cartella
const BACK = href('libreria-list')

/**
 * A folder (Librerie → Cartelle → a row): its exercises with the exercise list's features
 * (search, equipment and machine filters, paging with Tutti), "Aggiungi esercizi" (search and
 * multi-select) and removal of an exercise from the folder; rename, duplicate (opens the copy)
 * and delete (back to the folders).
 */
export default function CartellaDetailPage() {
  const { id, valid } = useDetailId()
  const query = useCartellaGetQuery(id, { skip: !valid })
  return (
    <DetailPage
      invalid={!valid}
      query={query}
      notFound={{ title: it.comune.nonTrovato, text: t.nonTrovataTesto }}
      back={<Link to={BACK}>{it.comune.tornaLibrerie}</Link>}
    >
      {(cartella) => <CartellaDetail cartella={cartella} />}
    </DetailPage>
  )
}

function CartellaDetail({ cartella }: { cartella: Cartella }) {
  const navigate = useNavigate()
  const confirmDelete = useConfirmDelete()
  const [update] = useCartellaUpdateMutation()
  const [remove] = useCartellaRemoveMutation()
  const [duplica, { isLoading: duplicating }] = useCartellaDuplicaMutation()
  const [disassocia] = useCartellaDisassociateEserciziMutation()
  const [renaming, setRenaming] = useState(false)
  const [adding, setAdding] = useState(false)

  const duplicaEApri = async () => {
    const copy = await runMutation(duplica(cartella.id))
    if (copy.ok) navigate(href('cartella-id', { id: copy.data.id }))
  }

  const elimina = async () => {
    const done = await confirmDelete(
      {
        title: t.confermaElimina(cartella.nome),
        content: t.confermaEliminaTesto,
        okText: it.comune.elimina,
      },
      () => remove(cartella.id),
    )
    if (done) navigate(BACK)
  }

  // The actions column, stable (the list's rows are drawn again only when it changes).
  const { id: idCartella, nome: nomeCartella } = cartella
  const azioni = useCallback(
    (row: Esercizio) => (
      <RowAction
        title={t.rimuovi}
        label={t.rimuoviDi(row.nomenclatura)}
        icon={<MinusCircleOutlined aria-hidden />}
        danger
        onClick={() =>
          void confirmDelete(
            {
              title: t.confermaRimuovi(row.nomenclatura, nomeCartella),
              content: t.confermaRimuoviTesto,
              okText: it.comune.rimuovi,
            },
            () => disassocia({ idCartella, idEsercizio: row.id }),
          )
        }
      />
    ),
    [confirmDelete, disassocia, idCartella, nomeCartella],
  )

  return (
    <Flex vertical gap={16}>
      <DetailHeader
        indietro={{ to: BACK, label: it.comune.tornaLibrerie }}
        title={cartella.nome}
        tags={
          <Flex gap={4} wrap>
            {cartella.attrezzo && <Tag>{cartella.attrezzo.nome}</Tag>}
            {cartella.flagAttrezzoMacchina === FLAG_MACCHINA && (
              <Tag color="blue">{it.comune.macchina}</Tag>
            )}
          </Flex>
        }
        actions={
          <Flex gap={8} wrap>
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setRenaming(true)}>
              {it.comune.rinomina}
            </Button>
            <Button
              icon={<CopyOutlined aria-hidden />}
              loading={duplicating}
              onClick={() => void duplicaEApri()}
            >
              {it.comune.duplica}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void elimina()}>
              {it.comune.elimina}
            </Button>
          </Flex>
        }
      />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t.esercizi}
      </Typography.Title>
      <EserciziTable
        listKey="cartella-esercizi"
        label={t.etichettaEsercizi(cartella.nome)}
        filters={{ cartelle: cartella.id }}
        azioni={azioni}
        toolbar={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setAdding(true)}
          >
            {t.aggiungiEsercizi}
          </Button>
        }
        onOpen={(row) => navigate(href('esercizio-id', { id: row.id }))}
      />
      <RenameDialog
        open={renaming}
        title={t.rinomina}
        initialName={cartella.nome}
        onSubmit={(nome) => update({ id: cartella.id, body: { nome } }).unwrap()}
        onClose={() => setRenaming(false)}
      />
      <AggiungiEserciziDialog open={adding} cartella={cartella} onClose={() => setAdding(false)} />
    </Flex>
  )
}
