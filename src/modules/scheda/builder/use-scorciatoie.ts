import { useEffect, useRef } from 'react'

/** What the builder's keyboard shortcuts do; an action that answers false lets the key go on. */
export interface Scorciatoie {
  annulla(): void
  ripeti(): void
  copia(): boolean
  incolla(): boolean
  elimina(): boolean
  deseleziona(): boolean
  aiuto(): void
  /**
   * Whether `target` is a field of a row with text typed and not saved yet: Ctrl+Z there undoes
   * the typing (the browser's own undo), not the last change of the sheet.
   */
  testoInSospeso(target: HTMLElement): boolean
}

const NON_TESTO = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range'])

/** Whether keys typed on `target` are text (a field, a search, a select). */
export function staScrivendo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLInputElement) return !NON_TESTO.has(target.type)
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.getAttribute('role') === 'combobox'
  )
}

/** A dialog (modal) is open: its own keys only. */
function dialogoAperto(): boolean {
  return Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-wrap')).some(
    (el) => getComputedStyle(el).display !== 'none',
  )
}

/**
 * The builder's keyboard shortcuts, on the whole page while the builder is on it (listed by "?",
 * each with a visible control as well): Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, Ctrl+C / Ctrl+V, Canc,
 * Esc, ?. None fires while typing in a field, except Ctrl+Z and Ctrl+Y in a row's field whose text
 * is saved (there is nothing of the field's own to undo), nor while a dialog is open.
 */
export function useScorciatoie(handlers: Scorciatoie): void {
  const current = useRef(handlers)
  current.current = handlers

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || dialogoAperto()) return
      const h = current.current
      const target = e.target as HTMLElement | null
      const typing = staScrivendo(target)
      const mod = (e.ctrlKey || e.metaKey) && !e.altKey
      const key = e.key.toLowerCase()
      if (mod && (key === 'z' || key === 'y')) {
        const campoRiga = target?.dataset.id !== undefined && target.dataset.campo !== undefined
        if (typing && (!campoRiga || h.testoInSospeso(target!))) return
        e.preventDefault()
        if (key === 'y' || e.shiftKey) h.ripeti()
        else h.annulla()
        return
      }
      if (typing) return
      if (mod && key === 'c') {
        if (window.getSelection()?.toString()) return
        if (h.copia()) e.preventDefault()
        return
      }
      if (mod && key === 'v') {
        if (h.incolla()) e.preventDefault()
        return
      }
      if (e.ctrlKey || e.metaKey || e.altKey) return
      if (e.key === 'Delete' || e.key === 'Backspace') {
        if (h.elimina()) e.preventDefault()
      } else if (e.key === 'Escape') {
        if (h.deseleziona()) e.preventDefault()
      } else if (e.key === '?') {
        e.preventDefault()
        h.aiuto()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}
