import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { sliceLoaded } from '@/api/lazy-slices'
import { rinominaStoria, STORIA_MAX, type Modifica, type Rinominate } from './storia'
import type { Op } from './tree'
import type { Campo } from './valori'

/** A row's texts (or errors) by field. */
export type PerCampo = Partial<Record<Campo, string>>

/**
 * The sheet builder's edits not yet on the server, and the trainer's changes that can be undone
 * (never persisted with the store: notes may hold health data, and a logout resets it with every
 * other slice):
 * - `schedaId`: the sheet they belong to (its ops go on being sent after the builder is left);
 * - `ops`: the pending operations, in order; the first one is on its way when `inCorso`;
 * - `testi`: what the trainer typed in a field and is not saved yet, by row id;
 * - `errori`: the Italian error of a field whose text cannot be saved (or the server refused);
 * - `ids`: temporary id of a row or group made on screen -> its real id once saved;
 * - `esito`: how the last save ended, for the status the page shows ('irraggiungibile': the
 *   server did not answer; the queue is kept and tried again);
 * - `riempiti`: the fields the builder filled on a new row (by the row's temporary id), shown as such;
 * - `passato` / `futuro`: the changes that Annulla / Ripeti take back or make again (their ids are
 *   kept current: see storia.ts).
 */
export interface SchedaBuilderState {
  schedaId: number | null
  ops: Op[]
  inCorso: boolean
  testi: Record<number, PerCampo>
  errori: Record<number, PerCampo>
  ids: Record<number, number>
  esito: 'salvato' | 'errore' | 'irraggiungibile' | null
  riempiti: Record<number, Campo[]>
  passato: Modifica[]
  futuro: Modifica[]
}

export const initialSchedaBuilderState: SchedaBuilderState = {
  schedaId: null,
  ops: [],
  inCorso: false,
  testi: {},
  errori: {},
  ids: {},
  esito: null,
  riempiti: {},
  passato: [],
  futuro: [],
}

const keepLast = (list: Modifica[]) => (list.length > STORIA_MAX ? list.slice(-STORIA_MAX) : list)

function rinomina(state: SchedaBuilderState, r: Rinominate | undefined) {
  if (!r) return
  state.passato = rinominaStoria(state.passato, r)
  state.futuro = rinominaStoria(state.futuro, r)
}

export const schedaBuilderSlice = createSlice({
  name: 'schedaBuilder',
  initialState: initialSchedaBuilderState,
  reducers: {
    /**
     * The builder of sheet `schedaId` opens: the state of another sheet is dropped (the caller
     * waits until its edits are sent), the history kept for this sheet in the session comes back.
     */
    builderAperto(
      state,
      action: PayloadAction<{ schedaId: number; passato: Modifica[]; futuro: Modifica[] }>,
    ) {
      const { schedaId, passato, futuro } = action.payload
      if (state.schedaId === schedaId) return
      return { ...initialSchedaBuilderState, schedaId, passato, futuro }
    },
    /** A change of the trainer's: its ops are queued, and it can be undone. */
    modificaFatta(
      state,
      action: PayloadAction<{
        modifica: Modifica
        ops: Op[]
        rinominate?: Rinominate
        riempiti?: { id: number; campi: Campo[] }
      }>,
    ) {
      const { modifica, ops, rinominate, riempiti } = action.payload
      state.ops.push(...ops)
      state.passato = keepLast([...state.passato, modifica])
      rinomina(state, rinominate)
      state.futuro = []
      if (riempiti && riempiti.campi.length > 0) state.riempiti[riempiti.id] = riempiti.campi
    },
    /** The last change undone (`verso` 'indietro') or made again ('avanti'): its ops are queued. */
    storiaPercorsa(
      state,
      action: PayloadAction<{ verso: 'indietro' | 'avanti'; ops: Op[]; rinominate?: Rinominate }>,
    ) {
      const { verso, ops, rinominate } = action.payload
      const from = verso === 'indietro' ? state.passato : state.futuro
      const modifica = from.pop()
      if (!modifica) return
      if (verso === 'indietro') state.futuro.push(modifica)
      else state.passato = keepLast([...state.passato, modifica])
      state.ops.push(...ops)
      rinomina(state, rinominate)
    },
    opStarted(state) {
      state.inCorso = true
    },
    /**
     * The first op is saved; `created` maps the temporary id of the row or group it made to the
     * real one (the history follows).
     */
    opConfirmed(
      state,
      action: PayloadAction<{
        created?: { tempId: number; id: number; tipo: 'riga' | 'gruppo' }
      }>,
    ) {
      state.ops.shift()
      state.inCorso = false
      state.esito = 'salvato'
      const created = action.payload.created
      if (!created) return
      state.ids[created.tempId] = created.id
      const nuovo = { [created.tempId]: created.id }
      rinomina(
        state,
        created.tipo === 'riga' ? { righe: nuovo, gruppi: {} } : { righe: {}, gruppi: nuovo },
      )
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
    /** The server did not answer: every op stays queued, to be sent again. */
    opNonRaggiunto(state) {
      state.inCorso = false
      state.esito = 'irraggiungibile'
    },
    /** Sending again after no answer. */
    opRipreso(state) {
      if (state.esito === 'irraggiungibile') state.esito = null
    },
    testoSet(state, action: PayloadAction<{ id: number; campo: Campo; testo: string }>) {
      const { id, campo, testo } = action.payload
      state.testi[id] = { ...state.testi[id], [campo]: testo }
      if (state.errori[id]?.[campo] !== undefined) {
        delete state.errori[id]![campo]
        if (Object.keys(state.errori[id]!).length === 0) delete state.errori[id]
      }
    },
    /** The trainer changed a field the builder had filled: it is theirs now. */
    riempitoToccato(state, action: PayloadAction<{ chiave: number; campo: Campo }>) {
      const { chiave, campo } = action.payload
      const campi = state.riempiti[chiave]
      if (!campi?.includes(campo)) return
      const rest = campi.filter((c) => c !== campo)
      if (rest.length > 0) state.riempiti[chiave] = rest
      else delete state.riempiti[chiave]
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
  },
})
// In every store from now on (loaded with the builder, not with the app: api/lazy-slices.ts).
sliceLoaded(schedaBuilderSlice)

export const {
  builderAperto,
  modificaFatta,
  storiaPercorsa,
  opStarted,
  opConfirmed,
  opFailed,
  opNonRaggiunto,
  opRipreso,
  testoSet,
  riempitoToccato,
  testiSaved,
  testiDropped,
  erroriSet,
} = schedaBuilderSlice.actions
