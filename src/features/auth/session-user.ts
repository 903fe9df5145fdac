import { jwtDecode } from 'jwt-decode'
import type { components } from '@/api/schema.gen'

export type Role = components['schemas']['Role']
export type Preferenze = components['schemas']['Preferenze']

/** The logged-in user as carried by the session token (SPEC section 3, "Logged-in user"). */
export interface SessionUser {
  id: number
  email: string
  nome: string
  cognome: string
  roles: Role[]
  preferenze: Preferenze
  showWelcomeMessage: boolean
  dataScadenza: string | null
  tenantId: string
  /** Expiry, seconds since the epoch. */
  exp: number
}

interface Claims extends Omit<SessionUser, 'email'> {
  sub: string
}

/** Decodes the token; null when it cannot be decoded or lacks the user's claims. */
export function decodeSessionUser(token: string | null | undefined): SessionUser | null {
  if (!token || token === 'false') return null
  try {
    const c = jwtDecode<Partial<Claims>>(token)
    if (typeof c.nome !== 'string' || typeof c.cognome !== 'string' || !Array.isArray(c.roles)) {
      return null
    }
    return {
      id: Number(c.id),
      email: String(c.sub ?? ''),
      nome: c.nome,
      cognome: c.cognome,
      roles: c.roles,
      preferenze: c.preferenze ?? { sidebar: 'dinamica', theme: 'dark', showTooltip: 'YES' },
      showWelcomeMessage: Boolean(c.showWelcomeMessage),
      dataScadenza: c.dataScadenza ?? null,
      tenantId: String(c.tenantId ?? ''),
      exp: Number(c.exp ?? 0),
    }
  } catch {
    return null
  }
}
