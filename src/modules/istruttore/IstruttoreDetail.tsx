import { useState } from 'react'
import { Button, Card, Col, DatePicker, Flex, Form, Input, Row, Select, Typography } from 'antd'
import type { FormInstance } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import dayjs, { type Dayjs } from 'dayjs'
import { useNavigate } from 'react-router-dom'
import { DATE_FORMAT, ISO_DATE } from '@/config/constants'
import { FormHeader } from '@/features/detail-page/DetailHeader'
import { useDetailForm } from '@/features/detail-page/use-detail-form'
import { it } from '@/i18n/it'
import { useRiferimentoList } from '@/api/riferimenti'
import { href } from '@/config/paths'
import {
  useIstruttoreCreateMutation,
  useIstruttoreUpdateMutation,
  useLazyIstruttoreGetQuery,
} from './api'
import { DisponibilitaField } from './DisponibilitaField'
import { etaDa } from './eta'
import {
  ERROR_ALIASES,
  fromIstruttore,
  nomeCompleto,
  toIstruttoreInput,
  type Istruttore,
  type IstruttoreFormValues,
} from './istruttore-form'
import { IstruttorePhoto } from './IstruttorePhoto'
import { MastersField } from './MastersField'
import { StampaSchedaDialog } from './StampaSchedaDialog'
import { clearable } from '@/components/clearable'
import { filtraOpzione } from '@/components/ricerca'

const t = it.istruttore
const r = t.regole

/**
 * The age next to the birth date: the server's eta while the loaded date is shown, else computed
 * from the date being typed or picked.
 */
function EtaNascita({
  form,
  istruttore,
  id,
}: {
  form: FormInstance<IstruttoreFormValues>
  istruttore?: Istruttore
  id: string
}) {
  const dataNascita = Form.useWatch('dataNascita', form)
  const eta =
    istruttore && (dataNascita?.format(ISO_DATE) ?? null) === (istruttore.dataNascita ?? null)
      ? istruttore.eta
      : etaDa(dataNascita)
  return (
    <Typography.Text id={id} aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
      {`${it.comune.eta}: ${eta === null ? it.comune.nessunValore : t.anni(eta)}`}
    </Typography.Text>
  )
}

export interface IstruttoreDetailProps {
  /** The loaded instructor; undefined for a new one. */
  istruttore?: Istruttore
}

/**
 * The instructor's form: personal data with the age next to the birth date, the app account email,
 * titolo di studio, masters, weekly availability and notes; the profile picture; "Stampa scheda".
 */
