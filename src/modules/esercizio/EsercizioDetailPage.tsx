import { memo, useMemo, useState } from 'react'
import { Button, Card, Col, Flex, Form, Input, Radio, Row, Select, Typography } from 'antd'
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons'
import { Link, useNavigate } from 'react-router-dom'
import { useAppDispatch } from '@/app/hooks'
import { baseApi } from '@/api/base-api'
import { PAGE_SIZE_ALL } from '@/config/constants'
import { FormHeader } from '@/features/detail-page/DetailHeader'
import { DetailPage } from '@/features/detail-page/DetailPage'
import { useDetailId } from '@/features/detail-page/use-detail-id'
import { useDetailForm } from '@/features/detail-page/use-detail-form'
import { RiferimentoSelect } from '@/features/forms/RiferimentoSelect'
import { it } from '@/i18n/it'
import { useRiferimentoList } from '@/api/riferimenti'
import { href } from '@/config/paths'
import {
  useEsercizioCreateMutation,
  useEsercizioGetQuery,
  useEsercizioUpdateMutation,
  type Esercizio,
  useAttrezzoListQuery,
  useCartellaSlimListQuery,
} from './api'
import { BodyFigure } from '@/components/BodyFigure'
import { EsercizioFiles } from './EsercizioFiles'
import {
  CAMPI_RIFERIMENTO,
  NUOVO_ESERCIZIO,
  toBody,
  toFormValues,
  type CampoRiferimento,
  type EsercizioFormValues,
} from './esercizio-form'
import { NuovoAttrezzoDialog } from './NuovoAttrezzoDialog'
import { TIPI_ESERCIZIO } from './tipo'
import { clearable } from '@/components/clearable'
import { filtraOpzione } from '@/components/ricerca'

/** The form's id (antd: its name), for the Salva at the top of the page. */
const FORM_ID = 'esercizio'

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
      <RiferimentoSelect
        riferimento={CAMPI_RIFERIMENTO[campo]}
        placeholder={it.comune.selezionare}
      />
    </Form.Item>
  )
})

/** Esercizio (esercizio-id; id 'nuovo' = new): the form, the body figure and attached files. */
export default function EsercizioDetailPage() {
  const { isNew, id, valid: validId } = useDetailId()
  const query = useEsercizioGetQuery(id, { skip: isNew || !validId })
  if (isNew) return <EsercizioDetail key="nuovo" />
  return (
    <DetailPage
      invalid={!validId}
      query={query}
      notFound={{ title: it.comune.nonTrovato }}
      back={<Link to={href('esercizio-list')}>{t.tornaAllaLista}</Link>}
    >
      {(row) => <EsercizioDetail key={row.id} row={row} />}
    </DetailPage>
  )
}

/** The exercise's form (new when `row` is undefined), its body figure and its files. */
function EsercizioDetail({ row }: { row?: Esercizio }) {
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const [create] = useEsercizioCreateMutation()
  const [update] = useEsercizioUpdateMutation()
  const { form, formProps, saving } = useDetailForm({
    initialValues: row ? toFormValues(row) : NUOVO_ESERCIZIO,
    toBody,
    save: async (body) => {
      const saved = row ? await update({ id: row.id, body }).unwrap() : await create(body).unwrap()
      // Folder membership is saved with the exercise: the folders' lists change too.
      dispatch(baseApi.util.invalidateTags([{ type: 'Cartella', id: 'LIST' }]))
      return saved
    },
    onSaved: (saved) => {
      if (row) return toFormValues(saved)
      navigate(href('esercizio-id', { id: saved.id }), { replace: true })
    },
    fromRow: toFormValues,
  })
  const { data: attrezzi, isFetching: loadingAttrezzi } = useAttrezzoListQuery({
    pageSize: PAGE_SIZE_ALL,
  })
  const { data: cartelle, isFetching: loadingCartelle } = useCartellaSlimListQuery({
    pageSize: PAGE_SIZE_ALL,
  })
  const { data: muscoli } = useRiferimentoList('muscolo')

  const [attrezzoDialog, setAttrezzoDialog] = useState(false)
  // A piece of equipment just created shows its name before the equipment list is reloaded.
  const [creato, setCreato] = useState<{ id: number; nome: string } | null>(null)
  const opzioniAttrezzo = [
    ...(attrezzi?.data ?? []),
    ...(creato && !attrezzi?.data.some((a) => a.id === creato.id) ? [creato] : []),
  ].map((a) => ({ value: a.id, label: a.nome }))

  const primari = Form.useWatch('muscoliPrimari', form)
  const nomiPrimari = useMemo(() => {
    const byId = new Map((muscoli?.data ?? []).map((m) => [m.id, m.nome]))
    return (primari ?? []).flatMap((mid) => {
      const nome = byId.get(mid)
      return nome ? [nome] : []
    })
  }, [primari, muscoli])

  return (
    <Flex vertical gap={16}>
      {/* The way back and Salva at the top: the form is longer than a laptop screen. */}
      <Link to={href('esercizio-list')}>
        <ArrowLeftOutlined aria-hidden /> {t.tornaAllaLista}
      </Link>
      {/* Salva is outside the form (form=): Enter in a field saves, as on every form. */}
      <FormHeader
        title={row ? row.nomenclatura : it.crud.nuovo('esercizio')}
        onAnnulla={() => navigate(href('esercizio-list'))}
        saving={saving}
        form={FORM_ID}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Form<EsercizioFormValues> name={FORM_ID} {...formProps} scrollToFirstError>
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
                <Form.Item name="descrizione" label={it.comune.descrizione}>
                  <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={4000} />
                </Form.Item>
                <Form.Item label={it.comune.attrezzo} required={false}>
                  <Flex gap={8}>
                    <Form.Item name="attrezzo" noStyle>
                      <Select<number | null>
                        aria-label={it.comune.attrezzo}
                        allowClear={clearable}
                        showSearch={{ filterOption: filtraOpzione }}
                        placeholder={it.comune.nessunAttrezzo}
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
                      {it.crud.nuovo('attrezzo')}
                    </Button>
                  </Flex>
                </Form.Item>
                <Form.Item name="flagAttrezzoMacchina" label={it.comune.tipo}>
                  <Radio.Group
                    options={TIPI_ESERCIZIO.map((tipo) => ({
                      value: tipo.value ?? '',
                      label: tipo.label,
                    }))}
                  />
                </Form.Item>
                <Form.Item name="cartelle" label={it.comune.cartelle}>
                  <Select<number[]>
                    mode="multiple"
                    allowClear={clearable}
                    showSearch={{ filterOption: filtraOpzione }}
                    placeholder={it.comune.selezionare}
                    loading={loadingCartelle}
                    options={(cartelle?.data ?? []).map((c) => ({ value: c.id, label: c.nome }))}
                  />
                </Form.Item>
              </Card>
              <Card title={it.comune.muscoli}>
                {MUSCOLI.map((campo) => (
                  <RiferimentoField key={campo} campo={campo} />
                ))}
              </Card>
              <Card title={t.sezioneAnatomia}>
                {ANATOMIA.map((campo) => (
                  <RiferimentoField key={campo} campo={campo} />
                ))}
              </Card>
            </Flex>
          </Form>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card title={t.figura.titolo}>
              <BodyFigure muscoli={nomiPrimari} />
            </Card>
            <Card title={t.file.titolo}>
              {row ? (
                <EsercizioFiles esercizioId={row.id} files={row.files ?? []} />
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
        }}
      />
    </Flex>
  )
}
