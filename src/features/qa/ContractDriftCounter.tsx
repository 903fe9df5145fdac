import { tableLoading } from '@/components/table-loading'
import { useState, useSyncExternalStore } from 'react'
import { Button, Modal, Table, Typography, type TableColumnsType } from 'antd'
import {
  clearContractDrifts,
  contractDrifts,
  subscribeContractDrifts,
  type DriftEntry,
} from '@/config/contract-drift'
import { it } from '@/i18n/it'

const t = it.serverEsterno.contratto

const columns: TableColumnsType<DriftEntry> = [
  {
    key: 'operazione',
    title: t.operazione,
    render: (_, entry) => `${entry.operationId} (${entry.status})`,
  },
  {
    key: 'campo',
    title: t.campo,
    render: (_, entry) => <code>{entry.field || t.rispostaIntera}</code>,
  },
  { key: 'atteso', title: t.atteso, dataIndex: 'expected' },
  { key: 'ricevuto', title: t.ricevuto, render: (_, entry) => <code>{entry.got}</code> },
  { key: 'volte', title: t.volte, dataIndex: 'times', align: 'right' },
]

/**
 * The QA build's counter in the top bar: how many differences from the contract the answers
 * showed so far (src/config/contract-drift.ts); a click lists them. Loaded only by a QA build.
 */
export default function ContractDriftCounter() {
  const drifts = useSyncExternalStore(subscribeContractDrifts, contractDrifts)
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        size="small"
        danger={drifts.length > 0}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t.contatore(drifts.length)}
      </Button>
      <Modal
        open={open}
        title={t.titolo}
        width={960}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="svuota" disabled={drifts.length === 0} onClick={clearContractDrifts}>
            {t.svuota}
          </Button>,
          <Button key="chiudi" type="primary" onClick={() => setOpen(false)}>
            {it.comune.chiudi}
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary">{t.testo}</Typography.Paragraph>
        <Table<DriftEntry>
          loading={tableLoading()}
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={[...drifts]}
          pagination={false}
          scroll={{ y: 400 }}
          locale={{ emptyText: t.nessuna }}
        />
      </Modal>
    </>
  )
}
