import { createContext, useCallback, useContext, type ReactNode } from 'react'
import { Modal } from 'antd'
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

type ModalApi = ReturnType<typeof Modal.useModal>[0]

const ModalApiContext = createContext<ModalApi | null>(null)

/**
 * Where confirmation dialogs render, with the theme of the tree: the app layout holds one (the
 * login page never asks, so the dialog code stays out of its first load), and so do the test and
 * Storybook renderers.
 */
export function ConfirmHost({ children }: { children: ReactNode }) {
  const [modal, holder] = Modal.useModal()
  return (
    <ModalApiContext value={modal}>
      {children}
      {holder}
    </ModalApiContext>
  )
}

/**
 * THE way to ask for a confirmation: `const confirm = useConfirm()` then
 * `if (await confirm({ title: it.lista.confermaElimina, danger: true })) remove(id)`.
 * Resolves true on confirm, false on cancel / Esc / close. Needs a <ConfirmHost> above.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const modal = useContext(ModalApiContext)
  if (!modal) throw new Error('useConfirm needs a <ConfirmHost> above it')
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
