import { Descriptions } from 'antd'
import {
  CalendarOutlined,
  CheckOutlined,
  CopyOutlined,
  EditOutlined,
  FileAddOutlined,
  FolderAddOutlined,
  FormOutlined,
  ForwardOutlined,
  PrinterOutlined,
  ShareAltOutlined,
} from '@ant-design/icons'
import { Link } from 'react-router-dom'
import { AzioniAdattive, type Azione } from '@/components/AzioniAdattive'
import { formatDate } from '@/components/format-date'
import { DetailHeader } from '@/features/detail-page/DetailHeader'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'
import type { SchedaDialog } from './SchedaDialogs'
import { SchedaTags } from './SchedaTags'
import { indietroScheda, nomeCliente, type SchedaRow } from './types'
import { useCambiaBozza } from './use-bozza'
import { usePrintScheda } from './use-print-scheda'

const t = it.scheda

export interface SchedaHeaderProps {
  scheda: SchedaRow
  onDialog: (dialog: SchedaDialog) => void
  /** Resolves when the edits made so far are saved: the printed sheet has them all. */
  quandoSalvato?: () => Promise<void>
}

/**
 * The way back, the name with its tags and the sheet's actions on one line (those that do not fit
 * fold into "Altro"), then the client (a link to the client) and the dates.
 */
export function SchedaHeader({ scheda, onDialog, quandoSalvato }: SchedaHeaderProps) {
  const { print, printing } = usePrintScheda()
  const { cambiaBozza, updating } = useCambiaBozza()
  const cliente = scheda.cliente

  const dialog = (key: SchedaDialog, label: string, icon: Azione['icon']): Azione => ({
    key,
    label,
    icon,
    onClick: () => onDialog(key),
  })
  const azioni: Azione[] = [
    dialog('rinomina', it.comune.rinomina, <EditOutlined aria-hidden />),
    dialog('date', t.date, <CalendarOutlined aria-hidden />),
    dialog('duplica', it.comune.duplica, <CopyOutlined aria-hidden />),
    dialog('modello', t.modello, <FileAddOutlined aria-hidden />),
    dialog('condividi', t.condividi, <ShareAltOutlined aria-hidden />),
    dialog('cartella', it.crud.nuovo('cartella'), <FolderAddOutlined aria-hidden />),
    ...(cliente && !scheda.isTemplate
      ? [dialog('prossimo', it.progressione.azione, <ForwardOutlined aria-hidden />)]
      : []),
    {
      key: 'bozza',
      label: scheda.isBozza ? t.pubblica : t.bozza,
      icon: scheda.isBozza ? <CheckOutlined aria-hidden /> : <FormOutlined aria-hidden />,
      loading: updating,
      onClick: () => void cambiaBozza(scheda),
    },
    {
      key: 'stampa',
      label: t.stampa,
      icon: <PrinterOutlined aria-hidden />,
      loading: printing,
      primary: true,
      onClick: () => void print(scheda.id, quandoSalvato),
    },
  ]

  return (
    <DetailHeader
      indietro={indietroScheda(scheda)}
      title={scheda.nome}
      tags={<SchedaTags scheda={scheda} />}
      actions={<AzioniAdattive azioni={azioni} />}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            key: 'cliente',
            label: it.comune.cliente,
            children: cliente ? (
              <Link to={href('cliente-id', { id: cliente.id })}>
                {nomeCliente(cliente) || t.clienteSenzaNome}
              </Link>
            ) : (
              t.nessunCliente
            ),
          },
          {
            key: 'inizio',
            label: it.comune.dataInizio,
            children: formatDate(scheda.dataInizio) || t.nessunaData,
          },
          {
            key: 'fine',
            label: it.comune.dataFine,
            children: formatDate(scheda.dataFine) || t.nessunaData,
          },
        ]}
      />
    </DetailHeader>
  )
}
