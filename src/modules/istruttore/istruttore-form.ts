/**
 * The instructor form's values and their mapping to and from the contract (Istruttore /
 * IstruttoreInput). Masters keep their names (the form shows them as tags); slots are kept in day
 * and time order.
 */
import dayjs, { type Dayjs } from 'dayjs'
import type { FieldAliases } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { ISO_DATE } from '@/config/constants'
import { sortSlots, type Disponibilita } from './disponibilita'
import type { MasterRef } from './masters'

export type Istruttore = components['schemas']['Istruttore']
export type IstruttoreInput = components['schemas']['IstruttoreInput']

export type Sesso = 'M' | 'F'

export interface IstruttoreFormValues {
  nome: string
  cognome: string
  sesso: Sesso | null
  dataNascita: Dayjs | null
  telefono: string
  email: string
  titoloStudio: number | null
  masters: MasterRef[]
  disponibilita: Disponibilita[]
  note: string
}

const text = (value: string | null | undefined) => value ?? ''
const orNull = (value: string | undefined) => {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/** The form's values for a loaded instructor, or the blank form of a new one. */
export function fromIstruttore(row?: Istruttore): IstruttoreFormValues {
  return {
    nome: text(row?.nome),
    cognome: text(row?.cognome),
    sesso: row?.sesso ?? null,
    dataNascita: row?.dataNascita ? dayjs(row.dataNascita) : null,
    telefono: text(row?.telefono),
    email: text(row?.utente?.email),
    titoloStudio: row?.titoloStudio?.id ?? null,
    masters: (row?.masters ?? []).map(({ id, nome }) =>
      nome === undefined ? { id } : { id, nome },
    ),
    disponibilita: sortSlots(row?.disponibilita ?? []),
    note: text(row?.note),
  }
}

/**
 * The body to save: texts trimmed (empty -> null), references by id, slots in order. Without an
 * email the account is left as it is.
 */
export function toIstruttoreInput(
  values: Partial<IstruttoreFormValues>,
  row?: Istruttore,
): IstruttoreInput {
  const email = values.email?.trim() ?? ''
  return {
    nome: values.nome?.trim() ?? '',
    cognome: values.cognome?.trim() ?? '',
    sesso: values.sesso ?? null,
    dataNascita: values.dataNascita ? values.dataNascita.format(ISO_DATE) : null,
    telefono: orNull(values.telefono),
    note: orNull(values.note),
    ...(email ? { utente: { ...(row?.utente?.id ? { id: row.utente.id } : {}), email } } : {}),
    titoloStudio: values.titoloStudio ? { id: values.titoloStudio } : null,
    masters: (values.masters ?? []).map(({ id }) => ({ id })),
    disponibilita: sortSlots(values.disponibilita ?? []).map(({ giorno, oraInizio, oraFine }) => ({
      giorno,
      oraInizio,
      oraFine,
    })),
  }
}

/** "Cognome Nome" of an instructor. */
export const nomeCompleto = (p: { nome?: string | null; cognome?: string | null } | null) =>
  p ? [p.cognome, p.nome].filter(Boolean).join(' ') : ''

/** A 422 answer about the account (`utente`, `utente.email`) is shown on the form's email field. */
export const ERROR_ALIASES: FieldAliases = { utente: ['email'] }
