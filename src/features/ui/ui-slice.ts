import type { ListParams } from '@/components/list-params'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface UiState {
  /** Menu collapsed (60 px) or expanded (180 px); the sidebar preference rules apply on top. */
  menuCollapsed: boolean
  /** Global editable flag: set while a form has unsaved changes. */
  editable: boolean
  /**
   * The page shows its own loading and saving states (the sheet builder saves as the user works):
   * the layout's overlay then covers page changes only, never the page's own calls.
   */
  ownLoading: boolean
  /** Per-list parameters, by list key (e.g. 'cliente'). */
  lists: Record<string, ListParams>
}

export const initialUiState: UiState = {
  menuCollapsed: false,
  editable: false,
  ownLoading: false,
  lists: {},
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    menuCollapsedSet(state, action: PayloadAction<boolean>) {
      state.menuCollapsed = action.payload
    },
    editableSet(state, action: PayloadAction<boolean>) {
      state.editable = action.payload
    },
    ownLoadingSet(state, action: PayloadAction<boolean>) {
      state.ownLoading = action.payload
    },
    listParamsSet(state, action: PayloadAction<{ key: string; params: ListParams }>) {
      state.lists[action.payload.key] = action.payload.params
    },
  },
})

export const { menuCollapsedSet, editableSet, ownLoadingSet, listParamsSet } = uiSlice.actions
