/**
 * The demo mailbox: with the in-browser fake backend no email is sent, so the app can show what
 * a message would have said (e.g. the password-reset link). main.tsx hands over the fake backend's
 * outbox when it starts it; a build with a real backend has none.
 */
export interface DemoEmail {
  to: string
  /** The app path the message's link opens. */
  path: string
}

type Outbox = (to: string) => DemoEmail | undefined

let outbox: Outbox | null = null

/** Called once by main.tsx (and by tests and stories) with the fake backend's outbox. */
export function provideDemoMailbox(read: Outbox | null): void {
  outbox = read
}

/** The latest message to `to`, when there is a demo mailbox and it holds one. */
export function demoEmailTo(to: string): DemoEmail | undefined {
  return outbox?.(to)
}
