import type { FeedbackAction } from '@/components/feedback'
import type { ImpostazioniCarichi } from '@/config/carichi'
import { parseDecimal } from '@/components/format-number'
import { it } from '@/i18n/it'
import { caricoDaMassimale, type MassimaleUsato } from '../analisi/carichi'
import type { Metodologia } from '../types'
import type { Dettaglio } from './tree'
import type { BuilderActions } from './use-builder'
import { senzaValori, testoDi, valoriDaCicli } from './valori'

/**
 * The decisions of a DettaglioRow, apart from its drawing: what a methodology chosen on a row
 * does, what its deletion does, which keys move it or the focus, and the kg its load in % gives.
 * Each one answers what the row then shows; none reads the DOM or the store.
 */

const t = it.scheda
const fatto = t.fatto
const tc = it.carichi

/** A toast that follows a change of a row: its text and the action it offers. */
export interface Avviso {
  testo: string
  azione: FeedbackAction
}

/** The builder actions a row's decisions use. */
export type AzioniRiga = Pick<
  BuilderActions,
  'setMetodologia' | 'togliMetodologiaGruppo' | 'elimina' | 'annulla'
>

/**
 * A methodology chosen on a row (null: "Nessuna metodologia"), made at once; answers the toast
 * that follows it (null: none).
 * - Removed: the toast offers to remove it from the other rows of the group that have it
 *   ("Togli da tutti (n)"), or, when no other row has it, "Annulla".
 * - Applied to an empty row (or a methodology without cycles): the row takes the cycles' values,
 *   no toast. Applied to a row with values: they stay, and the toast offers the cycles' values
 *   instead (never a question in the way).
 */
export function scegliMetodologia(
  riga: { dettaglio: Dettaglio; gruppoId: number },
  scelta: Metodologia | null,
  /** How many rows of the group have methodology `id` (this one included). */
  quantiConMetodologia: (metodologiaId: number) => number,
  actions: AzioniRiga,
): Avviso | null {
  const { dettaglio, gruppoId } = riga
  const id = dettaglio.id
  const nome = dettaglio.esercizio.nomenclatura
  const corrente = dettaglio.metodologia
  if (scelta === null) {
    if (!corrente) return null
    actions.setMetodologia([id], null)
    const stessa = quantiConMetodologia(corrente.id) - 1
    return {
      testo: fatto.metodologiaTolta(corrente.codice ?? '', nome),
      azione:
        stessa > 0
          ? {
              label: fatto.togliDaTutti(stessa),
              run: () => actions.togliMetodologiaGruppo(gruppoId, corrente.id),
            }
          : { label: t.storia.annulla, run: () => actions.annulla() },
    }
  }
  const ref = { id: scelta.id, codice: scelta.codice, descrizione: scelta.descrizione }
  const proposti = valoriDaCicli(scelta.metodologiaCicli ?? [])
  if (Object.keys(proposti).length === 0 || senzaValori(dettaglio)) {
    actions.setMetodologia([id], ref, () => proposti)
    return null
  }
  actions.setMetodologia([id], ref)
  return {
    testo: fatto.metodologiaApplicata(scelta.codice, nome),
    azione: {
      label: fatto.applicaCicli,
      run: () =>
        actions.setMetodologia([id], ref, () => proposti, t.storia.valoriCicli(scelta.codice)),
    },
  }
}

/** A row deleted at once: the toast offers "Annulla" (as Ctrl+Z does). */
export function eliminaRiga(dettaglio: Dettaglio, actions: AzioniRiga): Avviso {
  actions.elimina([dettaglio.id])
  return {
    testo: fatto.eliminato(dettaglio.esercizio.nomenclatura),
    azione: { label: t.storia.annulla, run: () => actions.annulla() },
  }
}

/**
 * Up and down on a row's field or selection control: with Alt they move the row (`sposta`),
 * alone they go to the same field of the row above or below. Null: not the row's key (another
 * key, or Shift with the arrows, which extends the selection: the list does it).
 */
export function freccia(e: {
  key: string
  altKey: boolean
  shiftKey: boolean
}): { verso: -1 | 1; sposta: boolean } | null {
  if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return null
  const verso = e.key === 'ArrowUp' ? -1 : 1
  if (e.altKey) return { verso, sposta: true }
  if (e.shiftKey) return null
  return { verso, sposta: false }
}

/** What the loads in % need besides the row's maximum: the user's settings and today. */
export interface ContestoCarichi {
  impostazioni: ImpostazioniCarichi
  /** 'YYYY-MM-DD' */
  oggi: string
}

/** What a row's load in % shows: the kg from the maximum, and the line under it. */
export interface CaricoDellaRiga {
  /** "≈ 72,5 kg" next to the load (null: nothing to show). */
  kg: { kg: number; massimale: MassimaleUsato } | null
  /** The line under the load: its maximum is to be tested again, or there is none. */
  nota: { testo: string; ritestare: boolean } | null
}

/**
 * The kg of a row's load in % from the client's maximum (`massimale`: null on a sheet without
 * client, undefined when the client has none for the exercise), as typed (`testo`, not only as
 * saved: the kg follow the trainer's typing).
 */
export function caricoDellaRiga(
  dettaglio: Dettaglio,
  testo: string | undefined,
  massimale: MassimaleUsato | null | undefined,
  carichi: ContestoCarichi,
): CaricoDellaRiga {
  const percentuale = parseDecimal(testo ?? testoDi(dettaglio, 'carico'))
  const stima = caricoDaMassimale(
    { carico: percentuale ?? null, caricoUnita: dettaglio.caricoUnita ?? 'kg' },
    massimale,
    carichi.impostazioni,
    carichi.oggi,
  )
  if (stima?.tipo === 'senzaMassimale') {
    return { kg: null, nota: { testo: tc.nessunMassimale, ritestare: false } }
  }
  if (stima?.tipo !== 'stimato') return { kg: null, nota: null }
  return {
    kg: stima.kg === null ? null : { kg: stima.kg, massimale: stima.massimale },
    nota: stima.daRitestare ? { testo: tc.daRitestare(stima.settimane), ritestare: true } : null,
  }
}
