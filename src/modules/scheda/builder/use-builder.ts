import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useStore } from 'react-redux'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { useOwnLoading } from '@/features/ui/use-own-loading'
import { useUnsavedChanges } from '@/features/unsaved-changes/use-unsaved-changes'
import { useSchedagruppoBySchedaQuery } from './api'
import {
  builderReset,
  erroriSet,
  opAdded,
  testiDropped,
  testoSet,
  type SchedaBuilderState,
} from './builder-slice'
import { sendNextOp } from './run-op'
import {
  applyOps,
  sortTree,
  type CaricoUnita,
  type EsercizioSlim,
  type Gruppo,
  type MetodologiaRef,
  type Op,
  type PatologieIgnorate,
  type Valori,
} from './tree'
import { NESSUNA_IGNORATA } from '../analisi/patologie'
import { CAMPI, leggiCampo, type Campo } from './valori'

type BuilderRoot = { schedaBuilder: SchedaBuilderState }

/**
 * A function that resolves once every builder edit made so far is answered (e.g. before printing,
 * so the printed sheet has them all).
 */
export function useQuandoSalvato(): () => Promise<void> {
  const store = useStore<BuilderRoot>()
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        let unsubscribe = () => {}
        const check = () => {
          if (store.getState().schedaBuilder.ops.length > 0) return
          unsubscribe()
          resolve()
        }
        unsubscribe = store.subscribe(check)
        check()
      }),
    [store],
  )
}

/** Temporary ids of rows and groups made on screen: negative, never reused in a page's life. */
let lastTempId = 0
const nextTempId = () => (lastTempId -= 1)

export interface BuilderActions {
  /** Adds an exercise to a group, at `at` or at the end; answers its temporary id. */
  aggiungiEsercizio(
    esercizio: EsercizioSlim,
    gruppoId: number,
    at?: number,
    metodologia?: { ref: MetodologiaRef; valori: Partial<Valori> } | null,
  ): number
  elimina(id: number): void
  /** Moves a row to position `to` of group `toGruppoId` (its own group or another). */
  sposta(id: number, toGruppoId: number, to: number): void
  setTesto(id: number, campo: Campo, testo: string): void
  /** Saves the fields of a row that read well; shows the errors of the others on them. */
  conferma(id: number): void
  setUnita(id: number, unita: CaricoUnita): void
  setMetodologia(id: number, metodologia: MetodologiaRef | null, valori?: Partial<Valori>): void
  /**
   * Puts another exercise in a detail, keeping its values (serie, ripetizioni, recupero, carico,
   * metodologia, note); the pathology warnings dismissed on it start again from none.
   */
  sostituisciEsercizio(id: number, esercizio: EsercizioSlim): void
  /** Sets the client's pathologies whose warning is dismissed on a detail. */
  ignoraPatologie(id: number, ignorate: PatologieIgnorate): void
  togliMetodologiaGruppo(gruppoId: number, metodologiaId: number): void
  aggiungiGruppo(nome: string, at: number): number
  rinominaGruppo(id: number, nome: string): void
  baseGruppo(id: number, metodologia: MetodologiaRef | null): void
  spostaGruppo(id: number, to: number): void
  eliminaGruppo(id: number): void
  svuotaGruppo(id: number): void
  /** Tries again to save every row with unsaved texts. */
  riprova(): void
}

export interface BuilderStatus {
  /** Edits on their way to the server. */
  inSalvataggio: number
  /** Rows with a field that cannot be saved as typed. */
  daCorreggere: number
  /** Rows with typed texts not saved yet (not sent, or refused). */
  nonSalvate: number
  esito: 'salvato' | 'errore' | null
}

const findRow = (gruppi: readonly Gruppo[], id: number) => {
  for (const gruppo of gruppi) {
    const index = gruppo.dettagli.findIndex((d) => d.id === id)
    if (index >= 0) return { gruppo, index, dettaglio: gruppo.dettagli[index]! }
  }
  return undefined
}

/**
 * The sheet builder's state and actions: the sheet's groups as the screen shows them (the server's
 * with the pending edits on top), the edits, their saving one by one, and the unsaved-changes flag
 * while anything is not saved yet.
 */
