/**
 * The builder's changes as the trainer makes them, and how each one is undone.
 *
 * A change (`Modifica`) is a list of steps (`Passo`) that name rows and groups by id and say where
 * they go; its inverse is computed from the sheet as it was just before each step. Steps become the
 * ops of tree.ts (the calls, sent in order by run-op.ts) only when they run: an undo is a change like
 * any other, sent through the same ordered queue, so it is on the server (and survives a reload)
 * the moment it is answered.
 *
 * Steps name rows and groups by the id they have now. A row deleted and brought back by an undo is
 * a new row on the server, with a new id, and a row made on screen has a temporary id until the
 * server gives it one: each time an id changes, every step of the history is rewritten with the new
 * one (`rinominaStoria`), so an older step still finds its row.
 */
import type { Campo } from './valori'
import {
  applyOp,
  realId,
  type Dettaglio,
  type EsercizioSlim,
  type Gruppo,
  type IdMap,
  type MetodologiaRef,
  type Op,
  type PatologieIgnorate,
  type Valori,
} from './tree'

/** A row with everything it holds, as the builder makes it again (an undo, a paste). */
export interface RigaCompleta {
  /** Its id (a row deleted meanwhile: the id it had). */
  id: number
  esercizio: EsercizioSlim
  metodologia: MetodologiaRef | null
  valori: Valori
  ignorate?: PatologieIgnorate
}

export type Passo =
  | { t: 'aggiungi'; riga: RigaCompleta; gruppo: number; at: number }
  | { t: 'elimina'; riga: number }
  | { t: 'sposta'; riga: number; gruppo: number; at: number }
  | {
      t: 'valori'
      riga: number
      valori: Partial<Valori>
      metodologia?: MetodologiaRef | null
      esercizio?: EsercizioSlim
      ignorate?: PatologieIgnorate
    }
  | { t: 'togliMetodologia'; gruppo: number; metodologiaId: number }
  | {
      t: 'aggiungiGruppo'
      gruppo: number
      nome: string
      at: number
      metodologiaBase: MetodologiaRef | null
    }
  | { t: 'eliminaGruppo'; gruppo: number }
  | { t: 'svuotaGruppo'; gruppo: number }
  | { t: 'rinominaGruppo'; gruppo: number; nome: string }
  | { t: 'baseGruppo'; gruppo: number; metodologiaBase: MetodologiaRef | null }
  | { t: 'spostaGruppo'; gruppo: number; at: number }

/** One change of the trainer's, and how to undo it; `etichetta` names it ("Elimina Panca piana"). */
export interface Modifica {
  etichetta: string
  avanti: Passo[]
  indietro: Passo[]
}

/** Ids that changed: old id -> new id, for rows and for groups. */
export interface Rinominate {
  righe: Record<number, number>
  gruppi: Record<number, number>
}

/** At least the last 50 changes of the session on a sheet can be undone. */
export const STORIA_MAX = 100

export interface Contesto {
  ids: IdMap
  /** Filled in place when a step makes a deleted row or group again, with a new id. */
  rinominate: Rinominate
  schedaId: number
  /** A new temporary id (negative, never used before in the page's life). */
  nuovoId: () => number
  /** Whether a temporary id was used already (a row with such an id is made again: new id). */
  usato: (id: number) => boolean
  /** Texts typed that a `valori` step's values come from (only the first time it runs). */
  testi?: ReadonlyMap<number, Partial<Record<Campo, string>>>
}

function trovaGruppo(gruppi: Gruppo[], ctx: Contesto, id: number): Gruppo | undefined {
  const current = ctx.rinominate.gruppi[id] ?? id
  const wanted = realId(ctx.ids, current)
  return gruppi.find((g) => g.id === wanted || g.id === current)
}

function trovaRiga(
  gruppi: Gruppo[],
  ctx: Contesto,
  id: number,
): { gruppo: Gruppo; index: number; riga: Dettaglio } | undefined {
  const current = ctx.rinominate.righe[id] ?? id
  const wanted = realId(ctx.ids, current)
  for (const gruppo of gruppi) {
    const index = gruppo.dettagli.findIndex((d) => d.id === wanted || d.id === current)
    if (index >= 0) return { gruppo, index, riga: gruppo.dettagli[index]! }
  }
  return undefined
}

