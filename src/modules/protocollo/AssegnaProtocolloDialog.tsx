import { useEffect, useMemo } from 'react'
import { Alert, DatePicker, Flex, Form, InputNumber, Select, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { clearable } from '@/components/clearable'
import { notify } from '@/components/feedback'
import { formatDate } from '@/components/format-date'
import { filtraOpzione } from '@/components/ricerca'
import { DATE_FORMAT, ISO_DATE, PAGE_SIZE_ALL } from '@/config/constants'
import { FormDialog } from '@/features/forms/FormDialog'
import { it } from '@/i18n/it'
import { ClienteSelect } from '@/modules/cliente'
import {
  giornoPrima,
  periodiProgramma,
  sovrapposizioni,
  useProgressioneListQuery,
  useSchedaListQuery,
} from '@/modules/scheda/api'
import { useProtocolloAssegnaMutation, useProtocolloGetQuery, useProtocolloListQuery } from './api'

const t = it.protocollo.assegna
const tp = it.progressione

/** Weeks a sheet of the programme lasts unless the trainer says otherwise. */
export const SETTIMANE_PROPOSTE = 4

interface Values {
  protocolloId?: number
  clienteId?: number
  dataInizio?: Dayjs | null
  settimane?: (number | null)[]
  progressioneId?: number | null
}

/** A client as the dialog shows it when it is given (opened from the client's page). */
export interface ClienteScelto {
  id: number
  nome?: string | null
  cognome?: string | null
}

export interface AssegnaProtocolloDialogProps {
  open: boolean
  onClose: () => void
  /** Opened from a protocol: that protocol, not asked. */
  protocolloId?: number
  /** Opened from a client: that client, not asked. */
  cliente?: ClienteScelto
  /** The programme made: the client's id and the new sheets. */
  onAssegnato?: (clienteId: number, schede: { id: number }[]) => void
}

const nomeDi = (c: { nome?: string | null; cognome?: string | null }) =>
  [c.cognome, c.nome].filter(Boolean).join(' ')

/**
 * "Assegna a un cliente": a protocol given to a client as a programme, from the protocol or from
 * the client. The protocol's sheets, in order, each with its weeks (proposed: 4), from the start
 * date chosen; the dates of each are shown as they are typed, and what the programme does to the
 * client's other sheets (the running ones end the day before; one within the programme stops it)
 * is said before sending. One call makes it all (protocollo_assegna): nothing is half made.
 */
export function AssegnaProtocolloDialog({
  open,
  onClose,
  protocolloId: protocolloFisso,
  cliente: clienteFisso,
  onAssegnato,
}: AssegnaProtocolloDialogProps) {
  const [form] = Form.useForm<Values>()
  const [assegna] = useProtocolloAssegnaMutation()

  const protocolloScelto = Form.useWatch('protocolloId', form) ?? protocolloFisso
  const clienteScelto = Form.useWatch('clienteId', form) ?? clienteFisso?.id
  const dataInizio = Form.useWatch('dataInizio', form)
  const settimane = Form.useWatch('settimane', form)

  const protocolli = useProtocolloListQuery(
    { page: 1, pageSize: PAGE_SIZE_ALL },
    { skip: !open || protocolloFisso !== undefined },
  )
  const protocollo = useProtocolloGetQuery(protocolloScelto ?? 0, {
    skip: !open || protocolloScelto === undefined,
  })
  const schede = useMemo(
    () => [...(protocollo.currentData?.schede ?? [])].sort((a, b) => a.ordine - b.ordine),
    [protocollo.currentData],
  )
  // A saved progression between the sheets: only for a programme of two sheets or more.
  const progressioni = useProgressioneListQuery(undefined, { skip: !open || schede.length < 2 })
  const progressioneScelta = Form.useWatch('progressioneId', form)
  const schedeCliente = useSchedaListQuery(
    { filters: { cliente: clienteScelto ?? 0 }, pageSize: PAGE_SIZE_ALL },
    { skip: !open || clienteScelto === undefined },
  )

  // Each sheet of the chosen protocol starts with the proposed weeks.
  useEffect(() => {
    if (!open) return
    const now = form.getFieldValue('settimane') as Values['settimane']
    if (now?.length !== schede.length)
      form.setFieldValue(
        'settimane',
        schede.map((_, i) => now?.[i] ?? SETTIMANE_PROPOSTE),
      )
  }, [open, schede, form])

  const inizio = dataInizio ? dataInizio.format(ISO_DATE) : null
  const validi =
    schede.length > 0 &&
    settimane?.length === schede.length &&
    settimane.every((n) => typeof n === 'number' && n >= 1 && n <= 52)
  const periodi = inizio && validi ? periodiProgramma(inizio, settimane as number[]) : []
  const fine = periodi.at(-1)?.dataFine ?? null
  const effetti =
    inizio && fine && clienteScelto !== undefined && schedeCliente.data
      ? sovrapposizioni(schedeCliente.data.data, inizio, fine)
      : null
  const dentro = effetti ? (effetti.stessoInizio[0] ?? effetti.successiva) : null

  return (
    <FormDialog<Values>
      open={open}
      title={t.titolo}
      okText={t.conferma}
      name="assegna-protocollo"
      form={form}
      width={640}
      initialValues={{
        protocolloId: protocolloFisso,
        clienteId: clienteFisso?.id,
        dataInizio: dayjs().startOf('day'),
      }}
      onSubmit={async (values) => {
        const protocolloId = values.protocolloId ?? protocolloFisso
        const clienteId = values.clienteId ?? clienteFisso?.id
        if (protocolloId === undefined || clienteId === undefined || !values.dataInizio) return
        const result = await assegna({
          id: protocolloId,
          body: {
            clienteId,
            dataInizio: values.dataInizio.format(ISO_DATE),
            settimane: (values.settimane ?? []).map(Number),
            ...(values.progressioneId ? { progressioneId: values.progressioneId } : {}),
          },
        }).unwrap()
        // A backend without saved progressions makes the sheets and does not say it applied one.
        if (values.progressioneId && !result.progressione) notify.info(tp.programmaNonApplicata)
        onAssegnato?.(clienteId, result.schede)
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t.spiegazione}</Typography.Paragraph>
      {protocolloFisso === undefined ? (
        <Form.Item
          name="protocolloId"
          label={it.comune.protocollo}
          rules={[{ required: true, message: t.protocolloObbligatorio }]}
        >
          <Select<number>
            showSearch={{ filterOption: filtraOpzione }}
            placeholder={t.selezionaProtocollo}
            loading={protocolli.isFetching}
            options={(protocolli.data?.data ?? []).map((p) => ({ value: p.id, label: p.nome }))}
          />
        </Form.Item>
      ) : (
        <Form.Item label={it.comune.protocollo}>
          <Typography.Text strong>{protocollo.currentData?.nome ?? ''}</Typography.Text>
        </Form.Item>
      )}
      {clienteFisso === undefined ? (
        <Form.Item
          name="clienteId"
          label={it.comune.cliente}
          rules={[{ required: true, message: it.comune.clienteObbligatorio }]}
        >
          <ClienteSelect placeholder={t.cercaCliente} />
        </Form.Item>
      ) : (
        <Form.Item label={it.comune.cliente}>
          <Typography.Text strong>{nomeDi(clienteFisso)}</Typography.Text>
        </Form.Item>
      )}
      <Form.Item
        name="dataInizio"
        label={t.dataInizio}
        rules={[
          { required: true, message: t.dataInizioObbligatoria },
          {
            validator: () =>
              dentro
                ? Promise.reject(new Error(t.dentro(dentro.nome, formatDate(dentro.dataInizio))))
                : Promise.resolve(),
          },
        ]}
      >
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      {protocolloScelto !== undefined && protocollo.currentData && schede.length === 0 && (
        <Alert type="warning" showIcon title={t.nessunaScheda} style={{ marginBottom: 16 }} />
      )}
      {schede.length > 1 &&
        (progressioni.isError ? (
          <Typography.Paragraph type="secondary">{tp.programmaNonDisponibile}</Typography.Paragraph>
        ) : (
          <Form.Item name="progressioneId" label={tp.programma} extra={tp.programmaAiuto}>
            <Select<number>
              allowClear={clearable}
              placeholder={tp.nessuna}
              loading={progressioni.isLoading}
              options={(progressioni.data ?? []).map((p) => ({
                value: p.id,
                label: p.regole.scaricoPercentuale === null ? p.nome : tp.conScarico(p.nome),
                disabled: p.regole.scaricoPercentuale !== null,
              }))}
            />
          </Form.Item>
        ))}
      {schede.length > 0 && (
        <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
          <legend style={{ fontSize: 'inherit', marginBottom: 8 }}>{t.schede}</legend>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {schede.map((scheda, i) => (
              <li key={`${scheda.id}-${i}`} style={{ marginBottom: 8 }}>
                <Flex align="center" gap={12} wrap>
                  <Typography.Text style={{ flex: '1 1 200px' }}>{scheda.nome}</Typography.Text>
                  <Form.Item
                    name={['settimane', i]}
                    noStyle
                    rules={[
                      {
                        required: true,
                        type: 'integer',
                        min: 1,
                        max: 52,
                        message: t.settimaneObbligatorie,
                      },
                    ]}
                  >
                    <InputNumber
                      min={1}
                      max={52}
                      precision={0}
                      controls={false}
                      aria-label={t.settimaneDi(i + 1, scheda.nome)}
                      suffix={t.settimane.toLowerCase()}
                      style={{ width: 150 }}
                    />
                  </Form.Item>
                  <Typography.Text type="secondary" style={{ minWidth: 190 }}>
                    {periodi[i]
                      ? t.periodo(
                          formatDate(periodi[i].dataInizio),
                          formatDate(periodi[i].dataFine),
                        )
                      : t.settimaneObbligatorie}
                  </Typography.Text>
                </Flex>
                {progressioneScelta ? (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {tp.programmaPassi(i)}
                  </Typography.Text>
                ) : null}
              </li>
            ))}
          </ol>
        </fieldset>
      )}
      {effetti && inizio && effetti.daConcludere.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t.concluse(effetti.daConcludere.length, formatDate(giornoPrima(inizio)))}
          description={effetti.daConcludere.map((s) => s.nome).join(', ')}
        />
      )}
      {dentro && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={t.dentro(dentro.nome, formatDate(dentro.dataInizio))}
        />
      )}
    </FormDialog>
  )
}
