import { useCallback, type ReactNode } from 'react'
import { App } from 'antd'
import { it } from '@/i18n/it'

export interface ConfirmOptions {
  /** The question. */
  title: ReactNode
  content?: ReactNode
  /** Defaults to "Conferma". */
  okText?: string
  /** Defaults to "Annulla". */
  cancelText?: string
  /** Red confirm button (deletions). */
  danger?: boolean
}

/**
 * THE way to ask for a confirmation: `const confirm = useConfirm()` then
 * `if (await confirm({ title: it.lista.confermaElimina, danger: true })) remove(id)`.
 * Resolves true on confirm, false on cancel / Esc / close. Needs antd's <App> (AppProviders).
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp()
  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: options.title,
          content: options.content,
          okText: options.okText ?? it.conferma.ok,
          cancelText: options.cancelText ?? it.conferma.annulla,
          okButtonProps: options.danger ? { danger: true } : undefined,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        })
      }),
    [modal],
  )
}
