import { memo } from 'react'
import { Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Row, Typography } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { it } from '@/i18n/it'
import { NUOVO_CICLO } from './metodologia-form'

const t = it.metodologia.cicli

/**
 * The methodology's cycles as an ordered, editable list (inside the page's Form): each cycle has
 * serie, ripetizioni, recupero (s), carico (%) and note; add, remove, move up and down.
 */
export const CicliEditor = memo(function CicliEditor() {
  return (
    <Form.List name="metodologiaCicli">
      {(fields, { add, remove, move }) => (
        <Flex vertical gap={12}>
          {fields.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessuno} />
          )}
          {fields.map((field, index) => {
            const n = index + 1
            return (
              <Card
                key={field.key}
                size="small"
                role="group"
                aria-label={t.ciclo(n)}
                title={<Typography.Text strong>{t.ciclo(n)}</Typography.Text>}
                extra={
                  <Flex gap={4}>
                    <Button
                      type="text"
                      icon={<ArrowUpOutlined aria-hidden />}
                      aria-label={t.su(n)}
                      title={t.su(n)}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      type="text"
                      icon={<ArrowDownOutlined aria-hidden />}
                      aria-label={t.giu(n)}
                      title={t.giu(n)}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t.rimuovi(n)}
                      title={t.rimuovi(n)}
                      onClick={() => remove(index)}
                    />
                  </Flex>
                }
              >
                <Row gutter={12}>
                  <Col xs={12} md={4}>
                    <Form.Item
                      name={[field.name, 'serie']}
                      label={t.serie}
                      rules={[
                        { required: true, message: t.serieObbligatorie },
                        { type: 'number', min: 1, max: 100, message: t.serieIntervallo },
                      ]}
                    >
                      <InputNumber
                        min={1}
                        max={100}
                        precision={0}
                        controls={false}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[field.name, 'ripetizioni']}
                      label={t.ripetizioni}
                      rules={[
                        { required: true, whitespace: true, message: t.ripetizioniObbligatorie },
                        { max: 20, message: t.ripetizioniTroppoLunghe },
                      ]}
                    >
                      <Input maxLength={20} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item name={[field.name, 'recupero']} label={t.recupero}>
                      <InputNumber
                        min={0}
                        precision={0}
                        controls={false}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item name={[field.name, 'carico']} label={t.carico}>
                      <InputNumber min={0} max={1000} controls={false} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item
                      name={[field.name, 'note']}
                      label={t.note}
                      rules={[{ max: 500, message: t.noteTroppoLunghe }]}
                    >
                      <Input maxLength={500} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            )
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ ...NUOVO_CICLO })}
            block
          >
            {t.aggiungi}
          </Button>
        </Flex>
      )}
    </Form.List>
  )
})
