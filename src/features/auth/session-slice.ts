import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** The tokens of the current session. The user is decoded from the token (see session-user.ts). */
export interface SessionState {
  token: string | null
  refreshToken: string | null
}

const initialState: SessionState = { token: null, refreshToken: null }

export interface TokenPayload {
  token: string
  refresh_token: string
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Login or refresh answered with a new token pair. */
    tokensReceived(state, action: PayloadAction<TokenPayload>) {
      state.token = action.payload.token
      state.refreshToken = action.payload.refresh_token
    },
    /** The session ended (logout, failed refresh, invalid token). The root reducer resets everything. */
    loggedOut() {
      return initialState
    },
  },
})

export const { tokensReceived, loggedOut } = sessionSlice.actions
