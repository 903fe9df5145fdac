/** What a mutation trigger returns (RTK Query's promise with `unwrap`). */
export interface Unwrappable<T> {
  unwrap(): Promise<T>
}

export type MutationOutcome<T> = { ok: true; data: T } | { ok: false }

/**
 * Runs a call whose failure needs nothing more from the screen: the base query has already shown
 * the error (a toast, or the session ending). Resolves `{ ok: true, data }` or `{ ok: false }`,
 * never rejects: `if ((await runMutation(remove(id))).ok) navigate(back)`.
 */
export async function runMutation<T>(call: Unwrappable<T>): Promise<MutationOutcome<T>> {
  try {
    return { ok: true, data: await call.unwrap() }
  } catch {
    return { ok: false }
  }
}
