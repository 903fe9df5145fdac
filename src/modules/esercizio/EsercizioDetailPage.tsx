import { memo, useEffect, useMemo, useState } from 'react'
import {
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { useAppDispatch } from '@/app/hooks'
import { baseApi } from '@/api/base-api'
import { errorMessage, errorStatus } from '@/api/errors'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { useUnsavedChanges } from '@/features/unsaved-changes/use-unsaved-changes'
import { it } from '@/i18n/it'
import { useAttrezzoListQuery, useCartellaSlimListQuery } from '@/modules/esercizio/api'
import { useRiferimentoList } from '@/api/riferimenti'
import { useEsercizioCreateMutation, useEsercizioGetQuery, useEsercizioUpdateMutation } from './api'
import { BodyFigure } from '@/components/BodyFigure'
import { EsercizioFiles } from './EsercizioFiles'
import {
  CAMPI_RIFERIMENTO,
  esercizioFieldErrors,
  NUOVO_ESERCIZIO,
  sameValues,
  toBody,
  toFormValues,
  type CampoRiferimento,
  type EsercizioFormValues,
} from './esercizio-form'
import { NuovoAttrezzoDialog } from './NuovoAttrezzoDialog'
import { RiferimentoSelect } from './RiferimentoSelect'
import { TIPI_ESERCIZIO } from './tipo'
import { clearable } from '@/components/clearable'

const t = it.esercizio

const MUSCOLI: readonly CampoRiferimento[] = [
  'muscoliPrimari',
  'muscoliSinergici',
  'muscoliStabilizzatori',
]
const ANATOMIA: readonly CampoRiferimento[] = [
  'articolazioni',
  'ossa',
  'catene',
  'patologieMuscoli',
  'patologieArticolazioni',
  'patologieOssa',
]

/** A reference multi-select of the form; memoized: page state changes do not re-render it. */
const RiferimentoField = memo(function RiferimentoField({ campo }: { campo: CampoRiferimento }) {
  return (
    <Form.Item name={campo} label={t[campo]}>
      <RiferimentoSelect riferimento={CAMPI_RIFERIMENTO[campo]} />
    </Form.Item>
  )
})

/** Esercizio (esercizio-id; id 'nuovo' = new): the form, the body figure and attached files. */
export default function EsercizioDetailPage() {
  const { id: param } = useParams()
  const key = param ?? ''
  const isNew = param === 'nuovo'
  const id = Number(param)
  const validId = Number.isInteger(id) && id > 0
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const [form] = Form.useForm<EsercizioFormValues>()

  const { data: row, error, isLoading } = useEsercizioGetQuery(id, { skip: isNew || !validId })
  const [create, { isLoading: creating }] = useEsercizioCreateMutation()
  const [update, { isLoading: updating }] = useEsercizioUpdateMutation()
  const { data: attrezzi, isFetching: loadingAttrezzi } = useAttrezzoListQuery({
    pageSize: PAGE_SIZE_ALL,
  })
  const { data: cartelle, isFetching: loadingCartelle } = useCartellaSlimListQuery({
    pageSize: PAGE_SIZE_ALL,
  })
  const { data: muscoli } = useRiferimentoList('muscolo')

  // The values the form was filled with: the loaded row, or the empty exercise.
  const [baseline, setBaseline] = useState<{ key: string; values: EsercizioFormValues } | null>(
    null,
  )
  const [attrezzoDialog, setAttrezzoDialog] = useState(false)
  // A piece of equipment just created shows its name before the equipment list is reloaded.
  const [creato, setCreato] = useState<{ id: number; nome: string } | null>(null)
  const opzioniAttrezzo = [
    ...(attrezzi?.data ?? []),
    ...(creato && !attrezzi?.data.some((a) => a.id === creato.id) ? [creato] : []),
  ].map((a) => ({ value: a.id, label: a.nome }))
  const [dirty, setDirty] = useState(false)
  /** Whether the form differs from what was loaded (checked on every change, list moves too). */
  const checkDirty = () => {
    if (baseline?.key !== key) return
    const values = form.getFieldsValue(true) as EsercizioFormValues
    setDirty(!sameValues({ ...baseline.values, ...values }, baseline.values))
  }
  const { markSaved } = useUnsavedChanges(dirty)

  // Fill the form once per exercise: a later refetch (after a file upload) keeps what is typed.
  useEffect(() => {
    if (baseline?.key === key) return
    const values = isNew ? NUOVO_ESERCIZIO : row ? toFormValues(row) : null
    if (!values) return
    form.setFieldsValue(values)
    setBaseline({ key, values })
    setDirty(false)
  }, [baseline, key, isNew, row, form])

  const primari = Form.useWatch('muscoliPrimari', form)
  const nomiPrimari = useMemo(() => {
    const byId = new Map((muscoli?.data ?? []).map((m) => [m.id, m.nome]))
    return (primari ?? []).flatMap((mid) => {
      const nome = byId.get(mid)
      return nome ? [nome] : []
    })
  }, [primari, muscoli])

  const save = async (values: EsercizioFormValues) => {
    const all = { ...(baseline?.values ?? NUOVO_ESERCIZIO), ...values }
    const body = toBody(all)
    try {
      const saved = isNew ? await create(body).unwrap() : await update({ id, body }).unwrap()
      // Folder membership is saved with the exercise: the folders' lists change too.
      dispatch(baseApi.util.invalidateTags([{ type: 'Cartella', id: 'LIST' }]))
      markSaved()
      setDirty(false)
      if (isNew) {
        navigate(`/esercizi/${saved.id}`, { replace: true })
      } else {
        const next = toFormValues(saved)
        form.setFieldsValue(next)
        setBaseline({ key, values: next })
      }
    } catch (err) {
      form.setFields(esercizioFieldErrors(err) as Parameters<typeof form.setFields>[0])
    }
  }

  if (!isNew && (!validId || errorStatus(error) === 404)) {
    return (
      <Result
        status="404"
        title={t.nonTrovato}
        extra={<Link to="/esercizi">{t.tornaAllaLista}</Link>}
      />
    )
  }
  if (!isNew && error) {
    return (
      <Result
        status="error"
        title={errorMessage(error) ?? it.errori.tecnico}
        extra={<Link to="/esercizi">{t.tornaAllaLista}</Link>}
      />
    )
  }
  if (!isNew && (isLoading || !row)) {
    return <Skeleton active paragraph={{ rows: 10 }} />
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>{isNew ? t.titoloNuovo : row?.nomenclatura}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Form<EsercizioFormValues>
            form={form}
            layout="vertical"
            initialValues={NUOVO_ESERCIZIO}
            onValuesChange={checkDirty}
            onFinish={(values) => void save(values)}
            scrollToFirstError
          >
            <Flex vertical gap={16}>
              <Card title={t.sezioneGenerale}>
                <Form.Item
                  name="nomenclatura"
                  label={t.nomenclatura}
                  rules={[
                    { required: true, whitespace: true, message: t.nomenclaturaObbligatoria },
                    { max: 150, message: t.nomenclaturaTroppoLunga },
                  ]}
                >
                  <Input maxLength={150} />
                </Form.Item>
                <Form.Item name="descrizione" label={t.descrizione}>
                  <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={4000} />
                </Form.Item>
                <Form.Item label={t.attrezzo} required={false}>
                  <Flex gap={8}>
                    <Form.Item name="attrezzo" noStyle>
                      <Select<number | null>
                        aria-label={t.attrezzo}
                        allowClear={clearable}
                        showSearch={{ optionFilterProp: 'label' }}
                        placeholder={t.nessunAttrezzo}
                        loading={loadingAttrezzi}
                        options={opzioniAttrezzo}
                        onClear={() => form.setFieldValue('attrezzo', null)}
                        style={{ flex: 1 }}
                      />
                    </Form.Item>
                    <Button
                      icon={<PlusOutlined aria-hidden />}
                      onClick={() => setAttrezzoDialog(true)}
                    >
                      {t.nuovoAttrezzo}
                    </Button>
                  </Flex>
                </Form.Item>
                <Form.Item name="flagAttrezzoMacchina" label={t.tipo}>
                  <Radio.Group
                    options={TIPI_ESERCIZIO.map((tipo) => ({
                      value: tipo.value ?? '',
                      label: tipo.label,
                    }))}
                  />
                </Form.Item>
                <Form.Item name="cartelle" label={t.cartelle}>
                  <Select<number[]>
                    mode="multiple"
                    allowClear={clearable}
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t.selezionare}
                    loading={loadingCartelle}
                    options={(cartelle?.data ?? []).map((c) => ({ value: c.id, label: c.nome }))}
                  />
                </Form.Item>
              </Card>
              <Card title={t.sezioneMuscoli}>
                {MUSCOLI.map((campo) => (
                  <RiferimentoField key={campo} campo={campo} />
                ))}
              </Card>
              <Card title={t.sezioneAnatomia}>
                {ANATOMIA.map((campo) => (
                  <RiferimentoField key={campo} campo={campo} />
                ))}
              </Card>
              <Space>
                <Button type="primary" htmlType="submit" loading={creating || updating}>
                  {t.salva}
                </Button>
                <Button onClick={() => navigate('/esercizi')}>{t.annulla}</Button>
              </Space>
            </Flex>
          </Form>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card title={t.figura.titolo}>
              <BodyFigure muscoli={nomiPrimari} />
            </Card>
            <Card title={t.file.titolo}>
              {row && !isNew ? (
                <EsercizioFiles esercizioId={row.id} files={row.files} />
              ) : (
                <Typography.Text type="secondary">{t.file.salvaPrima}</Typography.Text>
              )}
            </Card>
          </Flex>
        </Col>
      </Row>
      <NuovoAttrezzoDialog
        open={attrezzoDialog}
        onClose={() => setAttrezzoDialog(false)}
        onCreated={(attrezzo) => {
          setCreato(attrezzo)
          form.setFieldValue('attrezzo', attrezzo.id)
          checkDirty()
        }}
      />
    </Flex>
  )
}
