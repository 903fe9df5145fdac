import type { ItemOf, RowOf } from '@/api/crud'
import type { OpResult } from '@/api/contract'

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

/** A group of a sheet (A, B, ..., Stretching). */
export type Gruppo = OpResult<'schedagruppo_byScheda'>['data'][number]
/** An exercise row of a group. */
export type Dettaglio = OpResult<'schedadettaglio_bySchedaGruppo'>['data'][number]
/** The editable fields of a group's exercise row. */
export type DettaglioCampi = Pick<
  Dettaglio,
  'serie' | 'ripetizioni' | 'recupero' | 'carico' | 'note'
>
