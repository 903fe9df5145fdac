import { useState } from 'react'

/**
 * True from the first time `open` is true. A dialog rendered only from then on costs nothing
 * before it is first wanted (antd's Modal registers its styles even while closed, and a lazy
 * dialog's code is not loaded) and still plays its closing animation afterwards.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