const clamp = (at: number, length: number) => Math.max(0, Math.min(at, length))

/** Everything a row holds, to make it again. */
export function rigaCompleta(d: Dettaglio, id = d.id): RigaCompleta {
  return {
    id,
    esercizio: { ...d.esercizio },
    metodologia: d.metodologia ? { ...d.metodologia } : null,
    valori: {
      serie: d.serie ?? null,
      ripetizioni: d.ripetizioni ?? null,
      recupero: d.recupero ?? null,
      carico: d.carico ?? null,
      caricoUnita: d.caricoUnita ?? null,
      note: d.note ?? null,
    },
    ignorate: {
      patologieIgnorateMuscoli: [...(d.patologieIgnorateMuscoli ?? [])],
      patologieIgnorateArticolazioni: [...(d.patologieIgnorateArticolazioni ?? [])],
      patologieIgnorateOssa: [...(d.patologieIgnorateOssa ?? [])],
    },
  }
}

const valoreDi = <K extends keyof Valori>(d: Dettaglio, k: K): Valori[K] =>
  ((d as unknown as Record<string, unknown>)[k] ?? null) as Valori[K]

/** The steps that undo `passo`, read on the sheet as it is just before it runs. */
export function inverso(gruppi: Gruppo[], passo: Passo, ctx: Contesto): Passo[] {
  switch (passo.t) {
    case 'aggiungi':
      return [{ t: 'elimina', riga: passo.riga.id }]
    case 'elimina': {
      const found = trovaRiga(gruppi, ctx, passo.riga)
      if (!found) return []
      return [
        {
          t: 'aggiungi',
          riga: rigaCompleta(found.riga, passo.riga),
          gruppo: found.gruppo.id,
          at: found.index,
        },
      ]
    }
    case 'sposta': {
      const found = trovaRiga(gruppi, ctx, passo.riga)
      if (!found) return []
      return [{ t: 'sposta', riga: passo.riga, gruppo: found.gruppo.id, at: found.index }]
    }
    case 'valori': {
      const found = trovaRiga(gruppi, ctx, passo.riga)
      if (!found) return []
      const d = found.riga
      const valori: Partial<Valori> = {}
      for (const k of Object.keys(passo.valori) as (keyof Valori)[]) {
        Object.assign(valori, { [k]: valoreDi(d, k) })
      }
      const back: Passo = { t: 'valori', riga: passo.riga, valori }
      if (passo.metodologia !== undefined) back.metodologia = d.metodologia ?? null
      if (passo.esercizio) back.esercizio = { ...d.esercizio }
      if (passo.ignorate) back.ignorate = rigaCompleta(d).ignorate
      return [back]
    }
    case 'togliMetodologia': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      return (gruppo?.dettagli ?? [])
        .filter((d) => d.metodologia?.id === passo.metodologiaId)
        .map((d) => ({
          t: 'valori' as const,
          riga: d.id,
          valori: {},
          metodologia: { ...d.metodologia! },
        }))
    }
    case 'aggiungiGruppo':
      return [{ t: 'eliminaGruppo', gruppo: passo.gruppo }]
    case 'eliminaGruppo': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      if (!gruppo) return []
      return [
        {
          t: 'aggiungiGruppo',
          gruppo: passo.gruppo,
          nome: gruppo.nome,
          at: gruppi.indexOf(gruppo),
          metodologiaBase: gruppo.metodologiaBase ? { ...gruppo.metodologiaBase } : null,
        },
        ...righeDi(gruppo, passo.gruppo),
      ]
    }
    case 'svuotaGruppo': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      return gruppo ? righeDi(gruppo, passo.gruppo) : []
    }
    case 'rinominaGruppo': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      return gruppo ? [{ t: 'rinominaGruppo', gruppo: passo.gruppo, nome: gruppo.nome }] : []
    }
    case 'baseGruppo': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      if (!gruppo) return []
      const base = gruppo.metodologiaBase ? { ...gruppo.metodologiaBase } : null
      return [{ t: 'baseGruppo', gruppo: passo.gruppo, metodologiaBase: base }]
    }
    case 'spostaGruppo': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      if (!gruppo) return []
      return [{ t: 'spostaGruppo', gruppo: passo.gruppo, at: gruppi.indexOf(gruppo) }]
    }
  }
}

