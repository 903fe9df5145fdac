import { memo } from 'react'
import { Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Row, Typography } from 'antd'
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { parseDecimal, parseDurata } from '@/components/format-number'
import { it } from '@/i18n/it'
import { NUOVO_CICLO } from './metodologia-form'

const t = it.metodologia.cicli

/** A rule for a field typed the Italian way: empty, or read by `parse` and at most `max`. */
const leggibile =
  (parse: (text: string) => number | null | undefined, max: number, message: string) =>
  async (_rule: unknown, text: string | undefined) => {
    const value = parse(text ?? '')
    if (value === undefined || (value !== null && value > max)) throw new Error(message)
  }

/**
 * The methodology's cycles as an ordered, editable list (inside the page's Form): each cycle has
 * serie, ripetizioni, recupero (`1:30`), carico in % of the maximum (`72,5`) and note, typed as in
 * the sheet builder; add, remove, move up and down.
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
                      label={it.comune.serie}
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
                      label={it.comune.ripetizioni}
                      rules={[
                        { required: true, whitespace: true, message: t.ripetizioniObbligatorie },
                        { max: 20, message: t.ripetizioniTroppoLunghe },
                      ]}
                    >
                      <Input maxLength={20} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={5}>
                    <Form.Item
                      name={[field.name, 'recupero']}
                      label={it.comune.recupero}
                      extra={t.recuperoAiuto}
                      rules={[{ validator: leggibile(parseDurata, 3600, t.recuperoErrato) }]}
                    >
                      <Input maxLength={8} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item
                      name={[field.name, 'carico']}
                      label={t.carico}
                      rules={[{ validator: leggibile(parseDecimal, 1000, t.caricoErrato) }]}
                    >
                      <Input maxLength={9} inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item
                      name={[field.name, 'note']}
                      label={it.comune.note}
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
