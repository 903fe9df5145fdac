import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useStore } from 'react-redux'
import { useAppDispatch, useAppSelector } from '@/app/hooks'
import { it } from '@/i18n/it'
import { useOwnLoading } from '@/features/ui/use-own-loading'
import { useUnsavedChanges } from '@/features/unsaved-changes/use-unsaved-changes'
import { etichettaGruppo, nextLettera, isStretching } from '../gruppo-selection'
import { NESSUNA_IGNORATA } from '../analisi/patologie'
import type { Metodologia } from '../types'
import { builderApi, useSchedagruppoBySchedaQuery } from './api'
import { copiati, testoAppunti, type AppuntiState, type RigaCopiata } from './appunti'
import {
  builderAperto,
  erroriSet,
  modificaFatta,
  riempitoToccato,
  storiaPercorsa,
  testiDropped,
  testoSet,
  type SchedaBuilderState,
} from './builder-slice'
import { riprovaOra, svuotaCoda } from './run-op'
import {
  eseguiPassi,
  rigaCompleta,
  rinominaPasso,
  type Contesto,
  type Modifica,
  type Passo,
} from './storia'
import {
  applyOps,
  realId,
  sortTree,
  VALORI_VUOTI,
  type CaricoUnita,
  type Dettaglio,
  type EsercizioSlim,
  type Gruppo,
  type MetodologiaRef,
  type PatologieIgnorate,
  type Valori,
} from './tree'
import {
  CAMPI,
  leggiCampo,
  senzaValori,
  valoriDaCicli,
  valoriNuovaRiga,
  type Campo,
} from './valori'

const t = it.scheda.storia

type BuilderRoot = {
  schedaBuilder: SchedaBuilderState
  builderAppunti: AppuntiState
}

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
          const b = store.getState().schedaBuilder
          if (b.ops.length > 0 && b.esito !== 'irraggiungibile') return
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
const tempUsati = new Set<number>()

/** Where the history of a sheet is kept for the tab's session (it survives a reload, not a logout). */
const chiaveStoria = (schedaId: number) => `fitlab:scheda:${schedaId}:storia`
/** Texts typed and not yet saved when the page was left (reload): put back and saved on return. */
const chiaveTesti = (schedaId: number) => `fitlab:scheda:${schedaId}:testi`

const sessione = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

function leggi<T>(key: string, valid: (v: unknown) => v is T): T | null {
  try {
    const raw = sessione()?.getItem(key)
    const value: unknown = raw ? JSON.parse(raw) : null
    return valid(value) ? value : null
  } catch {
    return null
  }
}

const scrivi = (key: string, value: unknown) => {
  try {
    sessione()?.setItem(key, JSON.stringify(value))
  } catch {
    // A full or refused storage only costs the undo after a reload.
  }
}

const isStoria = (v: unknown): v is { passato: Modifica[]; futuro: Modifica[] } =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as { passato?: unknown }).passato) &&
  Array.isArray((v as { futuro?: unknown }).futuro)

/** Ids of a past page life mean nothing now: a change that names one is dropped. */
const senzaTemporanei = (m: Modifica) => !/"(riga|gruppo|id)":-\d/.test(JSON.stringify(m))

function storiaSalvata(schedaId: number): { passato: Modifica[]; futuro: Modifica[] } {
  const saved = leggi(chiaveStoria(schedaId), isStoria)
  return {
    passato: (saved?.passato ?? []).filter(senzaTemporanei),
    futuro: (saved?.futuro ?? []).filter(senzaTemporanei),
  }
}

type Testi = Record<number, Partial<Record<Campo, string>>>
const isTesti = (v: unknown): v is Testi => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The sheet as the builder shows it: the server's groups with the pending edits on top. */
function vistaDi(state: BuilderRoot, schedaId: number): Gruppo[] {
  const server = builderApi.endpoints.schedagruppoByScheda.select(schedaId)(state as never).data
  const b = state.schedaBuilder
  const ops = b.schedaId === schedaId ? b.ops : []
  return applyOps(sortTree(server ?? []), ops, b.ids, schedaId)
}

const findRow = (gruppi: readonly Gruppo[], id: number) => {
  for (const gruppo of gruppi) {
    const index = gruppo.dettagli.findIndex((d) => d.id === id)
    if (index >= 0) return { gruppo, index, dettaglio: gruppo.dettagli[index]! }
  }
  return undefined
}

