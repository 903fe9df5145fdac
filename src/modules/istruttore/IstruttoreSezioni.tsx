import { Card, Col, DatePicker, Flex, Form, Input, Row, Select, Typography } from 'antd'
import type { FormInstance } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useRiferimentoList } from '@/api/riferimenti'
import { clearable } from '@/components/clearable'
import { filtraOpzione } from '@/components/ricerca'
import { DATE_FORMAT, ISO_DATE } from '@/config/constants'
import { it } from '@/i18n/it'
import { etaDa } from './eta'
import type { Istruttore, IstruttoreFormValues } from './istruttore-form'
import { MastersField } from './MastersField'

/**
 * The sections of the instructor's form (IstruttoreDetail) that carry their own logic: the personal
 * data with the age next to the birth date, and the education with its reference lists.
 */

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

/** Personal data: nome, cognome, sesso, data di nascita (with the age), telefono. */
export function AnagraficaCard({
  form,
  istruttore,
}: {
  form: FormInstance<IstruttoreFormValues>
  istruttore?: Istruttore
}) {
  return (
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
  )
}

/** Education: titolo di studio and masters, chosen from the tenant's reference lists. */
export function FormazioneCard() {
  const titoli = useRiferimentoList('titolostudio')
  const masters = useRiferimentoList('master')
  return (
    <Card title={t.sezioni.formazione}>
      <Form.Item name="titoloStudio" label={t.campi.titoloStudio} style={{ maxWidth: 480 }}>
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
  )
}
