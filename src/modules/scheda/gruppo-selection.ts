import { SCHEDA_GRUPPO_STRETCHING } from '@/config/constants'

/**
 * Which group of a sheet is shown. Picking the Stretching group remembers the group shown before
 * (SPEC 4), so coming back from Stretching restores it.
 */
export interface GruppoSelection {
  selected: number | null
  /** The group shown before switching to Stretching. */
  previous: number | null
}

export interface GruppoInfo {
  id: number
  nome: string
}

export type GruppoSelectionAction =
  | { type: 'select'; gruppo: GruppoInfo }
  /** Back from Stretching to the remembered group. */
  | { type: 'back' }
  /** The groups changed (loaded, added, removed): keep a valid selection. */
  | { type: 'sync'; gruppi: readonly GruppoInfo[] }

export const initialGruppoSelection: GruppoSelection = { selected: null, previous: null }

export const isStretching = (gruppo: Pick<GruppoInfo, 'nome'>): boolean =>
  gruppo.nome.trim().toLowerCase() === SCHEDA_GRUPPO_STRETCHING.toLowerCase()

export function gruppoSelectionReducer(
  state: GruppoSelection,
  action: GruppoSelectionAction,
): GruppoSelection {
  switch (action.type) {
    case 'select': {
      const { gruppo } = action
      if (gruppo.id === state.selected) return state
      if (isStretching(gruppo)) return { selected: gruppo.id, previous: state.selected }
      return { selected: gruppo.id, previous: null }
    }
    case 'back':
      return state.previous === null ? state : { selected: state.previous, previous: null }
    case 'sync': {
      const ids = new Set(action.gruppi.map((g) => g.id))
      const previous = state.previous !== null && ids.has(state.previous) ? state.previous : null
      if (state.selected !== null && ids.has(state.selected)) {
        return previous === state.previous ? state : { ...state, previous }
      }
      const first = action.gruppi.find((g) => !isStretching(g)) ?? action.gruppi[0]
      return { selected: previous ?? first?.id ?? null, previous: null }
    }
  }
}
