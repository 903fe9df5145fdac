/** Users: admin password reset and the welcome flag (utente_list is generic, admin only). */
import { notifyChanged } from '@mocks/db/store'
import { revokeRefreshTokens } from '../lib/auth'
import { requireSession, type ImplMap } from '../lib/dispatch'
import { findVisible } from '../lib/relations'
import { assertSamePassword } from './auth'

export const utenteImpls: ImplMap = {
  utente_resetPasswordDaAdmin: (ctx) => {
    const session = requireSession(ctx)
    const password = assertSamePassword(ctx.body)
    const row = findVisible(ctx.db, 'utente', ctx.body.userId, session)
    const user = ctx.db.utente.find((candidate) => candidate.id === row.id)
    if (user) user.password = password
    revokeRefreshTokens(ctx.db, (entry) => entry.userId === row.id)
    notifyChanged()
    return { success: true, message: 'Password aggiornata' }
  },

  utente_updateShowWelcomeMessage: (ctx) => {
    const { user } = requireSession(ctx)
    user.showWelcomeMessage = ctx.body.showWelcomeMessage === true
    notifyChanged()
    return { success: true }
  },
}
