import { defaultPreferenze } from '@/features/preferences/preferences-slice'
import { editableSet, listParamsSet, menuCollapsedSet } from '@/features/ui/ui-slice'
import { PERSIST_KEY } from '@/config/constants'
import { PERSIST_VERSION, mergeToDepth } from './persist'
import { makeStore } from './store'

const STORAGE_KEY = `persist:${PERSIST_KEY}`

/** Writes storage the way redux-persist does: one JSON string per slice. */
function storeRaw(slices: Record<string, unknown>, version: number) {
  const raw: Record<string, string> = {}
  for (const [key, value] of Object.entries(slices)) raw[key] = JSON.stringify(value)
  raw._persist = JSON.stringify({ version, rehydrated: true })
  localStorage.setItem(STORAGE_KEY, JSON.stringify(raw))
}

/** A store booted from what storage holds, once rehydration is over. */
async function boot() {
  const app = makeStore()
  await new Promise<void>((resolve) => {
    const check = () => app.persistor.getState().bootstrapped && resolve()
    app.persistor.subscribe(check)
    check()
  })
  return app
}

describe('mergeToDepth (the persisted state is tracked to a depth of 3 levels)', () => {
  it('keeps fields added in code, lets stored values win, merges objects down to the depth', () => {
    const initial = {
      a: { b: { c: 1, nuovo: 2 }, d: 'x' },
      e: 1,
    }
    const stored = { a: { b: { c: 9 }, d: 'y' }, e: 5 }
    expect(mergeToDepth(initial, stored, 3)).toEqual({
      a: { b: { c: 9, nuovo: 2 }, d: 'y' },
      e: 5,
    })
  })

  it('below the depth, an object is taken shallowly: fields of its children are not merged', () => {
    const initial = { a: { b: { c: { x: 1, y: 2 } } } }
    const stored = { a: { b: { c: { x: 9 } } } }
    expect(mergeToDepth(initial, stored, 3)).toEqual({ a: { b: { c: { x: 9 } } } })
  })

  it('drops stored values of the wrong kind', () => {
    const initial = { a: { n: 1, s: 'x', list: [1] }, o: { k: 1 } }
    const stored = { a: { n: 'uno', s: 2, list: { 0: 1 } }, o: 'stringa' }
    expect(mergeToDepth(initial, stored, 3)).toEqual(initial)
  })
})

describe('boot from storage', () => {
  it('restores the session, the preferences and the UI state, never the API cache', async () => {
    const first = await boot()
    first.store.dispatch(menuCollapsedSet(true))
    first.store.dispatch(editableSet(true))
    first.store.dispatch(
      listParamsSet({ key: 'cliente', params: { page: 3, pageSize: 10, search: 'Rossi' } }),
    )
    await first.persistor.flush()
    const stored = localStorage.getItem(STORAGE_KEY) ?? ''
    expect(stored).not.toContain('Rossi')
    expect(JSON.parse(stored)).not.toHaveProperty('api')

    const { store } = await boot()
    expect(store.getState().ui.menuCollapsed).toBe(true)
    expect(store.getState().ui.editable).toBe(false)
    expect(store.getState().ui.lists.cliente).toEqual({ page: 3, pageSize: 10 })
  })

  it('corrupt JSON: boots with the defaults', async () => {
    localStorage.setItem(STORAGE_KEY, '{"session": "{not json')
    const { store } = await boot()
    expect(store.getState().session).toMatchObject({ token: null, refreshToken: null })
    expect(store.getState().preferences.preferenze).toEqual(defaultPreferenze)
  })

  it('unreadable storage: boots with the defaults', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    try {
      const { store } = await boot()
      expect(store.getState().session.token).toBeNull()
      expect(store.getState().ui.menuCollapsed).toBe(false)
    } finally {
      getItem.mockRestore()
    }
  })

  it('version 1: the list searches are dropped, every other value is kept', async () => {
    storeRaw(
      {
        session: { token: 'tok', refreshToken: 'ref' },
        preferences: { preferenze: { sidebar: 'sempreChiusa', theme: 'light', showTooltip: 'NO' } },
        ui: {
          menuCollapsed: true,
          editable: false,
          lists: { cliente: { page: 2, pageSize: 10, search: 'Bianchi', sortBy: 'cognome' } },
        },
      },
      1,
    )
    const { store } = await boot()
    const state = store.getState()
    expect(state.session).toMatchObject({ token: 'tok', refreshToken: 'ref' })
    expect(state.preferences.preferenze).toEqual({
      sidebar: 'sempreChiusa',
      theme: 'light',
      showTooltip: 'NO',
    })
    expect(state.ui.menuCollapsed).toBe(true)
    expect(state.ui.lists.cliente).toEqual({ page: 2, pageSize: 10, sortBy: 'cognome' })
  })

  it('a version newer than the code knows: boots with the defaults', async () => {
    storeRaw({ session: { token: 'tok', refreshToken: 'ref' } }, PERSIST_VERSION + 1)
    const { store } = await boot()
    expect(store.getState().session.token).toBeNull()
  })

  it('values of the wrong shape are replaced by the defaults, the rest is kept', async () => {
    storeRaw(
      {
        session: { token: 'tok', refreshToken: 'ref' },
        ui: { menuCollapsed: 'sì', lists: 'nessuna', editable: true, altro: 1 },
      },
      PERSIST_VERSION,
    )
    const { store } = await boot()
    expect(store.getState().session.token).toBe('tok')
    expect(store.getState().ui).toMatchObject({ menuCollapsed: false, editable: false, lists: {} })
  })
})
