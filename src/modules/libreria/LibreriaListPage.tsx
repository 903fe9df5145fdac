import { Flex, Tabs, Typography } from 'antd'
import { UnorderedListOutlined } from '@ant-design/icons'
import { Link } from 'react-router-dom'
import { useTabParam } from '@/components/use-tab-param'
import { it } from '@/i18n/it'
import { href, LIBRERIA_TABS } from '@/config/paths'
import { CartelleTab } from './CartelleTab'
import { ModelliTab } from './ModelliTab'
import { ProtocolliTab } from './ProtocolliTab'

const t = it.libreria

/** libreria-list: folders, protocols and sheet templates, one tab each (tab kept in the URL). */
export default function LibreriaListPage() {
  const [active, setTab] = useTabParam(LIBRERIA_TABS)

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
        onChange={setTab}
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