/** The rows `ids` of one group, in the group's order (ids not found are left out). */
function righeInOrdine(gruppi: readonly Gruppo[], ids: readonly number[]) {
  const found = ids
    .map((id) => findRow(gruppi, id))
    .filter((f): f is NonNullable<typeof f> => f !== undefined)
  const gruppo = found[0]?.gruppo
  return {
    gruppo,
    righe: found.filter((f) => f.gruppo === gruppo).sort((a, b) => a.index - b.index),
  }
}

const NESSUNA: readonly never[] = []
const NIENTE: Readonly<Record<number, never>> = {}

export interface BuilderActions {
  /**
   * Adds an exercise to a group, at `at` or at the end; answers its temporary id. Its serie,
   * ripetizioni and recupero come from the group (valoriNuovaRiga); its methodology is the
   * group's base one, unless `metodologia` is given (with the values it brings).
   */
  aggiungiEsercizio(
    esercizio: EsercizioSlim,
    gruppoId: number,
    at?: number,
    metodologia?: { ref: MetodologiaRef; valori: Partial<Valori> } | null,
  ): number
  /** Deletes rows (one or a selection). */
  elimina(ids: readonly number[]): void
  /**
   * Moves rows (one, a superserie, a selection), keeping their order, to position `to` of group
   * `toGruppoId`: `to` counts the rows of that group without the ones moved.
   */
  sposta(ids: readonly number[], toGruppoId: number, to: number): void
  setTesto(id: number, campo: Campo, testo: string): void
  /** Saves the fields of a row that read well; shows the errors of the others on them. */
  conferma(id: number): void
  setUnita(id: number, unita: CaricoUnita): void
  /**
   * Sets (or removes, with null) the methodology of rows, with values (e.g. of its cycles);
   * `etichetta` names the change for Annulla (default: "Metodologia di ...").
   */
  setMetodologia(
    ids: readonly number[],
    metodologia: MetodologiaRef | null,
    valori?: (d: Dettaglio) => Partial<Valori>,
    etichetta?: string,
  ): void
  /**
   * Makes rows one block done one after the other (superserie, triserie, circuito): they are put
   * next to each other, in order, where the first one is, and take the methodology; the empty
   * ones take its cycles' values. Answers how many rows kept their own values.
   */
  blocco(ids: readonly number[], metodologia: Metodologia, etichetta: string): number
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
  /** Copies rows (in the group's order), or a whole group, to the clipboard; answers how many. */
  copia(ids: readonly number[], gruppoIntero?: boolean): number
  /** Pastes the clipboard's rows into a group, at `at` or at the end; answers how many. */
  incolla(gruppoId: number, at?: number): number
  /** Pastes the group copied as a new group of this sheet; answers its temporary id and name. */
  incollaGruppo(): { id: number; nome: string } | null
  /** Undoes the last change (answers its name, or null when there is none). */
  annulla(): string | null
  /** Makes the last undone change again (answers its name, or null). */
  ripeti(): string | null
  /** Saves what is typed in every row (the page is being left). */
  salvaTesti(): void
  /** Tries again to save every row with unsaved texts, and the edits the server did not get. */
  riprova(): void
}

export interface BuilderStatus {
  /** Edits on their way to the server. */
  inSalvataggio: number
  /** Rows with a field that cannot be saved as typed. */
  daCorreggere: number
  /** Rows with typed texts not saved yet (not sent, or refused). */
  nonSalvate: number
  esito: SchedaBuilderState['esito']
}

/**
 * The sheet builder's state and actions: the sheet's groups as the screen shows them (the server's
 * with the pending edits on top), the trainer's changes (each one undoable, see storia.ts) and
 * their saving one by one, in order, also after the page is left. Leaving asks only when something
 * cannot be saved (a field in error, the server not answering).
 */
