import { tableLoading } from '@/components/table-loading'
import { memo, useState } from 'react'
import { Button, Card, Empty, Flex, Form, Select, Table, Tag, Typography } from 'antd'
import { CheckSquareOutlined } from '@ant-design/icons'
import { DATE_FORMAT } from '@/config/constants'
import { it } from '@/i18n/it'
import { useRiferimentoList } from '@/api/riferimenti'
import { useClienteUpdateMutation } from './api'
import { fromCliente, toClienteInput, type Cliente } from './cliente-form'
import { ChiudiTestDialog } from './ChiudiTestDialog'
import { testChiusi, toTestPair, type TestChiuso } from './test-posturali'
import { filtraOpzione } from '@/components/ricerca'

const t = it.cliente.test

const ESITO_COLORS: Record<string, string> = {
  'Nella norma': 'success',
  'Da monitorare': 'warning',
  'Da approfondire': 'error',
}

/**
 * "Test di valutazione posturale": pick a test, close it with an outcome; the closed tests are kept
 * among the client's caratteristiche (`cliente_update`) and listed here.
 */
export const TestPosturaliTab = memo(function TestPosturaliTab({ cliente }: { cliente: Cliente }) {
  const { data: tests, isFetching } = useRiferimentoList('testvalutazioneposturale')
  const [update] = useClienteUpdateMutation()
  const [scelto, setScelto] = useState<string | null>(null)
  // The test in the dialog: kept while the dialog closes, even after the select is cleared.
  const [inDialog, setInDialog] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const chiusi = testChiusi(cliente.caratteristiche)

  const registra = async (test: TestChiuso) => {
    const body = toClienteInput(fromCliente(cliente), cliente)
    body.caratteristiche = [...(body.caratteristiche ?? []), toTestPair(test)]
    await update({ id: cliente.id, body }).unwrap()
    setScelto(null)
  }

  return (
    <Flex vertical gap={16}>
      <Card title={t.titolo} size="small">
        <Typography.Paragraph type="secondary">{t.testo}</Typography.Paragraph>
        <Flex gap={8} align="end" wrap>
          <Form.Item label={t.scegli} htmlFor="test-da-chiudere" style={{ marginBottom: 0 }}>
            <Select
              id="test-da-chiudere"
              showSearch={{ filterOption: filtraOpzione }}
              placeholder={it.cliente.campi.selezionare}
              loading={isFetching}
              value={scelto}
              onChange={setScelto}
              options={(tests?.data ?? []).map((row) => ({ value: row.nome, label: row.nome }))}
              style={{ width: 360 }}
            />
          </Form.Item>
          <Button
            type="primary"
            icon={<CheckSquareOutlined aria-hidden />}
            disabled={!scelto}
            onClick={() => {
              setInDialog(scelto)
              setOpen(true)
            }}
          >
            {t.chiudi}
          </Button>
        </Flex>
      </Card>
      <Card title={t.chiusi} size="small">
        <Table<TestChiuso>
          loading={tableLoading()}
          aria-label={t.chiusi}
          size="small"
          pagination={false}
          rowKey={(row) => `${row.test}|${row.data.format(DATE_FORMAT)}|${row.esito}|${row.note}`}
          dataSource={chiusi}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.nessuno} />,
          }}
          columns={[
            { title: t.test, dataIndex: 'test' },
            {
              title: it.comune.data,
              key: 'data',
              render: (_v, row) => (row.data.isValid() ? row.data.format(DATE_FORMAT) : ''),
            },
            {
              title: it.comune.esito,
              dataIndex: 'esito',
              render: (esito: string) => <Tag color={ESITO_COLORS[esito]}>{esito}</Tag>,
            },
            { title: it.comune.note, dataIndex: 'note' },
          ]}
        />
      </Card>
      {inDialog && (
        <ChiudiTestDialog
          open={open}
          test={inDialog}
          onClose={() => setOpen(false)}
          onSubmit={registra}
        />
      )}
    </Flex>
  )
})
