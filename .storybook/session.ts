/**
 * Story sessions: a user logged in through the fake backend's own login (real signed tokens, no
 * network), so the stories' API calls pass the handlers' authentication.
 */
import { getDb } from '@mocks/db/store'
import { login } from '@mocks/lib/auth'
import type { TokenPayload } from '@/api/session-slice'

export const DEMO_PASSWORD = 'Demo2026!'

export type DemoUser = 'admin' | 'istruttore'

export const DEMO_EMAILS: Record<DemoUser, string> = {
  admin: 'admin@fitlab.it',
  istruttore: 'istruttore@fitlab.it',
}

export interface StorySession {
  user: DemoUser
  /** The welcome flag the token carries (default: the demo user's own). */
  showWelcomeMessage?: boolean
}

export async function storyLogin({
  user,
  showWelcomeMessage,
}: StorySession): Promise<TokenPayload> {
  const db = getDb()
  const row = db.utente.find((u) => u.email === DEMO_EMAILS[user])
  if (row && showWelcomeMessage !== undefined) row.showWelcomeMessage = showWelcomeMessage
  return login(db, DEMO_EMAILS[user], DEMO_PASSWORD)
}
