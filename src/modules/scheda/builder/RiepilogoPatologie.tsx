import { useMemo } from 'react'
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined'
import { lightIcon } from '@/components/light-icon'
import { it } from '@/i18n/it'
import { riepilogoAvvisi } from '../analisi/patologie'
import type { AnalisiPatologie } from '../analisi/use-patologie'
import type { Gruppo } from './tree'

const t = it.patologie

/**
 * Above the groups of a client's sheet: the client's pathologies, and how many exercises of every
 * group warn about them or were kept despite the warning (the warnings themselves are on the rows).
 */
export function RiepilogoPatologie({
  analisi,
  gruppi,
}: {
  analisi: AnalisiPatologie
  gruppi: readonly Gruppo[]
}) {
  const { avvisi, ignorati } = useMemo(
    () => riepilogoAvvisi(gruppi, analisi.conflitti),
    [gruppi, analisi.conflitti],
  )
  return (
    <p className="scheda-avviso-riepilogo">
      <span className="scheda-avviso-icona">{lightIcon(WarningOutlined)}</span>{' '}
      {t.riepilogo(t.elenco(analisi.patologie.map((p) => p.nome)))}{' '}
      {t.riepilogoAvvisi(avvisi, ignorati)}
    </p>
  )
}
