/** Users: admin password reset and the welcome flag (utente_list is generic, admin only). */
import { notifyChanged } from '@mocks/db/store'
import { it } from '@/i18n/it'
import { revokeRefreshTokens } from '../lib/auth'
import { requireSession, type ImplMap } from '../lib/dispatch'
import { invalidField } from '../lib/http'
import { findVisible } from '../lib/relations'
import { assertNewPassword } from './auth'

export const utenteImpls: ImplMap = {
  /**
   * Another user's password (SPEC 6): never the administrator's own, which only the reset email
   * changes (a stolen access token must not become a permanent takeover); a new password by the
   * rule of src/config/password-rules.ts.
   */
  utente_resetPasswordDaAdmin: (ctx) => {
    const session = requireSession(ctx)
    if (ctx.body.userId === session.user.id) {
      throw invalidField('userId', it.utente.propriaPassword)
    }
    const password = assertNewPassword(ctx.body)
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
