import type { KeyboardEvent } from 'react'

/**
 * The `onKeyDown` of every antd Form with date, time or select fields: Enter there confirms that
 * control (the picker takes the typed date, the list its option) and never submits the whole form
 * (a half-filled new client was saved by Enter in "Data di nascita"). Enter in a text field still
 * submits, as a form should.
 */
export function keepEnterInPickers(event: KeyboardEvent<HTMLFormElement>): void {
  if (
    event.key === 'Enter' &&
    event.target instanceof HTMLElement &&
    event.target.closest('.ant-picker, .ant-select') !== null
  ) {
    event.preventDefault()
  }
}
