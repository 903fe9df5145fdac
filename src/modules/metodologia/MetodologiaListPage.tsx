import { Flex, Tabs, Typography } from 'antd'
import { useTabParam } from '@/components/use-tab-param'
import { it } from '@/i18n/it'
import { MetodologieTab } from './MetodologieTab'
import { NomeDefaultList } from './NomeDefaultList'

const t = it.metodologia
const TABS = ['metodologie', 'tipi', 'metodi'] as const

/**
 * Metodologie (metodologia-list): the methodologies, and the two lists they pick from, types and
 * methods of methodology; one tab each (tab kept in the URL).
 */
export default function MetodologiaListPage() {
  const [active, setTab] = useTabParam(TABS)

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2}>{it.comune.metodologie}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={setTab}
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
