/**
 * Sends the builder's pending ops to the server, one at a time and in order (see tree.ts for why
 * the order makes every recorded position exact), and folds each answer into the cached groups.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { baseApi } from '@/api/base-api'
import { fieldErrors } from '@/api/errors'
import { builderApi } from './api'
import {
  erroriSet,
  opConfirmed,
  opFailed,
  opNonRaggiunto,
  opRipreso,
  opStarted,
  testiSaved,
  type SchedaBuilderState,
} from './builder-slice'
import { confirmOp, realId, type IdMap, type Op, type OpAnswer } from './tree'
import { CAMPI, type Campo } from './valori'

/** The part of the state these thunks read. */
type BuilderRoot = {
  schedaBuilder: SchedaBuilderState
  api: ReturnType<typeof baseApi.reducer>
}
type Thunk<R = void> = ThunkAction<R, BuilderRoot, unknown, UnknownAction>

type Outcome =
  | {
      ok: true
      answer: OpAnswer
      created?: { tempId: number; id: number; tipo: 'riga' | 'gruppo' }
    }
  | { ok: false; error: unknown }

const { endpoints } = builderApi

/** Dispatches one builder call and waits for its answer. */
function call<A>(
  dispatch: Parameters<Thunk>[0],
  endpoint: { initiate: (arg: A) => unknown },
  arg: A,
): Promise<{ data?: unknown; error?: unknown }> {
  return dispatch(endpoint.initiate(arg) as never) as unknown as Promise<{
    data?: unknown
    error?: unknown
  }>
}

async function send(
  dispatch: Parameters<Thunk>[0],
  op: Op,
  ids: IdMap,
  schedaId: number,
): Promise<Outcome> {
  const id = (x: number) => realId(ids, x)
  const done = (
    result: { data?: unknown; error?: unknown },
    answer: (data: never) => OpAnswer = () => null,
  ): Outcome =>
    'error' in result && result.error
      ? { ok: false, error: result.error }
      : {
          ok: true,
          answer: answer(result.data as never),
        }

  switch (op.kind) {
    case 'aggiungi': {
      const result = await call(dispatch, endpoints.schedadettaglioCreate, {
        gruppoId: id(op.gruppoId),
        ordine: op.at,
        esercizio: op.esercizio,
        metodologia: op.metodologia,
        ...op.valori,
        ...op.ignorate,
      })
      const outcome = done(result, (d) => ({ dettaglio: d }))
      const created = result.data as { id?: number } | undefined
      return outcome.ok && created?.id
        ? { ...outcome, created: { tempId: op.tempId, id: created.id, tipo: 'riga' as const } }
        : outcome
    }
    case 'elimina':
      return done(
        await call(dispatch, endpoints.schedadettaglioDeleteByPosition, {
          gruppoId: id(op.gruppoId),
          position: op.position,
        }),
      )
    case 'sposta':
      if (id(op.fromGruppoId) === id(op.toGruppoId)) {
        return done(
          await call(dispatch, endpoints.schedadettaglioChangePosition, {
            gruppoId: id(op.fromGruppoId),
            oldIndex: op.from,
            newIndex: op.to,
          }),
          (g) => ({ gruppo: g }),
        )
      }
      return done(
        await call(dispatch, endpoints.schedadettaglioUpdate, {
          id: id(op.id),
          patch: { gruppoId: id(op.toGruppoId), ordine: op.to },
        }),
        (d) => ({ dettaglio: d }),
      )
    case 'valori':
      return done(
        await call(dispatch, endpoints.schedadettaglioUpdate, {
          id: id(op.id),
          patch: {
            ...op.valori,
            ...(op.metodologia !== undefined ? { metodologia: op.metodologia } : {}),
            ...(op.esercizio ? { esercizio: op.esercizio } : {}),
            ...op.ignorate,
          },
        }),
        (d) => ({ dettaglio: d }),
      )
    case 'togliMetodologia':
      return done(
        await call(dispatch, endpoints.schedadettaglioRemoveMetodologiaById, {
          gruppoId: id(op.gruppoId),
          metodologiaId: op.metodologiaId,
        }),
        (g) => ({ gruppo: g }),
      )
    case 'aggiungiGruppo': {
      const result = await call(dispatch, endpoints.schedagruppoCreate, {
        schedaId,
        nome: op.nome,
        ordine: op.at,
        metodologiaBase: null,
      })
      const outcome = done(result, (g) => ({ gruppo: g }))
      const created = result.data as { id?: number } | undefined
      return outcome.ok && created?.id
        ? { ...outcome, created: { tempId: op.tempId, id: created.id, tipo: 'gruppo' as const } }
        : outcome
    }
    case 'rinominaGruppo':
      return done(
        await call(dispatch, endpoints.schedagruppoUpdate, {
          id: id(op.id),
          patch: { nome: op.nome },
        }),
        (g) => ({ gruppo: g }),
      )
    case 'baseGruppo':
      return done(
        op.metodologiaBase === null
          ? await call(dispatch, endpoints.schedagruppoRemoveMetodologiaBase, id(op.id))
          : await call(dispatch, endpoints.schedagruppoUpdate, {
              id: id(op.id),
              patch: { metodologiaBase: op.metodologiaBase },
            }),
        (g) => ({ gruppo: g }),
      )
    case 'spostaGruppo':
      return done(
        await call(dispatch, endpoints.schedagruppoUpdate, {
          id: id(op.id),
          patch: { ordine: op.to },
        }),
      )
    case 'eliminaGruppo':
      return done(await call(dispatch, endpoints.schedagruppoRemove, id(op.id)))
    case 'svuotaGruppo':
      return done(await call(dispatch, endpoints.schedagruppoClearDettaglio, id(op.id)), (g) => ({
        gruppo: g,
      }))
  }
}

