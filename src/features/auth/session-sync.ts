/**
 * One session for every tab of the browser. The tabs already share the stored state
 * (localStorage, redux-persist); here they also follow each other while open:
 * - a tab that stored newer tokens (a login, a refresh) is followed by the others, so nobody
 *   spends a refresh token another tab has already used (the server would take it for theft);
 * - a logout in one tab logs the others out, with a message;
 * - refreshes run one at a time across tabs (Web Locks), and each tab first looks whether another
 *   one has just refreshed.
 * "Newer" is the session's changedAt: a tab writing a stale copy never wins.
 */
import { useEffect } from 'react'
import { useStore } from 'react-redux'
import type { SessionShare } from '@/api/base-query'
import { PERSIST_STORAGE_KEY } from '@/config/constants'
import {
  loggedOut,
  sessionAdopted,
  type SessionEndReason,
  type SessionState,
} from '@/api/session-slice'
import { decodeSessionUser } from '@/api/session-user'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null)

/** The session as stored by redux-persist ({ session: '<json>', ... }); null when unreadable. */
export function readStoredSession(
  raw: string | null = localStorage.getItem(PERSIST_STORAGE_KEY),
): SessionState | null {
  if (!raw) return null
  try {
    const outer: unknown = JSON.parse(raw)
    if (!isRecord(outer) || typeof outer.session !== 'string') return null
    const session: unknown = JSON.parse(outer.session)
    if (!isRecord(session)) return null
    const ended = isRecord(session.ended)
      ? (session.ended as unknown as SessionState['ended'])
      : null
    return {
      token: textOrNull(session.token),
      refreshToken: textOrNull(session.refreshToken),
      changedAt: typeof session.changedAt === 'number' ? session.changedAt : 0,
      ended,
    }
  } catch {
    return null
  }
}

type Dispatch = (
  action: ReturnType<typeof loggedOut> | ReturnType<typeof sessionAdopted>,
) => unknown
type GetState = () => unknown

const sessionOf = (getState: GetState): SessionState =>
  (getState() as { session: SessionState }).session

/** Why this tab ends when another one has: their own logout reads here as "another tab". */
const followedReason = (stored: SessionState): SessionEndReason =>
  stored.ended && stored.ended.reason !== 'logout' ? stored.ended.reason : 'altraScheda'

/**
 * Brings this tab up to the stored session when another tab stored a newer one: its tokens, or
 * its end. Another user's session replaces this one from scratch (nothing of the previous user's
 * state is kept).
 */
export function catchUpWithStoredSession(dispatch: Dispatch, getState: GetState): void {
  const stored = readStoredSession()
  const current = sessionOf(getState)
  if (!stored || stored.changedAt <= (current.changedAt ?? 0)) return
  if (!stored.token) {
    if (current.token) dispatch(loggedOut(followedReason(stored)))
    return
  }
  const ours = decodeSessionUser(current.token)
  const theirs = decodeSessionUser(stored.token)
  if (ours && theirs && ours.id !== theirs.id) dispatch(loggedOut('altraScheda'))
  dispatch(sessionAdopted(stored))
}

const REFRESH_LOCK = 'fitlab-session-refresh'

/** Runs `task` while no other tab of this browser holds the refresh lock; at once without locks. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return task()
  return locks.request(REFRESH_LOCK, task) as Promise<T>
}

/** What the base query uses (given to it as the store's thunk extra argument, see store.ts). */
export const sessionShare: SessionShare = { catchUp: catchUpWithStoredSession, exclusive }

/** Follows the other tabs while the app runs: the `storage` event of the persisted state. */
export function useSessionSync(): void {
  const store = useStore()
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== PERSIST_STORAGE_KEY && event.key !== null) return
      catchUpWithStoredSession(store.dispatch, store.getState)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [store])
}
