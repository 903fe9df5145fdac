import { Flex, Tag } from 'antd'
import { it } from '@/i18n/it'
import type { SchedaRow } from './types'

const t = it.scheda.tag

/** Kind of sheet (template, draft, client's) and its folders. */
export function SchedaTags({
  scheda,
}: {
  scheda: Pick<SchedaRow, 'isTemplate' | 'isBozza' | 'isCliente' | 'cartelle'>
}) {
  return (
    <Flex gap={4} wrap>
      {scheda.isTemplate && <Tag color="purple">{it.comune.modello}</Tag>}
      {scheda.isBozza && <Tag color="warning">{it.comune.bozza}</Tag>}
      {scheda.isCliente && <Tag color="blue">{t.cliente}</Tag>}
      {(scheda.cartelle ?? []).map((c) => (
        <Tag key={c.id}>{c.nome}</Tag>
      ))}
    </Flex>
  )
}
