import type { ReactNode } from 'react'
import { Button, Descriptions, Flex, Typography } from 'antd'
import {
  CalendarOutlined,
  CheckOutlined,
  CopyOutlined,
  EditOutlined,
  FileAddOutlined,
  FolderAddOutlined,
  FormOutlined,
  PrinterOutlined,
  ShareAltOutlined,
} from '@ant-design/icons'
import { formatDate } from '@/components/format-date'
import { it } from '@/i18n/it'
import { useSchedaUpdateMutation } from './api'
import type { SchedaDialog } from './SchedaDialogs'
import { SchedaTags } from './SchedaTags'
import { nomeCliente, schedaInput, type SchedaRow } from './types'
import { usePrintScheda } from './use-print-scheda'

const t = it.scheda

export interface SchedaHeaderProps {
  scheda: SchedaRow
  onDialog: (dialog: SchedaDialog) => void
  /** Resolves when the edits made so far are saved: the printed sheet has them all. */
  quandoSalvato?: () => Promise<void>
}

/** Name, client, dates, tags and the sheet's actions. */
export function SchedaHeader({ scheda, onDialog, quandoSalvato }: SchedaHeaderProps) {
  const { print, printing } = usePrintScheda()
  const [update, { isLoading: updating }] = useSchedaUpdateMutation()
  const actions: { key: SchedaDialog; label: string; icon: ReactNode }[] = [
    { key: 'rinomina', label: t.rinomina, icon: <EditOutlined aria-hidden /> },
    { key: 'date', label: t.date, icon: <CalendarOutlined aria-hidden /> },
    { key: 'duplica', label: t.duplica, icon: <CopyOutlined aria-hidden /> },
    { key: 'modello', label: t.modello, icon: <FileAddOutlined aria-hidden /> },
    { key: 'condividi', label: t.condividi, icon: <ShareAltOutlined aria-hidden /> },
    { key: 'cartella', label: t.nuovaCartella, icon: <FolderAddOutlined aria-hidden /> },
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
            icon={scheda.isBozza ? <CheckOutlined aria-hidden /> : <FormOutlined aria-hidden />}
            loading={updating}
            onClick={() =>
              void update({
                id: scheda.id,
                body: { ...schedaInput(scheda), isBozza: !scheda.isBozza },
              })
                .unwrap()
                .catch(() => undefined)
            }
          >
            {scheda.isBozza ? t.pubblica : t.bozza}
          </Button>
          <Button
            type="primary"
            icon={<PrinterOutlined aria-hidden />}
            loading={printing}
            onClick={() => void print(scheda.id, quandoSalvato)}
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
