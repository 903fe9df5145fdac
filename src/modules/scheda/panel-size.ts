import { PANEL_SIZE_MAX, PANEL_SIZE_MIN, PANEL_SIZE_STEP } from '@/config/constants'

/** Width of the sheet construction panel at start. */
export const PANEL_SIZE_DEFAULT = PANEL_SIZE_MAX

/** The panel width after "Riduci pannello" (-1) or "Espandi pannello" (+1): steps of 170 in 170..340. */
export function nextPanelSize(size: number, direction: -1 | 1): number {
  return Math.min(PANEL_SIZE_MAX, Math.max(PANEL_SIZE_MIN, size + direction * PANEL_SIZE_STEP))
}

export const canShrink = (size: number): boolean => size > PANEL_SIZE_MIN
export const canGrow = (size: number): boolean => size < PANEL_SIZE_MAX