/** The rows of a group as steps that add them again, in order. */
function righeDi(gruppo: Gruppo, id: number): Passo[] {
  return gruppo.dettagli.map((d, at) => ({
    t: 'aggiungi' as const,
    riga: rigaCompleta(d),
    gruppo: id,
    at,
  }))
}

/** The ops of one step, applied to `gruppi` as they are made (so the next step sees them). */
export function passoInOps(gruppi: Gruppo[], passo: Passo, ctx: Contesto): Op[] {
  const ops: Op[] = []
  const push = (op: Op) => {
    applyOp(gruppi, op, ctx.ids, ctx.schedaId)
    ops.push(op)
  }
  switch (passo.t) {
    case 'aggiungi': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      if (!gruppo) break
      const id = passo.riga.id
      const tempId = id < 0 && !ctx.usato(id) ? id : ctx.nuovoId()
      if (tempId !== id) ctx.rinominate.righe[id] = tempId
      push({
        kind: 'aggiungi',
        tempId,
        gruppoId: gruppo.id,
        at: clamp(passo.at, gruppo.dettagli.length),
        esercizio: passo.riga.esercizio,
        metodologia: passo.riga.metodologia,
        valori: passo.riga.valori,
        ...(passo.riga.ignorate ? { ignorate: passo.riga.ignorate } : {}),
      })
      break
    }
    case 'elimina': {
      const found = trovaRiga(gruppi, ctx, passo.riga)
      if (found) {
        push({
          kind: 'elimina',
          id: found.riga.id,
          gruppoId: found.gruppo.id,
          position: found.index,
        })
      }
      break
    }
    case 'sposta': {
      const found = trovaRiga(gruppi, ctx, passo.riga)
      const target = trovaGruppo(gruppi, ctx, passo.gruppo)
      if (!found || !target) break
      const length = target.dettagli.length - (target === found.gruppo ? 1 : 0)
      const to = clamp(passo.at, length)
      if (target === found.gruppo && to === found.index) break
      push({
        kind: 'sposta',
        id: found.riga.id,
        fromGruppoId: found.gruppo.id,
        from: found.index,
        toGruppoId: target.id,
        to,
      })
      break
    }
    case 'valori': {
      const found = trovaRiga(gruppi, ctx, passo.riga)
      if (!found) break
      const testi = ctx.testi?.get(passo.riga)
      push({
        kind: 'valori',
        id: found.riga.id,
        valori: passo.valori,
        ...(passo.metodologia !== undefined ? { metodologia: passo.metodologia } : {}),
        ...(passo.esercizio ? { esercizio: passo.esercizio } : {}),
        ...(passo.ignorate ? { ignorate: passo.ignorate } : {}),
        ...(testi ? { testi } : {}),
      })
      break
    }
    case 'togliMetodologia': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      if (gruppo?.dettagli.some((d) => d.metodologia?.id === passo.metodologiaId)) {
        push({ kind: 'togliMetodologia', gruppoId: gruppo.id, metodologiaId: passo.metodologiaId })
      }
      break
    }
    case 'aggiungiGruppo': {
      const id = passo.gruppo
      const tempId = id < 0 && !ctx.usato(id) ? id : ctx.nuovoId()
      if (tempId !== id) ctx.rinominate.gruppi[id] = tempId
      push({ kind: 'aggiungiGruppo', tempId, nome: passo.nome, at: clamp(passo.at, gruppi.length) })
      if (passo.metodologiaBase) {
        push({ kind: 'baseGruppo', id: tempId, metodologiaBase: passo.metodologiaBase })
      }
      break
    }
    case 'eliminaGruppo':
    case 'svuotaGruppo': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      if (!gruppo) break
      if (passo.t === 'svuotaGruppo' && gruppo.dettagli.length === 0) break
      push({ kind: passo.t, id: gruppo.id })
      break
    }
    case 'rinominaGruppo': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      if (gruppo && gruppo.nome !== passo.nome) {
        push({ kind: 'rinominaGruppo', id: gruppo.id, nome: passo.nome })
      }
      break
    }
    case 'baseGruppo': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      if (gruppo && (gruppo.metodologiaBase?.id ?? null) !== (passo.metodologiaBase?.id ?? null)) {
        push({ kind: 'baseGruppo', id: gruppo.id, metodologiaBase: passo.metodologiaBase })
      }
      break
    }
    case 'spostaGruppo': {
      const gruppo = trovaGruppo(gruppi, ctx, passo.gruppo)
      if (!gruppo) break
      const from = gruppi.indexOf(gruppo)
      const to = clamp(passo.at, gruppi.length - 1)
      if (from !== to) push({ kind: 'spostaGruppo', id: gruppo.id, from, to })
      break
    }
  }
  return ops
}