/** The server's 422 errors on a detail's fields, by field. */
function campiErrati(error: unknown): Partial<Record<Campo, string>> | null {
  const errors = fieldErrors(error)
  if (!errors) return null
  const out: Partial<Record<Campo, string>> = {}
  for (const campo of CAMPI) {
    const messages = errors[campo] ?? (campo === 'carico' ? errors.caricoUnita : undefined)
    if (messages?.[0]) out[campo] = messages[0]
  }
  return Object.keys(out).length > 0 ? out : null
}

/** Errors of a call that may go through later: no answer, or a gateway that could not reach it. */
const TRANSITORI = new Set([502, 503, 504])
const transitorio = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || TRANSITORI.has(status as number)
}

/** Waits before sending again to a server that did not answer: 2 s, 4 s, 8 s... up to 30 s. */
const attesa = (tentativo: number) => Math.min(30_000, 2_000 * 2 ** tentativo)
let tentativi = 0
let timer: ReturnType<typeof setTimeout> | undefined

/**
 * Sends the builder's pending ops, one at a time and in order, until none is left: a loop of its
 * own, so the edits of a sheet go on being saved after the trainer has left it. A call with no
 * answer keeps every op queued and is tried again after a pause (`riprovaOra` at once).
 */
export const svuotaCoda = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  for (;;) {
    const state = getState().schedaBuilder
    const op = state.ops[0]
    const schedaId = state.schedaId
    if (!op || state.inCorso || schedaId === null || state.esito === 'irraggiungibile') return
    dispatch(opStarted())
    const outcome = await send(dispatch, op, state.ids, schedaId)
    if (getState().schedaBuilder.ops[0] !== op) return // the builder was reset meanwhile
    if (outcome.ok) {
      tentativi = 0
      const ids = outcome.created
        ? { ...getState().schedaBuilder.ids, [outcome.created.tempId]: outcome.created.id }
        : getState().schedaBuilder.ids
      dispatch(
        builderApi.util.updateQueryData('schedagruppoByScheda', schedaId, (draft) => {
          confirmOp(draft, op, outcome.answer, ids, schedaId)
        }),
      )
      dispatch(opConfirmed({ created: outcome.created }))
      if (op.kind === 'valori' && op.testi) {
        dispatch(testiSaved({ id: realId(ids, op.id), testi: op.testi }))
      }
      continue
    }
    if (transitorio(outcome.error)) {
      dispatch(opNonRaggiunto())
      clearTimeout(timer)
      timer = setTimeout(() => void dispatch(riprovaOra()), attesa(tentativi))
      tentativi += 1
      return
    }
    // A field edit the server refused: the texts stay, the errors go on their fields.
    const errori = op.kind === 'valori' ? campiErrati(outcome.error) : null
    if (op.kind === 'valori' && errori) {
      dispatch(erroriSet({ id: realId(state.ids, op.id), errori }))
      dispatch(opFailed({ onlyThis: true }))
      continue
    }
    dispatch(opFailed({ onlyThis: false }))
    dispatch(builderApi.util.invalidateTags([{ type: 'SchedaGruppo', id: schedaId }]))
    return
  }
}

/** Cancels the pending retry (a store that goes away: tests, so that no call outlives its test). */
export function fermaRiprova(): void {
  clearTimeout(timer)
  tentativi = 0
}

/** Sends the queued ops again now (Riprova, or the pause after no answer is over). */
export const riprovaOra = (): Thunk<Promise<void>> => async (dispatch, getState) => {
  clearTimeout(timer)
  if (getState().schedaBuilder.esito === 'irraggiungibile') dispatch(opRipreso())
  await dispatch(svuotaCoda())
}
