import { memo } from 'react'
import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd'
import type { Rule } from 'antd/es/form'
import { DATE_FORMAT } from '@/config/constants'
import { it } from '@/i18n/it'
import { useIstruttoreListQuery } from '@/modules/istruttore/api'
import { RiferimentoSelect } from '@/features/forms/RiferimentoSelect'
import { CODICE_FISCALE, ISTRUTTORI_TUTTI, nomeCompleto } from './cliente-form'
import { clearable } from '@/components/clearable'
import { filtraOpzione } from '@/components/ricerca'

const t = it.cliente.campi
const r = it.cliente.regole

const max = (n: number): Rule => ({ max: n, message: r.troppoLungo(n) })

/** "Anagrafica": personal data, the app account's email, the instructor, sport and attività. */
export const AnagraficaTab = memo(function AnagraficaTab({
  emailObbligatoria,
}: {
  emailObbligatoria: boolean
}) {
  const istruttori = useIstruttoreListQuery(ISTRUTTORI_TUTTI)
  return (
    <Row gutter={24}>
      <Col xs={24} md={12} xl={6}>
        <Form.Item
          name="cognome"
          label={it.comune.cognome}
          rules={[
            { required: true, whitespace: true, message: it.comune.cognomeObbligatorio },
            max(80),
          ]}
        >
          <Input maxLength={80} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item
          name="nome"
          label={it.comune.nome}
          rules={[
            { required: true, whitespace: true, message: it.comune.nomeObbligatorio },
            max(80),
          ]}
        >
          <Input maxLength={80} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="sesso" label={it.comune.sesso}>
          <Radio.Group
            aria-label={it.comune.sesso}
            optionType="button"
            options={[
              { value: 'M', label: it.comune.maschio },
              { value: 'F', label: it.comune.femmina },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="dataNascita" label={it.comune.dataNascita}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} placeholder="gg/mm/aaaa" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item
          name="codiceFiscale"
          label={t.codiceFiscale}
          normalize={(value: string) => value.toUpperCase()}
          rules={[{ pattern: CODICE_FISCALE, message: r.codiceFiscale }]}
        >
          <Input maxLength={16} autoComplete="off" style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="telefono" label={it.comune.telefono} rules={[max(30)]}>
          <Input maxLength={30} type="tel" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={24} xl={12}>
        <Form.Item
          name={['utente', 'email']}
          label={t.email}
          extra={t.emailAiuto}
          rules={[
            { type: 'email', message: r.email },
            ...(emailObbligatoria
              ? [{ required: true, whitespace: true, message: r.emailObbligatoria }]
              : []),
          ]}
        >
          <Input inputMode="email" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={12}>
        <Form.Item name="indirizzo" label={t.indirizzo} rules={[max(200)]}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="citta" label={t.citta} rules={[max(80)]}>
          <Input maxLength={80} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="istruttore" label={it.comune.istruttore}>
          <Select
            allowClear={clearable}
            showSearch={{ filterOption: filtraOpzione }}
            loading={istruttori.isFetching}
            placeholder={it.cliente.nessunIstruttore}
            options={(istruttori.data?.data ?? []).map((row) => ({
              value: row.id,
              label: nomeCompleto(row),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="sport" label={t.sport}>
          <RiferimentoSelect riferimento="sport" placeholder={t.selezionare} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="attivita" label={t.attivita}>
          <RiferimentoSelect riferimento="attivita" placeholder={t.selezionare} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="note" label={it.comune.note} rules={[max(2000)]}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
      </Col>
    </Row>
  )
})
