/** Login, refresh, password reset and preferences (operationIds auth_*). */
import { notifyChanged } from '@mocks/db/store'
import { href } from '@/config/paths'
import {
  consumeResetToken,
  createResetToken,
  invalidate,
  login,
  refresh,
  revokeRefreshTokens,
} from '../lib/auth'
import { isCommonPassword } from '@/config/password-rules'
import { it } from '@/i18n/it'
import { requireSession, type ImplMap } from '../lib/dispatch'
import { HttpError, invalidField, remoteAddress } from '../lib/http'
import { sendDemoEmail } from '../lib/mailbox'

/** The app page that takes the link of the reset email. */
export const resetPasswordPath = (token: string): string => href('reset-password', { token })

export const PASSWORDS_DIFFER = 'Le password non coincidono'

/**
 * A new password (the reset email's page, the administrator's reset): password ===
 * confirm_password (else 422 on confirm_password) and not a common one (src/config/
 * password-rules.ts; else 422 on password). The contract's schema bounds the length.
 */
export function assertNewPassword(body: Record<string, unknown>): string {
  if (body.password !== body.confirm_password)
    throw invalidField('confirm_password', PASSWORDS_DIFFER)
  const password = String(body.password)
  if (isCommonPassword(password)) throw invalidField('password', it.utente.passwordComune)
  return password
}

export const authImpls: ImplMap = {
  auth_login: (ctx) =>
    login(ctx.db, String(ctx.body.username), String(ctx.body.password), remoteAddress(ctx.request)),

  auth_refreshToken: (ctx) => refresh(ctx.db, String(ctx.body.refresh_token)),

  auth_invalidateToken: (ctx) => {
    invalidate(ctx.db, String(ctx.body.refresh_token))
    return { success: true }
  },

  auth_resetPassword: async (ctx) => {
    const password = assertNewPassword(ctx.body)
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
    if (user) sendDemoEmail(user.email, resetPasswordPath(await createResetToken(user)))
    return {
      success: true,
      message: "Se l'indirizzo appartiene a un utente, riceverà un'email con le istruzioni",
    }
  },

  auth_savePreferenze: (ctx) => {
    const { user } = requireSession(ctx)
    // The contract's closed shape (validated): sidebar, theme, showTooltip and the two optional
    // settings of the loads (absent: their defaults, so older preferences stay as they were).
    const { sidebar, theme, showTooltip, arrotondamentoCarichi, settimaneRitestMassimale } = ctx
      .body.preferenze as typeof user.preferenze
    user.preferenze = {
      sidebar,
      theme,
      showTooltip,
      ...(arrotondamentoCarichi === undefined ? {} : { arrotondamentoCarichi }),
      ...(settimaneRitestMassimale === undefined ? {} : { settimaneRitestMassimale }),
    }
    notifyChanged()
    return { success: true }
  },
}
