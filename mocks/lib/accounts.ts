/**
 * Login accounts: an email is the login of one account only, whether it is a back-office user
 * (utente: admins, instructors) or a client of the mobile app (cliente.utente.email).
 */
import type { Database } from '@mocks/db/database'
import { invalidField } from './http'

export const EMAIL_IN_USE = 'Email già usata da un altro account'

/** The account a body belongs to, so that keeping one's own email is never a clash. */
export interface AccountOwner {
  clienteId?: number
  istruttoreId?: number
  /** The back-office user linked to the record (an instructor's login). */
  utenteId?: number
}

const same = (a: string | undefined, b: string): boolean => a?.trim().toLowerCase() === b

/** 422 on utente.email when another account already logs in with `email`. */
export function assertEmailFree(db: Database, email: unknown, owner: AccountOwner = {}): void {
  if (typeof email !== 'string' || email.trim() === '') return
  const wanted = email.trim().toLowerCase()
  const clash =
    db.utente.some((u) => u.id !== owner.utenteId && same(u.email, wanted)) ||
    db.cliente.some((c) => c.id !== owner.clienteId && same(c.utente?.email, wanted)) ||
    db.istruttore.some(
      (i) =>
        i.id !== owner.istruttoreId &&
        (i.utente?.id === undefined || i.utente.id !== owner.utenteId) &&
        same(i.utente?.email, wanted),
    )
  if (clash) throw invalidField('utente.email', EMAIL_IN_USE)
}
