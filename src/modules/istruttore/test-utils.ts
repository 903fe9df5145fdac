/**
 * Helpers of this module's tests (no test runs here): cheap queries for antd screens, where
 * jsdom's style computations make role-by-name queries over a whole form very slow.
 */
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { SetupServer } from 'msw/node'

export interface Seen {
  method: string
  path: string
  /** The Authorization header sent. */
  auth: string | null
  /** The JSON body, when there is one. */
  body?: unknown
}

/** Every request sent through the test server (the fake backend still answers), in order. */
export function recordRequests(server: Pick<SetupServer, 'events'>): Seen[] {
  const seen: Seen[] = []
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname
    if (path === '/api/login_check') return
    const entry: Seen = { method: request.method, path, auth: request.headers.get('Authorization') }
    seen.push(entry)
    if (request.headers.get('Content-Type')?.includes('application/json')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body
        })
    }
  })
  return seen
}

/** The button showing this text (antd wraps the text in a span). */
export function button(text: string, scope: HTMLElement = document.body): HTMLButtonElement {
  const label = within(scope).getByText(text, { selector: 'button, button span' })
  const found = label.closest('button')
  if (!found) throw new Error(`no button ${text}`)
  return found
}

/** Replaces a field's text as a user would by selecting it and pasting (fast on a busy machine). */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

/** The texts of the items of a list. */
export const items = (list: HTMLElement): string[] =>
  [...list.querySelectorAll('li')].map((li) => li.textContent ?? '')

/** The option of the open select list with this text (antd renders options as titled items). */
export function option(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .getAllByTitle(text)
      .find(
        (el) =>
          el.classList.contains('ant-select-item-option') &&
          el.closest('.ant-select-dropdown-hidden') === null,
      )
    if (!found) throw new Error(`option ${text} not shown`)
    return found
  })
}

/** jsdom lacks MessageChannel, which antd's Form.useWatch uses to batch its updates. */
export function installMessageChannel(): void {
  if (typeof globalThis.MessageChannel !== 'undefined') return
  class TimeoutChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null }
    port2 = {
      postMessage: (data: unknown) => {
        setTimeout(() => this.port1.onmessage?.({ data }), 0)
      },
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, value: TimeoutChannel })
}

/**
 * The open dialog whose title is `title` (antd gives every generated id the same value in tests,
 * so a dialog's aria-labelledby is not reliable: find it by its title text).
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const match = screen
      .getAllByRole('dialog', { hidden: true })
      .find((d) =>
        Array.from(d.querySelectorAll('.ant-modal-title, .ant-modal-confirm-title')).some(
          (el) => el.textContent === title,
        ),
      )
    if (!match) throw new Error(`No dialog titled ${title}`)
    return match
  })
}
