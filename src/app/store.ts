import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type UnknownAction,
} from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
} from 'redux-persist'
import { baseApi } from '@/api/base-api'
import { sessionSlice, loggedOut, tokensReceived } from '@/api/session-slice'
import { sessionShare } from '@/features/auth/session-sync'
import { preferencesSlice } from '@/features/preferences/preferences-slice'
import { uiSlice } from '@/features/ui/ui-slice'
import { appuntiSlice } from '@/modules/scheda/builder/appunti'
import { schedaBuilderSlice } from '@/modules/scheda/builder/builder-slice'
import { persistConfig } from './persist'

const slices = combineReducers({
  [sessionSlice.name]: sessionSlice.reducer,
  [preferencesSlice.name]: preferencesSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [schedaBuilderSlice.name]: schedaBuilderSlice.reducer,
  [appuntiSlice.name]: appuntiSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
})

export type RootState = ReturnType<typeof slices>

/**
 * Logout resets every slice (preferences, UI state and the API cache) to its start; the session
 * slice sees its last state, to keep why and whose the session was.
 */
const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState =>
  slices(loggedOut.match(action) ? { session: state?.session } : state, action)

/**
 * A fresh store (one per app, per test, per story). Without a preloaded state it starts from what
 * storage holds; with one (tests, stories) it starts from that, and storage is only written.
 *
 * Logging out is only `dispatch(loggedOut())`: the reducers go back to their start, and here the
 * API layer forgets its subscriptions and the storage is rewritten at once, so it holds no trace of
 * the old session.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const persistedReducer = persistReducer(
    persistConfig<RootState>({ fromStorage: preloadedState === undefined }),
    rootReducer,
  )
  const session = createListenerMiddleware()
  session.startListening({
    actionCreator: loggedOut,
    effect: async (_action, api) => {
      api.dispatch(baseApi.util.resetApiState())
      // What the tab kept for the session (the builder's undo history, texts being typed) goes too.
      try {
        window.sessionStorage.clear()
      } catch {
        // No session storage: nothing kept.
      }
      await persistor.flush()
    },
  })
  // New tokens reach storage at once (synchronously, within the dispatch): another tab that
  // refreshes next reads them there instead of spending the refresh token this one just used.
  session.startListening({
    actionCreator: tokensReceived,
    effect: async () => {
      await persistor.flush()
    },
  })
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { sessionShare } },
        // The API cache is RTK Query's own (immer, plain JSON): walking it after every action
        // costs seconds on a builder with hundreds of rows and finds nothing.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: [baseApi.reducerPath],
          warnAfter: 200,
        },
        immutableCheck: { ignoredPaths: [baseApi.reducerPath], warnAfter: 200 },
      })
        .prepend(session.middleware)
        .concat(baseApi.middleware),
  })
  setupListeners(store.dispatch)
  const persistor: Persistor = persistStore(store)
  return { store, persistor }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type AppDispatch = AppStore['dispatch']
