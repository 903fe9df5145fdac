import { useEffect, useState } from 'react'
import {
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { errorMessage, errorStatus } from '@/api/errors'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { useUnsavedChanges } from '@/features/unsaved-changes/use-unsaved-changes'
import { it } from '@/i18n/it'
import { useMetodometodologiaSlimListQuery } from '@/modules/metodometodologia/api'
import { useTipometodologiaSlimListQuery } from '@/modules/tipometodologia/api'
import {
  useMetodologiaCreateMutation,
  useMetodologiaGetQuery,
  useMetodologiaUpdateMutation,
} from './api'
import { CicliEditor } from './CicliEditor'
import {
  metodologiaFieldErrors,
  NUOVA_METODOLOGIA,
  sameValues,
  toBody,
  toFormValues,
  type MetodologiaFormValues,
} from './metodologia-form'

const t = it.metodologia

const ALL = { pageSize: PAGE_SIZE_ALL }

/** Metodologia (metodologia-id; id 'nuovo' = new): data, method, type and the ordered cycles. */
export default function MetodologiaDetailPage() {
  const { id: param } = useParams()
  const key = param ?? ''
  const isNew = param === 'nuovo'
  const id = Number(param)
  const validId = Number.isInteger(id) && id > 0
  const navigate = useNavigate()
  const [form] = Form.useForm<MetodologiaFormValues>()

  const { data: row, error, isLoading } = useMetodologiaGetQuery(id, { skip: isNew || !validId })
  const [create, { isLoading: creating }] = useMetodologiaCreateMutation()
  const [update, { isLoading: updating }] = useMetodologiaUpdateMutation()
  const { data: metodi, isFetching: loadingMetodi } = useMetodometodologiaSlimListQuery(ALL)
  const { data: tipi, isFetching: loadingTipi } = useTipometodologiaSlimListQuery(ALL)

  const [baseline, setBaseline] = useState<{
    key: string
    values: MetodologiaFormValues
  } | null>(null)
  const [dirty, setDirty] = useState(false)
  /** Whether the form differs from what was loaded (checked on every change, list moves too). */
  const checkDirty = () => {
    if (baseline?.key !== key) return
    const values = form.getFieldsValue(true) as MetodologiaFormValues
    setDirty(!sameValues({ ...baseline.values, ...values }, baseline.values))
  }
  const { markSaved } = useUnsavedChanges(dirty)

  // Fill the form once per methodology: a refetch does not overwrite what is being typed.
  useEffect(() => {
    if (baseline?.key === key) return
    const values = isNew ? NUOVA_METODOLOGIA : row ? toFormValues(row) : null
    if (!values) return
    form.setFieldsValue(values)
    setBaseline({ key, values })
    setDirty(false)
  }, [baseline, key, isNew, row, form])

  const save = async (values: MetodologiaFormValues) => {
    const body = toBody({ ...(baseline?.values ?? NUOVA_METODOLOGIA), ...values })
    try {
      const saved = isNew ? await create(body).unwrap() : await update({ id, body }).unwrap()
      markSaved()
      setDirty(false)
      if (isNew) {
        navigate(`/metodologie/${saved.id}`, { replace: true })
      } else {
        const next = toFormValues(saved)
        form.setFieldsValue(next)
        setBaseline({ key, values: next })
      }
    } catch (err) {
      form.setFields(metodologiaFieldErrors(err) as Parameters<typeof form.setFields>[0])
    }
  }

  if (!isNew && (!validId || errorStatus(error) === 404)) {
    return (
      <Result
        status="404"
        title={t.nonTrovata}
        extra={<Link to="/metodologie">{t.tornaAllaLista}</Link>}
      />
    )
  }
  if (!isNew && error) {
    return (
      <Result
        status="error"
        title={errorMessage(error) ?? it.errori.tecnico}
        extra={<Link to="/metodologie">{t.tornaAllaLista}</Link>}
      />
    )
  }
  if (!isNew && (isLoading || !row)) {
    return <Skeleton active paragraph={{ rows: 10 }} />
  }

  const options = (rows: { id: number; nome: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.nome }))

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>
        {isNew ? t.titoloNuova : `${row?.codice ?? ''} · ${row?.descrizione ?? ''}`}
      </Typography.Title>
      <Form<MetodologiaFormValues>
        form={form}
        layout="vertical"
        initialValues={NUOVA_METODOLOGIA}
        onValuesChange={checkDirty}
        onFinish={(values) => void save(values)}
        scrollToFirstError
      >
        <Flex vertical gap={16}>
          <Card>
            <Row gutter={16}>
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
                  label={t.descrizione}
                  rules={[
                    { required: true, whitespace: true, message: t.descrizioneObbligatoria },
                    { max: 500, message: t.descrizioneTroppoLunga },
                  ]}
                >
                  <Input maxLength={500} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="metodoMetodologia" label={t.metodo}>
                  <Select<number | null>
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t.selezionare}
                    loading={loadingMetodi}
                    options={options(metodi?.data)}
                    onClear={() => form.setFieldValue('metodoMetodologia', null)}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="tipoMetodologia" label={t.tipo}>
                  <Select<number | null>
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t.selezionare}
                    loading={loadingTipi}
                    options={options(tipi?.data)}
                    onClear={() => form.setFieldValue('tipoMetodologia', null)}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Flex gap={24} style={{ paddingTop: 30 }} wrap>
                  <Form.Item name="isBozza" valuePropName="checked" noStyle>
                    <Checkbox>{t.isBozza}</Checkbox>
                  </Form.Item>
                  <Form.Item name="isDefault" valuePropName="checked" noStyle>
                    <Checkbox>{t.isDefault}</Checkbox>
                  </Form.Item>
                </Flex>
              </Col>
            </Row>
          </Card>
          <Card title={t.cicli.titolo}>
            <CicliEditor />
          </Card>
          <Space>
            <Button type="primary" htmlType="submit" loading={creating || updating}>
              {t.salva}
            </Button>
            <Button onClick={() => navigate('/metodologie')}>{t.annulla}</Button>
          </Space>
        </Flex>
      </Form>
    </Flex>
  )
}
