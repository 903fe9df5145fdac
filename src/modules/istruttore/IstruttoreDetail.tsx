import { useState } from 'react'
import { Button, Card, Col, Flex, Form, Input, Row } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useNavigate } from 'react-router-dom'
import { FormHeader } from '@/features/detail-page/DetailHeader'
import { useDetailForm } from '@/features/detail-page/use-detail-form'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import {
  useIstruttoreCreateMutation,
  useIstruttoreUpdateMutation,
  useLazyIstruttoreGetQuery,
} from './api'
import { DisponibilitaField } from './DisponibilitaField'
import {
  ERROR_ALIASES,
  fromIstruttore,
  nomeCompleto,
  toIstruttoreInput,
  type Istruttore,
  type IstruttoreFormValues,
} from './istruttore-form'
import { IstruttorePhoto } from './IstruttorePhoto'
import { AnagraficaCard, FormazioneCard } from './IstruttoreSezioni'
import { StampaSchedaDialog } from './StampaSchedaDialog'

const t = it.istruttore
const r = t.regole

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
                <AnagraficaCard form={form} istruttore={istruttore} />

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

                <FormazioneCard />

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
