import { createContext, useCallback, useContext, type ReactNode } from 'react'
import { Button, Flex, Modal } from 'antd'
import { runMutation, type Unwrappable } from './run-mutation'
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
          okText: options.okText ?? it.comune.conferma,
          cancelText: options.cancelText ?? it.comune.annulla,
          okButtonProps: options.danger ? { danger: true } : undefined,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        })
      }),
    [modal],
  )
}

/** One answer of a question with more than two (useChoice). */
export interface Choice<K extends string> {
  key: K
  text: string
  /** The suggested answer (blue); at most one. */
  primary?: boolean
  /** An answer that loses something (red). */
  danger?: boolean
}

export interface ChoiceOptions<K extends string> {
  title: ReactNode
  content?: ReactNode
  /** The answers, left to right. */
  choices: readonly Choice<K>[]
}

/**
 * The same dialog as useConfirm with more than two answers: resolves the key of the answer
 * chosen, or null on Esc / close. Needs a <ConfirmHost> above.
 */
export function useChoice(): <K extends string>(options: ChoiceOptions<K>) => Promise<K | null> {
  const modal = useContext(ModalApiContext)
  if (!modal) throw new Error('useChoice needs a <ConfirmHost> above it')
  return useCallback(
    <K extends string>(options: ChoiceOptions<K>) =>
      new Promise<K | null>((resolve) => {
        let settled = false
        const settle = (key: K | null) => {
          if (settled) return
          settled = true
          resolve(key)
          instance.destroy()
        }
        const instance = modal.confirm({
          title: options.title,
          content: options.content,
          width: 520,
          closable: true,
          onCancel: () => settle(null),
          footer: () => (
            <Flex gap={8} justify="end" wrap style={{ marginTop: 16 }}>
              {options.choices.map((choice) => (
                <Button
                  key={choice.key}
                  type={choice.primary ? 'primary' : 'default'}
                  danger={choice.danger}
                  onClick={() => settle(choice.key)}
                >
                  {choice.text}
                </Button>
              ))}
            </Flex>
          ),
        })
      }),
    [modal],
  )
}

/** The question of a deletion, in the screen's own words. */
export interface DeleteQuestion {
  title: ReactNode
  content?: ReactNode
  /** Defaults to "Elimina". */
  okText?: string
}

/**
 * THE way to confirm a deletion (or a removal): asks with a red button, then runs `remove` once.
 * Resolves true when it was done; false when cancelled or when the call failed (the base query
 * has shown the error). `if (await confirmDelete({ title }, () => remove(id))) navigate(back)`.
 */
export function useConfirmDelete(): (
  question: DeleteQuestion,
  remove: () => Unwrappable<unknown> | Promise<unknown>,
) => Promise<boolean> {
  const confirm = useConfirm()
  return useCallback(
    async (question, remove) => {
      if (!(await confirm({ okText: it.comune.elimina, ...question, danger: true }))) return false
      const call = remove()
      if ('unwrap' in call) return (await runMutation(call)).ok
      try {
        await call
        return true
      } catch {
        // The caller's own call: its failure was shown where it happened.
        return false
      }
    },
    [confirm],
  )
}
