import { memo } from 'react'
import { Button, Card, Col, Empty, Flex, Form, Input, Row, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { it } from '@/i18n/it'
import { RiferimentoSelect } from '@/features/forms/RiferimentoSelect'

const t = it.cliente.campi

/** "Caratteristiche e patologie": editable nome/valore pairs and the pathology multi-selects. */
export const CaratteristicheTab = memo(function CaratteristicheTab() {
  return (
    <Row gutter={24}>
      <Col xs={24} xl={14}>
        <Card title={t.caratteristiche} size="small">
          <Typography.Paragraph type="secondary">{t.caratteristicheAiuto}</Typography.Paragraph>
          <Form.List name="caratteristiche">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                {fields.length === 0 && (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t.nessunaCaratteristica}
                  />
                )}
                {fields.map((field, index) => (
                  <Flex key={field.key} gap={8} align="start">
                    <Form.Item
                      name={[field.name, 'nome']}
                      label={index === 0 ? t.caratteristicaNome : undefined}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: it.cliente.regole.caratteristicaNome,
                        },
                      ]}
                      style={{ flex: 2, marginBottom: 0 }}
                    >
                      <Input
                        aria-label={`${t.caratteristicaNome} ${index + 1}`}
                        placeholder={t.caratteristicaNome}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'valore']}
                      label={index === 0 ? t.caratteristicaValore : undefined}
                      style={{ flex: 3, marginBottom: 0 }}
                    >
                      <Input
                        aria-label={`${t.caratteristicaValore} ${index + 1}`}
                        placeholder={t.caratteristicaValore}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t.rimuoviCaratteristica(index + 1)}
                      onClick={() => remove(field.name)}
                      style={index === 0 ? { marginTop: 30 } : undefined}
                    />
                  </Flex>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add({ nome: '', valore: '' })}
                  style={{ alignSelf: 'start', marginTop: 8 }}
                >
                  {t.aggiungiCaratteristica}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t.patologie} size="small">
          <Form.Item name="patologieMuscoli" label={it.comune.muscoli}>
            <RiferimentoSelect riferimento="muscolo" placeholder={t.selezionare} />
          </Form.Item>
          <Form.Item name="patologieArticolazioni" label={it.comune.articolazioni}>
            <RiferimentoSelect riferimento="articolazione" placeholder={t.selezionare} />
          </Form.Item>
          <Form.Item name="patologieOssa" label={it.comune.ossa} style={{ marginBottom: 0 }}>
            <RiferimentoSelect riferimento="osso" placeholder={t.selezionare} />
          </Form.Item>
        </Card>
      </Col>
    </Row>
  )
})
