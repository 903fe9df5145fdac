/**
 * The client form's values and their mapping to and from the contract (Cliente / ClienteInput).
 * Closed postural tests live in `caratteristiche` too (see test-posturali.ts): the form edits the
 * other pairs and the save puts the test pairs back untouched.
 */
import dayjs, { type Dayjs } from 'dayjs'
import type { FieldAliases } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { ISO_DATE, PAGE_SIZE_ALL } from '@/config/constants'
import { isTestPair } from './test-posturali'

export type Cliente = components['schemas']['Cliente']
export type ClienteInput = components['schemas']['ClienteInput']
export type Caratteristica = components['schemas']['Caratteristica']
type RefList = components['schemas']['RefList']

export type Sesso = 'M' | 'F'

/** The instructors a client may be assigned to: every one (the form's select, the default). */
export const ISTRUTTORI_TUTTI = { page: 1, pageSize: PAGE_SIZE_ALL }

export interface ClienteFormValues {
  nome: string
  cognome: string
  sesso: Sesso | null
  dataNascita: Dayjs | null
  codiceFiscale: string
  telefono: string
  indirizzo: string
  citta: string
  utente: { email: string }
  istruttore: number | null
  caratteristiche: { nome: string; valore: string }[]
  patologieMuscoli: number[]
  patologieArticolazioni: number[]
  patologieOssa: number[]
  sport: number[]
  attivita: number[]
  note: string
}

/** Italian tax code: 16 characters with the letters and digits in their places. */
export const CODICE_FISCALE =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/

const ids = (list: RefList | undefined): number[] => (list ?? []).map((ref) => ref.id)
const refs = (list: number[] | undefined): RefList => (list ?? []).map((id) => ({ id }))
const text = (value: string | null | undefined) => value ?? ''
const orNull = (value: string | undefined) => {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/** The form's values for a loaded client, or the blank form of a new one. */
export function fromCliente(row?: Cliente): ClienteFormValues {
  return {
    nome: text(row?.nome),
    cognome: text(row?.cognome),
    sesso: row?.sesso ?? null,
    dataNascita: row?.dataNascita ? dayjs(row.dataNascita) : null,
    codiceFiscale: text(row?.codiceFiscale),
    telefono: text(row?.telefono),
    indirizzo: text(row?.indirizzo),
    citta: text(row?.citta),
    utente: { email: text(row?.utente?.email) },
    istruttore: row?.istruttore?.id ?? null,
    caratteristiche: (row?.caratteristiche ?? [])
      .filter((pair) => !isTestPair(pair))
      .map(({ nome, valore }) => ({ nome, valore })),
    patologieMuscoli: ids(row?.patologieMuscoli),
    patologieArticolazioni: ids(row?.patologieArticolazioni),
    patologieOssa: ids(row?.patologieOssa),
    sport: ids(row?.sport),
    attivita: ids(row?.attivita),
    note: text(row?.note),
  }
}

/**
 * The body to save: texts trimmed (empty -> null), references by id, the closed tests of `row`
 * kept after the edited pairs. Without an email the account is left as it is.
 */
export function toClienteInput(values: Partial<ClienteFormValues>, row?: Cliente): ClienteInput {
  const email = values.utente?.email?.trim() ?? ''
  const pairs = (values.caratteristiche ?? [])
    .filter((pair): pair is Caratteristica => Boolean(pair?.nome?.trim()))
    .map((pair) => ({ nome: pair.nome.trim(), valore: pair.valore?.trim() ?? '' }))
  const tests = (row?.caratteristiche ?? []).filter(isTestPair)
  return {
    nome: values.nome?.trim() ?? '',
    cognome: values.cognome?.trim() ?? '',
    sesso: values.sesso ?? null,
    dataNascita: values.dataNascita ? values.dataNascita.format(ISO_DATE) : null,
    codiceFiscale: orNull(values.codiceFiscale?.toUpperCase()),
    telefono: orNull(values.telefono),
    indirizzo: orNull(values.indirizzo),
    citta: orNull(values.citta),
    note: orNull(values.note),
    ...(email ? { utente: { ...(row?.utente?.id ? { id: row.utente.id } : {}), email } } : {}),
    istruttore: values.istruttore ? { id: values.istruttore } : null,
    caratteristiche: [...pairs, ...tests],
    patologieMuscoli: refs(values.patologieMuscoli),
    patologieArticolazioni: refs(values.patologieArticolazioni),
    patologieOssa: refs(values.patologieOssa),
    sport: refs(values.sport),
    attivita: refs(values.attivita),
  }
}

/** "Cognome Nome" of a client (or of an instructor reference). */
export const nomeCompleto = (p: { nome?: string | null; cognome?: string | null } | null) =>
  p ? [p.cognome, p.nome].filter(Boolean).join(' ') : ''

/** The tab of the form that holds a field (for validation and 422 errors). */
export type FormTab = 'anagrafica' | 'caratteristiche'

const CARATTERISTICHE_FIELDS = new Set([
  'caratteristiche',
  'patologieMuscoli',
  'patologieArticolazioni',
  'patologieOssa',
])

export const tabOfField = (name: readonly (string | number)[]): FormTab =>
  CARATTERISTICHE_FIELDS.has(String(name[0])) ? 'caratteristiche' : 'anagrafica'

/** A 422 answer about the account (`utente`, `utente.id`) is shown on its email field. */
export const ERROR_ALIASES: FieldAliases = { utente: ['utente', 'email'] }

/**
 * The instructor who is the logged-in user (the instructor whose app account has the user's
 * email): a new client starts assigned to them. Undefined when none is (an admin, a drifted row).
 */
export function istruttoreDellUtente(
  istruttori: readonly { id: number; utente?: { email?: string | null } | null }[] | undefined,
  email: string | undefined,
): number | undefined {
  const cercata = email?.trim().toLowerCase()
  if (!cercata) return undefined
  return istruttori?.find((row) => row.utente?.email?.trim().toLowerCase() === cercata)?.id
}
