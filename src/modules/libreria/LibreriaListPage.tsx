import { Flex, Tabs, Typography } from 'antd'
import { UnorderedListOutlined } from '@ant-design/icons'
import { Link, useSearchParams } from 'react-router-dom'
import { it } from '@/i18n/it'
import { href, LIBRERIA_TABS, type LibreriaTab } from '@/config/paths'
import { CartelleTab } from './CartelleTab'
import { ModelliTab } from './ModelliTab'
import { ProtocolliTab } from './ProtocolliTab'

const t = it.libreria

/** libreria-list: folders, protocols and sheet templates, one tab each (tab kept in the URL). */
export default function LibreriaListPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const active: LibreriaTab = LIBRERIA_TABS.find((k) => k === requested) ?? 'cartelle'

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {it.comune.librerie}
        </Typography.Title>
        <Link to={href('scheda-list')}>
          <UnorderedListOutlined aria-hidden /> {t.schede}
        </Link>
      </Flex>
      <Tabs
        activeKey={active}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'cartelle', label: it.comune.cartelle, children: <CartelleTab /> },
          { key: 'protocolli', label: it.comune.protocolli, children: <ProtocolliTab /> },
          { key: 'modelli', label: t.tabModelli, children: <ModelliTab /> },
        ]}
      />
    </Flex>
  )
}
