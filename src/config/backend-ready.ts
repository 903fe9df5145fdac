/**
 * The first API call must not run before the backend is known and, with the in-browser fake
 * backend (MSW worker), before it listens; yet the app paints before either. main.tsx announces the
 * start with `backendStarting(start)`: config.json read, then the worker started when the build has
 * it and the configuration asks for it. The base query awaits `backendReady()` before every request.
 * Without an announcement (a build with a base URL under Jest, Storybook) it is already resolved.
 *
 * The start is lazy: it begins with the first call, or earlier when the page knows a call is coming
 * (`warmBackend()`: a logged-in page once it is painted, the login page when the user starts typing).
 * So the fake backend's code (MSW, faker, the seeded data) never holds back a first paint, and a
 * login page nobody uses never loads it.
 */
let start: (() => Promise<unknown>) | null = null
let ready: Promise<void> = Promise.resolve()

/** Begins the backend's start now, if it has not begun. */
export function warmBackend(): void {
  if (!start) return
  const begin = start
  start = null
  // A failed start surfaces as a failed call, never as a rejection here.
  ready = begin().then(
    () => undefined,
    () => undefined,
  )
}

/** Resolves when the backend can answer (never rejects). Begins the start if needed. */
export function backendReady(): Promise<void> {
  warmBackend()
  return ready
}

/** Called once by main.tsx with what starts the backend; it runs at the first need. */
export function backendStarting(begin: () => Promise<unknown>): void {
  start = begin
}