export function IstruttoreDetail({ istruttore }: IstruttoreDetailProps) {
  const navigate = useNavigate()
  const [printOpen, setPrintOpen] = useState(false)

  const [create] = useIstruttoreCreateMutation()
  const [update] = useIstruttoreUpdateMutation()
  const [reload] = useLazyIstruttoreGetQuery()
  const titoli = useRiferimentoList('titolostudio')
  const masters = useRiferimentoList('master')

  const { form, formProps, saving } = useDetailForm({
    initialValues: fromIstruttore(istruttore),
    toBody: (values: IstruttoreFormValues) => toIstruttoreInput(values, istruttore),
    save: async (body) => {
      if (istruttore) return update({ id: istruttore.id, body }).unwrap()
      const created = await create(body).unwrap()
      // SPEC 7: after creating, the product reloads the instructor by the returned id.
      await reload(created.id).unwrap()
      return created
    },
    onSaved: (saved) => {
      if (istruttore) return fromIstruttore(saved)
      navigate(href('istruttore-id', { id: saved.id }), { replace: true })
    },
    errorAliases: ERROR_ALIASES,
    fromRow: fromIstruttore,
  })

  const titolo = istruttore ? nomeCompleto(istruttore) : it.crud.nuovo('istruttore')

  return (
    <>
      <Form<IstruttoreFormValues> {...formProps} scrollToFirstError aria-label={titolo}>
        <Flex vertical gap={16}>
          <FormHeader
            title={titolo}
            actions={
              istruttore && (
                <Button icon={<PrinterOutlined aria-hidden />} onClick={() => setPrintOpen(true)}>
                  {t.stampa.pulsante}
                </Button>
              )
            }
            onAnnulla={() => navigate(href('istruttore-list'))}
            saving={saving}
          />

          <Row gutter={[16, 16]}>
            <Col xs={24} lg={6}>
              <Card>
                <IstruttorePhoto istruttore={istruttore} />
              </Card>
            </Col>
            <Col xs={24} lg={18}>
              <Flex vertical gap={16}>
                <Card title={t.sezioni.anagrafica}>
                  <Row gutter={16}>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name="nome"
                        label={it.comune.nome}
                        rules={[
                          { required: true, whitespace: true, message: it.comune.nomeObbligatorio },
                          { max: 80, message: r.massimo(80) },
                        ]}
                      >
                        <Input autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={12}>
                      <Form.Item
                        name="cognome"
                        label={it.comune.cognome}
                        rules={[
                          {
                            required: true,
                            whitespace: true,
                            message: it.comune.cognomeObbligatorio,
                          },
                          { max: 80, message: r.massimo(80) },
                        ]}
                      >
                        <Input autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={8}>
                      <Form.Item name="sesso" label={it.comune.sesso}>
                        <Select
                          allowClear={clearable}
                          placeholder={t.selezionaSesso}
                          options={[
                            { value: 'M', label: it.comune.maschio },
                            { value: 'F', label: it.comune.femmina },
                          ]}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={8}>
                      <Form.Item label={it.comune.dataNascita} htmlFor="istruttore-dataNascita">
                        <Flex gap={12} align="center">
                          <Form.Item
                            name="dataNascita"
                            noStyle
                            rules={[
                              {
                                validator: (_rule, value: Dayjs | null | undefined) =>
                                  value && value.isAfter(dayjs(), 'day')
                                    ? Promise.reject(new Error(r.dataFutura))
                                    : Promise.resolve(),
                              },
                            ]}
                          >
                            <DatePicker
                              id="istruttore-dataNascita"
                              format={DATE_FORMAT}
                              placeholder={t.dataPlaceholder}
                              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
                              aria-describedby="istruttore-eta"
                              style={{ flex: 1 }}
                            />
                          </Form.Item>
                          <EtaNascita form={form} istruttore={istruttore} id="istruttore-eta" />
                        </Flex>
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={8}>
                      <Form.Item
                        name="telefono"
                        label={it.comune.telefono}
                        rules={[{ max: 30, message: r.massimo(30) }]}
                      >
                        <Input type="tel" autoComplete="off" />
                      </Form.Item>
                    </Col>
                  </Row>
                </Card>

                <Card title={t.sezioni.account}>
                  <Form.Item
                    name="email"
                    label={it.comune.email}
                    rules={[{ type: 'email', message: r.emailNonValida }]}
                    style={{ maxWidth: 480, marginBottom: 0 }}
                  >
                    <Input inputMode="email" autoComplete="off" />
                  </Form.Item>
                </Card>

                <Card title={t.sezioni.formazione}>
                  <Form.Item
                    name="titoloStudio"
                    label={t.campi.titoloStudio}
                    style={{ maxWidth: 480 }}
                  >
                    <Select
                      allowClear={clearable}
                      showSearch={{ filterOption: filtraOpzione }}
                      placeholder={t.selezionaTitolo}
                      loading={titoli.isLoading}
                      options={(titoli.data?.data ?? []).map((row) => ({
                        value: row.id,
                        label: row.nome,
                      }))}
                    />
                  </Form.Item>
                  <Form.Item name="masters" label={t.campi.masters} style={{ marginBottom: 0 }}>
                    <MastersField options={masters.data?.data ?? []} loading={masters.isLoading} />
                  </Form.Item>
                </Card>

                <Card title={t.sezioni.disponibilita}>
                  <Form.Item name="disponibilita" style={{ marginBottom: 0 }}>
                    <DisponibilitaField />
                  </Form.Item>
                </Card>

                <Card>
                  <Form.Item
                    name="note"
                    label={it.comune.note}
                    rules={[{ max: 2000, message: r.massimo(2000) }]}
                    style={{ marginBottom: 0 }}
                  >
                    <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
                  </Form.Item>
                </Card>
              </Flex>
            </Col>
          </Row>
        </Flex>
      </Form>
      {istruttore && (
        <StampaSchedaDialog
          open={printOpen}
          istruttore={istruttore}
          onClose={() => setPrintOpen(false)}
        />
      )}
    </>
  )
}
