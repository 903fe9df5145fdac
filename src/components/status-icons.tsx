import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
  WarningFilled,
} from '@ant-design/icons'

/**
 * The status icons of Alerts, confirmation dialogs and toasts, silent for screen readers: antd
 * names its own in English ("check-circle", "exclamation-circle"), and the text next to each
 * already says what it means.
 */
export const STATUS_ICONS = {
  success: <CheckCircleFilled aria-hidden />,
  info: <InfoCircleFilled aria-hidden />,
  warning: <ExclamationCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
}

/** The same icons in the shape ConfigProvider's `alert` and `modal` settings take. */
export const STATUS_ICONS_CONFIG = {
  successIcon: STATUS_ICONS.success,
  infoIcon: STATUS_ICONS.info,
  warningIcon: STATUS_ICONS.warning,
  errorIcon: STATUS_ICONS.error,
}

/**
 * The icons antd's Result draws for its statuses (the same ones), silent for screen readers: its
 * own are named in English ("exclamation-circle", "warning", "close-circle"). Pass as `icon`:
 * `<Result status="warning" icon={RESULT_ICONS.warning} …>`.
 */
export const RESULT_ICONS = {
  success: STATUS_ICONS.success,
  info: <ExclamationCircleFilled aria-hidden />,
  warning: <WarningFilled aria-hidden />,
  error: STATUS_ICONS.error,
}
