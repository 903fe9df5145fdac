import type { ItemOf, RowOf, UpdateInput } from '@/api/crud'
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

/** A methodology as the builder's picker finds it (with its method and cycles). */
export type Metodologia = OpResult<'metodologia_search'>['data'][number]

/**
 * The body of PUT /api/scheda/{id} for a sheet as it is: a change is spread over it, so the call
 * never depends on the server keeping the fields it was not sent.
 */
export const schedaInput = (s: SchedaRow): UpdateInput<'scheda'> => ({
  nome: s.nome,
  dataInizio: s.dataInizio ?? null,
  dataFine: s.dataFine ?? null,
  cliente: s.cliente ?? null,
  isCliente: s.isCliente,
  isTemplate: s.isTemplate,
  isBozza: s.isBozza,
  note: s.note ?? null,
  cartelle: s.cartelle ?? [],
})

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
