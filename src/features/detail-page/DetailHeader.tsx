import type { ReactNode } from 'react'
import { Button, Flex, Typography } from 'antd'
import { SaveOutlined } from '@ant-design/icons'
import { TornaLink, type Provenienza } from '@/features/ui/provenienza'
import { it } from '@/i18n/it'

export interface DetailHeaderProps {
  /** "← Torna ...": where the trainer came from (`da`), else here. */
  indietro: Provenienza
  title: ReactNode
  /** Under the title: the item's tags. */
  tags?: ReactNode
  /**
   * The item's actions, at the right of the title: a group of buttons, or `AzioniAdattive`
   * (its own flex item, folding what does not fit into "Altro").
   */
  actions: ReactNode
  /** Under the title line: the item's details (a sheet's client and dates). */
  children?: ReactNode
}

/**
 * The header of an item's page (a sheet, a folder, a protocol): the way back, then the title with
 * its tags and the actions on one line, then the details. Drawn in the page's vertical stack, so
 * the way back is spaced from the title as every block of the page.
 */
export function DetailHeader({ indietro, title, tags, actions, children }: DetailHeaderProps) {
  return (
    <>
      <TornaLink fallback={indietro} />
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={16}>
          <Flex vertical gap={4} style={{ flex: '0 1 auto', minWidth: 200 }}>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {tags}
          </Flex>
          {actions}
        </Flex>
        {children}
      </Flex>
    </>
  )
}

export interface FormHeaderProps {
  title: ReactNode
  /** Next to the title: a state tag (the client's consent). */
  tag?: ReactNode
  /** Actions before Annulla (Stampa). */
  actions?: ReactNode
  /** Annulla: back to the list, the changes left unsaved (the guard asks first). */
  onAnnulla: () => void
  saving: boolean
  /** The form Salva submits, when the header is outside it (`form=`). */
  form?: string
}

/**
 * The header of a page that is one form (a client, an instructor, an exercise): the title, and
 * Annulla and Salva at its right, at the top where they stay in reach of a form longer than the
 * screen. Salva submits the form: Enter in a field saves as well.
 */
export function FormHeader({ title, tag, actions, onAnnulla, saving, form }: FormHeaderProps) {
  return (
    <Flex justify="space-between" align="center" gap={16} wrap>
      <Flex align="center" gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {tag}
      </Flex>
      <Flex gap={8} wrap>
        {actions}
        <Button onClick={onAnnulla}>{it.comune.annulla}</Button>
        <Button
          type="primary"
          htmlType="submit"
          form={form}
          icon={<SaveOutlined aria-hidden />}
          loading={saving}
        >
          {it.comune.salva}
        </Button>
      </Flex>
    </Flex>
  )
}
