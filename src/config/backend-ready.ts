/**
 * The first API call must not run before the in-browser fake backend (MSW worker) is listening,
 * yet the app paints before the worker has started. main.tsx announces the start with
 * `backendStarting(promise)`; the base query awaits `backendReady()` before every request.
 * Without an announcement (a build with a base URL, Jest, Storybook) it is already resolved.
 */
let ready: Promise<void> = Promise.resolve()

/** Resolves when the backend can answer (never rejects: a failed start surfaces as a failed call). */
export function backendReady(): Promise<void> {
  return ready
}

/** Called once by main.tsx with the worker's start promise. */
export function backendStarting(start: Promise<unknown>): void {
  ready = start.then(
    () => undefined,
    () => undefined,
  )
}
