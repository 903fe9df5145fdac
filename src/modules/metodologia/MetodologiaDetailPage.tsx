import { Button, Card, Checkbox, Col, Flex, Form, Row, Space, Typography } from 'antd'
import { Link, useNavigate } from 'react-router-dom'
import { useHasRole } from '@/features/auth/session'
import { DetailPage } from '@/features/detail-page/DetailPage'
import { useDetailId } from '@/features/detail-page/use-detail-id'
import { useDetailForm } from '@/features/detail-page/use-detail-form'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import {
  useMetodologiaCreateMutation,
  useMetodologiaGetQuery,
  useMetodologiaUpdateMutation,
} from './api'
import { CicliEditor } from './CicliEditor'
import { MetodologiaCampi } from './MetodologiaCampi'
import {
  NUOVA_METODOLOGIA,
  toBody,
  toFormValues,
  type MetodologiaFormValues,
} from './metodologia-form'
import type { Metodologia } from './types'
import { useMetodiTipi, useProponiPredefiniti } from './use-metodi-tipi'

const t = it.metodologia

/**
 * Metodologia (metodologia-id; id 'nuovo' = new): data, method, type and the ordered cycles. A new
 * one starts with the default method and type. Drafts are admin-only: only an admin sees the
 * draft flag, and a draft's URL shows anyone else the 403 text (SPEC 8).
 */
export default function MetodologiaDetailPage() {
  const { isNew, id, valid: validId } = useDetailId()
  const query = useMetodologiaGetQuery(id, { skip: isNew || !validId })
  if (isNew) return <MetodologiaDetail key="nuovo" />
  return (
    <DetailPage
      invalid={!validId}
      query={query}
      notFound={{ title: it.comune.nonTrovato }}
      back={<Link to={href('metodologia-list')}>{t.tornaAllaLista}</Link>}
    >
      {(row) => <MetodologiaDetail key={row.id} row={row} />}
    </DetailPage>
  )
}

/** The methodology's form (new when `row` is undefined). */
function MetodologiaDetail({ row }: { row?: Metodologia }) {
  const navigate = useNavigate()
  const [create] = useMetodologiaCreateMutation()
  const [update] = useMetodologiaUpdateMutation()
  const { metodi, tipi } = useMetodiTipi()
  const isAdmin = useHasRole('ROLE_ADMIN')
  const { form, formProps, saving, acceptAsSaved } = useDetailForm({
    initialValues: row ? toFormValues(row) : NUOVA_METODOLOGIA,
    toBody,
    save: (body) => (row ? update({ id: row.id, body }).unwrap() : create(body).unwrap()),
    onSaved: (saved) => {
      if (row) return toFormValues(saved)
      navigate(href('metodologia-id', { id: saved.id }), { replace: true })
    },
    fromRow: toFormValues,
  })

  // A new methodology starts with the default method and type: part of its starting values.
  useProponiPredefiniti(form, !row, { metodi, tipi }, acceptAsSaved)

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>
        {row ? `${row.codice} · ${row.descrizione}` : it.crud.nuovo('metodologia')}
      </Typography.Title>
      <Form<MetodologiaFormValues> {...formProps} scrollToFirstError>
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
                    <Checkbox>{it.metodologia.predefinita}</Checkbox>
                  </Form.Item>
                </Flex>
              </Col>
            </Row>
          </Card>
          <Card title={t.cicli.titolo}>
            <CicliEditor />
          </Card>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {it.comune.salva}
            </Button>
            <Button onClick={() => navigate(href('metodologia-list'))}>{it.comune.annulla}</Button>
          </Space>
        </Flex>
      </Form>
    </Flex>
  )
}
