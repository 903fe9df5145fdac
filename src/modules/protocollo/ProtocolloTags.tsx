import { Flex, Tag } from 'antd'
import { it } from '@/i18n/it'
import type { Protocollo } from './types'

const t = it.protocollo

/** The state tags of a protocol: Certificato, Bozza, Cartella. */
export function ProtocolloTags({
  protocollo,
}: {
  protocollo: Pick<Protocollo, 'isCertificato' | 'isBozza' | 'isCartella'>
}) {
  return (
    <Flex gap={4} wrap>
      {protocollo.isCertificato && <Tag color="green">{t.certificato}</Tag>}
      {protocollo.isBozza && <Tag color="warning">{it.comune.bozza}</Tag>}
      {protocollo.isCartella && <Tag color="blue">{it.comune.cartella}</Tag>}
    </Flex>
  )
}
