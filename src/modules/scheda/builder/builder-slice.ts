import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Op } from './tree'
import type { Campo } from './valori'

type PerCampo = Partial<Record<Campo, string>>

/**
 * The sheet builder's edits not yet on the server (never persisted: notes may hold health data,
 * and a logout resets it with every other slice):
 * - `ops`: the pending operations, in order; the first one is on its way when `inCorso`;
 * - `testi`: what the trainer typed in a field and is not saved yet, by row id;
 * - `errori`: the Italian error of a field whose text cannot be saved (or the server refused);
 * - `ids`: temporary id of a row or group made on screen -> its real id once saved;
 * - `esito`: how the last save ended, for the status the page shows.
 */
export interface SchedaBuilderState {
  ops: Op[]
  inCorso: boolean
  testi: Record<number, PerCampo>
  errori: Record<number, PerCampo>
  ids: Record<number, number>
  esito: 'salvato' | 'errore' | null
}

export const initialSchedaBuilderState: SchedaBuilderState = {
  ops: [],
  inCorso: false,
  testi: {},
  errori: {},
  ids: {},
  esito: null,
}

export const schedaBuilderSlice = createSlice({
  name: 'schedaBuilder',
  initialState: initialSchedaBuilderState,
  reducers: {
    opAdded(state, action: PayloadAction<Op>) {
      state.ops.push(action.payload)
    },
    opStarted(state) {
      state.inCorso = true
    },
    /** The first op is saved; `created` maps the temporary id it made to the real one. */
    opConfirmed(state, action: PayloadAction<{ created?: { tempId: number; id: number } }>) {
      state.ops.shift()
      state.inCorso = false
      state.esito = 'salvato'
      const created = action.payload.created
      if (!created) return
      state.ids[created.tempId] = created.id
      for (const bag of [state.testi, state.errori]) {
        if (bag[created.tempId]) {
          bag[created.id] = { ...bag[created.tempId], ...bag[created.id] }
          delete bag[created.tempId]
        }
      }
    },
    /**
     * The first op failed. A refused field edit only fails itself; any other failure drops the
     * ops queued after it too (they were made on top of it) and the screen goes back to the
     * server's state.
     */
    opFailed(state, action: PayloadAction<{ onlyThis: boolean }>) {
      if (action.payload.onlyThis) state.ops.shift()
      else state.ops = []
      state.inCorso = false
      state.esito = 'errore'
    },
    testoSet(state, action: PayloadAction<{ id: number; campo: Campo; testo: string }>) {
      const { id, campo, testo } = action.payload
      state.testi[id] = { ...state.testi[id], [campo]: testo }
      if (state.errori[id]?.[campo] !== undefined) {
        delete state.errori[id]![campo]
        if (Object.keys(state.errori[id]!).length === 0) delete state.errori[id]
      }
    },
    /** The texts sent are saved: drop the ones not typed over since. */
    testiSaved(state, action: PayloadAction<{ id: number; testi: PerCampo }>) {
      const { id, testi } = action.payload
      const current = state.testi[id]
      if (!current) return
      for (const [campo, testo] of Object.entries(testi) as [Campo, string][]) {
        if (current[campo] === testo) delete current[campo]
      }
      if (Object.keys(current).length === 0) delete state.testi[id]
    },
    /** Texts dropped without saving (the row is gone, or the trainer put the saved value back). */
    testiDropped(state, action: PayloadAction<{ id: number; campi?: Campo[] }>) {
      const { id, campi } = action.payload
      if (!campi) {
        delete state.testi[id]
        delete state.errori[id]
        return
      }
      for (const campo of campi) {
        delete state.testi[id]?.[campo]
        delete state.errori[id]?.[campo]
      }
      if (state.testi[id] && Object.keys(state.testi[id]).length === 0) delete state.testi[id]
      if (state.errori[id] && Object.keys(state.errori[id]).length === 0) delete state.errori[id]
    },
    erroriSet(state, action: PayloadAction<{ id: number; errori: PerCampo }>) {
      const { id, errori } = action.payload
      if (Object.keys(errori).length === 0) delete state.errori[id]
      else state.errori[id] = { ...state.errori[id], ...errori }
    },
    builderReset() {
      return initialSchedaBuilderState
    },
  },
})

export const {
  opAdded,
  opStarted,
  opConfirmed,
  opFailed,
  testoSet,
  testiSaved,
  testiDropped,
  erroriSet,
  builderReset,
} = schedaBuilderSlice.actions
