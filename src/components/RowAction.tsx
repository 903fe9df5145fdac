import type { ReactNode } from 'react'
import { Button } from 'antd'
import { HoverTooltip } from './HoverTooltip'
import './row-actions.css'

export interface RowActionProps {
  /** What the action does, shown on hover ("Duplica"). */
  title: string
  /** Its accessible name, with the row's name ("Duplica Core"). */
  label: string
  /** The icon, aria-hidden: the label names the button. */
  icon: ReactNode
  danger?: boolean
  onClick: () => void
}

/** An icon button in a row of a list (rename, duplicate, delete...), with its tooltip. */
export function RowAction({ title, label, icon, danger, onClick }: RowActionProps) {
  return (
    <HoverTooltip title={title}>
      <Button type="text" danger={danger} icon={icon} aria-label={label} onClick={onClick} />
    </HoverTooltip>
  )
}
