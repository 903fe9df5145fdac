import { useEffect, useId, useState } from 'react'
import { Empty, Flex, Modal, Select, Typography } from 'antd'
import { formatDate } from '@/components/format-date'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { notify } from '@/components/feedback'
import { it } from '@/i18n/it'
import { useClienteListQuery } from '@/modules/cliente/api'
import { useLazySchedaPrintQuery, useSchedaListQuery } from '@/modules/scheda/api'
import { nomeCompleto, type Istruttore } from './istruttore-form'
import { filtraOpzione } from '@/components/ricerca'

const t = it.istruttore.stampa

/** How long the PDF's object URL lives after the new tab got it. */
const PDF_URL_LIFETIME_MS = 60_000

export interface StampaSchedaDialogProps {
  open: boolean
  istruttore: Pick<Istruttore, 'id' | 'nome' | 'cognome'>
  onClose: () => void
}

/**
 * "Stampa scheda": the trainer picks one of the instructor's clients and one of that client's
 * sheets (the most recent is proposed); the sheet's PDF (`scheda_print`, with the
 * session's token) opens in a new browser tab.
 */
export function StampaSchedaDialog({ open, istruttore, onClose }: StampaSchedaDialogProps) {
  const ids = useId()
  const [clienteId, setClienteId] = useState<number | undefined>()
  const [schedaId, setSchedaId] = useState<number | undefined>()
  const [printing, setPrinting] = useState(false)
  const [printUrl] = useLazySchedaPrintQuery()

  const clienti = useClienteListQuery(
    { page: 1, pageSize: PAGE_SIZE_ALL, filters: { istruttore: istruttore.id } },
    { skip: !open },
  )
  const clientiRows = clienti.data?.data ?? []
  const schede = useSchedaListQuery(
    {
      page: 1,
      pageSize: PAGE_SIZE_ALL,
      sortBy: 'dataInizio',
      sortDesc: true,
      filters: { cliente: clienteId ?? 0 },
    },
    { skip: !open || clienteId === undefined },
  )
  const schedeRows = clienteId === undefined ? [] : (schede.currentData?.data ?? [])

  // One client: it is the one. A client's most recent sheet is proposed.
  const unicoCliente = clientiRows.length === 1 ? clientiRows[0]?.id : undefined
  useEffect(() => {
    if (open && clienteId === undefined && unicoCliente !== undefined) setClienteId(unicoCliente)
  }, [open, clienteId, unicoCliente])
  const piuRecente = schedeRows[0]?.id
  useEffect(() => {
    setSchedaId(piuRecente)
  }, [piuRecente])

  const close = () => {
    setClienteId(undefined)
    setSchedaId(undefined)
    onClose()
  }

  const print = async () => {
    if (schedaId === undefined) return
    // Opened now, while the click still allows it; the PDF goes into it when it arrives.
    const tab = window.open('', '_blank')
    setPrinting(true)
    try {
      const url = await printUrl(schedaId).unwrap()
      const shown = tab ?? window.open(url, '_blank')
      if (!shown) {
        notify.error(it.comune.popupBloccato)
        URL.revokeObjectURL(url)
        return
      }
      if (tab) tab.location.href = url
      setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS)
      close()
    } catch {
      // The base query has shown the error.
      tab?.close()
    } finally {
      setPrinting(false)
    }
  }

  const clienteLabel = `${ids}-cliente`
  const schedaLabel = `${ids}-scheda`

  return (
    <Modal
      open={open}
      title={t.titolo}
      okText={t.stampa}
      cancelText={it.comune.annulla}
      onOk={() => void print()}
      onCancel={close}
      okButtonProps={{ disabled: schedaId === undefined, loading: printing }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t.spiegazione}
        </Typography.Paragraph>
        {clienti.isSuccess && clientiRows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessunCliente} />
        ) : (
          <>
            <Flex vertical gap={4}>
              <label htmlFor={clienteLabel}>{it.comune.cliente}</label>
              <Select<number>
                id={clienteLabel}
                value={clienteId}
                placeholder={t.selezionaCliente}
                loading={clienti.isFetching}
                showSearch={{ filterOption: filtraOpzione }}
                options={clientiRows.map((c) => ({ value: c.id, label: nomeCompleto(c) }))}
                onChange={(value) => setClienteId(value)}
              />
            </Flex>
            <Flex vertical gap={4}>
              <label htmlFor={schedaLabel}>{it.comune.scheda}</label>
              <Select<number>
                id={schedaLabel}
                value={schedaId}
                placeholder={t.selezionaScheda}
                disabled={clienteId === undefined}
                loading={schede.isFetching}
                notFoundContent={t.nessunaScheda}
                options={schedeRows.map((s) => ({
                  value: s.id,
                  label: t.opzioneScheda(s.nome, formatDate(s.dataInizio)),
                }))}
                onChange={(value) => setSchedaId(value)}
              />
              {clienteId !== undefined && schede.isSuccess && schedeRows.length === 0 && (
                <Typography.Text type="secondary">{t.nessunaScheda}</Typography.Text>
              )}
            </Flex>
          </>
        )}
      </Flex>
    </Modal>
  )
}
