/**
 * The fake backend's outbox: it sends no email, it keeps the messages it would send, so that a
 * demo (the in-browser backend) can show them and a tester can follow their links. In memory only.
 */

export interface DemoEmail {
  to: string
  /** The app path the message's link opens, e.g. /reset-password/<token>. */
  path: string
  sentAt: number
}

const outbox: DemoEmail[] = []
/** Only the latest messages are kept. */
const KEEP = 20

export function sendDemoEmail(to: string, path: string): void {
  outbox.push({ to, path, sentAt: Date.now() })
  outbox.splice(0, Math.max(0, outbox.length - KEEP))
  // Where a tester reads it outside the app: the console of the browser or of the HTTP server
  // (not under Jest, where it would only be noise).
  if (typeof process === 'undefined' || !process.env.JEST_WORKER_ID) {
    console.info(`[mock] email a ${to}: reimposta la password da ${path}`)
  }
}

/** The latest message sent to `to` (case-insensitive), if any. */
export function lastDemoEmail(to: string): DemoEmail | undefined {
  const wanted = to.trim().toLowerCase()
  for (let i = outbox.length - 1; i >= 0; i -= 1) {
    const email = outbox[i]
    if (email && email.to.toLowerCase() === wanted) return email
  }
  return undefined
}