/**
 * Runs steps on a copy of the sheet: the ops to send, in order, and the steps that undo them all
 * (the inverse of each step, last first). `gruppi` is changed in place.
 */
export function eseguiPassi(
  gruppi: Gruppo[],
  passi: readonly Passo[],
  ctx: Contesto,
): { ops: Op[]; indietro: Passo[] } {
  const ops: Op[] = []
  const indietro: Passo[] = []
  for (const passo of passi) {
    const back = inverso(gruppi, passo, ctx)
    const made = passoInOps(gruppi, passo, ctx)
    if (made.length === 0) continue
    ops.push(...made)
    indietro.unshift(...back)
  }
  return { ops, indietro }
}

/** `passo` with the ids that changed replaced by the new ones. */
export function rinominaPasso(passo: Passo, r: Rinominate): Passo {
  const riga = (id: number) => r.righe[id] ?? id
  const gruppo = (id: number) => r.gruppi[id] ?? id
  switch (passo.t) {
    case 'aggiungi': {
      const rigaId = riga(passo.riga.id)
      const gruppoId = gruppo(passo.gruppo)
      return rigaId === passo.riga.id && gruppoId === passo.gruppo
        ? passo
        : { ...passo, riga: { ...passo.riga, id: rigaId }, gruppo: gruppoId }
    }
    case 'elimina':
    case 'valori': {
      const rigaId = riga(passo.riga)
      return rigaId === passo.riga ? passo : { ...passo, riga: rigaId }
    }
    case 'sposta': {
      const rigaId = riga(passo.riga)
      const gruppoId = gruppo(passo.gruppo)
      return rigaId === passo.riga && gruppoId === passo.gruppo
        ? passo
        : { ...passo, riga: rigaId, gruppo: gruppoId }
    }
    default: {
      const gruppoId = gruppo(passo.gruppo)
      return gruppoId === passo.gruppo ? passo : { ...passo, gruppo: gruppoId }
    }
  }
}

export const nessunaRinominata = (r: Rinominate): boolean =>
  Object.keys(r.righe).length === 0 && Object.keys(r.gruppi).length === 0

/**
 * The history with the ids that changed replaced (a row made again by an undo, a temporary id the
 * server replaced with the real one): unchanged changes keep their identity.
 */
export function rinominaStoria(modifiche: readonly Modifica[], r: Rinominate): Modifica[] {
  if (nessunaRinominata(r)) return modifiche as Modifica[]
  return modifiche.map((m) => {
    const avanti = m.avanti.map((p) => rinominaPasso(p, r))
    const indietro = m.indietro.map((p) => rinominaPasso(p, r))
    const same =
      avanti.every((p, i) => p === m.avanti[i]) && indietro.every((p, i) => p === m.indietro[i])
    return same ? m : { etichetta: m.etichetta, avanti, indietro }
  })
}
