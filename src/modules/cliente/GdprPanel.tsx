import { useState } from 'react'
import { Alert, Button, Card, Collapse, Flex, Skeleton, Typography } from 'antd'
import { DeleteOutlined, DownloadOutlined, StopOutlined } from '@ant-design/icons'
import dayjs from 'dayjs'
import { formatDate } from '@/components/format-date'
import { notify } from '@/components/feedback'
import { SimpleTable } from '@/components/SimpleTable'
import { useConfirm } from '@/components/use-confirm'
import { it } from '@/i18n/it'
import {
  nonSupportata,
  useGdprAccessiQuery,
  useGdprInformativeQuery,
  useGdprRegistraMutation,
  useGdprRegistroQuery,
} from './gdpr-api'
import { GdprCancellaDialog } from './GdprCancellaDialog'
import { GdprEsportaDialog } from './GdprEsportaDialog'
import { nomeCompleto, type Cliente } from './cliente-form'

const t = it.gdpr

const quando = (iso: string) => `${formatDate(iso)} ${dayjs(iso).format('HH:mm')}`

/**
 * The client's GDPR record on the client's page: the consent register (read-only, oldest first),
 * the log of the views of the client's health data, and the export, the withdrawal and the
 * erasure. On a backend without the optional calls: what is missing, said once, and the export
 * of what the other calls hold.
 */
export function GdprPanel({
  cliente,
  onAnonimizzato,
}: {
  cliente: Cliente
  /** After the erasure: the anonymised client, for the page's form. */
  onAnonimizzato: (cliente: Cliente) => void
}) {
  const informative = useGdprInformativeQuery()
  const supportato = !informative.error || !nonSupportata(informative.error)
  const pronto = informative.isSuccess
  const registro = useGdprRegistroQuery(cliente.id, { skip: !pronto })
  const accessi = useGdprAccessiQuery(cliente.id, { skip: !pronto })
  const [registra] = useGdprRegistraMutation()
  const confirm = useConfirm()
  const [esporta, setEsporta] = useState(false)
  const [cancella, setCancella] = useState(false)
  const nome = nomeCompleto(cliente)
  const dataVersione = new Map((informative.data ?? []).map((i) => [i.versione, i.data]))

  const revoca = async () => {
    const ok = await confirm({
      title: t.revocaDomanda(nome),
      content: t.revocaTesto,
      okText: t.revocaOk,
      danger: true,
    })
    if (!ok) return
    const result = await registra({ clienteId: cliente.id, tipo: 'revoca' })
    if ('error' in result && result.error) notify.error(t.nonDisponibileTesto)
    else notify.success(t.revocata)
  }

  const eventi = registro.data ?? []
  // Until the register has answered (or while the notices it waits for load), its rows are
  // unknown: a skeleton, not an empty table nor "no events".
  const registroInAttesa = !registro.data && !registro.isError
  const log = accessi.data ?? []

  return (
    <Card size="small" title={t.titoloScheda}>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => setEsporta(true)}>
            {t.esporta.pulsante}
          </Button>
          {cliente.gdprAccettato && supportato && (
            <Button icon={<StopOutlined aria-hidden />} onClick={() => void revoca()}>
              {t.revoca}
            </Button>
          )}
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setCancella(true)}>
            {t.cancella.pulsante}
          </Button>
        </Flex>
        {!supportato ? (
          <Alert
            type="info"
            showIcon
            title={t.nonDisponibile}
            description={t.nonDisponibileTesto}
          />
        ) : (
          <>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t.registro}
            </Typography.Title>
            <Typography.Text type="secondary">{t.registroNota}</Typography.Text>
            {registroInAttesa ? (
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            ) : (
              <SimpleTable
                label={t.registro}
                rows={eventi}
                rowKey={(e) => e.id}
                emptyText={t.registroVuoto}
                columns={[
                  { title: t.colonne.data, render: (e) => quando(e.data) },
                  { title: t.colonne.evento, render: (e) => t.eventi[e.tipo] ?? e.tipo },
                  {
                    title: t.colonne.versione,
                    render: (e) =>
                      e.versione
                        ? t.versioneData(e.versione, formatDate(dataVersione.get(e.versione)))
                        : t.nessunaVersione,
                  },
                  { title: t.colonne.registratoDa, render: (e) => e.registratoDa },
                ]}
              />
            )}
            <Collapse
              size="small"
              items={[
                {
                  key: 'accessi',
                  label: `${t.accessi}: ${t.accessiConteggio(log.length)}`,
                  children: (
                    <Flex vertical gap={8}>
                      <Typography.Text type="secondary">{t.accessiNota}</Typography.Text>
                      <SimpleTable
                        label={t.accessi}
                        rows={[...log].reverse()}
                        rowKey={(e) => e.id}
                        emptyText={t.accessiVuoto}
                        columns={[
                          { title: t.colonne.data, render: (e) => quando(e.data) },
                          { title: t.colonne.utente, render: (e) => e.utente },
                          { title: t.colonne.cosa, render: (e) => t.cosa[e.cosa] ?? e.cosa },
                        ]}
                      />
                    </Flex>
                  ),
                },
              ]}
            />
          </>
        )}
      </Flex>
      <GdprEsportaDialog open={esporta} clienteId={cliente.id} onClose={() => setEsporta(false)} />
      <GdprCancellaDialog
        open={cancella}
        clienteId={cliente.id}
        nomeCliente={nome}
        onClose={() => setCancella(false)}
        onAnonimizzato={onAnonimizzato}
      />
    </Card>
  )
}
