/** Login, refresh, password reset and preferences (operationIds auth_*). */
import { notifyChanged } from '@mocks/db/store'
import {
  consumeResetToken,
  createResetToken,
  login,
  refresh,
  revokeRefreshTokens,
} from '../lib/auth'
import { requireSession, type ImplMap } from '../lib/dispatch'
import { HttpError, invalidField } from '../lib/http'

export const PASSWORDS_DIFFER = 'Le password non coincidono'

/** password === confirm_password, else 422 on confirm_password. */
export function assertSamePassword(body: Record<string, unknown>): string {
  if (body.password !== body.confirm_password)
    throw invalidField('confirm_password', PASSWORDS_DIFFER)
  return String(body.password)
}

export const authImpls: ImplMap = {
  auth_login: (ctx) => login(ctx.db, String(ctx.body.username), String(ctx.body.password)),

  auth_refreshToken: (ctx) => refresh(ctx.db, String(ctx.body.refresh_token)),

  auth_resetPassword: async (ctx) => {
    const password = assertSamePassword(ctx.body)
    const user = await consumeResetToken(ctx.db, String(ctx.params.resetToken))
    if (!user) {
      throw new HttpError(404, {
        code: 404,
        message: 'Il link per reimpostare la password non è valido o è scaduto',
      })
    }
    user.password = password
    revokeRefreshTokens(ctx.db, (entry) => entry.userId === user.id)
    notifyChanged()
    return { success: true, message: 'Password aggiornata' }
  },

  /** Same answer whether or not the email has an account (no account discovery). */
  auth_requireResetPassword: async (ctx) => {
    const email = String(ctx.params.email).toLowerCase()
    const user = ctx.db.utente.find((row) => row.email.toLowerCase() === email)
    if (user) {
      // The "email": the console of the browser or of the HTTP server (silent under Jest).
      const token = await createResetToken(user)
      if (typeof process === 'undefined' || !process.env.JEST_WORKER_ID) {
        console.info(`[mock] email a ${user.email}: reimposta la password con il codice ${token}`)
      }
    }
    return {
      success: true,
      message: "Se l'indirizzo appartiene a un utente, riceverà un'email con le istruzioni",
    }
  },

  auth_savePreferenze: (ctx) => {
    const { user } = requireSession(ctx)
    user.preferenze = { ...(ctx.body.preferenze as typeof user.preferenze) }
    notifyChanged()
    return { success: true }
  },
}
