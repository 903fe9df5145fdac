import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { decodeSessionUser } from './session-user'

/**
 * Why a session ended: the user logged out here; it expired (the refresh failed or could not be
 * done); it ended in another tab of this browser; its token could not be read.
 */
export type SessionEndReason = 'logout' | 'scaduta' | 'altraScheda' | 'tokenInvalido'

export interface SessionEnd {
  reason: SessionEndReason
  /** The user whose session it was: the page they were on belongs to them only. */
  userId: number | null
}

/** The tokens of the current session. The user is decoded from the token (see session-user.ts). */
export interface SessionState {
  token: string | null
  refreshToken: string | null
  /**
   * When this state began (epoch ms): a login, a refresh, a logout. The tabs of one browser share
   * the stored session, and the latest wins (session-sync.ts).
   */
  changedAt: number
  /** How the last session ended; null while one is going on (or none ever was). */
  ended: SessionEnd | null
}

/** The part of the store's state the session selectors and the base query read. */
export type SessionRoot = { session: SessionState }

const initialState: SessionState = { token: null, refreshToken: null, changedAt: 0, ended: null }

export interface TokenPayload {
  token: string
  refresh_token: string
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Login or refresh answered with a new token pair. */
    tokensReceived: {
      reducer(_state, action: PayloadAction<TokenPayload & { changedAt: number }>) {
        const { token, refresh_token, changedAt } = action.payload
        return { token, refreshToken: refresh_token, changedAt, ended: null }
      },
      prepare: (pair: TokenPayload) => ({ payload: { ...pair, changedAt: Date.now() } }),
    },
    /** Another tab of this browser stored a newer session: this tab goes on with it. */
    sessionAdopted(_state, action: PayloadAction<SessionState>) {
      return action.payload
    },
    /**
     * The session ended (logout, failed refresh, invalid token, another tab). The root reducer
     * resets every other slice; this one keeps why and whose it was.
     */
    loggedOut: {
      reducer(state, action: PayloadAction<{ reason: SessionEndReason; changedAt: number }>) {
        const userId = decodeSessionUser(state.token)?.id ?? state.ended?.userId ?? null
        return {
          ...initialState,
          changedAt: action.payload.changedAt,
          ended: { reason: action.payload.reason, userId },
        }
      },
      prepare: (reason: SessionEndReason = 'logout') => ({
        payload: { reason, changedAt: Date.now() },
      }),
    },
  },
})

export const { tokensReceived, sessionAdopted, loggedOut } = sessionSlice.actions
