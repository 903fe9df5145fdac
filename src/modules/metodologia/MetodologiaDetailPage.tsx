import { useEffect, useState } from 'react'
import {
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Result,
  Row,
  Skeleton,
  Space,
  Typography,
} from 'antd'
import { StopOutlined } from '@ant-design/icons'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { errorMessage, errorStatus } from '@/api/errors'
import { StatusMessage } from '@/components/StatusMessage'
import { useHasRole } from '@/features/auth/session'
import { useUnsavedChanges } from '@/features/unsaved-changes/use-unsaved-changes'
import { it } from '@/i18n/it'
import {
  useMetodologiaCreateMutation,
  useMetodologiaGetQuery,
  useMetodologiaUpdateMutation,
} from './api'
import { CicliEditor } from './CicliEditor'
import { MetodologiaCampi } from './MetodologiaCampi'
import {
  metodologiaFieldErrors,
  NUOVA_METODOLOGIA,
  sameValues,
  toBody,
  toFormValues,
  type MetodologiaFormValues,
} from './metodologia-form'
import { useMetodiTipi, useProponiPredefiniti } from './use-metodi-tipi'

const t = it.metodologia

/**
 * Metodologia (metodologia-id; id 'nuovo' = new): data, method, type and the ordered cycles. A new
 * one starts with the default method and type. Drafts are admin-only: only an admin sees the
 * draft flag, and a draft's URL shows anyone else the 403 text (SPEC 8).
 */
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
  const { metodi, tipi } = useMetodiTipi()
  const isAdmin = useHasRole('ROLE_ADMIN')

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

  // A new methodology starts with the default method and type: part of its starting values.
  useProponiPredefiniti(form, isNew && baseline?.key === key, { metodi, tipi }, (proposed) =>
    setBaseline((current) => current && { ...current, values: { ...current.values, ...proposed } }),
  )

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
  if (!isNew && errorStatus(error) === 403) {
    return (
      <StatusMessage
        icon={<StopOutlined aria-hidden />}
        title="403"
        text={it.errori.privilegi}
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
              <MetodologiaCampi metodi={metodi} tipi={tipi} />
              <Col xs={24} md={8}>
                <Flex gap={24} style={{ paddingTop: 30 }} wrap>
                  {isAdmin && (
                    <Form.Item name="isBozza" valuePropName="checked" noStyle>
                      <Checkbox>{t.isBozza}</Checkbox>
                    </Form.Item>
                  )}
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
