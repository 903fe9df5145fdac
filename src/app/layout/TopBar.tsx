import {
  Button,
  Dropdown,
  Flex,
  Layout,
  Switch,
  Tooltip,
  theme as antdTheme,
  type MenuProps,
} from 'antd'
import {
  InfoCircleOutlined,
  LogoutOutlined,
  MoonOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  QuestionOutlined,
  ReadOutlined,
  SettingOutlined,
  SunOutlined,
  UserOutlined,
} from '@ant-design/icons'
import { lazy, Suspense } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppSelector } from '@/app/hooks'
import { href } from '@/config/paths'
import { useSessionUser } from '@/features/auth/session'
import { useSavePreferenze } from '@/features/preferences/use-save-preferenze'
import { it } from '@/i18n/it'
import { useLogout } from '@/features/auth/use-logout'
import { FAQ_URL, VIDEO_TUTORIAL_URL } from './external-links'

export interface TopBarProps {
  /** Opens the welcome dialog as INFORMAZIONI. */
  onInfo: () => void
  /** Opens the help popup of the current page. */
  onHelp: () => void
}

/** QA build only (__QA__): the differences from the contract; other builds hold none of it. */
const ContractDriftCounter = __QA__
  ? lazy(() => import('@/features/qa/ContractDriftCounter'))
  : null

const external = (url: string, label: string) => (
  <a href={url} target="_blank" rel="noopener noreferrer">
    {label}
  </a>
)

/** The top bar: the user's name, the theme switch, tutorials and guides, the account menu. */
export function TopBar({ onInfo, onHelp }: TopBarProps) {
  const user = useSessionUser()
  const logout = useLogout()
  const navigate = useNavigate()
  const preferenze = useAppSelector((s) => s.preferences.preferenze)
  const savePreferenze = useSavePreferenze()
  const { token } = antdTheme.useToken()
  const dark = preferenze.theme === 'dark'
  const tooltips = preferenze.showTooltip === 'YES'

  const themeSwitch = (
    <Switch
      aria-label={it.barraSuperiore.tema}
      checked={dark}
      checkedChildren={<MoonOutlined aria-hidden />}
      unCheckedChildren={<SunOutlined aria-hidden />}
      onChange={(checked) => void savePreferenze({ theme: checked ? 'dark' : 'light' })}
    />
  )

  const guideItems: MenuProps['items'] = [
    {
      key: 'info',
      icon: <InfoCircleOutlined aria-hidden />,
      label: it.barraSuperiore.info,
      onClick: onInfo,
    },
    {
      key: 'faq',
      icon: <ReadOutlined aria-hidden />,
      label: external(FAQ_URL, it.barraSuperiore.faq),
    },
    {
      key: 'video',
      icon: <PlayCircleOutlined aria-hidden />,
      label: external(VIDEO_TUTORIAL_URL, it.barraSuperiore.videoTutorial),
    },
    {
      key: 'aiuto',
      icon: <QuestionOutlined aria-hidden />,
      label: it.barraSuperiore.aiuto,
      onClick: onHelp,
    },
  ]

  const accountItems: MenuProps['items'] = [
    {
      type: 'group',
      key: 'account',
      label: it.barraSuperiore.mioAccount,
      children: [
        {
          key: 'preferenze',
          icon: <SettingOutlined aria-hidden />,
          label: it.menu.titoli.preferenze,
          onClick: () => navigate(href('preferenze')),
        },
        {
          key: 'logout',
          icon: <LogoutOutlined aria-hidden />,
          label: it.barraSuperiore.logout,
          onClick: () => {
            logout()
            navigate(href('login'), { replace: true })
          },
        },
      ],
    },
  ]

  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 16,
        height: 56,
        lineHeight: '56px',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex justify="flex-end" align="center" gap={12} style={{ height: '100%' }}>
        {ContractDriftCounter && (
          <Suspense fallback={null}>
            <ContractDriftCounter />
          </Suspense>
        )}
        {tooltips ? (
          <Tooltip title={dark ? it.barraSuperiore.temaChiaro : it.barraSuperiore.temaScuro}>
            {themeSwitch}
          </Tooltip>
        ) : (
          themeSwitch
        )}
        <Dropdown menu={{ items: guideItems }} trigger={['click']} placement="bottomRight">
          <Button
            type="text"
            icon={<QuestionCircleOutlined aria-hidden />}
            aria-label={it.barraSuperiore.tutorial}
          />
        </Dropdown>
        <Dropdown menu={{ items: accountItems }} trigger={['click']} placement="bottomRight">
          <Button type="text" icon={<UserOutlined aria-hidden />}>
            {user ? `${user.nome} ${user.cognome}` : it.barraSuperiore.account}
          </Button>
        </Dropdown>
      </Flex>
    </Layout.Header>
  )
}
