import { useEffect, useState } from 'react'
import { Button, Checkbox, Flex, Modal, Typography } from 'antd'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { useSessionUser } from '@/features/auth/session'
import { welcomeShownSet } from '@/features/preferences/preferences-slice'
import { useOpenedOnce } from '@/components/use-opened-once'
import { it } from '@/i18n/it'
import { useUtenteUpdateShowWelcomeMessageMutation } from './welcome-api'

export interface WelcomeDialogProps {
  /** Opened from the top bar's Info entry (title INFORMAZIONI). */
  infoOpen: boolean
  onInfoClose: () => void
}

/** The text of the dialog: requirements and the split between computer and app use (SPEC 1). */
export function WelcomeText() {
  const b = it.benvenuto
  return (
    <Typography>
      <Typography.Paragraph>{b.saluto}</Typography.Paragraph>
      <Typography.Title level={5}>{b.requisitiTitolo}</Typography.Title>
      <Typography.Paragraph>{b.requisiti}</Typography.Paragraph>
      <Typography.Title level={5}>{b.computerTitolo}</Typography.Title>
      <Typography.Paragraph>{b.computer}</Typography.Paragraph>
      <Typography.Title level={5}>{b.appTitolo}</Typography.Title>
      <Typography.Paragraph>{b.app}</Typography.Paragraph>
    </Typography>
  )
}

/**
 * The welcome / information dialog. It opens by itself once after login while the user's
 * showWelcomeMessage is on (title IMPORTANTE), and from Info (title INFORMAZIONI). Ticking
 * "Non mostrare più questo messaggio" clears the flag on the server (then the token is refreshed).
 */
export function WelcomeDialog({ infoOpen, onInfoClose }: WelcomeDialogProps) {
  const dispatch = useAppDispatch()
  const user = useSessionUser()
  const shown = useAppSelector((s) => s.preferences.welcomeShown)
  const [update, { isLoading }] = useUtenteUpdateShowWelcomeMessageMutation()
  const [dontShow, setDontShow] = useState<boolean | null>(null)

  const [auto, setAuto] = useState(false)
  // Whether it opens by itself is decided once per login, from the flag the login token carries:
  // later tokens (a refresh after ticking the option in INFORMAZIONI) never reopen it.
  const undecided = user !== null && !shown
  const flagAtLogin = Boolean(user?.showWelcomeMessage)

  useEffect(() => {
    if (!undecided) return
    dispatch(welcomeShownSet(true))
    if (flagAtLogin) setAuto(true)
  }, [undecided, flagAtLogin, dispatch])

  const open = auto || infoOpen
  const opened = useOpenedOnce(open)
  const checked = dontShow ?? !user?.showWelcomeMessage

  const close = () => {
    setAuto(false)
    if (infoOpen) onInfoClose()
  }

  const onTick = async (value: boolean) => {
    setDontShow(value)
    const result = await update(!value)
    if ('error' in result && result.error) setDontShow(!value)
  }

  if (!opened) return null
  return (
    <Modal
      open={open}
      title={auto ? it.benvenuto.titoloAutomatico : it.benvenuto.titoloManuale}
      onCancel={close}
      width={640}
      footer={
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Checkbox
            checked={checked}
            disabled={isLoading}
            onChange={(e) => void onTick(e.target.checked)}
          >
            {it.benvenuto.nonMostrare}
          </Checkbox>
          <Button type="primary" onClick={close}>
            {it.comune.chiudi}
          </Button>
        </Flex>
      }
    >
      <WelcomeText />
    </Modal>
  )
}
