import { Button, Descriptions, Flex, Typography } from 'antd'
import {
  CalendarOutlined,
  CopyOutlined,
  EditOutlined,
  FileAddOutlined,
  FolderAddOutlined,
  PrinterOutlined,
  ShareAltOutlined,
} from '@ant-design/icons'
import { formatDate } from '@/components/format-date'
import { it } from '@/i18n/it'
import type { SchedaDialog } from './SchedaDialogs'
import { SchedaTags } from './SchedaTags'
import { nomeCliente, type Scheda } from './types'
import { usePrintScheda } from './use-print-scheda'

const t = it.scheda

export interface SchedaHeaderProps {
  scheda: Scheda
  onDialog: (dialog: SchedaDialog) => void
}

/** Name, client, dates, tags and the sheet's actions. */
export function SchedaHeader({ scheda, onDialog }: SchedaHeaderProps) {
  const { print, printing } = usePrintScheda()
  const actions: { key: SchedaDialog; label: string; icon: React.ReactNode }[] = [
    { key: 'rinomina', label: t.rinomina, icon: <EditOutlined /> },
    { key: 'date', label: t.date, icon: <CalendarOutlined /> },
    { key: 'duplica', label: t.duplica, icon: <CopyOutlined /> },
    { key: 'modello', label: t.modello, icon: <FileAddOutlined /> },
    { key: 'condividi', label: t.condividi, icon: <ShareAltOutlined /> },
    { key: 'cartella', label: t.nuovaCartella, icon: <FolderAddOutlined /> },
  ]
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="start" wrap gap={8}>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {scheda.nome}
          </Typography.Title>
          <SchedaTags scheda={scheda} />
        </Flex>
        <Flex gap={8} wrap>
          {actions.map((a) => (
            <Button key={a.key} icon={a.icon} onClick={() => onDialog(a.key)}>
              {a.label}
            </Button>
          ))}
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            loading={printing}
            onClick={() => void print(scheda.id)}
          >
            {t.stampa}
          </Button>
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'cliente',
            label: t.cliente,
            children: nomeCliente(scheda.cliente) || t.nessunCliente,
          },
          {
            key: 'inizio',
            label: t.dataInizio,
            children: formatDate(scheda.dataInizio) || t.nessunaData,
          },
          {
            key: 'fine',
            label: t.dataFine,
            children: formatDate(scheda.dataFine) || t.nessunaData,
          },
        ]}
      />
    </Flex>
  )
}
