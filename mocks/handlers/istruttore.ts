/**
 * Instructors: profile pictures (same rules as clients), one login per email, and deletion: never
 * one's own record; the deleted instructor's login goes with the record, the clients stay.
 * Age is computed in lib/present.
 */
import { notifyChanged } from '@mocks/db/store'
import { assertEmailFree } from '../lib/accounts'
import { revokeRefreshTokens } from '../lib/auth'
import { requireSession, type ImplMap } from '../lib/dispatch'
import { invalidField } from '../lib/http'
import { assertWritable, findVisible, removeRow } from '../lib/relations'
import { removePicture, uploadPicture } from './cliente'
import { createImpl, idParam, updateImpl } from './generic'

export const OWN_RECORD = 'Non è possibile eliminare il proprio profilo di istruttore'

const emailOf = (body: Record<string, unknown>): unknown =>
  (body.utente as { email?: unknown } | undefined)?.email

/** The back-office user an instructor's record logs in as. */
const loginOf = (row: Record<string, unknown>): number | undefined =>
  (row.utente as { id?: number } | null | undefined)?.id

export const istruttoreImpls: ImplMap = {
  istruttore_create: (ctx) => {
    assertEmailFree(ctx.db, emailOf(ctx.body))
    return createImpl('istruttore')(ctx)
  },
  istruttore_update: (ctx) => {
    const row = findVisible(ctx.db, 'istruttore', idParam(ctx), requireSession(ctx))
    assertEmailFree(ctx.db, emailOf(ctx.body), { istruttoreId: row.id, utenteId: loginOf(row) })
    return updateImpl('istruttore')(ctx)
  },
  istruttore_remove: (ctx) => {
    const session = requireSession(ctx)
    const row = findVisible(ctx.db, 'istruttore', idParam(ctx), session)
    assertWritable(row, session)
    const login = loginOf(row)
    if (login !== undefined && login === session.user.id) throw invalidField('_', OWN_RECORD)
    removeRow(ctx.db, 'istruttore', row.id)
    const account = ctx.db.utente.find((u) => u.id === login && u.tenantId === row.tenantId)
    if (account) {
      removeRow(ctx.db, 'utente', account.id)
      revokeRefreshTokens(ctx.db, (entry) => entry.userId === account.id)
    }
    notifyChanged()
    return { success: true }
  },
  istruttore_uploadPicture: uploadPicture('istruttore'),
  istruttore_removePicture: removePicture('istruttore'),
}
