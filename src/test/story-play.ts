import { userEvent, waitFor, within } from 'storybook/test'
import { it } from '@/i18n/it'

/**
 * A story's click, as a person makes it: on an element that takes clicks. While the page waits for
 * an answer its loading overlay takes none (antd's `pointer-events: none`, which the element
 * inherits), and the overlay comes back with each new call; on a busy machine the play would
 * otherwise reach the page before its data and fail. A refused click dispatches nothing, so it is
 * tried again until the element takes it.
 */
export async function clic(element: Element): Promise<void> {
  await waitFor(() => userEvent.click(element), { timeout: 15_000 })
}

/**
 * The play of a "not found" page's story: done once the page says so and the server's error toast
 * is in the page. The toast comes a moment after the page: the Storybook check's axe met it still
 * fading in (a contrast of 1:1) when the story was done before it.
 */
export async function nonTrovato({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await within(canvasElement).findByText(it.comune.nonTrovato, undefined, { timeout: 15_000 })
  await waitFor(
    () => {
      if (!document.querySelector('.ant-message-notice')) throw new Error('nessun avviso')
    },
    { timeout: 15_000 },
  )
}