export function useSchedaBuilder(schedaId: number, metodologie: ReadonlyMap<number, Metodologia>) {
  const dispatch = useAppDispatch()
  const store = useStore<BuilderRoot>()
  const query = useSchedagruppoBySchedaQuery(schedaId, { refetchOnFocus: true })
  const aperta = useAppSelector((s) => s.schedaBuilder.schedaId === schedaId)
  // The edits of the sheet left just before go on being sent: this one opens once they are.
  const precedenteInCoda = useAppSelector(
    (s) => s.schedaBuilder.schedaId !== schedaId && s.schedaBuilder.ops.length > 0,
  )
  const ops = useAppSelector((s) => (aperta ? s.schedaBuilder.ops : NESSUNA))
  const ids = useAppSelector((s) => s.schedaBuilder.ids)
  const testi = useAppSelector((s) => (aperta ? s.schedaBuilder.testi : NIENTE))
  const errori = useAppSelector((s) => (aperta ? s.schedaBuilder.errori : NIENTE))
  const esito = useAppSelector((s) => (aperta ? s.schedaBuilder.esito : null))
  const passato = useAppSelector((s) => (aperta ? s.schedaBuilder.passato : NESSUNA))
  const futuro = useAppSelector((s) => (aperta ? s.schedaBuilder.futuro : NESSUNA))

  const server = useMemo(() => sortTree(query.data ?? []), [query.data])
  const gruppi = useMemo(() => applyOps(server, ops, ids, schedaId), [server, ops, ids, schedaId])
  const metodologieRef = useRef(metodologie)
  metodologieRef.current = metodologie

  useEffect(() => {
    if (!aperta && !precedenteInCoda) {
      dispatch(builderAperto({ schedaId, ...storiaSalvata(schedaId) }))
    }
  }, [aperta, precedenteInCoda, dispatch, schedaId])

  // Edits are saved in the background, with their own status: no page-wide overlay for them.
  useOwnLoading()

  const nonSalvate = Object.keys(testi).length
  const daCorreggere = Object.keys(errori).length
  // Leaving asks only when something cannot be saved: what is typed is saved on the way out.
  useUnsavedChanges(
    daCorreggere > 0 || esito === 'irraggiungibile' || (esito === 'errore' && nonSalvate > 0),
  )

  const actions = useMemo<BuilderActions>(() => {
    const state = () => store.getState().schedaBuilder
    const vista = () => vistaDi(store.getState(), schedaId)

    /** The context steps run in, on the ids as they stand now. */
    const contesto = (testiInviati?: Contesto['testi']): Contesto => ({
      ids: state().ids,
      rinominate: { righe: {}, gruppi: {} },
      schedaId,
      nuovoId: nextTempId,
      usato: (id) => tempUsati.has(id),
      testi: testiInviati,
    })

    /** Runs steps on the sheet as it is now: their ops, the undo, the rows they remove. */
    const esegui = (passi: readonly Passo[], ctx: Contesto) => {
      const copia = structuredClone(vista())
      const prima = new Set(copia.flatMap((g) => g.dettagli.map((d) => d.id)))
      const { ops: nuove, indietro } = eseguiPassi(copia, passi, ctx)
      for (const op of nuove) {
        if (op.kind === 'aggiungi' || op.kind === 'aggiungiGruppo') tempUsati.add(op.tempId)
      }
      const dopo = new Set(copia.flatMap((g) => g.dettagli.map((d) => d.id)))
      for (const id of prima) if (!dopo.has(id)) dispatch(testiDropped({ id }))
      return { ops: nuove, indietro }
    }

    /** A change of the trainer's: sent in order, and undoable. False when it changes nothing. */
    const fai = (
      etichetta: string,
      passi: Passo[],
      extra: {
        testi?: Contesto['testi']
        riempiti?: { id: number; campi: Campo[] }
      } = {},
    ): boolean => {
      const current = { righe: state().ids, gruppi: state().ids }
      const avanti = passi.map((p) => rinominaPasso(p, current))
      const ctx = contesto(extra.testi)
      const { ops: nuove, indietro } = esegui(avanti, ctx)
      if (nuove.length === 0) return false
      dispatch(
        modificaFatta({
          modifica: { etichetta, avanti, indietro },
          ops: nuove,
          rinominate: ctx.rinominate,
          riempiti: extra.riempiti,
        }),
      )
      void dispatch(svuotaCoda())
      return true
    }

    const percorri = (verso: 'indietro' | 'avanti'): string | null => {
      const list = verso === 'indietro' ? state().passato : state().futuro
      const modifica = list.at(-1)
      if (!modifica) return null
      const ctx = contesto()
      const { ops: nuove } = esegui(verso === 'indietro' ? modifica.indietro : modifica.avanti, ctx)
      dispatch(storiaPercorsa({ verso, ops: nuove, rinominate: ctx.rinominate }))
      void dispatch(svuotaCoda())
      return modifica.etichetta
    }

    const conferma = (id: number) => {
      const found = findRow(vista(), id)
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
      const campi = Object.keys(valori) as Campo[]
      if (campi.length === 0) return
      const sent = Object.fromEntries(Object.entries(typed).filter(([c]) => c in valori))
      const riga = realId(state().ids, id)
      const nome = found.dettaglio.esercizio.nomenclatura
      fai(
        campi.length === 1 ? t.campo(it.scheda.dettaglio[campi[0]!], nome) : t.valori(nome),
        [{ t: 'valori', riga, valori }],
        { testi: new Map([[riga, sent]]) },
      )
    }

    const nomeDi = (id: number) => findRow(vista(), id)?.dettaglio.esercizio.nomenclatura ?? ''
    const gruppoDi = (id: number) => vista().find((g) => g.id === id)

    const incollaPassi = (righe: readonly RigaCopiata[], gruppo: number, at: number): Passo[] =>
      righe.map((r, i) => ({
        t: 'aggiungi',
        riga: { ...structuredClone(r), id: nextTempId() },
        gruppo,
        at: at + i,
      }))

    return {
      aggiungiEsercizio(esercizio, gruppoId, at, metodologia) {
        const gruppo = gruppoDi(gruppoId)
        const tempId = nextTempId()
        if (!gruppo) return tempId
        const pos = Math.min(at ?? gruppo.dettagli.length, gruppo.dettagli.length)
        const base = gruppo.metodologiaBase
        const cicli = base ? (metodologieRef.current.get(base.id)?.metodologiaCicli ?? null) : null
        const riempiti = metodologia ? null : valoriNuovaRiga(gruppo.dettagli, pos, cicli)
        fai(
          it.comune.aggiungiDi(esercizio.nomenclatura),
          [
            {
              t: 'aggiungi',
              riga: {
                id: tempId,
                esercizio,
                metodologia: metodologia ? metodologia.ref : (base ?? null),
                valori: {
                  ...VALORI_VUOTI,
                  ...(metodologia ? metodologia.valori : riempiti!.valori),
                },
              },
              gruppo: gruppoId,
              at: pos,
            },
          ],
          riempiti ? { riempiti: { id: tempId, campi: riempiti.campi } } : {},
        )
        return tempId
      },
      elimina(ids) {
        const { righe } = righeInOrdine(vista(), ids)
        if (righe.length === 0) return
        fai(
          righe.length === 1
            ? it.comune.eliminaDi(righe[0]!.dettaglio.esercizio.nomenclatura)
            : t.eliminaN(righe.length),
          righe.map((r) => ({ t: 'elimina', riga: r.dettaglio.id })),
        )
      },
      sposta(ids, toGruppoId, to) {
        const { gruppo, righe } = righeInOrdine(vista(), ids)
        if (!gruppo || righe.length === 0) return
        const first = righe[0]!.index
        const same = gruppo.id === toGruppoId
        // Moving down in the same group: the last row first, so each lands where it should.
        const order = same && to > first ? [...righe].reverse() : righe
        const passi: Passo[] = order.map((r) => ({
          t: 'sposta',
          riga: r.dettaglio.id,
          gruppo: toGruppoId,
          at: to + righe.indexOf(r),
        }))
        fai(
          righe.length === 1
            ? it.comune.spostaDi(righe[0]!.dettaglio.esercizio.nomenclatura)
            : t.spostaN(righe.length),
          passi,
        )
      },
      setTesto(id, campo, testo) {
        dispatch(testoSet({ id, campo, testo }))
        const chiave = Object.entries(state().ids).find(([, real]) => real === id)?.[0]
        dispatch(riempitoToccato({ chiave: chiave ? Number(chiave) : id, campo }))
      },
      conferma,
      setUnita(id, unita) {
        const found = findRow(vista(), id)
        if (!found || (found.dettaglio.caricoUnita ?? 'kg') === unita) return
        fai(t.unita(found.dettaglio.esercizio.nomenclatura), [
          { t: 'valori', riga: id, valori: { caricoUnita: unita } },
        ])
      },
      setMetodologia(ids, metodologia, valori, etichetta) {
        const { righe } = righeInOrdine(vista(), ids)
        if (righe.length === 0) return
        fai(
          etichetta ??
            (righe.length === 1
              ? t.metodologia(righe[0]!.dettaglio.esercizio.nomenclatura)
              : t.metodologiaN(righe.length)),
          righe.map((r) => ({
            t: 'valori',
            riga: r.dettaglio.id,
            valori: valori ? valori(r.dettaglio) : {},
            metodologia,
          })),
        )
      },
      blocco(ids, metodologia, etichetta) {
        const { gruppo, righe } = righeInOrdine(vista(), ids)
        if (!gruppo || righe.length === 0) return 0
        const first = righe[0]!.index
        const ref = {
          id: metodologia.id,
          codice: metodologia.codice,
          descrizione: metodologia.descrizione,
        }
        const cicli = valoriDaCicli(metodologia.metodologiaCicli ?? [])
        const passi: Passo[] = righe.map((r, k) => ({
          t: 'sposta',
          riga: r.dettaglio.id,
          gruppo: gruppo.id,
          at: first + k,
        }))
        for (const r of righe) {
          passi.push({
            t: 'valori',
            riga: r.dettaglio.id,
            valori: senzaValori(r.dettaglio) ? cicli : {},
            metodologia: ref,
          })
        }
        fai(etichetta, passi)
        return righe.filter((r) => !senzaValori(r.dettaglio)).length
      },
      sostituisciEsercizio(id, esercizio) {
        const found = findRow(vista(), id)
        if (!found || found.dettaglio.esercizio.id === esercizio.id) return
        fai(
          it.comune.sostituisciCon(found.dettaglio.esercizio.nomenclatura, esercizio.nomenclatura),
          [{ t: 'valori', riga: id, valori: {}, esercizio, ignorate: NESSUNA_IGNORATA }],
        )
      },
      ignoraPatologie(id, ignorate) {
        fai(t.patologie(nomeDi(id)), [{ t: 'valori', riga: id, valori: {}, ignorate }])
      },
      togliMetodologiaGruppo(gruppoId, metodologiaId) {
        const gruppo = gruppoDi(gruppoId)
        const codice = gruppo?.dettagli.find((d) => d.metodologia?.id === metodologiaId)
          ?.metodologia?.codice
        fai(t.togliMetodologia(codice ?? ''), [
          { t: 'togliMetodologia', gruppo: gruppoId, metodologiaId },
        ])
      },
      aggiungiGruppo(nome, at) {
        const tempId = nextTempId()
        fai(it.comune.aggiungiDi(etichettaGruppo(nome)), [
          { t: 'aggiungiGruppo', gruppo: tempId, nome, at, metodologiaBase: null },
        ])
        return tempId
      },
      rinominaGruppo(id, nome) {
        const gruppo = gruppoDi(id)
        fai(it.comune.rinominaDi(etichettaGruppo(gruppo?.nome ?? nome)), [
          { t: 'rinominaGruppo', gruppo: id, nome },
        ])
      },
      baseGruppo(id, metodologia) {
        const gruppo = gruppoDi(id)
        fai(t.baseGruppo(etichettaGruppo(gruppo?.nome ?? '')), [
          { t: 'baseGruppo', gruppo: id, metodologiaBase: metodologia },
        ])
      },
      spostaGruppo(id, to) {
        const gruppo = gruppoDi(id)
        fai(it.comune.spostaDi(etichettaGruppo(gruppo?.nome ?? '')), [
          { t: 'spostaGruppo', gruppo: id, at: to },
        ])
      },
      eliminaGruppo(id) {
        const gruppo = gruppoDi(id)
        fai(it.comune.eliminaDi(etichettaGruppo(gruppo?.nome ?? '')), [
          { t: 'eliminaGruppo', gruppo: id },
        ])
      },
      svuotaGruppo(id) {
        const gruppo = gruppoDi(id)
        fai(t.svuotaGruppo(etichettaGruppo(gruppo?.nome ?? '')), [
          { t: 'svuotaGruppo', gruppo: id },
        ])
      },
      copia(ids, gruppoIntero = false) {
        const { gruppo, righe } = righeInOrdine(vista(), ids)
        if (!gruppo || righe.length === 0) return 0
        const copiate: RigaCopiata[] = righe.map((r) => {
          const { id: _id, ignorate: _ignorate, ...rest } = rigaCompleta(r.dettaglio)
          return rest
        })
        const appunti: AppuntiState = {
          righe: copiate,
          gruppo: gruppoIntero
            ? { nome: gruppo.nome, metodologiaBase: gruppo.metodologiaBase ?? null }
            : null,
        }
        dispatch(copiati(appunti))
        const titolo = etichettaGruppo(gruppo.nome)
        void navigator.clipboard?.writeText(testoAppunti(titolo, copiate)).catch(() => undefined)
        return copiate.length
      },
      incolla(gruppoId, at) {
        const { righe } = store.getState().builderAppunti
        const gruppo = gruppoDi(gruppoId)
        if (!gruppo || righe.length === 0) return 0
        const pos = Math.min(at ?? gruppo.dettagli.length, gruppo.dettagli.length)
        fai(t.incolla(righe.length), incollaPassi(righe, gruppoId, pos))
        return righe.length
      },
      incollaGruppo() {
        const { righe, gruppo: copiato } = store.getState().builderAppunti
        if (!copiato) return null
        const gruppi = vista()
        const taken = gruppi.some(
          (g) => g.nome.trim().toLowerCase() === copiato.nome.trim().toLowerCase(),
        )
        const nome = taken ? (nextLettera(gruppi) ?? `${copiato.nome} 2`) : copiato.nome
        const stretching = gruppi.findIndex(isStretching)
        const at = stretching < 0 || isStretching({ nome }) ? gruppi.length : stretching
        const tempId = nextTempId()
        fai(t.incollaGruppo(etichettaGruppo(nome)), [
          {
            t: 'aggiungiGruppo',
            gruppo: tempId,
            nome,
            at,
            metodologiaBase: copiato.metodologiaBase,
          },
          ...incollaPassi(righe, tempId, 0),
        ])
        return { id: tempId, nome }
      },
      annulla: () => percorri('indietro'),
      ripeti: () => percorri('avanti'),
      salvaTesti() {
        for (const id of Object.keys(state().testi)) conferma(Number(id))
      },
      riprova() {
        for (const id of Object.keys(state().testi)) conferma(Number(id))
        void dispatch(riprovaOra())
      },
    }
  }, [dispatch, store, schedaId])

  // The history of the sheet is kept for the tab's session, so Annulla works after a reload too.
  useEffect(() => {
    if (!aperta) return
    const timer = setTimeout(() => scrivi(chiaveStoria(schedaId), { passato, futuro }))
    return () => clearTimeout(timer)
  }, [aperta, schedaId, passato, futuro])

  // What is typed is saved when the page is left: another page of the app (on unmount), a reload
  // or a closed tab (pagehide: the texts are also kept for the tab, and put back after a reload).
  const loaded = query.data !== undefined
  useEffect(() => {
    if (!aperta || !loaded) return
    const stash = leggi(chiaveTesti(schedaId), isTesti)
    sessione()?.removeItem(chiaveTesti(schedaId))
    if (stash) {
      for (const [id, campi] of Object.entries(stash)) {
        for (const [campo, testo] of Object.entries(campi) as [Campo, string][]) {
          dispatch(testoSet({ id: Number(id), campo, testo }))
        }
        actions.conferma(Number(id))
      }
    }
    const onPageHide = () => {
      actions.salvaTesti()
      const b = store.getState().schedaBuilder
      const unsaved: Testi = {}
      for (const [id, campi] of Object.entries(b.testi)) {
        if (Number(id) > 0) unsaved[Number(id)] = campi
      }
      for (const op of b.ops) {
        const id = realId(b.ids, op.kind === 'valori' ? op.id : 0)
        if (op.kind === 'valori' && op.testi && id > 0)
          unsaved[id] = { ...op.testi, ...unsaved[id] }
      }
      if (Object.keys(unsaved).length > 0) scrivi(chiaveTesti(schedaId), unsaved)
    }
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      actions.salvaTesti()
    }
  }, [aperta, loaded, schedaId, actions, dispatch, store])

  const status: BuilderStatus = {
    inSalvataggio: ops.length,
    daCorreggere,
    nonSalvate,
    esito,
  }

  return {
    gruppi,
    ids,
    /** What is typed and not saved yet, and why it cannot be, by row id and field. */
    testi,
    errori,
    isLoading: query.isLoading || !aperta,
    error: query.error,
    actions,
    status,
    annullabile: passato.at(-1)?.etichetta ?? null,
    ripetibile: futuro.at(-1)?.etichetta ?? null,
  }
}
