/**
 * The sheet builder's model: the groups of a sheet with their details (exercises), and the edits a
 * trainer makes to them as operations.
 *
 * Every edit is an `Op`. The screen shows the server's groups with the pending ops applied on top
 * (`applyOps`); the ops go to the server one at a time, in order (use-builder.ts). Because of that
 * order, the positions an op records when it is made (against what the screen showed) are exactly
 * the server's positions when the op runs: every op before it has already been applied there. When
 * the server confirms an op, the same op is applied to the cached server groups (`confirmOp`, with
 * the server's answer where it has one) and it leaves the pending list.
 *
 * Rows and groups made on screen get a temporary negative id until the server answers with the
 * real one; `ids` maps temporary ids to real ones so later ops still find them.
 */
import { createNextState } from '@reduxjs/toolkit'
import type { components } from '@/api/schema.gen'
import type { PatologieIgnorate } from '../analisi/patologie'

type S = components['schemas']

export type Gruppo = S['SchedaGruppo']
export type Dettaglio = S['SchedaDettaglio']
export type EsercizioSlim = S['EsercizioSlim']
export type MetodologiaRef = S['MetodologiaRef']
export type CaricoUnita = NonNullable<S['CaricoUnita']>
export type { PatologieIgnorate } from '../analisi/patologie'

/** The values of a detail a trainer types. */
export interface Valori {
  serie: number | null
  ripetizioni: string | null
  recupero: number | null
  carico: number | null
  caricoUnita: CaricoUnita | null
  note: string | null
}

/** The values typed as text in a field of their own (the unit is chosen, not typed). */
export type Campo = Exclude<keyof Valori, 'caricoUnita'>

/** A row with no value typed yet. */
export const VALORI_VUOTI: Valori = {
  serie: null,
  ripetizioni: null,
  recupero: null,
  carico: null,
  caricoUnita: null,
  note: null,
}

export type Op =
  | {
      kind: 'aggiungi'
      tempId: number
      gruppoId: number
      /** Position in the group. */
      at: number
      esercizio: EsercizioSlim
      metodologia: MetodologiaRef | null
      valori: Partial<Valori>
      /** The pathology warnings dismissed on it (a row made again by an undo keeps them). */
      ignorate?: PatologieIgnorate
    }
  | { kind: 'elimina'; id: number; gruppoId: number; position: number }
  | {
      kind: 'sposta'
      id: number
      fromGruppoId: number
      from: number
      toGruppoId: number
      to: number
    }
  | {
      kind: 'valori'
      id: number
      valori: Partial<Valori>
      /** undefined: unchanged; null: removed (the other rows keep theirs). */
      metodologia?: MetodologiaRef | null
      /** The texts typed that these values come from: once saved, the fields show the values. */
      testi?: Partial<Record<Campo, string>>
      /** Another exercise in the same detail (a pathology alternative): the values stay. */
      esercizio?: EsercizioSlim
      /** The client's pathologies whose warning is dismissed on the detail (all three lists). */
      ignorate?: PatologieIgnorate
    }
  /** Removes a methodology from every detail of a group that has it (removemetodologiabyid). */
  | { kind: 'togliMetodologia'; gruppoId: number; metodologiaId: number }
  | { kind: 'aggiungiGruppo'; tempId: number; nome: string; at: number }
  | { kind: 'rinominaGruppo'; id: number; nome: string }
  | { kind: 'baseGruppo'; id: number; metodologiaBase: MetodologiaRef | null }
  | { kind: 'spostaGruppo'; id: number; from: number; to: number }
  | { kind: 'eliminaGruppo'; id: number }
  | { kind: 'svuotaGruppo'; id: number }

/** Temporary id -> real id, for rows and groups made on screen. */
export type IdMap = Readonly<Record<number, number>>

export const realId = (ids: IdMap, id: number): number => ids[id] ?? id

