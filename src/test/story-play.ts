import { userEvent, waitFor } from 'storybook/test'

/**
 * A story's click, as a person makes it: on an element that takes clicks. While the page waits for
 * an answer its loading overlay takes none (antd's `pointer-events: none`, which the element
 * inherits); on a busy machine the play would otherwise reach the page before its data and fail.
 */
export async function clic(element: Element): Promise<void> {
  await waitFor(
    () => {
      if (getComputedStyle(element).pointerEvents === 'none')
        throw new Error('The element takes no clicks yet (the page is loading)')
    },
    { timeout: 15_000 },
  )
  await userEvent.click(element)
}
