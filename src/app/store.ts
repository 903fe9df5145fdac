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
import { sessionSlice, loggedOut } from '@/features/auth/session-slice'
import { preferencesSlice } from '@/features/preferences/preferences-slice'
import { uiSlice } from '@/features/ui/ui-slice'
import { schedaBuilderSlice } from '@/modules/scheda/builder/builder-slice'
import { persistConfig } from './persist'

const slices = combineReducers({
  [sessionSlice.name]: sessionSlice.reducer,
  [preferencesSlice.name]: preferencesSlice.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [schedaBuilderSlice.name]: schedaBuilderSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
})

export type RootState = ReturnType<typeof slices>

/** Logout resets every slice (session, preferences, UI state and the API cache) to its start. */
const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState =>
  slices(loggedOut.match(action) ? undefined : state, action)

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
  const logout = createListenerMiddleware()
  logout.startListening({
    actionCreator: loggedOut,
    effect: async (_action, api) => {
      api.dispatch(baseApi.util.resetApiState())
      await persistor.flush()
    },
  })
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefault) =>
      getDefault({
        // The API cache is RTK Query's own (immer, plain JSON): walking it after every action
        // costs seconds on a builder with hundreds of rows and finds nothing.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: [baseApi.reducerPath],
          warnAfter: 200,
        },
        immutableCheck: { ignoredPaths: [baseApi.reducerPath], warnAfter: 200 },
      })
        .prepend(logout.middleware)
        .concat(baseApi.middleware),
  })
  setupListeners(store.dispatch)
  const persistor: Persistor = persistStore(store)
  return { store, persistor }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type AppDispatch = AppStore['dispatch']
