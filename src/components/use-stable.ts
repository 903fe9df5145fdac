import { useState } from 'react'

/**
 * `value`, but the same object as long as `equal` says it has not changed: a memo keyed by what a
 * value means rather than by its identity (a list rebuilt at every render, the params parsed from
 * the URL). Keeps the last kept value in state and swaps it during render, React's pattern for
 * "information from previous renders": no effect, no silenced dependency list.
 */
export function useStable<T>(value: T, equal: (a: T, b: T) => boolean): T {
  const [kept, setKept] = useState(value)
  if (kept === value || equal(kept, value)) return kept
  setKept(value)
  return value
}
