import { userEvent, waitFor } from 'storybook/test'

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
