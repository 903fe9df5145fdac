import type { ItemOf, RowOf, UpdateInput } from '@/api/crud'
import { it } from '@/i18n/it'
import { href } from '@/config/paths'

/** A sheet as listed (no groups). */
export type SchedaRow = RowOf<'scheda'>
/** A sheet with its groups. */
export type Scheda = ItemOf<'scheda'>
/** The fields the sheet dialogs need. */
export type SchedaRef = Pick<
  SchedaRow,
  'id' | 'nome' | 'dataInizio' | 'dataFine' | 'cartelle' | 'cliente'
>

/** "Cognome Nome" of the sheet's client ('' for a template). */
export const nomeCliente = (cliente: SchedaRow['cliente']): string =>
  cliente ? `${cliente.cognome ?? ''} ${cliente.nome ?? ''}`.trim() : ''

/** A methodology as the builder's picker finds it (with its method and cycles). */
export type { Metodologia } from '@/modules/metodologia/types'

/** The fields a change of a sheet gives: any of `scheda_update`'s body. */
export type SchedaModifica = Partial<UpdateInput<'scheda'>>

/** The fields of `scheda_update`'s body, in the contract's order. */
const CAMPI_SCHEDA = [
  'nome',
  'dataInizio',
  'dataFine',
  'cliente',
  'isCliente',
  'isTemplate',
  'isBozza',
  'note',
  'cartelle',
] as const satisfies readonly (keyof UpdateInput<'scheda'>)[]

/**
 * The one body of `scheda_update`: the sheet as loaded (`corrente`: a row, the sheet with its
 * groups, or a creation's answer) with the fields to change on top. Every field of the contract's
 * body the sheet has is sent, so a change never depends on the server keeping what it was not
 * sent; a field the loaded sheet lacks (left out by the server, or dropped as drift) is not sent
 * either, so the server keeps it rather than have it emptied. Nothing outside the body (id,
 * groups, protocols) is sent.
 */
export function schedaPatch(
  corrente: Pick<SchedaRow, 'nome'> & Partial<SchedaRow>,
  modifica: SchedaModifica,
): UpdateInput<'scheda'> {
  const body: Partial<Record<(typeof CAMPI_SCHEDA)[number], unknown>> = {}
  for (const campo of CAMPI_SCHEDA) {
    const valore = modifica[campo] !== undefined ? modifica[campo] : corrente[campo]
    if (valore !== undefined) body[campo] = valore
  }
  return body as UpdateInput<'scheda'>
}

export type StatoScheda = 'inCorso' | 'conclusa' | 'programmata' | 'bozza'

/** Where a sheet stands today (`today` as YYYY-MM-DD): a draft, not started yet, running, or over. */
export function statoScheda(
  scheda: Pick<SchedaRow, 'isBozza' | 'dataInizio' | 'dataFine'>,
  today: string,
): StatoScheda {
  if (scheda.isBozza) return 'bozza'
  if (scheda.dataInizio && scheda.dataInizio > today) return 'programmata'
  if (scheda.dataFine && scheda.dataFine < today) return 'conclusa'
  return 'inCorso'
}

/**
 * Where "Torna" leads from a sheet opened with no provenance (a typed address, a bookmark): the
 * client's Schede tab, the library's templates, or the list of sheets.
 */
export function indietroScheda(scheda: Pick<SchedaRow, 'cliente' | 'isTemplate'>): {
  to: string
  label: string
} {
  const cliente = scheda.cliente
  if (cliente) {
    return {
      to: href('cliente-id', { id: cliente.id, tab: 'schede' }),
      label: it.scheda.tornaSchedeCliente(nomeCliente(cliente) || it.comune.cliente),
    }
  }
  if (scheda.isTemplate)
    return { to: href('libreria-list', { tab: 'modelli' }), label: it.scheda.tornaLibreria }
  return { to: href('scheda-list'), label: it.scheda.indietro }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The name a template made from a client's sheet is proposed with: the sheet's name without the
 * client's surname and name (and the "di", "per", "-" left hanging before them).
 * "Forza - Verdi Giulia" -> "Forza"; "Scheda di Giulia Verdi marzo" -> "Scheda marzo".
 */
export function nomeSenzaCliente(nome: string, cliente: SchedaRow['cliente']): string {
  const parole = [cliente?.cognome, cliente?.nome]
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .flatMap((p) => p.trim().split(/\s+/))
  if (parole.length === 0) return nome.trim()
  const persona = `(?:${parole.map(escapeRegExp).join('|')})`
  const pattern = new RegExp(
    `(?:\\s*(?:[-–—:,]|\\b(?:di|per)\\b))?\\s*(?<![\\p{L}\\p{N}])${persona}(?:\\s+${persona})*(?![\\p{L}\\p{N}])`,
    'giu',
  )
  const pulito = nome
    .replace(pattern, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s\-–—:,]+|[\s\-–—:,]+$/g, '')
    .trim()
  return pulito === '' ? nome.trim() : pulito
}