const byOrdine = (a: { ordine: number; id: number }, b: { ordine: number; id: number }) =>
  a.ordine - b.ordine || a.id - b.id

function renumber<T extends { ordine: number }>(items: T[]): void {
  items.forEach((item, index) => {
    if (item.ordine !== index) item.ordine = index
  })
}

/** The groups in their order, each with its details in order (server answers may be unsorted). */
export function sortTree(gruppi: Gruppo[]): Gruppo[] {
  const sorted = [...gruppi].sort(byOrdine)
  return sorted.map((g) => {
    const inOrder = g.dettagli.every((d, i) => i === 0 || byOrdine(g.dettagli[i - 1]!, d) <= 0)
    return inOrder ? g : { ...g, dettagli: [...g.dettagli].sort(byOrdine) }
  })
}

const clamp = (at: number, length: number) => Math.max(0, Math.min(at, length))

function findGruppo(gruppi: Gruppo[], ids: IdMap, id: number): Gruppo | undefined {
  const wanted = realId(ids, id)
  return gruppi.find((g) => g.id === wanted || g.id === id)
}

function findDettaglio(
  gruppi: Gruppo[],
  ids: IdMap,
  id: number,
): { gruppo: Gruppo; index: number } | undefined {
  const wanted = realId(ids, id)
  for (const gruppo of gruppi) {
    const index = gruppo.dettagli.findIndex((d) => d.id === wanted || d.id === id)
    if (index >= 0) return { gruppo, index }
  }
  return undefined
}

/**
 * Applies one op to the groups, in place (an immer draft or a copy). An op whose row or group is
 * gone (deleted meanwhile, e.g. from another tab) changes nothing.
 */
export function applyOp(gruppi: Gruppo[], op: Op, ids: IdMap, schedaId: number): void {
  switch (op.kind) {
    case 'aggiungi': {
      const gruppo = findGruppo(gruppi, ids, op.gruppoId)
      if (!gruppo) return
      gruppo.dettagli.splice(clamp(op.at, gruppo.dettagli.length), 0, {
        id: op.tempId,
        gruppoId: gruppo.id,
        ordine: op.at,
        esercizio: op.esercizio,
        metodologia: op.metodologia,
        ...VALORI_VUOTI,
        ...op.valori,
        ...op.ignorate,
      })
      renumber(gruppo.dettagli)
      return
    }
    case 'elimina': {
      const found = findDettaglio(gruppi, ids, op.id)
      if (!found) return
      found.gruppo.dettagli.splice(found.index, 1)
      renumber(found.gruppo.dettagli)
      return
    }
    case 'sposta': {
      const found = findDettaglio(gruppi, ids, op.id)
      const target = findGruppo(gruppi, ids, op.toGruppoId)
      if (!found || !target) return
      const [moved] = found.gruppo.dettagli.splice(found.index, 1)
      if (!moved) return
      moved.gruppoId = target.id
      target.dettagli.splice(clamp(op.to, target.dettagli.length), 0, moved)
      renumber(found.gruppo.dettagli)
      if (target !== found.gruppo) renumber(target.dettagli)
      return
    }
    case 'valori': {
      const found = findDettaglio(gruppi, ids, op.id)
      if (!found) return
      const row = found.gruppo.dettagli[found.index]!
      Object.assign(row, op.valori)
      if (op.metodologia !== undefined) row.metodologia = op.metodologia
      if (op.esercizio) row.esercizio = op.esercizio
      if (op.ignorate) Object.assign(row, op.ignorate)
      return
    }
    case 'togliMetodologia': {
      const gruppo = findGruppo(gruppi, ids, op.gruppoId)
      for (const d of gruppo?.dettagli ?? []) {
        if (d.metodologia?.id === op.metodologiaId) d.metodologia = null
      }
      return
    }
    case 'aggiungiGruppo':
      gruppi.splice(clamp(op.at, gruppi.length), 0, {
        id: op.tempId,
        schedaId,
        nome: op.nome,
        ordine: op.at,
        metodologiaBase: null,
        dettagli: [],
      })
      renumber(gruppi)
      return
    case 'rinominaGruppo': {
      const gruppo = findGruppo(gruppi, ids, op.id)
      if (gruppo) gruppo.nome = op.nome
      return
    }
    case 'baseGruppo': {
      const gruppo = findGruppo(gruppi, ids, op.id)
      if (gruppo) gruppo.metodologiaBase = op.metodologiaBase
      return
    }
    case 'spostaGruppo': {
      const gruppo = findGruppo(gruppi, ids, op.id)
      if (!gruppo) return
      gruppi.splice(gruppi.indexOf(gruppo), 1)
      gruppi.splice(clamp(op.to, gruppi.length), 0, gruppo)
      renumber(gruppi)
      return
    }
    case 'eliminaGruppo': {
      const gruppo = findGruppo(gruppi, ids, op.id)
      if (!gruppo) return
      gruppi.splice(gruppi.indexOf(gruppo), 1)
      renumber(gruppi)
      return
    }
    case 'svuotaGruppo': {
      const gruppo = findGruppo(gruppi, ids, op.id)
      if (gruppo) gruppo.dettagli = []
      return
    }
    default: {
      // A new kind of op fails tsc here until the screen knows how to show it.
      const nuovo: never = op
      throw new Error(`Unknown builder op: ${JSON.stringify(nuovo)}`)
    }
  }
}

