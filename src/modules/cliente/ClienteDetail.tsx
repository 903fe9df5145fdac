import { useEffect, useState } from 'react'
import { Alert, Button, Card, Col, Empty, Flex, Form, Row, Tabs, Typography } from 'antd'
import { CheckCircleOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { useTabParam } from '@/components/use-tab-param'
import { formatDate } from '@/components/format-date'
import { useSessionUser } from '@/features/auth/session'
import { FormHeader } from '@/features/detail-page/DetailHeader'
import { useDetailForm } from '@/features/detail-page/use-detail-form'
import { it } from '@/i18n/it'
import { useIstruttoreListQuery } from '@/modules/istruttore/api'
import { CLIENTE_TABS, href } from '@/config/paths'
import {
  useClienteCreateMutation,
  useClienteUpdateMutation,
  useClienteUploadPictureMutation,
} from './api'
import { AnagraficaTab } from './AnagraficaTab'
import { CaratteristicheTab } from './CaratteristicheTab'
import {
  ERROR_ALIASES,
  ISTRUTTORI_TUTTI,
  fromCliente,
  istruttoreDellUtente,
  nomeCompleto,
  tabOfField,
  toClienteInput,
  type Cliente,
  type ClienteFormValues,
} from './cliente-form'
import { ClientePhoto } from './ClientePhoto'
import { useGdprDaRinnovareQuery } from './gdpr-api'
import { GdprDialog } from './GdprDialog'
import { GdprPanel } from './GdprPanel'
import { GdprTag } from './GdprTag'
import { MassimaliTab } from './MassimaliTab'
import { SchedeClienteTab } from './SchedeClienteTab'
import { TestPosturaliTab } from './TestPosturaliTab'

const t = it.cliente

const salvaPrima = (text: string) => (
  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
)

/**
 * cliente-id: the client's form (new when `cliente` is undefined) with its tabs, the profile
 * picture, the GDPR state, the postural tests, the sheets and the maximums.
 */
export function ClienteDetail({ cliente }: { cliente?: Cliente }) {
  const navigate = useNavigate()
  // The tab is the URL's (a link back from a sheet comparison opens Schede; a reload keeps it).
  const [tab, setTab] = useTabParam(CLIENTE_TABS)
  const [gdprOpen, setGdprOpen] = useState(false)
  const [create] = useClienteCreateMutation()
  const [update] = useClienteUpdateMutation()
  const [upload] = useClienteUploadPictureMutation()
  /** A new client's picture, chosen before the first save: sent right after it. */
  const [fotoInAttesa, setFotoInAttesa] = useState<File | null>(null)

  const showTabOf = (name: readonly (string | number)[] | undefined) => {
    if (name) setTab(tabOfField(name))
  }

  const { form, formProps, saving, acceptAsSaved } = useDetailForm({
    initialValues: fromCliente(cliente),
    toBody: (values: ClienteFormValues) => toClienteInput(values, cliente),
    save: async (body) => {
      if (cliente) return update({ id: cliente.id, body }).unwrap()
      const created = await create(body).unwrap()
      // The client exists whatever happens to the picture: a refused upload is toasted by the
      // API layer and the picture can be chosen again on the client's page.
      if (fotoInAttesa)
        await upload({ id: created.id, file: fotoInAttesa })
          .unwrap()
          .catch(() => null)
      return created
    },
    onSaved: (saved) => {
      if (cliente) return fromCliente(saved)
      navigate(href('cliente-id', { id: saved.id }), { replace: true })
    },
    errorAliases: ERROR_ALIASES,
    onFieldErrors: (fields) => showTabOf(fields[0]?.name),
    fromRow: fromCliente,
  })

  // A new client starts assigned to the instructor creating it (part of its starting values).
  const utente = useSessionUser()
  const istruttori = useIstruttoreListQuery(ISTRUTTORI_TUTTI, { skip: cliente !== undefined })
  const mio = cliente ? undefined : istruttoreDellUtente(istruttori.data?.data, utente?.email)
  useEffect(() => {
    if (mio === undefined) return
    if (form.getFieldValue('istruttore') != null || form.isFieldTouched('istruttore')) return
    form.setFieldsValue({ istruttore: mio })
    acceptAsSaved({ istruttore: mio })
  }, [mio, form, acceptAsSaved])

  const titolo = cliente ? nomeCompleto(cliente) : it.crud.nuovo('cliente')
  // Accepted on an older notice than the one in force: asked to renew.
  const rinnovi = useGdprDaRinnovareQuery(undefined, { skip: !cliente })
  const daRinnovare =
    cliente !== undefined &&
    cliente.gdprAccettato &&
    (rinnovi.data?.clienti.includes(cliente.id) ?? false)

  return (
    <Form<ClienteFormValues>
      {...formProps}
      name="cliente"
      onFinishFailed={({ errorFields }) => showTabOf(errorFields[0]?.name)}
      scrollToFirstError={{ block: 'center' }}
      aria-label={titolo}
    >
      <Flex vertical gap={16}>
        <FormHeader
          title={titolo}
          tag={cliente && <GdprTag cliente={cliente} daRinnovare={daRinnovare} />}
          onAnnulla={() => navigate(href('cliente-list'))}
          saving={saving}
        />
        {cliente && !cliente.gdprAccettato && (
          <Alert
            type="warning"
            showIcon
            title={t.gdprAvviso}
            description={t.gdprAvvisoTesto}
            action={<Button onClick={() => setGdprOpen(true)}>{t.gdprRegistra}</Button>}
          />
        )}
        {daRinnovare && rinnovi.data && (
          <Alert
            type="warning"
            showIcon
            title={it.gdpr.daRinnovareAvviso}
            description={it.gdpr.daRinnovareTesto(rinnovi.data.versione)}
            action={<Button onClick={() => setGdprOpen(true)}>{it.gdpr.rinnova}</Button>}
          />
        )}
        <Row gutter={[24, 16]} wrap={false}>
          <Col flex="260px">
            <Card size="small">
              <Flex vertical align="center" gap={16}>
                <ClientePhoto cliente={cliente} onFotoInAttesa={setFotoInAttesa} />
                {cliente?.gdprAccettato && (
                  <Typography.Text type="success">
                    <CheckCircleOutlined aria-hidden />{' '}
                    {t.gdprAccettatoIl(formatDate(cliente.dataAccettazioneGdpr))}
                  </Typography.Text>
                )}
              </Flex>
            </Card>
          </Col>
          <Col flex="auto" style={{ minWidth: 0 }}>
            <Card size="small">
              <Tabs
                activeKey={tab}
                onChange={setTab}
                items={[
                  {
                    key: 'anagrafica',
                    label: t.tabs.anagrafica,
                    forceRender: true,
                    children: <AnagraficaTab emailObbligatoria={Boolean(cliente?.utente?.email)} />,
                  },
                  {
                    key: 'caratteristiche',
                    label: t.tabs.caratteristiche,
                    forceRender: true,
                    children: <CaratteristicheTab />,
                  },
                  {
                    key: 'test',
                    label: t.test.tab,
                    children: cliente ? (
                      <TestPosturaliTab cliente={cliente} />
                    ) : (
                      salvaPrima(t.test.salvaPrima)
                    ),
                  },
                  {
                    key: 'schede',
                    label: it.comune.schede,
                    children: cliente ? (
                      <SchedeClienteTab cliente={cliente} />
                    ) : (
                      salvaPrima(t.schede.salvaPrima)
                    ),
                  },
                  {
                    key: 'massimali',
                    label: t.massimali.tab,
                    children: cliente ? (
                      <MassimaliTab clienteId={cliente.id} />
                    ) : (
                      salvaPrima(t.massimali.salvaPrima)
                    ),
                  },
                ]}
              />
            </Card>
          </Col>
        </Row>
        {cliente && (
          <GdprPanel
            cliente={cliente}
            onAnonimizzato={(anonimo) => {
              // The form shows the anonymous record as saved (nothing left to save or lose).
              const values = fromCliente(anonimo)
              acceptAsSaved(values)
              form.setFieldsValue(values)
            }}
          />
        )}
      </Flex>
      {cliente && (
        <GdprDialog
          open={gdprOpen}
          clienteId={cliente.id}
          nomeCliente={nomeCompleto(cliente)}
          onClose={() => setGdprOpen(false)}
        />
      )}
    </Form>
  )
}
