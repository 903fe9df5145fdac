import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type UnknownAction,
} from '@reduxjs/toolkit'
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
import { whenApiLoaded, type BaseApi } from '@/api/api-loaded'
import { whenSliceLoaded } from '@/api/lazy-slices'
import { sessionSlice, loggedOut, tokensReceived } from '@/api/session-slice'
import { sessionShare } from '@/features/auth/session-sync'
import { preferencesSlice } from '@/features/preferences/preferences-slice'
import { uiSlice } from '@/features/ui/ui-slice'
import type { appuntiSlice } from '@/modules/scheda/builder/appunti'
import type { schedaBuilderSlice } from '@/modules/scheda/builder/builder-slice'
import { persistConfig } from './persist'

/** The API's cache: its slice of the state is added when the API is loaded (api-loaded.ts). */
type ApiState = ReturnType<BaseApi['reducer']>
const API_PATH: BaseApi['reducerPath'] = 'api'

/** The slices loaded with the code that uses them (the sheet builder's: api/lazy-slices.ts). */
interface LazySlices {
  [API_PATH]: ApiState
  [schedaBuilder]: ReturnType<(typeof schedaBuilderSlice)['reducer']>
  [builderAppunti]: ReturnType<(typeof appuntiSlice)['reducer']>
}
const schedaBuilder: (typeof schedaBuilderSlice)['reducerPath'] = 'schedaBuilder'
const builderAppunti: (typeof appuntiSlice)['reducerPath'] = 'builderAppunti'

const slices = combineSlices(
  sessionSlice,
  preferencesSlice,
  uiSlice,
).withLazyLoadedSlices<LazySlices>()

/**
 * The state. A lazy slice is there from the moment its code is loaded, which is before any
 * component that reads it renders (the API's calls and the builder come with their pages).
 */
export type RootState = Omit<ReturnType<typeof slices>, keyof LazySlices> & LazySlices

/**
 * Logout resets every slice (preferences, UI state and the API cache) to its start; the session
 * slice sees its last state, to keep why and whose the session was.
 */
const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState =>
  slices(loggedOut.match(action) ? { session: state?.session } : state, action) as RootState

/**
 * A fresh store (one per app, per test, per story). Without a preloaded state it starts from what
 * storage holds; with one (tests, stories) it starts from that, and storage is only written.
 *
 * Logging out is only `dispatch(loggedOut())`: the reducers go back to their start, and here the
 * API layer forgets its subscriptions and the storage is rewritten at once, so it holds no trace of
 * the old session.
 *
 * The one API (RTK Query, the base query, the endpoints) is not part of the store's start: /login
 * loads none of it until the user logs in. When it is loaded (api-loaded.ts), its reducer and its
 * middleware join every store, at once for a store made afterwards.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const persistedReducer = persistReducer(
    persistConfig<RootState>({ fromStorage: preloadedState === undefined }),
    rootReducer,
  )
  let api: BaseApi | null = null
  const apiMiddleware = createDynamicMiddleware()
  const session = createListenerMiddleware()
  session.startListening({
    actionCreator: loggedOut,
    effect: async (_action, listenerApi) => {
      if (api) listenerApi.dispatch(api.util.resetApiState())
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
          ignoredPaths: [API_PATH],
          warnAfter: 200,
        },
        immutableCheck: { ignoredPaths: [API_PATH], warnAfter: 200 },
      })
        .prepend(session.middleware)
        .concat(apiMiddleware.middleware),
  })
  const persistor: Persistor = persistStore(store)
  whenSliceLoaded((slice) => {
    slices.inject(slice)
    // The slice's state, made by its reducer, before any component reads it.
    store.dispatch({ type: `${slice.reducerPath}/injected` })
  })
  whenApiLoaded((loaded) => {
    api = loaded.api
    slices.inject(loaded.api)
    apiMiddleware.addMiddleware(loaded.api.middleware)
    // The API's slice, made by its reducer (empty) before any call reads it.
    store.dispatch(loaded.api.util.resetApiState())
    loaded.setupListeners(store.dispatch)
  })
  return { store, persistor }
}

export type AppStore = ReturnType<typeof makeStore>['store']
export type AppDispatch = AppStore['dispatch']
