import { Col, Form, Input, Select } from 'antd'
import { it } from '@/i18n/it'
import type { SceltaLista } from './use-metodi-tipi'
import { clearable } from '@/components/clearable'
import { filtraOpzione } from '@/components/ricerca'

const t = it.metodologia

function ListaSelect({ name, label, lista }: { name: string; label: string; lista: SceltaLista }) {
  const form = Form.useFormInstance()
  return (
    <Form.Item name={name} label={label}>
      <Select<number | null>
        allowClear={clearable}
        showSearch={{ filterOption: filtraOpzione }}
        placeholder={it.comune.selezionare}
        loading={lista.loading}
        options={lista.options}
        onClear={() => form.setFieldValue(name, null)}
      />
    </Form.Item>
  )
}

/**
 * The data of a methodology inside an antd Form (columns of the caller's Row): codice,
 * descrizione, and the method and type picked from their lists (useMetodiTipi). The methodology
 * detail and the custom methodology dialog share them.
 */
export function MetodologiaCampi({ metodi, tipi }: { metodi: SceltaLista; tipi: SceltaLista }) {
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item
          name="codice"
          label={t.codice}
          rules={[
            { required: true, whitespace: true, message: t.codiceObbligatorio },
            { max: 30, message: t.codiceTroppoLungo },
          ]}
        >
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item
          name="descrizione"
          label={it.comune.descrizione}
          rules={[
            { required: true, whitespace: true, message: t.descrizioneObbligatoria },
            { max: 500, message: t.descrizioneTroppoLunga },
          ]}
        >
          <Input maxLength={500} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <ListaSelect name="metodoMetodologia" label={t.metodo} lista={metodi} />
      </Col>
      <Col xs={24} md={8}>
        <ListaSelect name="tipoMetodologia" label={it.comune.tipo} lista={tipi} />
      </Col>
    </>
  )
}
