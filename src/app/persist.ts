import {
  createMigrate,
  createTransform,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist'
import storage from 'redux-persist/es/storage'
import { PERSIST_DEPTH } from '@/config/constants'

/** Slices kept across reloads. Never the RTK Query cache, never client data. */
export const PERSISTED_SLICES = ['session', 'preferences', 'ui'] as const

export const PERSIST_KEY = 'fitlab-backoffice'
export const PERSIST_VERSION = 2

type AnyState = Record<string, unknown>

const isPlainObject = (v: unknown): v is AnyState =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Merges the stored state into the state the reducers start with, down to `depth` levels: at each
 * level a stored value replaces the initial one, except that plain objects are merged one level
 * deeper. So fields added in code after the state was stored survive, and stored values win.
 * Values of the wrong kind (a string where the code keeps an object) are dropped.
 */
export function mergeToDepth(initial: unknown, stored: unknown, depth: number): unknown {
  if (stored === undefined) return initial
  if (!isPlainObject(initial)) {
    if (initial === undefined || initial === null) return stored
    return typeof stored === typeof initial && Array.isArray(stored) === Array.isArray(initial)
      ? stored
      : initial
  }
  if (!isPlainObject(stored)) return initial
  if (depth <= 1) return { ...initial, ...stored }
  const out: AnyState = { ...initial }
  for (const [k, v] of Object.entries(stored)) {
    out[k] = k in initial ? mergeToDepth(initial[k], v, depth - 1) : v
  }
  return out
}

/** redux-persist state reconciler merging to a depth of 3 (SPEC section 9). */
export function autoMergeLevel3<S extends AnyState>(inbound: S, _original: S, reduced: S): S {
  const { _persist, ...restInbound } = inbound as S & { _persist?: unknown }
  const merged = mergeToDepth(reduced, restInbound, PERSIST_DEPTH) as S
  return { ...merged, _persist } as S
}

/**
 * The UI state as storage sees it: the list params lose their free-text search (it may hold personal
 * data), and the global editable flag is never kept (after a reload there are no unsaved changes).
 * Applied both ways, so an older or edited storage cannot bring either back.
 */
function uiForStorage(ui: AnyState): AnyState {
  const { editable: _editable, ownLoading: _ownLoading, ...rest } = ui
  const lists = rest.lists
  if (!isPlainObject(lists)) return rest
  const cleaned: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(lists)) {
    if (isPlainObject(v)) {
      const { search: _search, ...params } = v
      cleaned[k] = params
    }
  }
  return { ...rest, lists: cleaned }
}

const uiTransform = createTransform<AnyState, AnyState>(
  (ui) => (isPlainObject(ui) ? uiForStorage(ui) : ui),
  (ui) => (isPlainObject(ui) ? uiForStorage(ui) : ui),
  { whitelist: ['ui'] },
)

/**
 * Migrations by version. v1 kept the list params with their free-text search, which may hold a
 * client's name: v2 drops it.
 */
const migrations: MigrationManifest = {
  1: (state) => state,
  2: (state) => {
    const ui = (state as (PersistedState & { ui?: unknown }) | undefined)?.ui
    if (!state || !isPlainObject(ui)) return state
    return { ...state, ui: uiForStorage(ui) } as PersistedState
  },
}

const runMigrations = createMigrate(migrations, { debug: false })

/**
 * Migrates a stored state to the current version. A state written by a newer version of the app
 * is not understood: the app starts from its defaults instead (redux-persist would keep it as is).
 */
function migrate(state: PersistedState, currentVersion: number): Promise<PersistedState> {
  const version = state?._persist?.version
  if (typeof version === 'number' && version > currentVersion) return Promise.resolve(undefined)
  return runMigrations(state, currentVersion)
}

/**
 * The persist config. `fromStorage: false` starts from the given state instead of the stored one
 * (a store made with a preloaded state: tests, stories); the state is still written to storage.
 */
export function persistConfig<S>({ fromStorage = true } = {}): PersistConfig<S> {
  return {
    ...(fromStorage ? {} : { getStoredState: () => Promise.resolve(undefined) }),
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    whitelist: [...PERSISTED_SLICES] as string[],
    transforms: [uiTransform],
    migrate,
    stateReconciler: autoMergeLevel3 as unknown as PersistConfig<S>['stateReconciler'],
    timeout: 2000,
  }
}
