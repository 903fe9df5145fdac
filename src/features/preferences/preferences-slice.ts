import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { DEFAULT_THEME } from '@/config/constants'
import { decodeSessionUser, type Preferenze } from '@/api/session-user'
import { sessionAdopted, tokensReceived } from '@/api/session-slice'

/**
 * The preferences in force. They arrive with every token (login, refresh) and change at once when
 * the user edits them; the server copy is saved with savepreferenze and comes back in the next token.
 */
export interface PreferencesState {
  preferenze: Preferenze
  /**
   * The welcome dialog already opened by itself in this session (it opens once after login while
   * the user's showWelcomeMessage is on). Reset with everything else at logout.
   */
  welcomeShown: boolean
}

export const defaultPreferenze: Preferenze = {
  sidebar: 'dinamica',
  theme: DEFAULT_THEME,
  showTooltip: 'YES',
}

const initialState: PreferencesState = { preferenze: defaultPreferenze, welcomeShown: false }

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    preferenzeChanged(state, action: PayloadAction<Partial<Preferenze>>) {
      state.preferenze = { ...state.preferenze, ...action.payload }
    },
    welcomeShownSet(state, action: PayloadAction<boolean>) {
      state.welcomeShown = action.payload
    },
  },
  extraReducers: (builder) => {
    const fromToken = (state: PreferencesState, token: string | null) => {
      const user = decodeSessionUser(token)
      if (user) state.preferenze = { ...defaultPreferenze, ...user.preferenze }
    }
    builder.addCase(tokensReceived, (state, action) => fromToken(state, action.payload.token))
    // The session another tab stored: its token carries the preferences it saved.
    builder.addCase(sessionAdopted, (state, action) => fromToken(state, action.payload.token))
  },
})

export const { preferenzeChanged, welcomeShownSet } = preferencesSlice.actions
