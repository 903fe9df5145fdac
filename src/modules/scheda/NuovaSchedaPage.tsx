import { useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Button, Card, Flex, Form, Input, Radio, Select, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { errorMessage } from '@/api/errors'
import { ISO_DATE, PAGE_SIZE_ALL } from '@/config/constants'
import { useDetailForm } from '@/features/detail-page/use-detail-form'
import { TornaLink } from '@/features/ui/provenienza'
import { it } from '@/i18n/it'
import { ClienteSelect } from '@/modules/cliente'
import { useClienteGetQuery } from '@/modules/cliente/api'
import { useLibreriaListQuery } from '@/modules/libreria/api'
import { href } from '@/config/paths'
import { useSchedaNuovaMutation, useSchedaListQuery } from './api'
import { PeriodoNuovaScheda } from './NuovaSchedaPeriodo'
import { giornoPrima, sovrapposizioni } from './sovrapposizioni'
import { indietroScheda, nomeCliente } from './types'
import { filtraOpzione } from '@/components/ricerca'

const t = it.scheda.nuova

type Tipo = 'cliente' | 'modello'
type Origine = 'vuota' | 'modello'

interface Values {
  tipo: Tipo
  cliente?: number
  origine: Origine
  modello?: number
  nome: string
  dataInizio?: Dayjs | null
  dataFine?: Dayjs | null
}

const iso = (date: Dayjs | null | undefined) => date?.format(ISO_DATE) ?? null

/** What a creation sends of the form (and what counts as a change): the name trimmed, ISO dates. */
const toBody = (values: Values) => ({
  ...values,
  nome: values.nome.trim(),
  dataInizio: iso(values.dataInizio),
  dataFine: iso(values.dataFine),
})
type Body = ReturnType<typeof toBody>

const MODELLI = { params: { page: 1, pageSize: PAGE_SIZE_ALL, sortBy: 'nome' } }

/**
 * "Nuova scheda" (/librerie/schede/nuova, `?cliente=ID` for a client's, `?tipo=modello` for a
 * library template): blank with group A ready, or from a template; whole or not at all (the
 * schedaNuova call). A client has one sheet "in corso" at a time: the sheets still running at the
 * new start are ended the day before (said before creating), a sheet starting the same day stops
 * the creation, and a later one asks the new sheet to end before it. Then the builder opens.
 */
export default function NuovaSchedaPage() {
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const clienteParam = Number(params.get('cliente'))
  const clienteFisso = Number.isInteger(clienteParam) && clienteParam > 0 ? clienteParam : undefined
  /** The user wrote a name: the page stops proposing one. */
  const nomeScritto = useRef(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [crea] = useSchedaNuovaMutation()
  const [initialValues] = useState<Values>(() => {
    const tipoIniziale: Tipo = params.get('tipo') === 'modello' ? 'modello' : 'cliente'
    const oggi = dayjs().startOf('day')
    return {
      tipo: tipoIniziale,
      cliente: clienteFisso,
      origine: params.get('modello') ? 'modello' : 'vuota',
      modello: Number(params.get('modello')) || undefined,
      nome: tipoIniziale === 'cliente' ? t.nomeProposto(oggi.format('MMMM YYYY')) : '',
      dataInizio: oggi,
      dataFine: null,
    }
  })

  /** Sends the sheet (and the ends of the running ones); a refusal says why above the form. */
  const submit = async (values: Body): Promise<{ id: number }> => {
    setFailure(null)
    // Fields not on screen (the type when the client is given) keep their starting value.
    const cliente =
      (values.tipo ?? initialValues.tipo) === 'cliente'
        ? clienteFisso !== undefined && fisso.data
          ? { id: fisso.data.id, nome: fisso.data.nome, cognome: fisso.data.cognome }
          : { id: values.cliente! }
        : null
    try {
      return await crea({
        scheda: {
          nome: values.nome,
          dataInizio: cliente ? values.dataInizio : null,
          dataFine: cliente ? values.dataFine : null,
          cliente,
          isCliente: cliente !== null,
          isTemplate: cliente === null,
          isBozza: false,
        },
        modelloId: values.origine === 'modello' ? values.modello! : null,
        daConcludere:
          cliente && values.dataInizio
            ? sovrapposte.daConcludere.map((s) => ({
                scheda: s,
                modifica: { dataFine: giornoPrima(values.dataInizio!) },
              }))
            : [],
      }).unwrap()
    } catch (error) {
      const reason = (error as { data?: { error?: string | null } }).data?.error
      setFailure(reason ?? errorMessage(error) ?? it.errori.datiNonValidi)
      throw error
    }
  }
  const { form, formProps, saving } = useDetailForm({
    initialValues,
    toBody,
    save: submit,
    onSaved: ({ id }) => {
      // The sheet keeps the way back the trainer came by (the client's tab, the library...).
      navigate(href('scheda-id', { id }), { replace: true, state: location.state })
    },
  })

  const tipo = Form.useWatch('tipo', form) ?? initialValues.tipo
  const origine = Form.useWatch('origine', form) ?? initialValues.origine
  const clienteId = Form.useWatch('cliente', form) ?? clienteFisso
  const dataInizio = Form.useWatch('dataInizio', form)
  const dataFine = Form.useWatch('dataFine', form)
  const perCliente = tipo === 'cliente'

  const fisso = useClienteGetQuery(clienteFisso ?? 0, { skip: clienteFisso === undefined })
  const modelli = useLibreriaListQuery(MODELLI, { skip: origine !== 'modello' })
  const schedeCliente = useSchedaListQuery(
    { filters: { cliente: clienteId ?? 0 }, pageSize: PAGE_SIZE_ALL },
    { skip: !perCliente || clienteId === undefined },
  )

  const inAttesa = perCliente && clienteId !== undefined && schedeCliente.isFetching
  const inizio = dataInizio ? dataInizio.format(ISO_DATE) : null
  const fine = dataFine ? dataFine.format(ISO_DATE) : null
  const sovrapposte = useMemo(
    () =>
      perCliente && inizio
        ? sovrapposizioni(schedeCliente.data?.data ?? [], inizio, fine)
        : { daConcludere: [], stessoInizio: [], successiva: null },
    [perCliente, inizio, fine, schedeCliente.data],
  )
  // The rules below read the client's sheets: they are checked again when those arrive.
  useEffect(() => {
    if (perCliente && schedeCliente.data && form.isFieldTouched('dataInizio'))
      void form.validateFields(['dataInizio', 'dataFine']).catch(() => undefined)
  }, [perCliente, schedeCliente.data, form])

  const fineIl = (iso: string) => {
    form.setFieldValue('dataFine', dayjs(iso))
    void form.validateFields(['dataFine']).catch(() => undefined)
  }

  const proposto = (values: Partial<Values>) => {
    const modello = modelli.data?.data.find((m) => m.id === values.modello)
    if (values.origine === 'modello' && modello) return modello.nome
    if (values.tipo !== 'modello' && values.dataInizio)
      return t.nomeProposto(values.dataInizio.format('MMMM YYYY'))
    return ''
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <TornaLink
        fallback={
          clienteFisso !== undefined
            ? indietroScheda({ cliente: fisso.data ?? { id: clienteFisso }, isTemplate: false })
            : { to: href('scheda-list'), label: it.scheda.indietro }
        }
      />
      <Typography.Title level={2} style={{ margin: 0 }}>
        {perCliente ? it.crud.nuovo('scheda') : it.crud.nuovo('modello')}
      </Typography.Title>
      <Card>
        <Form<Values>
          {...formProps}
          name="nuovaScheda"
          onValuesChange={(changed, all) => {
            // The name follows the choices until the user writes one.
            if ('nome' in changed) nomeScritto.current = true
            else if (!nomeScritto.current) form.setFieldValue('nome', proposto(all))
          }}
        >
          {failure && (
            <Alert
              type="error"
              showIcon
              title={t.nonCreata}
              description={failure}
              style={{ marginBottom: 16 }}
            />
          )}
          {clienteFisso === undefined && (
            <Form.Item name="tipo" label={t.tipo}>
              <Radio.Group
                options={[
                  { value: 'cliente', label: t.perCliente },
                  { value: 'modello', label: t.perLibreria },
                ]}
              />
            </Form.Item>
          )}
          {perCliente &&
            (clienteFisso !== undefined ? (
              <Form.Item label={it.comune.cliente}>
                <Typography.Text strong>
                  {fisso.data ? nomeCliente(fisso.data) : ''}
                </Typography.Text>
              </Form.Item>
            ) : (
              <Form.Item
                name="cliente"
                label={it.comune.cliente}
                rules={[{ required: true, message: it.comune.clienteObbligatorio }]}
              >
                <ClienteSelect placeholder={t.cercaCliente} />
              </Form.Item>
            ))}
          <Form.Item name="origine" label={t.origine}>
            <Radio.Group
              options={[
                { value: 'vuota', label: t.vuota },
                { value: 'modello', label: t.daModello },
              ]}
            />
          </Form.Item>
          {origine === 'modello' && (
            <Form.Item
              name="modello"
              label={it.comune.modello}
              rules={[{ required: true, message: t.modelloObbligatorio }]}
            >
              <Select<number>
                showSearch={{ filterOption: filtraOpzione }}
                loading={modelli.isFetching}
                placeholder={it.cliente.campi.selezionare}
                options={(modelli.data?.data ?? []).map((m) => ({ value: m.id, label: m.nome }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="nome"
            label={t.nome}
            rules={[
              { required: true, whitespace: true, message: t.nomeObbligatorio },
              { max: 150, message: it.cliente.regole.troppoLungo(150) },
            ]}
          >
            <Input maxLength={150} />
          </Form.Item>
          {perCliente && (
            <PeriodoNuovaScheda sovrapposte={sovrapposte} inizio={inizio} onFineIl={fineIl} />
          )}
          <Flex gap={8}>
            <Button
              type="primary"
              htmlType="submit"
              // The client's sheets decide what the new one ends: wait for them, visibly
              // (a click while they load would otherwise be swallowed by the spinner).
              loading={saving || inAttesa}
              disabled={inAttesa}
            >
              {perCliente ? t.crea : t.creaModello}
            </Button>
            <Button onClick={() => navigate(-1)}>{it.comune.annulla}</Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  )
}
