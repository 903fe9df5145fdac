import { Flex, Tabs, Typography } from 'antd'
import { useSearchParams } from 'react-router-dom'
import { it } from '@/i18n/it'
import { MetodologieTab } from './MetodologieTab'
import { NomeDefaultList } from './NomeDefaultList'

const t = it.metodologia
const TABS = ['metodologie', 'tipi', 'metodi'] as const
type TabKey = (typeof TABS)[number]

/**
 * Metodologie (metodologia-list): the methodologies, and the two lists they pick from, types and
 * methods of methodology; one tab each (tab kept in the URL).
 */
export default function MetodologiaListPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const active: TabKey = TABS.find((k) => k === requested) ?? 'metodologie'

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>{it.comune.metodologie}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'metodologie', label: it.comune.metodologie, children: <MetodologieTab /> },
          {
            key: 'tipi',
            label: t.tipi.etichettaLista,
            children: <NomeDefaultList lista="tipometodologia" />,
          },
          {
            key: 'metodi',
            label: t.metodi.etichettaLista,
            children: <NomeDefaultList lista="metodometodologia" />,
          },
        ]}
      />
    </Flex>
  )
}