/** What the server answered to an op, when it answers a row or a group. */
export type OpAnswer =
  | { dettaglio: Dettaglio }
  | { gruppo: Omit<Gruppo, 'dettagli'> & { dettagli?: Dettaglio[] } }
  | null

/**
 * Applies a confirmed op to the cached server groups: the op itself (with real ids), then the
 * server's answer over it (the saved row, or the group as the server has it).
 */
export function confirmOp(
  gruppi: Gruppo[],
  op: Op,
  answer: OpAnswer,
  ids: IdMap,
  schedaId: number,
): void {
  if (op.kind === 'aggiungi' && answer && 'dettaglio' in answer) {
    const gruppo = findGruppo(gruppi, ids, op.gruppoId)
    if (!gruppo || gruppo.dettagli.some((d) => d.id === answer.dettaglio.id)) return
    gruppo.dettagli.splice(clamp(op.at, gruppo.dettagli.length), 0, { ...answer.dettaglio })
    renumber(gruppo.dettagli)
    return
  }
  if (op.kind === 'aggiungiGruppo' && answer && 'gruppo' in answer) {
    if (gruppi.some((g) => g.id === answer.gruppo.id)) return
    gruppi.splice(clamp(op.at, gruppi.length), 0, { ...answer.gruppo, dettagli: [] })
    renumber(gruppi)
    return
  }
  applyOp(gruppi, op, ids, schedaId)
  if (!answer) return
  if ('dettaglio' in answer) {
    const found = findDettaglio(gruppi, ids, answer.dettaglio.id)
    if (found) found.gruppo.dettagli[found.index] = { ...answer.dettaglio }
    return
  }
  const gruppo = gruppi.find((g) => g.id === answer.gruppo.id)
  if (!gruppo) return
  const { dettagli, ...fields } = answer.gruppo
  Object.assign(gruppo, fields)
  if (dettagli) gruppo.dettagli = [...dettagli].sort(byOrdine)
}

/**
 * The groups as the screen shows them: the server's, with the pending ops applied in order. The
 * server's groups are not touched; what no op changes keeps its identity (rows render again only
 * when they change).
 */
export function applyOps(
  gruppi: readonly Gruppo[],
  ops: readonly Op[],
  ids: IdMap,
  schedaId: number,
): Gruppo[] {
  if (ops.length === 0) return gruppi as Gruppo[]
  return createNextState(gruppi as Gruppo[], (draft) => {
    for (const op of ops) applyOp(draft, op, ids, schedaId)
  })
}