export function useSchedaBuilder(schedaId: number) {
  const dispatch = useAppDispatch()
  const store = useStore<BuilderRoot>()
  const query = useSchedagruppoBySchedaQuery(schedaId, { refetchOnFocus: true })
  const ops = useAppSelector((s) => s.schedaBuilder.ops)
  const ids = useAppSelector((s) => s.schedaBuilder.ids)
  const inCorso = useAppSelector((s) => s.schedaBuilder.inCorso)
  const testi = useAppSelector((s) => s.schedaBuilder.testi)
  const errori = useAppSelector((s) => s.schedaBuilder.errori)
  const esito = useAppSelector((s) => s.schedaBuilder.esito)

  const server = useMemo(() => sortTree(query.data ?? []), [query.data])
  const gruppi = useMemo(() => applyOps(server, ops, ids, schedaId), [server, ops, ids, schedaId])
  const view = useRef(gruppi)
  view.current = gruppi
  const refetch = useRef(query.refetch)
  refetch.current = query.refetch

  // One edit at a time, in order: the next starts when the previous is answered.
  useEffect(() => {
    if (!inCorso && ops.length > 0) void dispatch(sendNextOp(schedaId, () => refetch.current()))
  }, [dispatch, ops, inCorso, schedaId])

  // The builder's edits belong to this sheet only.
  useEffect(() => {
    dispatch(builderReset())
    return () => {
      dispatch(builderReset())
    }
  }, [dispatch, schedaId])

  // Edits are saved in the background, with their own status: no page-wide overlay for them.
  useOwnLoading()

  const nonSalvate = Object.keys(testi).length
  const daCorreggere = Object.keys(errori).length
  useUnsavedChanges(ops.length > 0 || nonSalvate > 0 || daCorreggere > 0)

  const actions = useMemo<BuilderActions>(() => {
    const add = (op: Op) => dispatch(opAdded(op))
    const state = () => store.getState().schedaBuilder

    const conferma = (id: number) => {
      const found = findRow(view.current, id)
      const typed = state().testi[id]
      if (!found || !typed) return
      const valori: Partial<Valori> = {}
      const errors: Partial<Record<Campo, string>> = {}
      const unchanged: Campo[] = []
      for (const campo of CAMPI) {
        const testo = typed[campo]
        if (testo === undefined) continue
        const read = leggiCampo(campo, testo)
        if (!read.ok) errors[campo] = read.error
        else if ((found.dettaglio[campo] ?? null) === read.value) unchanged.push(campo)
        else Object.assign(valori, { [campo]: read.value })
      }
      // A field that cannot be read keeps its text and says why; the row's other fields are
      // saved all the same (a wrong rest must not lose the load typed next to it).
      if (Object.keys(errors).length > 0) dispatch(erroriSet({ id, errori: errors }))
      if (unchanged.length > 0) dispatch(testiDropped({ id, campi: unchanged }))
      const sent = Object.fromEntries(Object.entries(typed).filter(([campo]) => campo in valori))
      if (Object.keys(valori).length > 0) add({ kind: 'valori', id, valori, testi: sent })
    }

    return {
      aggiungiEsercizio(esercizio, gruppoId, at, metodologia) {
        const gruppo = view.current.find((g) => g.id === gruppoId)
        const tempId = nextTempId()
        const base = metodologia === undefined ? gruppo?.metodologiaBase : undefined
        add({
          kind: 'aggiungi',
          tempId,
          gruppoId,
          at: at ?? gruppo?.dettagli.length ?? 0,
          esercizio,
          metodologia: metodologia?.ref ?? base ?? null,
          valori: metodologia?.valori ?? {},
        })
        return tempId
      },
      elimina(id) {
        const found = findRow(view.current, id)
        if (!found) return
        dispatch(testiDropped({ id }))
        add({ kind: 'elimina', id, gruppoId: found.gruppo.id, position: found.index })
      },
      sposta(id, toGruppoId, to) {
        const found = findRow(view.current, id)
        if (!found) return
        if (found.gruppo.id === toGruppoId && found.index === to) return
        add({
          kind: 'sposta',
          id,
          fromGruppoId: found.gruppo.id,
          from: found.index,
          toGruppoId,
          to,
        })
      },
      setTesto(id, campo, testo) {
        dispatch(testoSet({ id, campo, testo }))
      },
      conferma,
      setUnita(id, unita) {
        const found = findRow(view.current, id)
        if (!found || (found.dettaglio.caricoUnita ?? 'kg') === unita) return
        add({ kind: 'valori', id, valori: { caricoUnita: unita } })
      },
      setMetodologia(id, metodologia, valori = {}) {
        add({ kind: 'valori', id, valori, metodologia })
      },
      sostituisciEsercizio(id, esercizio) {
        const found = findRow(view.current, id)
        if (!found || found.dettaglio.esercizio.id === esercizio.id) return
        add({ kind: 'valori', id, valori: {}, esercizio, ignorate: NESSUNA_IGNORATA })
      },
      ignoraPatologie(id, ignorate) {
        add({ kind: 'valori', id, valori: {}, ignorate })
      },
      togliMetodologiaGruppo(gruppoId, metodologiaId) {
        add({ kind: 'togliMetodologia', gruppoId, metodologiaId })
      },
      aggiungiGruppo(nome, at) {
        const tempId = nextTempId()
        add({ kind: 'aggiungiGruppo', tempId, nome, at })
        return tempId
      },
      rinominaGruppo(id, nome) {
        add({ kind: 'rinominaGruppo', id, nome })
      },
      baseGruppo(id, metodologia) {
        add({ kind: 'baseGruppo', id, metodologiaBase: metodologia })
      },
      spostaGruppo(id, to) {
        const from = view.current.findIndex((g) => g.id === id)
        if (from < 0 || from === to) return
        add({ kind: 'spostaGruppo', id, from, to })
      },
      eliminaGruppo(id) {
        const gruppo = view.current.find((g) => g.id === id)
        for (const d of gruppo?.dettagli ?? []) dispatch(testiDropped({ id: d.id }))
        add({ kind: 'eliminaGruppo', id })
      },
      svuotaGruppo(id) {
        const gruppo = view.current.find((g) => g.id === id)
        for (const d of gruppo?.dettagli ?? []) dispatch(testiDropped({ id: d.id }))
        add({ kind: 'svuotaGruppo', id })
      },
      riprova() {
        for (const id of Object.keys(state().testi)) conferma(Number(id))
      },
    }
  }, [dispatch, store])

  const status: BuilderStatus = {
    inSalvataggio: ops.length,
    daCorreggere,
    nonSalvate,
    esito,
  }

  return {
    gruppi,
    ids,
    isLoading: query.isLoading,
    error: query.error,
    actions,
    status,
  }
}
