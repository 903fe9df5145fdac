import { CloseCircleFilled } from '@ant-design/icons'
import { it } from '@/i18n/it'

/**
 * antd's clear button ("x") in Italian, for Select, Input and the pickers:
 * `<Select allowClear={clearable} />`. With `allowClear` alone antd names it "Clear" (Select) or
 * after its icon, "close-circle" (Input), and screen readers say so. Select takes the label; Input
 * names its button after the icon, hence the icon's own Italian name.
 */
export const clearable = {
  clearIcon: <CloseCircleFilled aria-label={it.lista.cancella} />,
  label: it.lista.cancella,
}
